package cardface

import (
	"image/color"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/art"
	"github.com/kitchentable/kitchentable/render/paint"
)

// FrameKind is the family of a card's frame.
type FrameKind uint8

// The frame families.
const (
	MonoFrame      FrameKind = iota // one colour
	DualFrame                       // two colours: a split tint with gold bars
	MultiFrame                      // three or more colours: gold with a band of every colour
	ArtifactFrame                   // colourless artifact: steel
	LandFrame                       // land: earth, tinted by the mana it makes
	ColorlessFrame                  // colourless and neither: pale stone
)

// String returns the family's name.
func (k FrameKind) String() string {
	return [...]string{"mono", "dual", "multi", "artifact", "land", "colorless"}[k]
}

// Style is the colour scheme of a face, worked out from the card alone.
type Style struct {
	Kind   FrameKind
	Frame  []color.NRGBA // frame gradient stops, left to right
	Bar    []color.NRGBA // name and type bars
	Box    []color.NRGBA // rules text box
	Accent []color.NRGBA // art box rim: one stop per colour for dual and multi
	Ink    color.NRGBA   // text colour on bars and box
	Motif  art.Motif
	// Colors are the colours the frame shows: the card's colours, or for
	// lands the colours of mana they make.
	Colors mana.ColorSet
}

// tones of one colour: frame, bar, box.
type tones struct{ frame, bar, box uint32 }

var colourTones = [mana.NumColors]tones{
	{0xe6dcc0, 0xf7f2e2, 0xf8f4ea}, // white
	{0x2a6db5, 0xcfe0f0, 0xe2ecf5}, // blue
	{0x3b3436, 0xc9c2c3, 0xdcd6d4}, // black
	{0xc8432d, 0xf1d3c6, 0xf6e4dc}, // red
	{0x3b8748, 0xcfe3c8, 0xe1eddb}, // green
}

var (
	goldTones      = tones{0xd4ab52, 0xf1e2b4, 0xf5ecd2}
	steelTones     = tones{0x8d97a2, 0xdfe4e8, 0xe9ecef}
	earthTones     = tones{0x9a7b56, 0xe8dcc6, 0xf0e8da}
	colorlessTones = tones{0xb8b2a7, 0xece8e0, 0xf3f0ea}
)

// StyleOf returns the style of d's face.
func StyleOf(d *card.Def) Style {
	s := Style{Ink: paint.Hex(0x1b1712), Colors: d.Colors}
	switch {
	case d.IsLand():
		s.Motif = art.Landscape
	case d.IsCreature():
		s.Motif = art.Sigil
	case d.Types.Has(card.Artifact):
		s.Motif = art.Machine
	case d.Types.Has(card.Enchantment):
		s.Motif = art.Ribbons
	default:
		s.Motif = art.Burst
	}
	cols := d.Colors.Colors()
	switch {
	case d.IsLand():
		s.Kind = LandFrame
		s.Colors = landColors(d)
		s.Frame = frameStops(earthTones.frame)
		s.Bar = []color.NRGBA{paint.Hex(earthTones.bar)}
		s.Box, s.Accent = tinted(earthTones.box, s.Colors.Colors())
	case len(cols) == 1:
		t := colourTones[cols[0]]
		s.Kind = MonoFrame
		s.Frame = frameStops(t.frame)
		s.Bar = []color.NRGBA{paint.Hex(t.bar)}
		s.Box = []color.NRGBA{paint.Hex(t.box)}
		s.Accent = []color.NRGBA{paint.Darken(paint.Hex(t.frame), 0.25)}
	case len(cols) == 2:
		a, b := colourTones[cols[0]], colourTones[cols[1]]
		s.Kind = DualFrame
		s.Frame = []color.NRGBA{paint.Hex(a.frame), paint.Mix(paint.Hex(a.frame), paint.Hex(b.frame), 0.5), paint.Hex(b.frame)}
		s.Bar = []color.NRGBA{paint.Hex(goldTones.bar)}
		s.Box = []color.NRGBA{paint.Hex(a.box), paint.Hex(b.box)}
		s.Accent = []color.NRGBA{paint.Hex(a.frame), paint.Hex(goldTones.frame), paint.Hex(b.frame)}
	case len(cols) >= 3:
		s.Kind = MultiFrame
		s.Frame = frameStops(goldTones.frame)
		s.Bar = []color.NRGBA{paint.Hex(goldTones.bar)}
		s.Box = []color.NRGBA{paint.Hex(goldTones.box)}
		for _, c := range cols {
			s.Accent = append(s.Accent, paint.Hex(colourTones[c].frame))
		}
	case d.Types.Has(card.Artifact):
		s.Kind = ArtifactFrame
		s.Frame = frameStops(steelTones.frame)
		s.Bar = []color.NRGBA{paint.Hex(steelTones.bar)}
		s.Box = []color.NRGBA{paint.Hex(steelTones.box)}
		s.Accent = []color.NRGBA{paint.Hex(0x4d5660)}
	default:
		s.Kind = ColorlessFrame
		s.Frame = frameStops(colorlessTones.frame)
		s.Bar = []color.NRGBA{paint.Hex(colorlessTones.bar)}
		s.Box = []color.NRGBA{paint.Hex(colorlessTones.box)}
		s.Accent = []color.NRGBA{paint.Hex(0x6d675e)}
	}
	return s
}

// frameStops shades one frame colour into a gentle three-stop sheen.
func frameStops(rgb uint32) []color.NRGBA {
	c := paint.Hex(rgb)
	return []color.NRGBA{paint.Lighten(c, 0.12), c, paint.Darken(c, 0.18)}
}

// tinted returns a land's text box, washed with the colours of its mana,
// and its art rim.
func tinted(base uint32, cols []mana.Color) (box, accent []color.NRGBA) {
	b := paint.Hex(base)
	if len(cols) == 0 {
		return []color.NRGBA{b}, []color.NRGBA{paint.Darken(b, 0.45)}
	}
	for _, c := range cols {
		box = append(box, paint.Mix(b, paint.Hex(colourTones[c].box), 0.7))
		accent = append(accent, paint.Hex(colourTones[c].frame))
	}
	return box, accent
}

// landColors returns the colours of mana a land's abilities make.
func landColors(d *card.Def) mana.ColorSet {
	var s mana.ColorSet
	for i := range d.Abilities {
		for _, e := range d.Abilities[i].Effects {
			if e.Kind == card.AddMana {
				s |= mana.ColorSet(e.ManaKinds) & mana.AllColors
			}
		}
	}
	return s | d.Colors
}

// symbolColors are the fill and ink of mana symbols: W U B R G, then
// generic (numbers, X, C) and the tap symbol.
var symbolColors = map[string][2]uint32{
	"W": {0xf8f1d6, 0x4a3e20},
	"U": {0x9fd0f0, 0x0f3356},
	"B": {0xb7aeb0, 0x1a1517},
	"R": {0xf3a184, 0x5a140a},
	"G": {0x9fd4a2, 0x103b1a},
	"":  {0xd3ccc4, 0x2a2520},
	"T": {0xd3ccc4, 0x2a2520},
}

// symbolStyle returns the fill and ink colour of the symbol {sym}.
func symbolStyle(sym string) (fill, ink color.NRGBA) {
	c, ok := symbolColors[sym]
	if !ok {
		c = symbolColors[""]
	}
	return paint.Hex(c[0]), paint.Hex(c[1])
}

// rarityColors are the gem colours of common, uncommon, rare, mythic and
// special cards.
var rarityColors = [...][2]uint32{
	{0x2b2b2b, 0x555555},
	{0x9fb3c2, 0x5d7282},
	{0xf2d16b, 0xa5801f},
	{0xff8a3d, 0xb53a12},
	{0xc39bf0, 0x6b3fa5},
}

// rarityStyle returns the light and dark colour of a rarity gem.
func rarityStyle(r card.Rarity) (light, dark color.NRGBA) {
	if int(r) >= len(rarityColors) {
		r = card.Common
	}
	c := rarityColors[r]
	return paint.Hex(c[0]), paint.Hex(c[1])
}

// rarityLetter is the rarity printed in the footer.
func rarityLetter(r card.Rarity) string {
	switch r {
	case card.Uncommon:
		return "U"
	case card.Rare:
		return "R"
	case card.Mythic:
		return "M"
	case card.Special:
		return "S"
	}
	return "C"
}

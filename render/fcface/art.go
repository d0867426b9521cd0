package fcface

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/art"
)

// SpecOf returns the picture of card d, painted by package art like the
// main game's: seeded by the name, its motif and colours chosen by what the
// card does. Fire (burning cards) is red rays; the mind (drawing, looking
// at the deck) is blue ribbons; loss (discarding, destroying) is a black
// sigil; mana (refreshing, adding or burning sources) is a green or red
// landscape; getting cards back is a white sigil. A trap that counters is
// a steel mechanism, one that turns a spell back a vortex.
func SpecOf(d *fourcuatro.Def) art.Spec {
	s := art.Spec{Seed: art.SeedOf("fourcuatro/" + d.Name), Motif: art.Burst, Palette: art.PaletteOf(mana.SetOf(mana.Red), false)}
	first := fourcuatro.OpBurn
	if len(d.Ops) > 0 {
		first = d.Ops[0].Kind
	}
	colour := func(c mana.Color) { s.Palette = art.PaletteOf(mana.SetOf(c), false) }
	switch first {
	case fourcuatro.OpBurn, fourcuatro.OpBurnPerHand:
		s.Motif = art.Burst
		colour(mana.Red)
	case fourcuatro.OpDraw, fourcuatro.OpOrderTop:
		s.Motif = art.Ribbons
		colour(mana.Blue)
	case fourcuatro.OpDiscard, fourcuatro.OpDestroyPick:
		s.Motif = art.Sigil
		colour(mana.Black)
	case fourcuatro.OpRecover:
		s.Motif = art.Sigil
		colour(mana.White)
	case fourcuatro.OpRefresh, fourcuatro.OpAddSource:
		s.Motif = art.Landscape
		colour(mana.Green)
	case fourcuatro.OpBurnSource:
		s.Motif = art.Landscape
		colour(mana.Red)
	case fourcuatro.OpCounter:
		s.Motif = art.Machine
		s.Palette = art.PaletteOf(0, true)
		if len(d.Ops) > 1 {
			// a counter that also burns: steel and fire
			s.Palette = append(s.Palette, art.PaletteOf(mana.SetOf(mana.Red), false)[:2]...)
		}
	case fourcuatro.OpRedirect:
		s.Motif = art.Burst
		s.Palette = art.PaletteOf(mana.SetOf(mana.Blue, mana.Red), false)
	}
	return s
}

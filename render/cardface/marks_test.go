package cardface

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/geom"
)

// countWhere counts the pixels of p inside r for which f holds.
func countWhere(p *image.RGBA, r image.Rectangle, f func(c color.RGBA) bool) int {
	n := 0
	r = r.Intersect(p.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if f(p.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

func greenInk(c color.RGBA) bool {
	return c.G > 150 && int(c.G) > int(c.R)+60 && int(c.G) > int(c.B)+50
}
func redInk(c color.RGBA) bool  { return c.R > 170 && int(c.R) > int(c.G)+80 && int(c.R) > int(c.B)+80 }
func blueInk(c color.RGBA) bool { return c.B > 120 && int(c.B) > int(c.R)+50 }
func anyInk(c color.RGBA) bool  { return c.A > 0 }

// markShot draws with draw on a blank 300×300 image and reads it back.
func markShot(t *testing.T, draw func(dst *ebiten.Image)) *image.RGBA {
	t.Helper()
	dst := ebiten.NewImage(300, 300)
	defer dst.Deallocate()
	draw(dst)
	return pixels(dst)
}

// TestPTPlateShowsCurrentValuesInTrendColours: a plate over the power/
// toughness box of a 104-pixel card shows a pumped 3/3 of a printed 2/2
// in green, a shrunk 1/1 in red, an unchanged 2/2 in neither; with one
// value up and one down both inks appear. On a tapped card the plate
// sits where the box turned to (the lower left of the turned card).
func TestPTPlateShowsCurrentValuesInTrendColours(t *testing.T) {
	needGPU(t)
	c := NewCache(newRenderer(t), 0)
	pl := Placement{Center: geom.V(150, 150), Width: 104}
	box := geom.Centered(onCard(pl, ptBox.X, ptBox.Y), 60, 24).Image()
	cases := []struct {
		name       string
		pt         PT
		green, red bool
	}{
		{"pumped", PT{3, 3, 2, 2}, true, false},
		{"shrunk", PT{1, 1, 2, 2}, false, true},
		{"printed", PT{2, 2, 2, 2}, false, false},
		{"mixed", PT{4, 1, 2, 2}, true, true},
	}
	for _, cs := range cases {
		px := markShot(t, func(dst *ebiten.Image) { c.DrawPT(dst, pl, cs.pt, 16, false) })
		saveForLooking(t, "pt-"+cs.name+".png", px)
		if n := countWhere(px, box, anyInk); n < 200 {
			t.Errorf("%s: the plate covers %d pixels of the box, want a plate there", cs.name, n)
		}
		if g := countWhere(px, box, greenInk) > 3; g != cs.green {
			t.Errorf("%s: green ink %v, want %v", cs.name, g, cs.green)
		}
		if r := countWhere(px, box, redInk) > 3; r != cs.red {
			t.Errorf("%s: red ink %v, want %v", cs.name, r, cs.red)
		}
	}
	tapped := pl
	tapped.Angle = Tapped
	px := markShot(t, func(dst *ebiten.Image) { c.DrawPT(dst, tapped, PT{3, 3, 2, 2}, 16, false) })
	b := tapped.Bounds()
	lowerLeft := geom.R(b.Min.X, b.Center().Y, b.W()/2, b.H()/2).Image()
	if n := countWhere(px, lowerLeft, greenInk); n < 4 {
		t.Errorf("tapped: %d green pixels in the turned card's lower left, want the plate there", n)
	}
	if n, all := countWhere(px, b.Image(), anyInk), countWhere(px, px.Bounds(), anyInk); n != all {
		t.Errorf("tapped: %d of the plate's %d pixels hang off the card", all-n, all)
	}
}

// TestPTPlateShowsThePrintedValueInTheZoom: asked for the printed value,
// a changed plate also draws "printed 2/2" to its left; an unchanged one
// draws nothing there.
func TestPTPlateShowsThePrintedValueInTheZoom(t *testing.T) {
	needGPU(t)
	c := NewCache(newRenderer(t), 0)
	pl := Placement{Center: geom.V(150, 150), Width: 200}
	at := onCard(pl, ptBox.X, ptBox.Y)
	left := geom.R(pl.Center.X-pl.Width/2, at.Y-10, at.X-pl.Center.X+pl.Width/2-40, 20).Image()
	changed := markShot(t, func(dst *ebiten.Image) { c.DrawPT(dst, pl, PT{4, 4, 2, 2}, 0, true) })
	same := markShot(t, func(dst *ebiten.Image) { c.DrawPT(dst, pl, PT{2, 2, 2, 2}, 0, true) })
	saveForLooking(t, "pt-printed.png", changed)
	if n := countWhere(changed, left, anyInk); n < 100 {
		t.Errorf("changed: %d pixels left of the plate, want the printed value there", n)
	}
	if n := countWhere(same, left, anyInk); n != 0 {
		t.Errorf("unchanged: %d pixels left of the plate, want none", n)
	}
}

// TestGainedKeywordsChip: keywords an effect gave a permanent show as a
// blue chip, at the top of the text box of a table card and across the
// foot of the picture of a zoom; none, nothing.
func TestGainedKeywordsChip(t *testing.T) {
	needGPU(t)
	c := NewCache(newRenderer(t), 0)
	pl := Placement{Center: geom.V(150, 150), Width: 104}
	// On a table card the chip tops the text box, below the counters badge.
	box := geom.R(pl.Center.X-52, onCard(pl, 0, 0.855).Y, 104, 0.2*104).Image()
	px := markShot(t, func(dst *ebiten.Image) { c.DrawGained(dst, pl, card.Keywords(card.Flying), 14) })
	saveForLooking(t, "gained.png", px)
	if n, all := countWhere(px, box, blueInk), countWhere(px, px.Bounds(), blueInk); n < 100 || n != all {
		t.Errorf("flying gained: %d of %d blue pixels at the top of the text box, want the chip there", n, all)
	}
	// On a zoom it lies across the foot of the picture, above its text.
	big := Placement{Center: geom.V(150, 150), Width: 200}
	foot := geom.R(50, onCard(big, 0, 0.6).Y, 200, onCard(big, 0, 0.745).Y-onCard(big, 0, 0.6).Y).Image()
	px = markShot(t, func(dst *ebiten.Image) { c.DrawGained(dst, big, card.Keywords(card.Flying), 0) })
	if n, all := countWhere(px, foot, blueInk), countWhere(px, px.Bounds(), blueInk); n < 100 || n != all {
		t.Errorf("flying gained on a zoom: %d of %d blue pixels at the picture's foot, want the chip there", n, all)
	}
	px = markShot(t, func(dst *ebiten.Image) { c.DrawGained(dst, pl, 0, 14) })
	if n := countWhere(px, px.Bounds(), anyInk); n != 0 {
		t.Errorf("nothing gained: %d pixels drawn", n)
	}
	d := &card.Def{Keywords: card.Keywords(card.Flying)}
	if g := Gained(d, card.Keywords(card.Flying|card.Trample)); g != card.Keywords(card.Trample) {
		t.Errorf("Gained = %v, want trample only", g)
	}
}

// TestChangedCostPill: a hand card whose cost an effect lowered shows
// the new cost on a green pill over its name bar's right end, a raised
// one on a red pill; its printed cost, nothing.
func TestChangedCostPill(t *testing.T) {
	needGPU(t)
	c := NewCache(newRenderer(t), 0)
	d := &card.Def{Name: "Test Ogre", Cost: mana.MustParseCost("{2}{R}"), Types: card.Types(card.Creature)}
	pl := Placement{Center: geom.V(150, 150), Width: 104}
	bar := geom.Centered(onCard(pl, 0.8, 0.1), 50, 24).Image()
	cheaper := markShot(t, func(dst *ebiten.Image) { c.DrawCost(dst, pl, d, mana.MustParseCost("{1}{R}"), 16) })
	dearer := markShot(t, func(dst *ebiten.Image) { c.DrawCost(dst, pl, d, mana.MustParseCost("{3}{R}"), 16) })
	printed := markShot(t, func(dst *ebiten.Image) { c.DrawCost(dst, pl, d, d.Cost, 16) })
	saveForLooking(t, "cost-cheaper.png", cheaper)
	if n := countWhere(cheaper, bar, greenInk); n < 30 {
		t.Errorf("cheaper: %d green pixels on the name bar, want a green pill", n)
	}
	if n := countWhere(dearer, bar, redInk); n < 30 {
		t.Errorf("dearer: %d red pixels on the name bar, want a red pill", n)
	}
	if n := countWhere(printed, printed.Bounds(), anyInk); n != 0 {
		t.Errorf("printed cost: %d pixels drawn, want none", n)
	}
}

// TestNotesPanelGrowsWithItsNotes: a notes panel is as tall as its
// notes need, taller for more of them, and holds their text.
func TestNotesPanelGrowsWithItsNotes(t *testing.T) {
	needGPU(t)
	r := newRenderer(t)
	one := r.NewNotes([]Note{{Title: "Flying", Text: KeywordReminder(card.Flying)}}, 240, 13)
	defer one.Deallocate()
	two := r.NewNotes([]Note{{Title: "Flying", Text: KeywordReminder(card.Flying)}, {Title: "Cost", Text: "{1}{G} now; printed {2}{G}."}}, 240, 13)
	defer two.Deallocate()
	if h1, h2 := one.Bounds().Dy(), two.Bounds().Dy(); h1 < 40 || h2 <= h1+20 {
		t.Errorf("heights %d and %d: want a panel with room for each note", h1, h2)
	}
	px := pixels(two)
	saveForLooking(t, "notes.png", px)
	if n := countWhere(px, px.Bounds(), func(c color.RGBA) bool { return luma(c) > 0.6 }); n < 50 {
		t.Errorf("%d pixels of ink, want the notes' text", n)
	}
}

// TestEveryKeywordHasAReminder: each keyword has its own sentence, and a
// card's rules speak of the keywords its effects and statics give.
func TestEveryKeywordHasAReminder(t *testing.T) {
	seen := map[string]bool{}
	for k := card.Flying; k <= card.Indestructible; k <<= 1 {
		s := KeywordReminder(k)
		if s == "" || seen[s] {
			t.Errorf("%v: reminder %q (empty or shared)", k, s)
		}
		seen[s] = true
	}
	if s := KeywordReminder(card.Flying | card.Reach); s != "" {
		t.Errorf("two keywords at once: %q, want none", s)
	}
	d := &card.Def{Keywords: card.Keywords(card.Reach), Abilities: []card.Ability{
		{Effects: []card.Effect{{Kind: card.Pump, Keywords: card.Keywords(card.Trample | card.Reach)}}},
		{Kind: card.Static, Static: &card.StaticAbility{Keywords: card.Keywords(card.Flying)}},
	}}
	if got, want := MentionedKeywords(d), card.Keywords(card.Trample|card.Flying); got != want {
		t.Errorf("MentionedKeywords = %v, want %v", got, want)
	}
}

package table

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// inkCount counts the pixels of screen inside r for which ink holds.
func inkCount(screen *ebiten.Image, r geom.Rect, ink func(c color.RGBA) bool) int {
	b := screen.Bounds()
	px := image.NewRGBA(b)
	screen.ReadPixels(px.Pix)
	n := 0
	ri := r.Image().Intersect(b)
	for y := ri.Min.Y; y < ri.Max.Y; y++ {
		for x := ri.Min.X; x < ri.Max.X; x++ {
			if ink(px.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

func brightGreen(c color.RGBA) bool {
	return c.G > 170 && int(c.G) > int(c.R)+60 && int(c.G) > int(c.B)+50
}
func pillGreen(c color.RGBA) bool {
	return c.G > 120 && int(c.G) > int(c.R)+70 && int(c.G) > int(c.B)+45
}
func burstRed(c color.RGBA) bool {
	return c.R > 150 && int(c.R) > int(c.G)+90 && int(c.R) > int(c.B)+90
}
func chipBlue(c color.RGBA) bool {
	return c.B > 120 && int(c.B) > int(c.R)+60 && int(c.B) > int(c.G)+20
}

// viewerPriority reports whether seat 0 holds priority in its own main
// phase with an empty stack.
func viewerPriority(g *rules.Game) bool {
	d := g.Pending()
	return d.Seat == 0 && d.Kind == rules.DecidePriority && g.Active() == 0 && g.Step().IsMain()
}

// pumpedCreature returns a creature on the battlefield of v whose power
// and toughness are above its printed ones.
func pumpedCreature(v *rules.View) *rules.CardView {
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if liveCreature(c, c.Def) && c.Power > int(c.Def.Power) && c.Toughness >= int(c.Def.Toughness) {
			return c
		}
	}
	return nil
}

// moreInk draws the scene as it is and again with change applied (and
// then undone), and returns the ink counts inside r of both.
func moreInk(hs *harness, screen *ebiten.Image, r geom.Rect, ink func(color.RGBA) bool, change func(undo bool)) (now, without int) {
	screen.Clear()
	hs.s.Draw(screen)
	now = inkCount(screen, r, ink)
	change(false)
	screen.Clear()
	hs.s.Draw(screen)
	without = inkCount(screen, r, ink)
	change(true)
	screen.Clear()
	hs.s.Draw(screen)
	return now, without
}

// TestLiveMarksShowAPumpedCreature plays a real game to a creature whose
// power and toughness are above the printed ones (counters, an anthem or
// a pump) and checks that its current value shows in green on the card
// on the battlefield, in its hover zoom and in its right-click zoom (the
// same frames with its printed values show no such green), that the zoom
// has notes saying its current and printed values, and that a keyword it
// gains shows on the card as a blue chip.
func TestLiveMarksShowAPumpedCreature(t *testing.T) {
	needGPU(t)
	rec := firstGame(t, "a creature is bigger than printed", func(g *rules.Game) bool {
		return viewerPriority(g) && pumpedCreature(g.View(0)) != nil
	})
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.liftCurtain()
	hs.settle(screen, 60)
	found := pumpedCreature(hs.view())
	if found == nil {
		t.Fatal("the pumped creature is gone")
	}
	cv := *found // the test changes the table's view of it, and puts it back
	c := hs.s.lay.CardOf(cv.ID)
	if c == nil || c.View == nil {
		t.Fatalf("%s is not on the table", cv.Def.Name)
	}
	t.Logf("%s: %d/%d, printed %d/%d", cv.Def.Name, cv.Power, cv.Toughness, cv.Def.Power, cv.Def.Toughness)
	lv := c.View
	printed := func(undo bool) {
		if undo {
			lv.Power, lv.Toughness = cv.Power, cv.Toughness
			return
		}
		lv.Power, lv.Toughness = int(cv.Def.Power), int(cv.Def.Toughness)
	}
	check := func(where string, r geom.Rect) {
		t.Helper()
		now, without := moreInk(hs, screen, r, brightGreen, printed)
		if now < without+8 {
			t.Errorf("%s: %d bright green pixels, %d with its printed values: want its current value in green", where, now, without)
		}
	}
	pl := hs.s.placement(c)
	check("on the battlefield", pl.Bounds())
	shot(t, screen, "live-pumped")

	// A keyword it gains shows on the card.
	kw := card.Keyword(card.Flying)
	for k := card.Flying; k <= card.Indestructible; k <<= 1 {
		if !lv.Keywords.Has(k) {
			kw = k
			break
		}
	}
	before := lv.Keywords
	gained := func(undo bool) {
		if undo {
			lv.Keywords = before.With(kw)
			return
		}
		lv.Keywords = before
	}
	gained(true)
	now, without := moreInk(hs, screen, pl.Bounds(), chipBlue, gained)
	lv.Keywords = before
	if now < without+30 {
		t.Errorf("a gained %v: %d blue pixels on the card, %d without: want a chip naming it", kw, now, without)
	}

	// The hover zoom, then the right-click zoom.
	at := hs.s.mo.sprite(cv.ID).pos
	hs.script.Move(at.Add(geom.V(-1, 0))).Move(at)
	hs.settle(screen, 40)
	if hs.s.over.zoomed() != cv.ID {
		t.Fatalf("zoomed %d, want the hovered %d", hs.s.over.zoomed(), cv.ID)
	}
	check("in the hover zoom", hs.s.gfx.overp.zoomPlacement(hs.s, false).Bounds())
	shot(t, screen, "live-pumped-hover")
	hs.script.RightClick(at)
	hs.settle(screen, 10)
	if hs.s.ptr.ui.zoom != cv.ID {
		t.Fatalf("right-click zoomed %d, want %d", hs.s.ptr.ui.zoom, cv.ID)
	}
	zb := hs.s.gfx.overp.zoomPlacement(hs.s, false).Bounds()
	check("in the right-click zoom", zb)
	shot(t, screen, "live-pumped-zoom")
	// Damage marked on it shows on the zoom too.
	dmg := lv.Damage
	now, without = moreInk(hs, screen, zb, burstRed, func(undo bool) {
		if undo {
			lv.Damage = dmg
		} else {
			lv.Damage = dmg + 1
		}
	})
	if without < now+30 {
		t.Errorf("%d red pixels on the zoom with %d damage marked, %d without: want the damage shown", without, dmg+1, now)
	}
	if n := hs.s.gfx.overp.notes; n.img == nil || n.obj != cv.ID {
		t.Errorf("the zoom has no notes panel")
	}
	notes := noteText(zoomNotes(lv, cv.Def))
	if want := ptText(cv.Power, cv.Toughness) + " now; printed " + ptText(int(cv.Def.Power), int(cv.Def.Toughness)); !strings.Contains(notes, want) {
		t.Errorf("the zoom's notes lack %q:\n%s", want, notes)
	}
}

// TestLiveMarksShowAChangedCostInHand plays a real game of the Storm-Cook
// Galley deck, whose Stormglass Cookbook and Storm-Cook Saucier make its
// instants and sorceries cheaper, to a moment where a card in the
// viewer's hand costs less than printed, and checks that its cost shows
// on a green pill on the card in hand (the same frame with its printed
// cost shows no such pill) and in its zoom's notes.
func TestLiveMarksShowAChangedCostInHand(t *testing.T) {
	needGPU(t)
	deck := -1
	for i, name := range nonSchemeDecks() {
		if name == "block-ur-stormcook-galley.deck" {
			deck = i
		}
	}
	if deck < 0 {
		t.Fatal("no Storm-Cook Galley deck")
	}
	cheaper := func(v *rules.View) *rules.CardView {
		for i := range v.Players[0].Hand {
			if c := &v.Players[0].Hand[i]; c.Def != nil && !c.Def.IsLand() && c.Cost.ManaValue() < c.Def.Cost.ManaValue() {
				return c
			}
		}
		return nil
	}
	rec := seekGame(t, "a card in hand costs less than printed", 1, 40, func(uint64) int { return deck },
		[]string{record.Human, record.Human}, func(g *rules.Game) bool { return viewerPriority(g) && cheaper(g.View(0)) != nil })
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.liftCurtain()
	hs.settle(screen, 60)
	found := cheaper(hs.view())
	if found == nil {
		t.Fatal("no cheaper card in hand at the table")
	}
	cheap := *found // the test changes the table's view of it, and puts it back
	c := hs.s.lay.CardOf(cheap.ID)
	if c == nil || c.View == nil {
		t.Fatalf("%s is not on the table", cheap.Def.Name)
	}
	t.Logf("%s costs %v, printed %v", cheap.Def.Name, cheap.Cost, cheap.Def.Cost)
	lv := c.View
	cost := lv.Cost
	printed := func(undo bool) {
		if undo {
			lv.Cost = cost
		} else {
			lv.Cost = cheap.Def.Cost
		}
	}
	now, without := moreInk(hs, screen, hs.s.placement(c).Bounds(), pillGreen, printed)
	shot(t, screen, "live-cost")
	if now < without+40 {
		t.Errorf("%d green pixels on the hand card, %d with its printed cost: want its cost now on a green pill", now, without)
	}
	at := hs.cardAt(cheap.ID)
	hs.script.Move(at.Add(geom.V(-1, 0))).Move(at)
	hs.settle(screen, 40)
	if hs.s.over.zoomed() != cheap.ID {
		t.Fatalf("zoomed %d, want the hovered %d", hs.s.over.zoomed(), cheap.ID)
	}
	now, without = moreInk(hs, screen, hs.s.gfx.overp.zoomPlacement(hs.s, false).Bounds(), pillGreen, printed)
	shot(t, screen, "live-cost-hover")
	if now < without+200 {
		t.Errorf("%d green pixels on the hover zoom, %d with its printed cost: want its cost now on a green pill", now, without)
	}
	if notes := noteText(zoomNotes(lv, cheap.Def)); !strings.Contains(notes, cost.String()+" now; printed "+cheap.Def.Cost.String()) {
		t.Errorf("the zoom's notes lack the changed cost:\n%s", notes)
	}
}

// nonSchemeDecks returns the ready-made decks tabletest deals from, in
// its order.
func nonSchemeDecks() []string {
	var out []string
	for _, n := range assets.DeckNames() {
		if !strings.HasPrefix(n, "archenemy-") {
			out = append(out, n)
		}
	}
	return out
}

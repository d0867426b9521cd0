package table

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// draftAdvance plays the viewer's decisions as a person would until
// cond holds: Space where there is a primary button, the first row card
// for a draw, "draw two" for a rummy draw, the first hand card for a
// discard onto the pile; computers play their own.
func (hs *harness) draftAdvance(cond func() bool) {
	hs.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if cond() {
			return
		}
		if hs.liftCurtain() {
			continue
		}
		c := hs.ctrl()
		d := control.GameForTests(c).Pending()
		if d.Seat != c.Viewer() || !c.IsHuman(d.Seat) || c.Over() {
			time.Sleep(time.Millisecond) // a computer thinks
			hs.run(2)
			continue
		}
		v := hs.view()
		switch {
		case c.Asking() || confirmable(c):
			hs.script.Key(input.KeySpace) // the marked cards are all chosen: confirm them
		case d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseDraw:
			hs.script.Click(hs.cardAt(v.Row[0].ID))
		case d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseRummy:
			hs.script.Click(hs.s.lay.Draft.Library.Center())
		case d.Kind == rules.DecideChoice && d.Purpose == rules.ChoosePile:
			hand := playerView(v, v.Seat).Hand
			for i := len(hand) - 1; i >= 0; i-- {
				if !c.HandPicks().StagedInHand(hand[i].ID) {
					hs.script.Click(hs.cardAt(hand[i].ID))
					break
				}
			}
		case d.Kind == rules.DecideChoice && len(c.Selection().Choices()) > 0:
			_ = c.Selection().PickChoice(0)
		case d.Kind == rules.DecideChoice:
			for _, a := range control.GameForTests(c).Legal() {
				if a.Kind == rules.ActChoose && a.Obj != rules.NoObj && !c.HandPicks().StagedInHand(a.Obj) {
					hs.script.Click(hs.cardAt(a.Obj))
					break
				}
			}
		default:
			hs.script.Key(input.KeySpace)
		}
		hs.run(2)
	}
	d := control.GameForTests(hs.ctrl()).Pending()
	hs.t.Fatalf("the wanted moment never came: turn %d, %v %v of seat %d, busy %v", control.GameForTests(hs.ctrl()).Turn(), d.Kind, d.Purpose, d.Seat, hs.s.mo.busy)
}

// confirmable reports whether the prompt offers to send the cards marked
// in the hand (Discard or Remove).
func confirmable(c *control.Controller) bool {
	for _, b := range c.Prompt().Buttons {
		if b.Primary && (b.Label == "Discard" || b.Label == "Remove") {
			return true
		}
	}
	return false
}

// pendingIs returns a condition: the viewer has a decision of purpose p.
func (hs *harness) pendingIs(p rules.Purpose) func() bool {
	return func() bool {
		c := hs.ctrl()
		if _, up := c.Curtain(); up {
			return false
		}
		d := control.GameForTests(c).Pending()
		return d.Seat == c.Viewer() && d.Kind == rules.DecideChoice && d.Purpose == p && hs.s.mo.busy == false
	}
}

// regionDiff returns the mean difference of the pixels of two frames in r.
func regionDiff(a, b *ebiten.Image, r geom.Rect) float64 {
	sum, n := 0.0, 0
	for y := int(r.Min.Y) + 2; y < int(r.Max.Y)-2; y += 3 {
		for x := int(r.Min.X) + 2; x < int(r.Max.X)-2; x += 3 {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			d := func(p, q uint32) float64 {
				if p > q {
					return float64(p-q) / 257
				}
				return float64(q-p) / 257
			}
			sum += d(r1, r2) + d(g1, g2) + d(b1, b2)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// TestDraftRowIsDrawn draws a pipeline table for me and two computers
// and checks that each of the seven row cards is drawn in its slot (the
// slot looks different with the card held back), then draws one by a
// click and follows the pipeline moving on: the card in my hand, the row
// full again. With KT_TABLE_PNG set it writes the table, the flow in
// the middle of its animation and after it.
func TestDraftRowIsDrawn(t *testing.T) {
	needGPU(t)
	for _, sz := range []struct{ w, h int }{{1280, 720}, {900, 560}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			rec := tabletest.LiveDraft(t, "live-pipeline", 3, record.Human, "easy", "easy")
			hs := newHarness(t, rec, services(t, true, 1), sz.w, sz.h)
			screen := ebiten.NewImage(sz.w, sz.h)
			defer screen.Deallocate()
			other := ebiten.NewImage(sz.w, sz.h)
			defer other.Deallocate()
			hs.draftAdvance(hs.pendingIs(rules.ChooseDraw))
			hs.settle(screen, 40)
			name := fmt.Sprintf("draft-pipeline-%dx%d", sz.w, sz.h)
			shot(t, screen, name)
			v := hs.view()
			if len(v.Row) != rules.RowSize {
				t.Fatalf("the row holds %d cards", len(v.Row))
			}
			for i := range v.Row {
				c := hs.s.lay.CardOf(v.Row[i].ID)
				if c == nil || c.Zone != rules.ZoneRow || !c.FaceUp {
					t.Fatalf("row card %d is not laid out face up: %+v", i, c)
				}
				if !inside(hs.s.lay.Draft.Band, c.Bounds()) {
					t.Errorf("row card %d at %v leaves the band %v", i, c.Bounds(), hs.s.lay.Draft.Band)
				}
				if !hs.s.ctrl.Selection().Selectable(layout.Hit{Kind: layout.HitCard, Obj: c.Obj, Seat: rules.NoSeat}) {
					t.Errorf("row card %d does not glow for the draw", i)
				}
			}
			// Every row card hidden: the slots must look different.
			for i := range v.Row {
				hs.s.mo.sprite(v.Row[i].ID).delay = 1e9
			}
			other.Clear()
			hs.s.Draw(other)
			for i := range v.Row {
				hs.s.mo.sprite(v.Row[i].ID).delay = 0
			}
			for i := range v.Row {
				r := hs.s.lay.CardOf(v.Row[i].ID).Bounds()
				if d := regionDiff(screen, other, r); d < 20 {
					t.Errorf("row card %d (%s) is not drawn: its slot differs by %.1f", i, v.Row[i].Def.Name, d)
				}
			}
			// Draw the fourth card by a click; the pipeline moves on.
			taken := v.Row[3].ID
			hs.script.Click(hs.cardAt(taken))
			mid := false
			for k := 0; k < 60; k++ {
				hs.frame(screen)
				if !mid && len(hs.s.mo.ghosts) > 0 && k > 6 {
					shot(t, screen, name+"-moving")
					mid = true
				}
			}
			hs.settle(screen, 80)
			shot(t, screen, name+"-after")
			if o := control.GameForTests(hs.ctrl()).Obj(taken); o.Zone != rules.ZoneHand || o.Owner != hs.ctrl().Viewer() {
				t.Fatalf("the card clicked is in %v of seat %d", o.Zone, o.Owner)
			}
			if c := hs.s.lay.CardOf(taken); c == nil || c.Zone != rules.ZoneHand {
				t.Errorf("the card drawn is not laid out in the hand")
			}
			if hit := hs.s.lay.Hit(hs.s.lay.Draft.Removed.Center()); hit.Kind != layout.HitRemoved {
				t.Errorf("the removed pile hits %v", hit.Kind)
			}
		})
	}
}

// inside reports whether inner lies in outer (to half a pixel).
func inside(outer, inner geom.Rect) bool {
	const eps = 0.5
	return inner.Min.X >= outer.Min.X-eps && inner.Min.Y >= outer.Min.Y-eps &&
		inner.Max.X <= outer.Max.X+eps && inner.Max.Y <= outer.Max.Y+eps
}

// TestDraftRummyTable plays a rummy table for me and two computers: the
// opening discards marked by clicks on hand cards and confirmed, a draw of the pile's top card
// by a click on it, a draw of two by a click on the library and the
// discard after it, and the pile's browser. With KT_TABLE_PNG set it
// writes the table at each step.
func TestDraftRummyTable(t *testing.T) {
	needGPU(t)
	rec := tabletest.LiveDraft(t, "live-rummy", 5, record.Human, "easy", "easy")
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	c := hs.ctrl()
	hs.draftAdvance(func() bool {
		_, up := c.Curtain()
		return !up && control.GameForTests(c).Pending().Purpose == rules.ChoosePile && control.GameForTests(c).Pending().Seat == c.Viewer()
	})
	hs.settle(screen, 30)
	shot(t, screen, "draft-rummy-opening")
	if p := c.Prompt().Text; !strings.Contains(p, "Discard down to seven") || !strings.Contains(p, "(0 of 7 chosen)") {
		t.Errorf("the opening discard's prompt: %q", p)
	}
	hs.draftAdvance(hs.pendingIs(rules.ChooseRummy))
	hs.settle(screen, 40)
	shot(t, screen, "draft-rummy-draw")
	v := hs.view()
	if len(v.Pile) == 0 {
		t.Fatal("the discard pile is empty at the first draw")
	}
	top := v.Pile[len(v.Pile)-1].ID
	if !c.Selection().Selectable(layout.Hit{Kind: layout.HitPile, Obj: top}) || !hs.s.libraryPick {
		t.Errorf("the pile's top card and the library do not glow for the rummy draw")
	}
	if p := c.Prompt().Text; !strings.Contains(p, "take the pile's top card, or draw two and then discard one") {
		t.Errorf("the rummy draw's prompt: %q", p)
	}
	hs.script.Click(hs.cardAt(top))
	hs.settle(screen, 40)
	if o := control.GameForTests(c).Obj(top); o.Zone != rules.ZoneHand || o.Owner != c.Viewer() {
		t.Fatalf("the pile's top card clicked is in %v", o.Zone)
	}
	// The next draw: two from the library, then a discard.
	hs.draftAdvance(hs.pendingIs(rules.ChooseRummy))
	before := len(playerView(hs.view(), c.Viewer()).Hand)
	hs.script.Click(hs.s.lay.Draft.Library.Center())
	hs.settle(screen, 30)
	if d := control.GameForTests(c).Pending(); d.Purpose != rules.ChoosePile || d.Seat != c.Viewer() {
		t.Fatalf("after a click on the library the decision is %v %v", d.Kind, d.Purpose)
	}
	hand := playerView(hs.view(), c.Viewer()).Hand
	if len(hand) != before+2 {
		t.Fatalf("the hand went from %d to %d cards, want two more", before, len(hand))
	}
	shot(t, screen, "draft-rummy-discard")
	gone := hand[0].ID
	hs.script.Click(hs.cardAt(gone))
	hs.settle(screen, 40)
	if o := control.GameForTests(c).Obj(gone); o.Zone != rules.ZonePile {
		t.Fatalf("the hand card clicked is in %v, not on the pile", o.Zone)
	}
	// The pile opens in a browser when it is not a choice.
	hs.draftAdvance(func() bool {
		d := control.GameForTests(c).Pending()
		_, up := c.Curtain()
		return !up && d.Seat == c.Viewer() && d.Kind == rules.DecidePriority
	})
	hs.script.Click(hs.s.lay.Draft.Pile.Center())
	hs.settle(screen, 20)
	if hs.s.ptr.ui.browse == rules.NoSeat || hs.s.ptr.ui.browseZone != rules.ZonePile {
		t.Fatalf("a click on the pile does not open it")
	}
	shot(t, screen, "draft-rummy-browse")
	if n := len(hs.s.over.browsed()); n != len(hs.view().Pile) {
		t.Errorf("the browser shows %d cards of %d", n, len(hs.view().Pile))
	}
}

// TestDraftDragRowCardIntoHand drags a tableau's card down into my hand
// strip: it is drawn, and the hand strip lit as the drop target meanwhile.
func TestDraftDragRowCardIntoHand(t *testing.T) {
	rec := tabletest.LiveDraft(t, "live-tableau", 9, record.Human, record.Human)
	hs := newHarness(t, rec, services(t, false, 0), 1280, 720)
	hs.draftAdvance(func() bool { return hs.pendingIs(rules.ChooseDraw)() && control.GameForTests(hs.ctrl()).Turn() > 0 })
	v := hs.view()
	obj := v.Row[5].ID
	from := hs.cardAt(obj)
	to := hs.s.lay.SeatOf(v.Seat).Hand.Center()
	hs.script.Move(from).Press(input.Left, from)
	for i := 1; i <= 6; i++ {
		hs.script.Move(from.Lerp(to, float64(i)/6))
	}
	hs.run(1)
	if !hs.s.ptr.ui.dragging || hs.s.ptr.ui.drag != obj {
		t.Fatal("the row card is not being dragged")
	}
	if len(hs.s.ptr.ui.targets) != 1 || hs.s.ptr.ui.targets[0].Kind != layout.HitHand {
		t.Errorf("drop targets %+v, want my hand", hs.s.ptr.ui.targets)
	}
	hs.script.Release(input.Left, to)
	hs.run(2)
	if o := control.GameForTests(hs.ctrl()).Obj(obj); o.Zone != rules.ZoneHand || o.Owner != v.Seat {
		t.Fatalf("the card dragged is in %v of seat %d", o.Zone, o.Owner)
	}
}

// TestDraftMillCountersOnPlates draws a table with mill counters on and
// checks that each plate shows them: the plate's corner after its counts
// looks different when the option is off.
func TestDraftMillCountersOnPlates(t *testing.T) {
	needGPU(t)
	rec := tabletest.LiveDraft(t, "live-pipeline", 12, record.Human, record.Human, record.Human, record.Human)
	rec.Options = []string{"mill-counters"}
	hs := newHarness(t, rec, services(t, true, 0), 900, 560)
	screen := ebiten.NewImage(900, 560)
	defer screen.Deallocate()
	off := ebiten.NewImage(900, 560)
	defer off.Deallocate()
	hs.draftAdvance(func() bool { return hs.pendingIs(rules.ChooseDraw)() && control.GameForTests(hs.ctrl()).Turn() >= 3 })
	hs.settle(screen, 20)
	shot(t, screen, "draft-mill-counters-900x560")
	v := hs.view()
	if !v.Options.MillCounters {
		t.Fatal("the game has no mill counters")
	}
	v.Options.MillCounters = false // the cached view, until the game moves on
	hs.s.gfx.staticDirty = true
	off.Clear()
	hs.s.Draw(off)
	v.Options.MillCounters = true
	for _, st := range hs.s.lay.Seats {
		pl := st.Plate
		counts := geom.R(pl.Min.X+pl.W()*0.3, pl.Max.Y-18*hs.s.lay.Scale, pl.W()*0.3, 14*hs.s.lay.Scale)
		if d := regionDiff(screen, off, counts); d < 3 {
			t.Errorf("seat %d's plate shows no mill counters (%.1f)", st.Seat, d)
		}
	}
}

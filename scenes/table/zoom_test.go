package table

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// toMain plays on to the viewer's first main phase with priority.
func toMain(hs *harness) {
	hs.advance(func() bool {
		v := hs.view()
		return v.Active == v.Seat && v.Step == rules.StepMain1 && v.Pending.Seat == v.Seat && v.Pending.Kind == rules.DecidePriority
	})
}

// TestStillPointerDoesNotZoom checks that a card arriving under a pointer
// that does not move is not zoomed however long it rests there, and that
// moving the pointer on it then zooms it after the usual delay.
func TestStillPointerDoesNotZoom(t *testing.T) {
	hs := newHarness(t, humans(t, 3, 0, nil), services(t, false, 0), 1280, 720)
	toMain(hs)
	v := hs.view()
	card := inHand(v, func(*rules.CardView) bool { return true })
	if card == rules.NoObj {
		t.Skip("empty hand")
	}
	at := hs.cardAt(card)
	wait := hs.s.svc.Settings.HoverZoomMillis*60/1000 + 2

	// The card comes under the pointer without it moving: the pointer
	// was already there (lastCursor) when the card was not.
	hs.script.Move(at)
	hs.s.ptr.ui.lastCursor, hs.s.ptr.ui.hover = at, rules.NoObj
	hs.run(3 * wait)
	if hs.s.ptr.ui.hover != card {
		t.Fatalf("hovered %d, want %d under the pointer", hs.s.ptr.ui.hover, card)
	}
	if z := hs.s.over.zoomed(); z != rules.NoObj {
		t.Fatalf("card %d zoomed under a still pointer", z)
	}

	// The pointer moves onto it (a pixel): it zooms after resting.
	hs.script.Move(at.Add(geom.V(1, 0)))
	hs.run(wait)
	if z := hs.s.over.zoomed(); z != card {
		t.Errorf("zoomed %d after moving onto the card, want %d", z, card)
	}

	// A pointer moved away and back zooms again.
	hs.script.Move(geom.V(5, 5)).Move(at)
	hs.run(1)
	if hs.s.over.zoomed() != rules.NoObj {
		t.Errorf("zoomed at once after coming back")
	}
	hs.run(wait)
	if hs.s.over.zoomed() != card {
		t.Errorf("no zoom after resting again on the card")
	}
}

// TestZoomKeepsOffTheStackTop checks that a hover zoom, wherever the
// cursor is on the felt, never covers the top of the stack (the spell
// being cast), with or without a second identity beside it.
func TestZoomKeepsOffTheStackTop(t *testing.T) {
	hs := newHarness(t, humans(t, 3, 0, nil), services(t, false, 0), 1280, 720)
	toMain(hs)
	v := *hs.view()
	var src *rules.CardView
	for i := range v.Players[v.Seat].Hand {
		if c := &v.Players[v.Seat].Hand[i]; c.Def != nil && !c.Def.IsLand() {
			src = c
		}
	}
	if src == nil {
		t.Skip("no spell in hand")
	}
	spell := *src
	spell.Zone = rules.ZoneStack
	v.Stack = []rules.StackView{{Source: spell, Controller: 1 - v.Seat, IsSpell: true, Ability: -1}}
	s := hs.s
	s.lay.Compute(layout.Input{View: &v, Width: 1280, Height: 720, Scale: 1})
	top := s.lay.Stack[len(s.lay.Stack)-1]
	keep := geom.Centered(top.Center, top.Width, top.Width*7/5)
	w := 340.0
	covered := 0
	for y := 10.0; y < 720; y += 37 {
		for x := 10.0; x < s.lay.Felt.Max.X; x += 41 {
			s.ptr.ui.cursor = geom.V(x, y)
			if !geom.Centered(s.over.besideCursor(w, w*7/5), w, w*7/5).Intersect(keep).Empty() {
				covered++
			}
			for _, second := range []bool{false, true} {
				r := geom.Centered(s.over.zoomSpot(w, second), w, w*7/5)
				if !r.Intersect(keep).Empty() {
					t.Fatalf("cursor at %v (second %v): zoom %v covers the stack's top %v", s.ptr.ui.cursor, second, r, keep)
				}
				if r.Intersect(s.lay.Screen) != r {
					t.Fatalf("cursor at %v: zoom %v leaves the screen", s.ptr.ui.cursor, r)
				}
			}
		}
	}
	if covered == 0 {
		t.Errorf("the zoom beside the cursor never reached the stack: the test proves nothing")
	}
}

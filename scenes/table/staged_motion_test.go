package table

import (
	"fmt"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// combatScreens are the window sizes the combat tests run at: the design
// size and the smallest window.
var combatScreens = []struct{ w, h int }{{1280, 720}, {900, 560}}

// declareGame returns the record of a game of n people brought to seat
// 0's declaration of kind k (attackers or blockers) with attacks or
// blocks to make by two creatures at least (so that one staged leaves
// another in the row), and the first of them.
func declareGame(t *testing.T, n int, k rules.DecisionKind) (*record.Record, rules.Action) {
	t.Helper()
	return declareGameBy(t, n, k, 2)
}

// declareGameBy is declareGame with at least least creatures to declare.
func declareGameBy(t *testing.T, n int, k rules.DecisionKind, least int) (*record.Record, rules.Action) {
	t.Helper()
	ctl := make([]string, n)
	for i := range ctl {
		ctl[i] = record.Human
	}
	want := rules.ActAttack
	if k == rules.DecideBlockers {
		want = rules.ActBlock
	}
	var act rules.Action
	rec := seekGame(t, fmt.Sprintf("seat 0 declares %v", k), 1, 40, func(s uint64) int { return int(s) }, ctl, func(g *rules.Game) bool {
		if d := g.Pending(); d.Kind != k || d.Seat != 0 {
			return false
		}
		by := map[rules.ObjID]bool{}
		for _, a := range g.Legal() {
			if a.Kind == want {
				if len(by) == 0 {
					act = a
				}
				by[a.Obj] = true
			}
		}
		return len(by) >= least
	})
	return rec, act
}

// seatZero lifts the curtains until seat 0 sits at the table.
func (hs *harness) seatZero() {
	hs.t.Helper()
	for tries := 0; tries < 16 && hs.liftCurtain(); tries++ {
		hs.run(2)
	}
	if hs.view().Seat != 0 {
		hs.t.Fatalf("the viewer is seat %d, not 0", hs.view().Seat)
	}
}

// spriteBounds returns the rectangle obj's sprite covers as drawn now.
func (hs *harness) spriteBounds(obj rules.ObjID) geom.Rect {
	sp := hs.s.mo.sprite(obj)
	w, h := sp.width, sp.width*7/5
	if sp.angle > 0.785 {
		w, h = h, w
	}
	return geom.Centered(sp.pos, w, h)
}

// coveredPlate returns the seat whose plate r covers (more than a pixel),
// or NoSeat.
func coveredPlate(l *layout.Table, r geom.Rect) rules.Seat {
	for _, st := range l.Seats {
		if o := r.Intersect(st.Plate); !o.Empty() && o.W()*o.H() > 1 {
			return st.Seat
		}
	}
	return rules.NoSeat
}

// TestStagedAttackerLeavesThePlate drags an attacker onto the defender's
// plate at 2, 4 and 8 seats, 1280×720 and 900×560, with animations on,
// and checks that from the moment it is let go, at every frame, the
// staged attacker covers no seat's plate (name, life, counts) on its way
// to the combat lane. It used to stay pinned where it was dropped, over
// the defender's name and life, for a second and a half.
func TestStagedAttackerLeavesThePlate(t *testing.T) {
	for _, n := range []int{2, 4, 8} {
		rec, atk := declareGame(t, n, rules.DecideAttackers)
		for _, sc := range combatScreens {
			t.Run(fmt.Sprintf("%d seats %dx%d", n, sc.w, sc.h), func(t *testing.T) {
				hs := newHarness(t, rec, services(t, false, 1), sc.w, sc.h)
				hs.seatZero()
				hs.run(120) // the table settles
				def := hs.s.lay.SeatOf(atk.Target.Player)
				hs.script.Drag(hs.cardAt(atk.Obj), def.Plate.Center(), 10)
				hs.tick(hs.script.Pending())
				if s, ok := hs.ctrl().Combat().StagedAttack(atk.Obj); !ok || s != atk.Target.Player {
					t.Fatalf("the attack is not staged (%v %v); toast %q", s, ok, hs.s.mo.toast)
				}
				for f := 0; f < 120; f++ {
					if s := coveredPlate(&hs.s.lay, hs.spriteBounds(atk.Obj)); s != rules.NoSeat {
						t.Fatalf("frame %d after the drop: the staged attacker at %v covers seat %d's plate %v",
							f, hs.spriteBounds(atk.Obj), s, hs.s.lay.SeatOf(s).Plate)
					}
					hs.tick(1)
				}
				if c := hs.s.lay.CardOf(atk.Obj); hs.s.mo.sprite(atk.Obj).pos.Dist(c.Center) > 1 {
					t.Errorf("the staged attacker is at %v, not in its lane at %v", hs.s.mo.sprite(atk.Obj).pos, c.Center)
				}
			})
		}
	}
}

// layoutSpots records where the layout puts every card.
func layoutSpots(l *layout.Table) map[rules.ObjID]geom.Rect {
	m := map[rules.ObjID]geom.Rect{}
	for i := range l.Cards {
		m[l.Cards[i].Obj] = l.Cards[i].Bounds()
	}
	return m
}

// TestStagedBlockerStandsInFront drags a blocker onto its attacker in a
// real game at 2, 4 and 8 seats, 1280×720 and 900×560, with animations
// on, and checks that no other card of the table moves (the board does
// not re-lay under the pointer), that the blocker comes to stand in front
// of its attacker, never over it or over a plate on the way, joined to
// it by its line, and that the attacker no longer points at the player.
func TestStagedBlockerStandsInFront(t *testing.T) {
	for _, n := range []int{2, 4, 8} {
		rec, blk := declareGame(t, n, rules.DecideBlockers)
		for _, sc := range combatScreens {
			t.Run(fmt.Sprintf("%d seats %dx%d", n, sc.w, sc.h), func(t *testing.T) {
				hs := newHarness(t, rec, services(t, false, 1), sc.w, sc.h)
				hs.seatZero()
				hs.run(120)
				before := layoutSpots(&hs.s.lay)
				hs.script.Drag(hs.cardAt(blk.Obj), hs.cardAt(blk.Target.Obj), 10)
				hs.tick(hs.script.Pending())
				if a, ok := hs.ctrl().Combat().StagedBlock(blk.Obj); !ok || a != blk.Target.Obj {
					t.Fatalf("the block is not staged; toast %q", hs.s.mo.toast)
				}
				l := &hs.s.lay
				for obj, r := range before {
					if c := l.CardOf(obj); obj != blk.Obj && c != nil && c.Bounds() != r {
						t.Errorf("card %d (%v, seat %d) moved from %v to %v when the block was staged", obj, c.Zone, c.Seat, r, c.Bounds())
					}
				}
				for f := 0; f < 120; f++ {
					r := hs.spriteBounds(blk.Obj)
					if s := coveredPlate(l, r); s != rules.NoSeat {
						t.Fatalf("frame %d after the drop: the blocker at %v covers seat %d's plate", f, r, s)
					}
					if o := r.Intersect(hs.spriteBounds(blk.Target.Obj)); !o.Empty() && o.W()*o.H() > 1 {
						t.Fatalf("frame %d after the drop: the blocker at %v covers its attacker at %v", f, r, hs.spriteBounds(blk.Target.Obj))
					}
					hs.tick(1)
				}
				b, a := l.CardOf(blk.Obj), l.CardOf(blk.Target.Obj)
				bb, ab := b.Bounds(), a.Bounds()
				if in := min(bb.Max.X, ab.Max.X) - max(bb.Min.X, ab.Min.X); in < 0.25*min(bb.W(), ab.W()) {
					t.Errorf("the blocker at %v does not stand in front of its attacker at %v", b.Bounds(), a.Bounds())
				}
				pos := func(o rules.ObjID) geom.Vec { return hs.s.mo.sprite(o).pos }
				line := false
				for _, ar := range combatArrows(nil, l, pos, map[rules.ObjID]bool{}) {
					if ar.From == pos(a.Obj) && ar.Kind == arrowAttack {
						t.Errorf("the blocked attacker still has an arrow to %v", ar.To)
					}
					line = line || ar.Kind == arrowBlock && ar.From == pos(b.Obj) && ar.To == pos(a.Obj)
				}
				if !line {
					t.Error("no line joins the staged blocker to its attacker")
				}
			})
		}
	}
}

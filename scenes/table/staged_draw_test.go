package table

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// TestDrawStagedCombat draws real games of 2, 4 and 8 people at
// 1280×720 and 900×560 while the viewer stages attackers (dragged onto
// their defenders' plates) and, in another game, blockers (dragged onto
// their attackers), and checks on the drawn table that no card covers a
// plate, every staged blocker stands in front of its attacker, and no
// attacker that a blocker is staged for still points at a player. With
// KT_TABLE_PNG set it writes the screens (issue37-attack-…, issue37-block-…).
func TestDrawStagedCombat(t *testing.T) {
	needGPU(t)
	svc := services(t, true, 1) // one face cache: each face is painted once for all tables
	for _, n := range []int{2, 4, 8} {
		for _, k := range []rules.DecisionKind{rules.DecideAttackers, rules.DecideBlockers} {
			rec, _ := declareGameBy(t, n, k, 3)
			what := "attack"
			if k == rules.DecideBlockers {
				what = "block"
			}
			for _, sc := range combatScreens {
				name := fmt.Sprintf("issue37-%s-%dp-%dx%d", what, n, sc.w, sc.h)
				t.Run(name, func(t *testing.T) {
					hs := newHarness(t, rec, svc, sc.w, sc.h)
					screen := ebiten.NewImage(sc.w, sc.h)
					defer screen.Deallocate()
					hs.seatZero()
					hs.settle(screen, 60)
					staged := hs.stageSome(k, 3)
					if staged < 2 {
						t.Fatalf("only %d staged", staged)
					}
					// The pointer rests on the empty felt, so no zoom hides the fight.
					hs.script.Move(hs.s.lay.Seats[0].Battlefield.Min.Add(geom.V(3, 3)))
					hs.settle(screen, 90)
					checkNotBlank(t, screen)
					shot(t, screen, name)
					hs.checkStagedTable(t)
				})
			}
		}
	}
}

// stageSome drags up to most of the viewer's creatures to attack (onto
// the plate of the player they may attack) or to block (onto an
// attacker, a different one for each while there are), and returns how
// many were staged.
func (hs *harness) stageSome(k rules.DecisionKind, most int) int {
	hs.t.Helper()
	done := map[rules.ObjID]bool{}
	used := map[rules.ObjID]bool{}
	for len(done) < most {
		// A creature not staged yet; for a block, an attacker no other
		// blocker was dragged onto, while there is one.
		var pick rules.Action
		found, fresh := false, false
		for _, a := range control.GameForTests(hs.ctrl()).Legal() {
			if done[a.Obj] || (a.Kind != rules.ActAttack && a.Kind != rules.ActBlock) {
				continue
			}
			if isFresh := a.Kind == rules.ActBlock && !used[a.Target.Obj]; !found || isFresh && !fresh {
				pick, found, fresh = a, true, isFresh
			}
		}
		if !found {
			break
		}
		var to geom.Vec
		if pick.Kind == rules.ActAttack {
			to = hs.s.lay.SeatOf(pick.Target.Player).Plate.Center()
		} else {
			to = hs.cardAt(pick.Target.Obj)
			used[pick.Target.Obj] = true
		}
		hs.script.Drag(hs.cardAt(pick.Obj), to, 10)
		hs.run(30)
		done[pick.Obj] = true
	}
	return len(done)
}

// checkStagedTable checks the laid-out table and its arrows: no
// battlefield card covers a plate, staged blockers stand in front of
// their attackers, and a blocked attacker points at no player.
func (hs *harness) checkStagedTable(t *testing.T) {
	t.Helper()
	l := &hs.s.lay
	for i := range l.Cards {
		c := &l.Cards[i]
		if c.Zone != rules.ZoneBattlefield {
			continue
		}
		if s := coveredPlate(l, c.Bounds()); s != rules.NoSeat {
			t.Errorf("%s at %v covers seat %d's plate", c.View.Def.Name, c.Bounds(), s)
		}
		if s := coveredPlate(l, hs.spriteBounds(c.Obj)); s != rules.NoSeat {
			t.Errorf("%s is drawn at %v, over seat %d's plate", c.View.Def.Name, hs.spriteBounds(c.Obj), s)
		}
		if c.Staged && c.Blocking != rules.NoObj {
			a := l.CardOf(c.Blocking)
			bb, ab := c.Bounds(), a.Bounds()
			if in := min(bb.Max.X, ab.Max.X) - max(bb.Min.X, ab.Min.X); in < 0.25*min(bb.W(), ab.W()) {
				t.Errorf("the staged blocker %s at %v does not stand in front of %s at %v", c.View.Def.Name, bb, a.View.Def.Name, ab)
			}
		}
	}
	pos := func(o rules.ObjID) geom.Vec { return hs.s.mo.sprite(o).pos }
	for _, ar := range combatArrows(nil, l, pos, map[rules.ObjID]bool{}) {
		if ar.Kind != arrowAttack {
			continue
		}
		for i := range l.Cards {
			if c := &l.Cards[i]; c.Staged && c.Blocking != rules.NoObj && pos(c.Blocking) == ar.From {
				t.Errorf("the attacker at %v that %s blocks still points at %v", ar.From, c.View.Def.Name, ar.To)
			}
		}
	}
}

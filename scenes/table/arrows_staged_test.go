package table

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// blockStaging stages blocks: blocker → attacker.
type blockStaging map[rules.ObjID]rules.ObjID

func (blockStaging) StagedAttack(rules.ObjID) (rules.Seat, bool) { return rules.NoSeat, false }

func (s blockStaging) StagedBlock(obj rules.ObjID) (rules.ObjID, bool) {
	a, ok := s[obj]
	return a, ok
}

// TestStagedBlockEndsThePlayerArrow checks that an attacker's arrow to
// the player it attacks disappears as soon as a blocker is staged for it
// (the staged blocker's own arrow then joins them), at 1280×720 and
// 900×560, and comes back when the block is taken back.
func TestStagedBlockEndsThePlayerArrow(t *testing.T) {
	v, ai, bi := combatBoard(t)
	a, b := v.Battlefield[ai].ID, v.Battlefield[bi[0]].ID
	v.Battlefield[ai].Attacking, v.Battlefield[ai].Tapped = 1, true
	v.Pending = rules.Decision{Seat: 1, Kind: rules.DecideBlockers}
	for _, sc := range []struct{ w, h float64 }{{1280, 720}, {900, 560}} {
		lay := func(s layout.Staging) *layout.Table {
			var tb layout.Table
			tb.Compute(layout.Input{View: v, Width: sc.w, Height: sc.h, Scale: min(sc.w/1280, sc.h/720), Staging: s})
			return &tb
		}
		tb := lay(blockStaging{b: a})
		got := combatArrows(nil, tb, centre(tb), map[rules.ObjID]bool{})
		if len(got) != 1 {
			t.Fatalf("%vx%v: %d arrows %+v, want the staged blocker's alone", sc.w, sc.h, len(got), got)
		}
		if l := got[0]; l.Kind != arrowBlock || !l.Staged || l.From != tb.CardOf(b).Center || l.To != tb.CardOf(a).Center {
			t.Errorf("%vx%v: the arrow %+v does not join the staged blocker to its attacker", sc.w, sc.h, l)
		}
		tb = lay(blockStaging{})
		got = combatArrows(nil, tb, centre(tb), map[rules.ObjID]bool{})
		if len(got) != 1 || got[0].Kind != arrowAttack || !onEdge(got[0].To, tb.SeatOf(1).Plate) {
			t.Errorf("%vx%v: the block taken back, the arrows are %+v, want one to seat 1's plate", sc.w, sc.h, got)
		}
	}
}

package layout

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// discarding stages hand cards to leave the hand, as the Controller does
// for a discard.
type discarding struct{ out rules.ObjID }

func (discarding) StagedAttack(rules.ObjID) (rules.Seat, bool) { return rules.NoSeat, false }
func (discarding) StagedBlock(rules.ObjID) (rules.ObjID, bool) { return rules.NoObj, false }
func (d discarding) StagedInHand(obj rules.ObjID) bool         { return obj == d.out }

// TestStagedDiscardStandsOut checks that a hand card marked to be
// discarded stands out of the fan, higher than it lies unmarked, while
// the others stay where they were.
func TestStagedDiscardStandsOut(t *testing.T) {
	v := board(t, 2, 3)
	hand := playerOf(v, v.Seat).Hand
	if len(hand) < 2 {
		t.Fatalf("the viewer holds %d cards; the test needs two", len(hand))
	}
	marked := hand[1].ID
	in := Input{View: v, Width: 1280, Height: 720, Scale: 1}
	var plain, staged Table
	plain.Compute(in)
	in.Staging = discarding{out: marked}
	staged.Compute(in)
	for _, c := range plain.Cards {
		if c.Zone != rules.ZoneHand || c.Seat != v.Seat {
			continue
		}
		s := staged.CardOf(c.Obj)
		if s == nil {
			t.Fatalf("card %d vanished from the hand", c.Obj)
		}
		lift := c.Center.Y - s.Center.Y
		switch {
		case c.Obj == marked && lift < 0.1*c.Width*7/5:
			t.Errorf("the marked card rose %.1f px; want at least a tenth of its height", lift)
		case c.Obj != marked && lift != 0:
			t.Errorf("unmarked card %d moved %.1f px", c.Obj, lift)
		}
	}
}

package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/mana"
)

// handCost returns the Cost of card id in seat's own view of its hand.
func handCost(t *testing.T, sc *scenario, seat Seat, id ObjID) mana.Cost {
	t.Helper()
	for _, cv := range sc.g.View(seat).Players[seat].Hand {
		if cv.ID == id {
			return cv.Cost
		}
	}
	t.Fatalf("card %d is not in %v's hand", id, seat)
	return mana.Cost{}
}

// TestHandViewShowsChangedCosts: P1 holds Ogre ({2}{R}) and Bolt ({R});
// with no cost changes both show their printed costs. P1's Forge makes
// creature spells cost {1} less: Ogre shows {1}{R}, Bolt still {R}. P2's
// Tax makes P1's noncreature spells cost {1} more: Bolt shows {1}{R}.
// The costs shown are the ones casting charges.
func TestHandViewShowsChangedCosts(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.hand(P1, tOgre)
	bolt := sc.hand(P1, tBolt)
	if c := handCost(t, sc, P1, ogre); c != tOgre.Cost {
		t.Errorf("Ogre shows %v with no cost change, want %v", c, tOgre.Cost)
	}
	sc.battlefield(P1, tDiscount)
	if c, want := handCost(t, sc, P1, ogre), mana.MustParseCost("{1}{R}"); c != want {
		t.Errorf("Ogre shows %v beside Forge, want %v", c, want)
	}
	if c := handCost(t, sc, P1, bolt); c != tBolt.Cost {
		t.Errorf("Bolt shows %v beside Forge, want its printed %v", c, tBolt.Cost)
	}
	sc.battlefield(P2, tTax)
	if c, want := handCost(t, sc, P1, bolt), mana.MustParseCost("{1}{R}"); c != want {
		t.Errorf("Bolt shows %v under P2's Tax, want %v", c, want)
	}
	if c, want := sc.g.spellCost(P1, tBolt), handCost(t, sc, P1, bolt); c != want {
		t.Errorf("casting Bolt costs %v but its view shows %v", c, want)
	}
}

package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// TestRecomputeResetsChangedNonCreatures gives a land (no body) an until
// end of turn keyword and +1/+1 counters and checks that recompute, which
// resets only the bodies and the permanents in modded, takes the keyword
// away again when the pump ends and keeps adding the counters.
func TestRecomputeResetsChangedNonCreatures(t *testing.T) {
	g := midGameDecks(t)
	land := NoObj
	for _, id := range g.bf {
		if o := &g.objs[id]; !o.Types.Has(card.Creature) && !isBody(o) {
			land = id
			break
		}
	}
	if land == NoObj {
		t.Fatal("no permanent other than a body on the battlefield")
	}
	o := &g.objs[land]
	g.pumps = append(g.pumps, pump{obj: land, stamp: o.Stamp, power: 1, keywords: card.Keywords(0).With(card.Hexproof), timestamp: g.newTimestamp()})
	g.touch()
	g.refresh()
	if !o.Keywords.Has(card.Hexproof) {
		t.Fatalf("the pumped land has %v", o.Keywords)
	}
	checkCharacteristics(t, g)
	g.pumps = g.pumps[:0]
	g.touch()
	g.refresh()
	if o.Keywords.Has(card.Hexproof) {
		t.Fatalf("the land keeps %v after the pump ended", o.Keywords)
	}
	checkCharacteristics(t, g)
	o.Plus += 2
	g.markModded(land)
	g.touch()
	g.refresh()
	g.touch()
	g.refresh()
	if want := int(o.Base().Power) + 2; int(o.Power) != want {
		t.Fatalf("the land with two counters has power %d, want %d", o.Power, want)
	}
	checkCharacteristics(t, g)
}

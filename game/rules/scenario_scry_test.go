package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// tForesee3 looks at the top three cards.
var tForesee3 = spell("Far Foresee", "{1}", card.Instant, nil, eff(card.Scry, 3))

// scryOn casts tForesee3 for P1 over a library of Bear, Ogre and Elf (Bear
// on top) and returns them, top first, with the scry pending.
func scryOn(t *testing.T) (*scenario, []ObjID) {
	sc := newScenario(t, 2)
	top := sc.library(P1, tBear, tOgre, tElf)
	sc.hand(P1, tForesee3)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tForesee3)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseScryBottom)
	return sc, top
}

// chooseScry applies the scry decision for obj (NoObj: the first looked-at
// card, which is decided by NoObj): bottom or kept on top.
func (sc *scenario) chooseScry(obj ObjID, bottom bool) {
	sc.t.Helper()
	if obj == sc.g.choice.cands[0] {
		obj = NoObj
	}
	idx := int16(0)
	if bottom {
		idx = 1
	}
	sc.apply(sc.must("scry", func(a Action) bool { return a.Kind == ActChoose && a.Obj == obj && a.Index == idx }))
}

func TestScryKeepsTheTopInTheOrderDecided(t *testing.T) {
	sc, top := scryOn(t)
	bear, ogre, elf := top[0], top[1], top[2]
	sc.chooseScry(elf, false)   // Elf on top
	sc.chooseScry(bear, true)   // Bear to the bottom
	sc.chooseScry(NoObj, false) // Ogre, the one left, under Elf
	lib := sc.g.players[P1].Library
	if lib[len(lib)-1] != elf || lib[len(lib)-2] != ogre || lib[0] != bear {
		t.Fatalf("library %v: want Elf %d on top, Ogre %d next, Bear %d at the bottom", lib, elf, ogre, bear)
	}
	sc.expectPending(P1, DecidePriority)
}

func TestScryOffersEveryLookedAtCard(t *testing.T) {
	sc, top := scryOn(t)
	for _, id := range top[1:] {
		for _, idx := range []int16{0, 1} {
			if _, ok := sc.find(func(a Action) bool { return a.Kind == ActChoose && a.Obj == id && a.Index == idx }); !ok {
				t.Errorf("no scry action (%d, %d) among %v", id, idx, sc.legal())
			}
		}
	}
	// The first card is decided by Obj NoObj, as replays recorded it.
	if _, ok := sc.find(func(a Action) bool { return a.Kind == ActChoose && a.Obj == top[0] }); ok {
		t.Error("the first looked-at card is offered twice")
	}
	// A card not looked at cannot be decided.
	hand := sc.add(P1, tBear, ZoneHand)
	before := sc.g.Hash()
	if _, err := sc.g.Apply(Action{Kind: ActChoose, Obj: hand, Index: 1, Target: noTarget}); err == nil || sc.g.Hash() != before {
		t.Fatalf("a scry of a hand card: err %v, state changed %v", err, sc.g.Hash() != before)
	}
}

func TestScryBottomsInTheOrderDecided(t *testing.T) {
	sc, top := scryOn(t)
	bear, ogre, elf := top[0], top[1], top[2]
	sc.chooseScry(ogre, true)
	sc.chooseScry(elf, true)
	sc.chooseScry(bear, true)
	lib := sc.g.players[P1].Library
	// Each goes under the ones before it: Bear last, at the very bottom.
	if lib[0] != bear || lib[1] != elf || lib[2] != ogre {
		t.Fatalf("library bottom %v: want Bear %d, Elf %d, Ogre %d from the bottom up", lib[:3], bear, elf, ogre)
	}
}

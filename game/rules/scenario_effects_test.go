package rules

import (
	"testing"
)

// Effect scenarios: one test per kind of effect.

func TestDamageKillsCreature(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	sc.hand(P2, tBolt)
	sc.lands(P2, tMountain, 1)
	sc.castTargeting(P2, tBolt, bear)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneGraveyard)
}

func TestDamageToPlayer(t *testing.T) {
	sc := newScenario(t, 2)
	bolt := sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, bolt, P2)
	sc.passUntilResolved()
	sc.expectLife(P2, 17)
	sc.expectZone(bolt, ZoneGraveyard)
}

func TestDamageEachCreature(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	ogre := sc.battlefield(P2, tOgre)
	elf := sc.battlefield(P2, tElf)
	sc.hand(P1, tSweep)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tSweep)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectZone(elf, ZoneGraveyard)
	sc.expectDamage(ogre, 2)
	sc.expectLife(P1, 20)
	sc.expectLife(P2, 20)
}

func TestDestroy(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P2, tOgre)
	sc.hand(P1, tMurder)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tMurder, ogre)
	sc.passUntilResolved()
	sc.expectZone(ogre, ZoneGraveyard)
}

func TestExile(t *testing.T) {
	sc := newScenario(t, 2)
	martyr := sc.battlefield(P2, tMartyr)
	sc.hand(P1, tBanish)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tBanish, martyr)
	sc.passUntilResolved()
	sc.expectZone(martyr, ZoneExile)
	sc.expectLife(P2, 20) // exiled, so it did not die
}

func TestBounceReturnsToOwnersHand(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P2, tBear)
	sc.g.objs[bear].Plus = 2
	sc.g.objs[bear].Damage = 1
	sc.touch()
	sc.hand(P1, tUnsummon)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tUnsummon, bear)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneHand)
	sc.expectHandSize(P2, 1)
	if o := sc.g.objs[bear]; o.Plus != 0 || o.Damage != 0 {
		t.Fatalf("bounced creature kept counters %d / damage %d", o.Plus, o.Damage)
	}
}

func TestDrawCards(t *testing.T) {
	sc := newScenario(t, 2)
	top := sc.library(P1, tBear, tOgre)
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	lib := len(sc.g.players[P1].Library)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.expectHandSize(P1, 2)
	sc.expectZone(top[0], ZoneHand)
	sc.expectZone(top[1], ZoneHand)
	if got := len(sc.g.players[P1].Library); got != lib-2 {
		t.Fatalf("library %d, want %d", got, lib-2)
	}
}

func TestDiscardChosenCards(t *testing.T) {
	sc := newScenario(t, 2)
	a, b, c := sc.hand(P2, tBear), sc.hand(P2, tOgre), sc.hand(P2, tBolt)
	sc.hand(P1, tMindRot)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tMindRot, P2)
	sc.passUntilResolved()
	sc.expectChoice(P2, ChooseDiscard)
	sc.choose(a)
	sc.choose(c)
	sc.expectZone(a, ZoneGraveyard)
	sc.expectZone(c, ZoneGraveyard)
	sc.expectZone(b, ZoneHand)
	sc.expectStack(0)
	sc.expectPending(P1, DecidePriority)
}

func TestDiscardWholeSmallHand(t *testing.T) {
	sc := newScenario(t, 2)
	a := sc.hand(P2, tBear)
	sc.hand(P1, tMindRot)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tMindRot, P2)
	sc.passUntilResolved()
	sc.expectZone(a, ZoneGraveyard)
	sc.expectPending(P1, DecidePriority)
}

func TestGainLife(t *testing.T) {
	sc := newScenario(t, 2)
	sc.hand(P1, tHeal)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tHeal)
	sc.passUntilResolved()
	sc.expectLife(P1, 24)
}

func TestLoseLife(t *testing.T) {
	sc := newScenario(t, 2)
	sc.hand(P1, tDrain)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tDrain, P2)
	sc.passUntilResolved()
	sc.expectLife(P2, 17)
	sc.expectLife(P1, 23)
}

func TestPlusOneCounters(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	sc.hand(P1, tBless)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tBless, bear)
	sc.passUntilResolved()
	sc.expectPT(bear, 4, 4)
	sc.nextTurn()
	sc.expectPT(bear, 4, 4) // counters stay
}

func TestPumpUntilEndOfTurn(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	sc.hand(P1, tGrowth)
	sc.lands(P1, tForest, 1)
	sc.cast(P1, tGrowth, bear)
	sc.passUntilResolved()
	sc.expectPT(bear, 5, 5)
	sc.passToStep(StepEnd)
	sc.expectPT(bear, 5, 5)
	sc.nextTurn()
	sc.expectPT(bear, 2, 2)
}

func TestPumpEndsWhenCreatureChangesZones(t *testing.T) {
	sc := newScenario(t, 2)
	amb := sc.battlefield(P1, tFlash)
	sc.hand(P1, tGrowth)
	sc.hand(P1, tUnsummon)
	sc.lands(P1, tForest, 1)
	sc.lands(P1, tMountain, 3)
	sc.cast(P1, tGrowth, amb)
	sc.passUntilResolved()
	sc.cast(P1, tUnsummon, amb)
	sc.passUntilResolved()
	sc.cast(P1, amb)
	sc.passUntilResolved()
	sc.expectZone(amb, ZoneBattlefield)
	sc.expectPT(amb, 2, 2) // a new object: the pump is gone
}

func TestCreateTokens(t *testing.T) {
	sc := newScenario(t, 2)
	sc.hand(P1, tMuster)
	sc.lands(P1, tMountain, 1)
	before := len(sc.g.bf)
	sc.cast(P1, tMuster)
	sc.passUntilResolved()
	if got := len(sc.g.bf) - before; got != 2 {
		t.Fatalf("%d tokens, want 2", got)
	}
	for _, id := range sc.g.bf[before:] {
		o := sc.g.Obj(id)
		if !o.Token || o.Controller != P1 || o.Power != 1 || o.Toughness != 1 || sc.g.summoningSick(id) != true {
			t.Fatalf("bad token %+v", *o)
		}
	}
}

func TestTokensCeaseToExistOffTheBattlefield(t *testing.T) {
	sc := newScenario(t, 2)
	sc.hand(P1, tMuster)
	sc.hand(P1, tUnsummon)
	sc.hand(P1, tMurder)
	sc.lands(P1, tMountain, 3)
	before := len(sc.g.bf)
	sc.cast(P1, tMuster)
	sc.passUntilResolved()
	t1, t2 := sc.g.bf[before], sc.g.bf[before+1]
	sc.cast(P1, tUnsummon, t1)
	sc.passUntilResolved()
	sc.cast(P1, tMurder, t2)
	sc.passUntilResolved()
	sc.expectZone(t1, ZoneNone)
	sc.expectZone(t2, ZoneNone)
	sc.expectHandSize(P1, 0)
	if n := len(sc.g.players[P1].Graveyard); n != 3 { // the three spells only
		t.Fatalf("graveyard %d, want 3", n)
	}
}

func TestCounterSpell(t *testing.T) {
	sc := newScenario(t, 2)
	bolt := sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	negate := sc.hand(P2, tNegate)
	sc.lands(P2, tMountain, 1)
	sc.cast(P1, bolt, P2)
	sc.cast(P2, negate, bolt)
	sc.passUntilResolved()
	sc.expectZone(bolt, ZoneGraveyard)
	sc.expectZone(negate, ZoneGraveyard)
	sc.expectLife(P2, 20)
	if !sc.sawEvent(func(e Event) bool { return e.Kind == EvCountered && e.Obj == bolt }) {
		t.Fatal("no countered event for the bolt")
	}
}

func TestTapAndUntap(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P2, tBear)
	sc.hand(P1, tFreeze)
	sc.hand(P1, tThaw)
	sc.lands(P1, tMountain, 2)
	sc.cast(P1, tFreeze, bear)
	sc.passUntilResolved()
	sc.expectTapped(bear, true)
	sc.cast(P1, tThaw, bear)
	sc.passUntilResolved()
	sc.expectTapped(bear, false)
}

func TestSearchBasicLandOntoBattlefieldTapped(t *testing.T) {
	sc := newScenario(t, 2)
	forest := sc.library(P1, tForest)[0]
	bear := sc.library(P1, tBear)[0]
	sc.hand(P1, tRamp)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tRamp)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseSearch)
	if _, ok := sc.find(func(a Action) bool { return a.Kind == ActChoose && a.Obj == bear }); ok {
		t.Fatal("a creature card is offered by a basic land search")
	}
	for _, cv := range sc.g.View(P1).Looking {
		if cv.Def == nil {
			t.Fatal("the searching player cannot see the cards found")
		}
	}
	if len(sc.g.View(P2).Looking) != 0 {
		t.Fatal("the opponent sees the searched library")
	}
	sc.clearEvents()
	sc.choose(forest)
	sc.expectZone(forest, ZoneBattlefield)
	sc.expectTapped(forest, true)
	if !sc.sawEvent(func(e Event) bool { return e.Kind == EvShuffle && e.Seat == P1 }) {
		t.Fatal("the library was not shuffled")
	}
}

func TestSearchBasicLandToHandMayFindNothing(t *testing.T) {
	sc := newScenario(t, 2)
	sc.hand(P1, tScout)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tScout)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseSearch)
	sc.apply(act(ActChooseDone))
	sc.expectHandSize(P1, 0)
	sc.expectPending(P1, DecidePriority)
}

func TestScryTopAndBottom(t *testing.T) {
	sc := newScenario(t, 2)
	top := sc.library(P1, tBear, tOgre) // Bear on top, then Ogre
	sc.hand(P1, tForesee)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tForesee)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseScryBottom)
	sc.chooseIndex(1) // Bear to the bottom
	sc.chooseIndex(0) // Ogre stays on top
	lib := sc.g.players[P1].Library
	if lib[len(lib)-1] != top[1] || lib[0] != top[0] {
		t.Fatalf("library top %d bottom %d, want Ogre %d on top and Bear %d at the bottom", lib[len(lib)-1], lib[0], top[1], top[0])
	}
	sc.expectZone(top[0], ZoneLibrary)
	sc.expectZone(top[1], ZoneLibrary)
}

func TestScryKeepsOrderOnTop(t *testing.T) {
	sc := newScenario(t, 2)
	top := sc.library(P1, tBear, tOgre)
	sc.hand(P1, tForesee)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tForesee)
	sc.passUntilResolved()
	sc.chooseIndex(0)
	sc.chooseIndex(0)
	lib := sc.g.players[P1].Library
	if lib[len(lib)-1] != top[0] || lib[len(lib)-2] != top[1] {
		t.Fatal("scry keeping both changed their order")
	}
}

func TestMill(t *testing.T) {
	sc := newScenario(t, 2)
	top := sc.library(P2, tBear, tOgre, tBolt, tElf)
	sc.hand(P1, tMill)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tMill, P2)
	sc.passUntilResolved()
	sc.expectZone(top[0], ZoneGraveyard)
	sc.expectZone(top[1], ZoneGraveyard)
	sc.expectZone(top[2], ZoneGraveyard)
	sc.expectZone(top[3], ZoneLibrary)
}

func TestSacrificeEffectChosenByVictim(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P2, tBear)
	ogre := sc.battlefield(P2, tOgre)
	sc.battlefield(P2, tMountain)
	sc.hand(P1, tEdict)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tEdict)
	sc.passUntilResolved()
	sc.expectChoice(P2, ChooseSacrifice)
	sc.choose(bear)
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectZone(ogre, ZoneBattlefield)
}

func TestSacrificeOnlyCreatureIsAutomatic(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P2, tOgre)
	sc.hand(P1, tEdict)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tEdict)
	sc.passUntilResolved()
	sc.expectZone(ogre, ZoneGraveyard)
}

func TestFight(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P1, tOgre)
	bear := sc.battlefield(P2, tBear)
	sc.hand(P1, tFight)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tFight, ogre, bear)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectDamage(ogre, 2)
}

func TestFightDoesNothingIfOneCreatureIsGone(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P1, tOgre)
	bear := sc.battlefield(P2, tBear)
	sc.hand(P1, tFight)
	sc.lands(P1, tMountain, 1)
	sc.hand(P2, tUnsummon)
	sc.lands(P2, tMountain, 1)
	sc.cast(P1, tFight, ogre, bear)
	sc.cast(P2, tUnsummon, bear)
	sc.passUntilResolved()
	sc.expectDamage(ogre, 0)
	sc.expectZone(bear, ZoneHand)
}

func TestCopySpell(t *testing.T) {
	sc := newScenario(t, 2)
	bolt := sc.hand(P1, tBolt)
	sc.hand(P1, tTwin)
	sc.lands(P1, tMountain, 2)
	sc.cast(P1, bolt, P2)
	sc.cast(P1, tTwin, bolt)
	sc.resolveTop() // Twin: the copy goes on the stack above the bolt
	sc.expectStack(2)
	cp := sc.g.stack[1].obj
	if !sc.g.objs[cp].Copy || cp == bolt {
		t.Fatal("no copy on the stack")
	}
	sc.passUntilResolved()
	sc.expectLife(P2, 14)
	sc.expectZone(cp, ZoneNone) // a copy ceases to exist
	sc.expectZone(bolt, ZoneGraveyard)
}

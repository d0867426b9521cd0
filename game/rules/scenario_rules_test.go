package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// State-based actions, the stack and priority, targets, cancelling,
// illegal input, and turn structure.

func TestLifeZeroLoses(t *testing.T) {
	sc := newScenario(t, 2)
	sc.setLife(P2, 3)
	sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tBolt, P2)
	sc.passUntilResolved()
	sc.expectLost(P2, true)
	if !sc.g.Over() {
		t.Fatal("game not over")
	}
	if w := sc.g.Winners(); len(w) != 1 || w[0] != P1 {
		t.Fatalf("winners %v, want P1", w)
	}
}

func TestToughnessZeroDies(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P2, tBear)
	shrink := spell("Wither", "{1}", card.Instant, creatureT, pumpEff(0, -2, -2))
	sc.hand(P1, shrink)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, shrink, bear)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneGraveyard)
}

func TestLethalDamageAccumulates(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P2, tOgre)
	sc.hand(P1, tShock)
	sc.hand(P1, tShock)
	sc.lands(P1, tMountain, 2)
	sc.cast(P1, tShock, ogre)
	sc.passUntilResolved()
	sc.expectZone(ogre, ZoneBattlefield)
	sc.cast(P1, tShock, ogre)
	sc.passUntilResolved()
	sc.expectZone(ogre, ZoneGraveyard)
}

func TestDrawFromEmptyLibraryLoses(t *testing.T) {
	sc := newScenario(t, 2)
	sc.emptyLibrary(P2)
	sc.passToStep(StepEnd)
	for !sc.g.Over() {
		sc.apply(sc.legal()[0])
	}
	sc.expectLost(P2, true)
	if w := sc.g.Winners(); len(w) != 1 || w[0] != P1 {
		t.Fatalf("winners %v, want P1", w)
	}
}

func TestLegendRuleChoice(t *testing.T) {
	sc := newScenario(t, 2)
	old := sc.battlefield(P1, tHero)
	theirs := sc.battlefield(P2, tHero)
	hero := sc.hand(P1, tHero)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, hero)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseLegend)
	sc.choose(hero)
	sc.expectZone(hero, ZoneBattlefield)
	sc.expectZone(old, ZoneGraveyard)
	sc.expectZone(theirs, ZoneBattlefield) // another player's legend is unaffected
}

func TestAuraWithoutObjectGoesToGraveyard(t *testing.T) {
	sc := newScenario(t, 2)
	wings := sc.battlefield(P1, tWings) // attached to nothing
	sc.hand(P1, tHeal)
	sc.lands(P1, tMountain, 1)
	sc.expectZone(wings, ZoneBattlefield)
	sc.cast(P1, tHeal) // state-based actions are checked before priority
	sc.expectZone(wings, ZoneGraveyard)
}

func TestStackResolvesLastInFirstOut(t *testing.T) {
	sc := newScenario(t, 2)
	bolt := sc.hand(P1, tBolt)
	shock := sc.hand(P1, tShock)
	heal := sc.hand(P2, tHeal)
	sc.lands(P1, tMountain, 2)
	sc.lands(P2, tMountain, 1)
	sc.cast(P1, bolt, P2)
	sc.expectPending(P1, DecidePriority) // the caster keeps priority
	sc.cast(P2, heal)
	sc.cast(P1, shock, P2)
	sc.expectStack(3)
	sc.clearEvents()
	sc.passUntilResolved()
	got := resolvedOrder(sc)
	if len(got) != 3 || got[0] != shock || got[1] != heal || got[2] != bolt {
		t.Fatalf("resolved %v, want shock %d, heal %d, bolt %d", got, shock, heal, bolt)
	}
	sc.expectLife(P2, 19)
}

func TestPriorityPassing(t *testing.T) {
	sc := newScenario(t, 2)
	bolt := sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, bolt, P2)
	sc.expectPending(P1, DecidePriority)
	sc.pass()
	sc.expectPending(P2, DecidePriority)
	sc.expectStack(1)
	sc.pass() // both passed: the top resolves
	sc.expectStack(0)
	sc.expectLife(P2, 17)
	sc.expectPending(P1, DecidePriority) // the active player gets priority
	if sc.g.Step() != StepMain1 {
		t.Fatal("the step changed while the stack was resolving")
	}
	sc.pass()
	sc.pass() // both passed with an empty stack: the step ends
	if sc.g.Step() == StepMain1 {
		t.Fatal("the step did not end")
	}
}

func TestTargetsCheckedOnResolution(t *testing.T) {
	sc := newScenario(t, 2)
	amb := sc.battlefield(P2, tFlash)
	sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	sc.hand(P2, tUnsummon)
	sc.lands(P2, tMountain, 3)
	bolt := sc.cast(P1, tBolt, amb)
	sc.cast(P2, tUnsummon, amb)
	sc.resolveTop()
	sc.expectZone(amb, ZoneHand)
	sc.cast(P2, amb) // the same card comes back as a new object
	sc.resolveTop()
	sc.expectZone(amb, ZoneBattlefield)
	sc.clearEvents()
	sc.passUntilResolved()
	sc.expectZone(amb, ZoneBattlefield)
	sc.expectDamage(amb, 0)
	if !sc.sawEvent(func(e Event) bool { return e.Kind == EvFizzle && e.Obj == bolt }) {
		t.Fatal("the bolt did not fizzle")
	}
	sc.expectZone(bolt, ZoneGraveyard)
}

func TestCounterspellFizzlesWhenTargetSpellGone(t *testing.T) {
	sc := newScenario(t, 2)
	heal := sc.hand(P1, tHeal)
	mine := sc.hand(P1, tNegate)
	sc.lands(P1, tMountain, 2)
	theirs := sc.hand(P2, tNegate)
	sc.lands(P2, tMountain, 1)
	sc.cast(P1, heal)
	sc.cast(P2, theirs, heal)
	sc.cast(P1, mine, heal) // P1 counters its own spell first
	sc.clearEvents()
	sc.passUntilResolved()
	sc.expectZone(heal, ZoneGraveyard)
	sc.expectZone(theirs, ZoneGraveyard)
	sc.expectLife(P1, 20)
	if !sc.sawEvent(func(e Event) bool { return e.Kind == EvFizzle && e.Obj == theirs }) {
		t.Fatal("P2's counterspell did not fizzle")
	}
	if sc.sawEvent(func(e Event) bool { return e.Kind == EvResolve && e.Obj == theirs }) {
		t.Fatal("a spell with no legal target resolved")
	}
}

func TestCancelWhileCastingRestoresExactState(t *testing.T) {
	sc := newScenario(t, 2)
	blast := sc.hand(P1, tBlast)
	m := sc.lands(P1, tMountain, 3)
	sc.battlefield(P2, tBear)
	h := sc.g.Hash()
	sc.apply(castAct(blast))
	sc.apply(Action{Kind: ActChooseX, Obj: NoObj, Index: 2, Target: noTarget})
	sc.target(P2)
	sc.apply(sc.must("tap", func(a Action) bool { return a.Kind == ActTapMana && a.Obj == m[0] }))
	sc.apply(sc.must("tap", func(a Action) bool { return a.Kind == ActTapMana && a.Obj == m[1] }))
	sc.apply(act(ActCancel))
	if sc.g.Hash() != h {
		t.Fatal("cancel did not restore the state")
	}
	sc.expectZone(blast, ZoneHand)
	sc.expectTapped(m[0], false)
	sc.expectPending(P1, DecidePriority)
}

func TestCancelActivationRestoresExactState(t *testing.T) {
	sc := newScenario(t, 2)
	bomb := sc.battlefield(P1, tBomb)
	altar := sc.battlefield(P1, tAltar)
	bear := sc.battlefield(P1, tBear)
	sc.lands(P1, tMountain, 1)
	h := sc.g.Hash()
	sc.apply(Action{Kind: ActActivate, Obj: bomb, Index: 0, Target: noTarget})
	sc.target(P2)
	sc.apply(sc.must("tap", func(a Action) bool { return a.Kind == ActTapMana }))
	sc.apply(act(ActCancel))
	if sc.g.Hash() != h {
		t.Fatal("cancel did not restore the state")
	}
	sc.apply(Action{Kind: ActActivate, Obj: altar, Index: 0, Target: noTarget})
	sc.target(bear)
	sc.expectPending(P1, DecidePay)
	sc.apply(act(ActCancel))
	if sc.g.Hash() != h {
		t.Fatal("cancel did not restore the state")
	}
	sc.expectZone(bear, ZoneBattlefield)
	sc.expectZone(bomb, ZoneBattlefield)
}

func TestIllegalActionsLeaveStateUnchanged(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	sick := sc.battlefield(P1, tOgre)
	sc.sick(sick)
	theirs := sc.hand(P2, tBolt)
	sorc := sc.hand(P1, tStudy)
	big := sc.hand(P1, tDragon)
	land := sc.hand(P1, tMountain)
	sc.lands(P1, tMountain, 1)
	sc.expectIllegal(castAct(theirs))                      // another seat's card
	sc.expectIllegal(castAct(big))                         // can't pay
	sc.expectIllegal(attackAct(bear, P2))                  // not the declare-attackers step
	sc.expectIllegal(act(ActAutoPay))                      // nothing being cast
	sc.expectIllegal(act(ActKeep))                         // no mulligan pending
	sc.expectIllegal(Action{Kind: ActActivate, Obj: bear}) // no such ability
	sc.expectIllegal(landAct(theirs))
	sc.apply(landAct(land))
	land2 := sc.hand(P1, tForest)
	sc.expectIllegal(landAct(land2)) // one land per turn
	sc.cast(P1, tHeal0(sc))
	sc.expectIllegal(castAct(sorc)) // a sorcery needs an empty stack
	sc.passUntilResolved()
	sc.passToStep(StepAttackers)
	sc.expectIllegal(attackAct(sick, P2)) // summoning sick
	sc.expectIllegal(attackAct(bear, P1)) // can't attack itself
}

// tHeal0 gives P1 a free instant to put something on the stack.
func tHeal0(sc *scenario) ObjID {
	return sc.hand(P1, spell("Prayer", "{0}", card.Instant, nil, eff(card.GainLife, 1)))
}

func TestLandPerTurn(t *testing.T) {
	sc := newScenario(t, 2)
	a := sc.hand(P1, tMountain)
	b := sc.hand(P1, tForest)
	c := sc.hand(P2, tForest)
	sc.apply(landAct(a))
	sc.expectZone(a, ZoneBattlefield)
	sc.expectIllegal(landAct(b))
	sc.pass()
	sc.expectIllegal(landAct(c)) // not on another player's turn
	sc.nextTurn()
	sc.nextTurn()
	sc.apply(landAct(b))
	sc.expectZone(b, ZoneBattlefield)
}

func TestSorceryTiming(t *testing.T) {
	sc := newScenario(t, 2)
	sc.lands(P2, tMountain, 2)
	study := sc.hand(P2, tStudy)
	bolt := sc.hand(P2, tBolt)
	sc.pass()
	sc.expectPending(P2, DecidePriority)
	sc.expectIllegal(castAct(study))
	sc.expectLegal(castAct(bolt))
	sc.passToStep(StepBeginCombat)
	sc.nextTurn()
	sc.expectPending(P2, DecidePriority)
	sc.expectLegal(castAct(study))
}

func TestCleanupDiscardToSeven(t *testing.T) {
	sc := newScenario(t, 2)
	var cards []ObjID
	for i := 0; i < 9; i++ {
		cards = append(cards, sc.hand(P1, tGiant))
	}
	sc.hand(P2, tGiant)
	sc.passToStep(StepEnd)
	for sc.g.Pending().Kind == DecidePriority {
		sc.pass()
	}
	sc.expectChoice(P1, ChooseCleanupDiscard)
	if sc.g.Pending().Count != 2 {
		t.Fatalf("discard %d, want 2", sc.g.Pending().Count)
	}
	sc.choose(cards[0])
	sc.choose(cards[1])
	sc.expectHandSize(P1, 7)
	sc.expectZone(cards[0], ZoneGraveyard)
	if sc.g.Active() != P2 {
		t.Fatal("the turn did not end after the discard")
	}
}

func TestNoMaximumHandSize(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.HandSize = -1 }))
	for i := 0; i < 9; i++ {
		sc.hand(P1, tGiant)
	}
	sc.nextTurn()
	sc.expectHandSize(P1, 9)
}

func TestDamageRemovedInCleanup(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P2, tOgre)
	sc.hand(P1, tShock)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tShock, ogre)
	sc.passUntilResolved()
	sc.expectDamage(ogre, 2)
	sc.nextTurn()
	sc.expectDamage(ogre, 0)
}

func TestFirstPlayerSkipsFirstDraw(t *testing.T) {
	g, err := New(Setup{Players: []PlayerSetup{{Deck: testDeck()}, {Deck: testDeck(), Team: 1}},
		Options: Options{Mulligan: MulliganNone, FixedFirst: true}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	for g.Step() != StepMain1 {
		if _, err := g.Apply(act(ActPass)); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(g.Player(P1).Hand); n != 7 {
		t.Fatalf("P1 has %d cards on turn 1, want 7", n)
	}
}

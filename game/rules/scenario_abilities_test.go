package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Triggered, static and activated abilities; auras and equipment; costs.

func resolvedOrder(sc *scenario) []ObjID {
	var out []ObjID
	for _, e := range sc.events {
		if e.Kind == EvResolve {
			out = append(out, e.Obj)
		}
	}
	return out
}

func TestEntersTriggerWithTarget(t *testing.T) {
	sc := newScenario(t, 2)
	herald := sc.hand(P1, tHerald)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, herald)
	sc.resolveTop()
	sc.expectPending(P1, DecideTarget)
	sc.expectIllegal(act(ActCancel)) // a trigger can't be cancelled
	sc.target(P2)
	sc.passUntilResolved()
	sc.expectLife(P2, 19)
}

func TestEntersTriggerDraws(t *testing.T) {
	sc := newScenario(t, 2)
	sc.hand(P1, tScribe)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tScribe)
	sc.passUntilResolved()
	sc.expectHandSize(P1, 1)
}

func TestDiesTrigger(t *testing.T) {
	sc := newScenario(t, 2)
	martyr := sc.battlefield(P2, tMartyr)
	sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tBolt, martyr)
	sc.passUntilResolved()
	sc.expectZone(martyr, ZoneGraveyard)
	sc.expectLife(P2, 23)
}

func TestDiesTriggerNotOnExileOrBounce(t *testing.T) {
	sc := newScenario(t, 2)
	m1 := sc.battlefield(P2, tMartyr)
	m2 := sc.battlefield(P2, tMartyr)
	sc.hand(P1, tBanish)
	sc.hand(P1, tUnsummon)
	sc.lands(P1, tMountain, 2)
	sc.cast(P1, tBanish, m1)
	sc.passUntilResolved()
	sc.cast(P1, tUnsummon, m2)
	sc.passUntilResolved()
	sc.expectLife(P2, 20)
}

func TestAttackTrigger(t *testing.T) {
	sc := newScenario(t, 2)
	reaver := sc.battlefield(P1, tRaider)
	sc.attack(reaver, P2)
	sc.doneAttacking()
	sc.passUntilResolved()
	sc.expectLife(P2, 19)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 17)
}

func TestBlockTrigger(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P1, tOgre)
	guard := sc.battlefield(P2, tGuard)
	sc.attack(ogre, P2)
	sc.block(guard, ogre)
	sc.doneBlocking()
	sc.passUntilResolved()
	sc.expectPT(guard, 1, 4)
	sc.passToStep(StepEndCombat)
	sc.expectZone(guard, ZoneBattlefield)
	sc.expectDamage(guard, 3)
}

func TestUpkeepTriggerOnlyInControllersUpkeep(t *testing.T) {
	sc := newScenario(t, 2)
	sc.battlefield(P1, tFarmer)
	sc.nextTurn() // P2's turn
	sc.expectLife(P1, 20)
	sc.nextTurn() // P1's turn: the upkeep trigger resolved
	sc.expectLife(P1, 21)
}

func TestEndStepTrigger(t *testing.T) {
	sc := newScenario(t, 2)
	sage := sc.battlefield(P1, tSage)
	sc.passToStep(StepEnd)
	sc.passUntilResolved()
	sc.expectPT(sage, 2, 2)
	sc.nextTurn()
	sc.expectPT(sage, 2, 2) // not in the opponent's end step
}

func TestCastTrigger(t *testing.T) {
	sc := newScenario(t, 2)
	monk := sc.battlefield(P1, tMonk)
	sc.hand(P1, tHeal)
	sc.hand(P1, tBear)
	sc.lands(P1, tForest, 3)
	sc.cast(P1, tHeal)
	sc.expectStack(2) // the trigger is above the spell
	sc.passUntilResolved()
	sc.expectPT(monk, 2, 2)
	sc.cast(P1, tBear) // a creature spell does not trigger it
	sc.expectStack(1)
	sc.passUntilResolved()
	sc.expectPT(monk, 2, 2)
}

func TestGainLifeTrigger(t *testing.T) {
	sc := newScenario(t, 2)
	warden := sc.battlefield(P1, tWarden)
	sc.battlefield(P1, tLifelinker)
	sc.hand(P1, tHeal)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tHeal)
	sc.passUntilResolved()
	sc.expectPT(warden, 2, 2)
	if got := sc.g.players[P1].LifeGained; got != 4 {
		t.Fatalf("life gained this turn %d, want 4", got)
	}
}

func TestTriggersAPNAPOrder(t *testing.T) {
	sc := newScenario(t, 2)
	martyr := sc.battlefield(P1, tMartyr)
	saint := sc.battlefield(P2, tSaint)
	sc.hand(P1, tSweep)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tSweep)
	sc.resolveTop()
	sc.expectStack(2)
	// The active player's trigger went on the stack first, so it resolves last.
	if sc.g.stack[0].obj != martyr || sc.g.stack[1].obj != saint {
		t.Fatalf("stack %v %v, want the active player's trigger at the bottom", sc.g.stack[0].obj, sc.g.stack[1].obj)
	}
	sc.expectPending(P1, DecidePriority) // the active player gets priority
	sc.clearEvents()
	sc.passUntilResolved()
	if got := resolvedOrder(sc); len(got) != 2 || got[0] != saint || got[1] != martyr {
		t.Fatalf("resolved %v, want Saint then Martyr", got)
	}
	sc.expectLife(P1, 23)
	sc.expectLife(P2, 25)
}

func TestTriggerOrderChosenByController(t *testing.T) {
	sc := newScenario(t, 2)
	martyr := sc.battlefield(P1, tMartyr)
	saint := sc.battlefield(P1, tSaint)
	sc.hand(P1, tSweep)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tSweep)
	sc.resolveTop()
	sc.expectChoice(P1, ChooseTriggerOrder)
	if !sc.g.TriggerOrderMatters() {
		t.Error("the order of two different triggers does not matter")
	}
	sc.apply(sc.must("order Saint first", func(a Action) bool { return a.Kind == ActChoose && a.Obj == saint }))
	sc.expectStack(2)
	sc.clearEvents()
	sc.passUntilResolved()
	if got := resolvedOrder(sc); len(got) != 2 || got[0] != martyr || got[1] != saint {
		t.Fatalf("resolved %v, want Martyr (put on last) then Saint", got)
	}
	sc.expectLife(P1, 28)
}

func TestTargetedTriggerOfNonactivePlayerLeavesPriorityWithActivePlayer(t *testing.T) {
	sc := newScenario(t, 2)
	dier := sc.battlefield(P2, withAbilities(vanilla("Spiteful", 1, 1), trig(card.OnDies, anyT, tgtEff(card.Damage, 1, 0))))
	sc.hand(P1, tSweep)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tSweep)
	sc.resolveTop()
	sc.expectZone(dier, ZoneGraveyard)
	sc.expectPending(P2, DecideTarget)
	sc.target(P1)
	sc.expectStack(1)
	sc.expectPending(P1, DecidePriority)
}

func TestAnthem(t *testing.T) {
	sc := newScenario(t, 2)
	anthem := sc.battlefield(P1, tAnthem)
	bear := sc.battlefield(P1, tBear)
	theirs := sc.battlefield(P2, tBear)
	sc.expectPT(bear, 3, 3)
	sc.expectPT(theirs, 2, 2)
	sc.hand(P2, tUnsummon)
	sc.lands(P2, tMountain, 1)
	sc.cast(P2, tUnsummon, anthem)
	sc.passUntilResolved()
	sc.expectPT(bear, 2, 2)
}

func TestLordBuffsOthersOnly(t *testing.T) {
	sc := newScenario(t, 2)
	lord := sc.battlefield(P1, tLord)
	bear := sc.battlefield(P1, tBear)
	sc.expectPT(lord, 1, 1)
	sc.expectPT(bear, 3, 3)
}

func TestAnthemSavesDamagedCreatureUntilItLeaves(t *testing.T) {
	sc := newScenario(t, 2)
	anthem := sc.battlefield(P1, tAnthem)
	bear := sc.battlefield(P1, tBear)
	sc.hand(P2, tShock)
	sc.hand(P2, tUnsummon)
	sc.lands(P2, tMountain, 2)
	sc.cast(P2, tShock, bear)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneBattlefield) // 3/3 with 2 damage
	sc.cast(P2, tUnsummon, anthem)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneGraveyard) // 2/2 with 2 damage
}

func TestCostReduction(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.hand(P1, tOgre)
	bolt := sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 2)
	sc.expectIllegal(castAct(ogre))
	sc.battlefield(P1, tDiscount)
	sc.expectLegal(castAct(ogre)) // {2}{R} less {1}
	sc.cast(P1, ogre)
	sc.passUntilResolved()
	sc.expectZone(ogre, ZoneBattlefield)
	sc.expectIllegal(castAct(bolt)) // both lands used; noncreature spells pay full
}

func TestCostIncreaseForOpponents(t *testing.T) {
	sc := newScenario(t, 2)
	sc.battlefield(P2, tTax)
	bolt := sc.hand(P1, tBolt)
	elf := sc.hand(P1, tElf)
	sc.lands(P1, tMountain, 1)
	sc.battlefield(P1, tForest)
	sc.expectLegal(castAct(elf))    // creature spells are not taxed
	sc.expectLegal(castAct(bolt))   // {R} + {1}: two lands
	sc.battlefield(P2, tTax)        // a second tax: {R} + {2}
	sc.expectIllegal(castAct(bolt)) //
	sc.battlefield(P1, tTax)        // its own tax does not hit its controller
	sc.expectIllegal(castAct(bolt)) //
	sc.lands(P1, tMountain, 1)      //
	sc.expectLegal(castAct(bolt))   //
	sc.cast(P1, bolt, P2)           //
	sc.expectTapped(sc.g.bf[len(sc.g.bf)-1], true)
}

func TestCantBlockStatic(t *testing.T) {
	sc := newScenario(t, 2)
	sc.battlefield(P1, tFear)
	bear := sc.battlefield(P1, tBear)
	theirs := sc.battlefield(P2, tBear)
	sc.attack(bear, P2)
	sc.doneAttacking()
	sc.passToStep(StepBlockers)
	// P2 has no creature able to block, so there is no block declaration.
	if sc.g.Pending().Kind == DecideBlockers {
		sc.expectIllegal(blockAct(theirs, bear, sc.g.objs[bear].Stamp))
	}
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 18)
}

func TestKeywordGrantStatic(t *testing.T) {
	sc := newScenario(t, 2)
	banner := sc.battlefield(P1, tBanner)
	bear := sc.battlefield(P1, tBear)
	theirs := sc.battlefield(P2, tBear)
	sc.expectKeyword(bear, card.Flying, true)
	sc.expectKeyword(theirs, card.Flying, false)
	sc.expectKeyword(banner, card.Flying, false)
	sc.attack(bear, P2)
	sc.doneAttacking()
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 18)
}

func TestAuraEnchantsAndFallsOffWhenCreatureLeaves(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	wings := sc.hand(P1, tWings)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, wings, bear)
	sc.passUntilResolved()
	sc.expectZone(wings, ZoneBattlefield)
	if sc.g.objs[wings].AttachedTo != bear {
		t.Fatal("aura not attached")
	}
	sc.expectPT(bear, 3, 3)
	sc.expectKeyword(bear, card.Flying, true)
	sc.hand(P2, tUnsummon)
	sc.lands(P2, tMountain, 1)
	sc.cast(P2, tUnsummon, bear)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneHand)
	sc.expectZone(wings, ZoneGraveyard)
}

func TestAuraSpellCounteredWhenTargetGone(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	wings := sc.hand(P1, tWings)
	sc.lands(P1, tMountain, 1)
	sc.hand(P2, tMurder)
	sc.lands(P2, tMountain, 1)
	sc.cast(P1, wings, bear)
	sc.cast(P2, tMurder, bear)
	sc.passUntilResolved()
	sc.expectZone(wings, ZoneGraveyard)
}

func TestEquipAndEquipmentStaysWhenCreatureDies(t *testing.T) {
	sc := newScenario(t, 2)
	sword := sc.battlefield(P1, tSword)
	bear := sc.battlefield(P1, tBear)
	ogre := sc.battlefield(P1, tOgre)
	sc.battlefield(P2, tBear)
	sc.lands(P1, tMountain, 2)
	sc.activate(P1, sword, 1, bear)
	sc.passUntilResolved()
	sc.expectPT(bear, 4, 2)
	sc.hand(P2, tMurder)
	sc.lands(P2, tMountain, 1)
	sc.cast(P2, tMurder, bear)
	sc.passUntilResolved()
	sc.expectZone(sword, ZoneBattlefield)
	if sc.g.objs[sword].AttachedTo != NoObj {
		t.Fatal("equipment still attached to a dead creature")
	}
	sc.activate(P1, sword, 1, ogre)
	sc.passUntilResolved()
	sc.expectPT(ogre, 5, 3)
}

func TestEquipOnlyAtSorcerySpeed(t *testing.T) {
	sc := newScenario(t, 2)
	sword := sc.battlefield(P1, tSword)
	sc.battlefield(P1, tBear)
	sc.lands(P1, tMountain, 2)
	equip := Action{Kind: ActActivate, Obj: sword, Index: 1, Target: noTarget}
	sc.expectLegal(equip)
	sc.hand(P1, tHeal)
	sc.cast(P1, tHeal)
	sc.expectIllegal(equip) // the stack is not empty
}

func TestXCost(t *testing.T) {
	sc := newScenario(t, 2)
	blast := sc.hand(P1, tBlast)
	sc.lands(P1, tMountain, 4)
	sc.priorityTo(P1)
	sc.apply(castAct(blast))
	sc.expectPending(P1, DecideX)
	max := -1
	for _, a := range sc.legal() {
		if a.Kind == ActChooseX && int(a.Index) > max {
			max = int(a.Index)
		}
	}
	if max != 3 {
		t.Fatalf("largest X %d, want 3", max)
	}
	sc.apply(Action{Kind: ActChooseX, Obj: NoObj, Index: 3, Target: noTarget})
	sc.target(P2)
	sc.pay()
	sc.passUntilResolved()
	sc.expectLife(P2, 17)
}

func TestSacrificeCost(t *testing.T) {
	sc := newScenario(t, 2)
	altar := sc.battlefield(P1, tAltar)
	martyr := sc.battlefield(P1, tMartyr)
	sc.activate(P1, altar, 0, martyr)
	sc.expectZone(martyr, ZoneGraveyard) // paid before anything resolves
	sc.passUntilResolved()
	sc.expectLife(P1, 25) // 3 from the dies trigger, 2 from the altar
}

func TestSacrificeCostNeedsACreature(t *testing.T) {
	sc := newScenario(t, 2)
	altar := sc.battlefield(P1, tAltar)
	sc.battlefield(P2, tBear)
	sc.expectIllegal(Action{Kind: ActActivate, Obj: altar, Index: 0, Target: noTarget})
}

func TestDiscardCost(t *testing.T) {
	sc := newScenario(t, 2)
	madman := sc.battlefield(P1, tMadman)
	ab := Action{Kind: ActActivate, Obj: madman, Index: 0, Target: noTarget}
	sc.expectIllegal(ab) // no card to discard
	card := sc.hand(P1, tBear)
	sc.activate(P1, madman, 0, P2)
	sc.expectChoice(P1, ChooseDiscard)
	sc.choose(card)
	sc.expectZone(card, ZoneGraveyard)
	sc.passUntilResolved()
	sc.expectLife(P2, 18)
}

func TestPayLifeCost(t *testing.T) {
	sc := newScenario(t, 2)
	pact := sc.battlefield(P1, tPact)
	sc.activate(P1, pact, 0)
	sc.expectLife(P1, 18)
	sc.passUntilResolved()
	sc.expectHandSize(P1, 1)
	sc.setLife(P1, 1)
	sc.expectIllegal(Action{Kind: ActActivate, Obj: pact, Index: 0, Target: noTarget})
}

func TestSacrificeSelfCost(t *testing.T) {
	sc := newScenario(t, 2)
	bomb := sc.battlefield(P1, tBomb)
	sc.lands(P1, tMountain, 1)
	sc.activate(P1, bomb, 0, P2)
	sc.expectZone(bomb, ZoneGraveyard)
	sc.passUntilResolved()
	sc.expectLife(P2, 17)
}

func TestManaAbilityAndPoolEmptiesBetweenSteps(t *testing.T) {
	sc := newScenario(t, 2)
	elf := sc.battlefield(P1, tElf)
	m := sc.lands(P1, tMountain, 1)[0]
	growth := sc.hand(P1, tGrowth)
	bear := sc.battlefield(P1, tBear)
	sc.priorityTo(P1)
	sc.apply(castAct(growth))
	sc.target(bear)
	sc.expectPending(P1, DecidePay)
	sc.apply(Action{Kind: ActTapMana, Obj: m, Index: 0, Kind2: uint8(mana.Red), Target: noTarget})
	sc.apply(Action{Kind: ActTapMana, Obj: elf, Index: 0, Kind2: uint8(mana.Green), Target: noTarget})
	sc.expectStack(0) // mana abilities don't use the stack
	sc.apply(act(ActPayPool))
	if got := sc.g.players[P1].Pool[mana.Red]; got != 1 {
		t.Fatalf("red mana left %d, want 1", got)
	}
	sc.passUntilResolved()
	sc.passToStep(StepBeginCombat)
	if got := sc.g.players[P1].Pool.Total(); got != 0 {
		t.Fatalf("pool %d after the step ended, want empty", got)
	}
}

// TestGoneTokensAbilityShowsItsSource: a token sacrificed to pay for its
// own ability has ceased to exist, but everyone saw it: the stack still
// shows which card the ability comes from (not a card back).
func TestGoneTokensAbilityShowsItsSource(t *testing.T) {
	sc := newScenario(t, 2)
	bomb := sc.battlefield(P1, tBomb)
	sc.g.objs[bomb].Token = true
	sc.lands(P1, tMountain, 1)
	sc.activate(P1, bomb, 0, P2)
	sc.expectZone(bomb, ZoneNone)
	for _, s := range []Seat{P1, P2} {
		v := sc.g.View(s)
		if len(v.Stack) != 1 || v.Stack[0].Source.Def != tBomb {
			t.Fatalf("seat %v sees the stack as %+v", s, v.Stack)
		}
	}
}

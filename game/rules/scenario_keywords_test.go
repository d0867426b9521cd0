package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// Keyword scenarios: P1 is active in the first main phase of turn 3.

func TestFlyingBlockedOnlyByFlyingOrReach(t *testing.T) {
	sc := newScenario(t, 2)
	flyer := sc.battlefield(P1, tFlyer)
	bear := sc.battlefield(P2, tBear)
	reacher := sc.battlefield(P2, tReacher)
	other := sc.battlefield(P2, tFlyer)
	sc.attack(flyer, P2)
	sc.doneAttacking()
	sc.passToStep(StepBlockers)
	sc.expectPending(P2, DecideBlockers)
	stamp := sc.g.objs[flyer].Stamp
	sc.expectIllegal(blockAct(bear, flyer, stamp))
	sc.expectLegal(blockAct(reacher, flyer, stamp))
	sc.expectLegal(blockAct(other, flyer, stamp))
}

func TestReachBlocksFlyer(t *testing.T) {
	sc := newScenario(t, 2)
	flyer := sc.battlefield(P1, tFlyer)
	reacher := sc.battlefield(P2, tReacher)
	sc.attack(flyer, P2)
	sc.block(reacher, flyer)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 20)
	sc.expectDamage(reacher, 2)
	sc.expectDamage(flyer, 1)
}

func TestFlyerCanBlockGroundCreature(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	flyer := sc.battlefield(P2, tFlyer)
	sc.attack(bear, P2)
	sc.block(flyer, bear)
	sc.passToStep(StepEndCombat)
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectZone(flyer, ZoneGraveyard)
}

func TestFirstStrikeKillsBeforeDamageBack(t *testing.T) {
	sc := newScenario(t, 2)
	duelist := sc.battlefield(P1, tFirst)
	bear := sc.battlefield(P2, tBear)
	sc.attack(duelist, P2)
	sc.block(bear, duelist)
	sc.passToStep(StepFirstStrike)
	sc.expectZone(bear, ZoneGraveyard)
	sc.passToStep(StepEndCombat)
	sc.expectZone(duelist, ZoneBattlefield)
	sc.expectDamage(duelist, 0)
}

func TestFirstStrikeBlockerStrikesFirst(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	duelist := sc.battlefield(P2, tFirst)
	sc.attack(bear, P2)
	sc.block(duelist, bear)
	sc.passToStep(StepEndCombat)
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectDamage(duelist, 0)
}

func TestDoubleStrikeDealsDamageTwice(t *testing.T) {
	sc := newScenario(t, 2)
	twin := sc.battlefield(P1, tDouble)
	sc.attack(twin, P2)
	sc.passToStep(StepFirstStrike)
	sc.expectLife(P2, 18)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 16)
}

func TestDoubleStrikeKillsBlockerThenNothingMore(t *testing.T) {
	sc := newScenario(t, 2)
	twin := sc.battlefield(P1, tDouble)
	bear := sc.battlefield(P2, tBear)
	sc.attack(twin, P2)
	sc.block(bear, twin)
	sc.passToStep(StepEndCombat)
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectDamage(twin, 0)
	sc.expectLife(P2, 20) // blocked, no trample: the second strike hits nobody
}

func TestDeathtouchKillsAnyBlocker(t *testing.T) {
	sc := newScenario(t, 2)
	viper := sc.battlefield(P1, tDeath)
	giant := sc.battlefield(P2, tGiant)
	sc.attack(viper, P2)
	sc.block(giant, viper)
	sc.passToStep(StepEndCombat)
	sc.expectZone(giant, ZoneGraveyard)
	sc.expectZone(viper, ZoneGraveyard)
}

func TestDeathtouchFromNoncombatDamage(t *testing.T) {
	sc := newScenario(t, 2)
	pinger := sc.battlefield(P1, withAbilities(vanilla("Needle", 1, 1, card.Deathtouch), activated("{0}", true, anyT, tgtEff(card.Damage, 1, 0))))
	giant := sc.battlefield(P2, tGiant)
	sc.activate(P1, pinger, 0, giant)
	sc.passUntilResolved()
	sc.expectZone(giant, ZoneGraveyard)
}

func TestLifelinkGainsLife(t *testing.T) {
	sc := newScenario(t, 2)
	cleric := sc.battlefield(P1, tLifelinker)
	sc.attack(cleric, P2)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P1, 22)
	sc.expectLife(P2, 18)
}

func TestLifelinkOnBlockerDamage(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	cleric := sc.battlefield(P2, tLifelinker)
	sc.attack(bear, P2)
	sc.block(cleric, bear)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 22)
}

func TestTrampleAssignsExcessToPlayer(t *testing.T) {
	sc := newScenario(t, 2)
	rhino := sc.battlefield(P1, tTrampler)
	bear := sc.battlefield(P2, tBear)
	sc.attack(rhino, P2)
	sc.block(bear, rhino)
	sc.passToStep(StepEndCombat)
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectLife(P2, 18)
}

func TestTrampleWhenBlockerRemoved(t *testing.T) {
	sc := newScenario(t, 2)
	rhino := sc.battlefield(P1, tTrampler)
	bear := sc.battlefield(P2, tBear)
	sc.hand(P1, tMurder)
	sc.lands(P1, tMountain, 1)
	sc.attack(rhino, P2)
	sc.block(bear, rhino)
	sc.doneBlocking()
	sc.cast(P1, tMurder, bear)
	sc.passUntilResolved()
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 16) // all damage tramples over
}

func TestBlockedCreatureWithoutTrampleDealsNoDamageWhenBlockerRemoved(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P1, tOgre)
	bear := sc.battlefield(P2, tBear)
	sc.hand(P1, tMurder)
	sc.lands(P1, tMountain, 1)
	sc.attack(ogre, P2)
	sc.block(bear, ogre)
	sc.doneBlocking()
	sc.cast(P1, tMurder, bear)
	sc.passUntilResolved()
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 20)
}

func TestDeathtouchTrample(t *testing.T) {
	sc := newScenario(t, 2)
	wurm := sc.battlefield(P1, tDTTrampler)
	giant := sc.battlefield(P2, tGiant)
	sc.attack(wurm, P2)
	sc.block(giant, wurm)
	sc.passToStep(StepEndCombat)
	sc.expectZone(giant, ZoneGraveyard)
	sc.expectLife(P2, 16) // 1 is lethal to the blocker, 4 to the player
}

func TestFirstStrikeLifelink(t *testing.T) {
	sc := newScenario(t, 2)
	paladin := sc.battlefield(P1, tFSLifelink)
	ogre := sc.battlefield(P2, tOgre)
	sc.attack(paladin, P2)
	sc.block(ogre, paladin)
	sc.passToStep(StepFirstStrike)
	sc.expectLife(P1, 23)
	sc.expectZone(ogre, ZoneGraveyard)
	sc.passToStep(StepEndCombat)
	sc.expectDamage(paladin, 0)
	sc.expectLife(P1, 23)
}

func TestVigilanceAttackerStaysUntapped(t *testing.T) {
	sc := newScenario(t, 2)
	sentinel := sc.battlefield(P1, tVigilant)
	bear := sc.battlefield(P1, tBear)
	sc.attack(sentinel, P2)
	sc.attack(bear, P2)
	sc.expectTapped(sentinel, false)
	sc.expectTapped(bear, true)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 16)
}

func TestHasteAttacksTheTurnItArrives(t *testing.T) {
	sc := newScenario(t, 2)
	raider := sc.battlefield(P1, tHasty)
	bear := sc.battlefield(P1, tBear)
	sc.sick(raider)
	sc.sick(bear)
	sc.passToStep(StepAttackers)
	sc.expectPending(P1, DecideAttackers)
	sc.expectLegal(attackAct(raider, P2))
	sc.expectIllegal(attackAct(bear, P2))
}

func TestSummoningSickness(t *testing.T) {
	sc := newScenario(t, 2)
	bear := sc.battlefield(P1, tBear)
	sc.sick(bear)
	elf := sc.battlefield(P1, tElf)
	sc.sick(elf)
	pinger := sc.battlefield(P1, tPing)
	sc.sick(pinger)
	sc.hand(P1, tBear)
	// A sick creature's {T} abilities are not available, mana ones included.
	sc.expectIllegal(Action{Kind: ActActivate, Obj: pinger, Index: 0, Target: noTarget})
	sc.expectIllegal(castAct(sc.cardID(P1, tBear)))
	// With no creature able to attack, the declare-attackers step passes.
	sc.passToStep(StepMain2)
	sc.expectTapped(bear, false)
	// Next turn of P1 it may attack.
	sc.nextTurn()
	sc.nextTurn()
	sc.attack(bear, P2)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 18)
}

func TestDefenderCannotAttackButBlocks(t *testing.T) {
	sc := newScenario(t, 2)
	wall := sc.battlefield(P1, tWall)
	bear := sc.battlefield(P1, tBear)
	sc.passToStep(StepAttackers)
	sc.expectIllegal(attackAct(wall, P2))
	sc.nextTurn() // P2's turn
	ogre := sc.battlefield(P2, tOgre)
	sc.attack(ogre, P1)
	sc.block(wall, ogre)
	sc.passToStep(StepEndCombat)
	sc.expectZone(wall, ZoneBattlefield)
	sc.expectLife(P1, 20)
	_ = bear
}

func TestMenaceNeedsTwoBlockers(t *testing.T) {
	sc := newScenario(t, 2)
	brute := sc.battlefield(P1, tMenace)
	bear := sc.battlefield(P2, tBear)
	sc.attack(brute, P2)
	sc.block(bear, brute)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 17) // one blocker does not block a creature with menace
	sc.expectZone(bear, ZoneBattlefield)
	sc.expectDamage(bear, 0)
}

func TestMenaceBlockedByTwo(t *testing.T) {
	sc := newScenario(t, 2)
	brute := sc.battlefield(P1, tMenace)
	b1 := sc.battlefield(P2, tBear)
	b2 := sc.battlefield(P2, tBear)
	sc.attack(brute, P2)
	sc.block(b1, brute)
	sc.block(b2, brute)
	sc.passToStep(StepDamage)
	sc.choose(b1)
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 20)
	sc.expectZone(brute, ZoneGraveyard)
	sc.expectZone(b1, ZoneGraveyard) // 2 lethal to the first, 1 to the second
	sc.expectDamage(b2, 1)
}

func TestFlashCastAtInstantSpeed(t *testing.T) {
	sc := newScenario(t, 2)
	sc.lands(P2, tMountain, 2)
	amb := sc.hand(P2, tFlash)
	bear := sc.hand(P2, tBear)
	sc.pass() // P2 gets priority in P1's main phase
	sc.expectPending(P2, DecidePriority)
	sc.expectIllegal(castAct(bear))
	sc.expectLegal(castAct(amb))
	sc.cast(P2, amb)
	sc.passUntilResolved()
	sc.expectZone(amb, ZoneBattlefield)
}

func TestHexproofCannotBeTargetedByOpponents(t *testing.T) {
	sc := newScenario(t, 2)
	troll := sc.battlefield(P1, tHexproof)
	sc.hand(P1, tGrowth)
	sc.lands(P1, tForest, 1)
	bolt := sc.hand(P2, tBolt)
	sc.lands(P2, tMountain, 1)
	sc.pass()
	sc.apply(castAct(bolt))
	sc.expectPending(P2, DecideTarget)
	for _, a := range sc.legal() {
		if a.Kind == ActTarget && a.Target.Obj == troll {
			t.Fatal("an opponent may target a creature with hexproof")
		}
	}
	sc.apply(act(ActCancel))
	sc.pass() // back to P1 after the round: P1 is active and gets priority again next step
	sc.passToStep(StepMain2)
	sc.cast(P1, tGrowth, troll) // its controller may target it
	sc.passUntilResolved()
	sc.expectPT(troll, 5, 5)
}

func TestIndestructibleSurvivesDestroyAndDamage(t *testing.T) {
	sc := newScenario(t, 2)
	golem := sc.battlefield(P2, tIndestr)
	sc.hand(P1, tMurder)
	sc.hand(P1, tBlast)
	sc.lands(P1, tMountain, 6)
	sc.cast(P1, tMurder, golem)
	sc.passUntilResolved()
	sc.expectZone(golem, ZoneBattlefield)
	sc.castX(P1, tBlast, 4, golem)
	sc.passUntilResolved()
	sc.expectZone(golem, ZoneBattlefield)
	sc.expectDamage(golem, 4)
}

func TestLethalDamageVsIndestructible(t *testing.T) {
	sc := newScenario(t, 2)
	golem := sc.battlefield(P1, tIndestr)
	giant := sc.battlefield(P2, tGiant)
	viper := sc.battlefield(P2, tDeath)
	sc.attack(golem, P2)
	sc.block(giant, golem)
	sc.block(viper, golem)
	sc.passToStep(StepDamage)
	sc.expectChoice(P1, ChooseDamageOrder) // the golem can't kill both
	sc.choose(viper)
	sc.passToStep(StepEndCombat)
	sc.expectZone(golem, ZoneBattlefield) // 6 damage and deathtouch, still there
	sc.expectZone(viper, ZoneGraveyard)   // the golem's damage went to the viper first
	sc.expectDamage(golem, 6)
	sc.nextTurn()
	sc.expectDamage(golem, 0) // damage wears off in cleanup
}

func TestIndestructibleDiesToZeroToughness(t *testing.T) {
	sc := newScenario(t, 2)
	golem := sc.battlefield(P2, vanilla("Statue", 1, 1, card.Indestructible))
	shrink := spell("Shrink", "{1}", card.Instant, creatureT, pumpEff(0, -1, -1))
	sc.hand(P1, shrink)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, shrink, golem)
	sc.passUntilResolved()
	sc.expectZone(golem, ZoneGraveyard)
}

package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// More static abilities, target restrictions and combat corner cases.

var tCage = withAbilities(&card.Def{Name: "Cage", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Enchantment),
	Enchant: &card.TargetSpec{Kind: card.CreatureTarget}},
	static(card.StaticAbility{Affects: card.AffectsEnchanted, CantAttack: true, CantBlock: true}))

func TestEnchantedCreatureCantAttackOrBlock(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P2, tOgre)
	bear := sc.battlefield(P1, tBear)
	sc.hand(P1, tCage)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tCage, ogre)
	sc.passUntilResolved()
	sc.attack(bear, P2)
	sc.doneAttacking()
	sc.passToStep(StepEndCombat) // the ogre could not block
	sc.expectLife(P2, 18)
	sc.nextTurn()
	sc.passToStep(StepAttackers)
	if sc.g.Pending().Kind == DecideAttackers {
		sc.expectIllegal(attackAct(ogre, P1))
	}
}

func TestSubtypeLordAndAllCreatures(t *testing.T) {
	goblin := vanilla("Goblin", 1, 1)
	goblin.Subtypes = []string{"Goblin"}
	chief := withAbilities(vanilla("Chieftain", 2, 2),
		static(card.StaticAbility{Affects: card.AffectsCreaturesYouControl, Subtype: "Goblin", Power: 1}))
	storm := withAbilities(&card.Def{Name: "Storm", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Enchantment)},
		static(card.StaticAbility{Affects: card.AffectsAllCreatures, Toughness: 1}))
	sc := newScenario(t, 2)
	g1 := sc.battlefield(P1, goblin)
	g2 := sc.battlefield(P2, goblin)
	bear := sc.battlefield(P1, tBear)
	sc.battlefield(P1, chief)
	sc.battlefield(P2, storm)
	sc.expectPT(g1, 2, 2)   // goblin you control, and every creature gets +0/+1
	sc.expectPT(g2, 1, 2)   // the chieftain only helps its controller's goblins
	sc.expectPT(bear, 2, 3) // not a goblin
}

func TestMaxPowerTargetCheckedAgainOnResolution(t *testing.T) {
	snipe := spell("Snipe", "{1}", card.Instant, []card.TargetSpec{{Kind: card.CreatureTarget, MaxPower: 2}}, tgtEff(card.Destroy, 0, 0))
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P2, tOgre)
	bear := sc.battlefield(P2, tBear)
	s := sc.hand(P1, snipe)
	sc.lands(P1, tMountain, 1)
	sc.hand(P2, tGrowth)
	sc.lands(P2, tForest, 1)
	sc.apply(castAct(s))
	if _, ok := sc.find(func(a Action) bool { return a.Kind == ActTarget && a.Target.Obj == ogre }); ok {
		t.Fatal("a creature with power 3 is a legal target for power 2 or less")
	}
	sc.target(bear)
	sc.pay()
	sc.cast(P2, tGrowth, bear) // now 5/5: no longer a legal target
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneBattlefield)
}

func TestEquipOnlyYourOwnCreature(t *testing.T) {
	sc := newScenario(t, 2)
	sword := sc.battlefield(P1, tSword)
	theirs := sc.battlefield(P2, tBear)
	sc.lands(P1, tMountain, 1)
	// With no creature of its own, equip can't be activated at all.
	sc.expectIllegal(Action{Kind: ActActivate, Obj: sword, Index: 1, Target: noTarget})
	mine := sc.battlefield(P1, tBear)
	sc.apply(Action{Kind: ActActivate, Obj: sword, Index: 1, Target: noTarget})
	if _, ok := sc.find(func(a Action) bool { return a.Kind == ActTarget && a.Target.Obj == theirs }); ok {
		t.Fatal("equip may target an opponent's creature")
	}
	sc.target(mine)
	sc.pay()
	sc.passUntilResolved()
	sc.expectPT(mine, 4, 2)
}

func TestDoubleStrikeTrample(t *testing.T) {
	sc := newScenario(t, 2)
	lancer := sc.battlefield(P1, vanilla("Lancer", 3, 3, card.DoubleStrike, card.Trample))
	bear := sc.battlefield(P2, tBear)
	sc.attack(lancer, P2)
	sc.block(bear, lancer)
	sc.passToStep(StepFirstStrike)
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectLife(P2, 19) // 2 lethal to the bear, 1 tramples over
	sc.passToStep(StepEndCombat)
	sc.expectLife(P2, 16) // its blocker is gone: all 3 trample over
}

func TestTwoBlockersDamageSplitsAndBothHitBack(t *testing.T) {
	sc := newScenario(t, 2)
	giant := sc.battlefield(P1, tGiant)
	b1 := sc.battlefield(P2, tBear)
	b2 := sc.battlefield(P2, tOgre)
	sc.attack(giant, P2)
	sc.block(b1, giant)
	sc.block(b2, giant)
	sc.passToStep(StepEndCombat)
	sc.expectZone(b1, ZoneGraveyard)
	sc.expectZone(b2, ZoneGraveyard)
	sc.expectZone(giant, ZoneGraveyard) // 2 + 3 damage back
	sc.expectLife(P2, 20)
}

func TestFlashBlockerArrivesAfterAttacks(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P1, tOgre)
	amb := sc.hand(P2, tFlash)
	sc.lands(P2, tMountain, 1)
	sc.attack(ogre, P2)
	sc.doneAttacking()
	sc.cast(P2, amb) // in the declare-attackers step
	sc.passUntilResolved()
	sc.block(amb, ogre)
	sc.passToStep(StepEndCombat)
	sc.expectZone(amb, ZoneGraveyard)
	sc.expectLife(P2, 20)
}

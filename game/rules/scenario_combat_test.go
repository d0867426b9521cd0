package rules

import "testing"

// TestAttackerChoosesDamageOrderAmongBlockers: an attacker that can't kill
// all its blockers lets its controller choose which one gets lethal damage
// first; the rest goes to the next.
func TestAttackerChoosesDamageOrderAmongBlockers(t *testing.T) {
	sc := newScenario(t, 2)
	ogre := sc.battlefield(P1, vanilla("Ogre", 3, 3))
	first := sc.battlefield(P2, vanilla("Pup", 2, 2))
	second := sc.battlefield(P2, vanilla("Cub", 2, 2))
	sc.attack(ogre, P2)
	sc.block(first, ogre)
	sc.block(second, ogre)
	sc.passToStep(StepDamage)
	sc.expectChoice(P1, ChooseDamageOrder)
	sc.choose(second)
	sc.passToStep(StepEndCombat)
	sc.expectZone(second, ZoneGraveyard)
	sc.expectDamage(first, 1)
	sc.expectZone(ogre, ZoneGraveyard) // 4 damage back
}

// TestNoDamageOrderWhenEveryBlockerDies: when the attacker can kill every
// blocker, no order is asked for.
func TestNoDamageOrderWhenEveryBlockerDies(t *testing.T) {
	sc := newScenario(t, 2)
	giant := sc.battlefield(P1, vanilla("Giant", 5, 5))
	a := sc.battlefield(P2, vanilla("Pup", 2, 2))
	b := sc.battlefield(P2, vanilla("Cub", 2, 2))
	sc.attack(giant, P2)
	sc.block(a, giant)
	sc.block(b, giant)
	sc.passToStep(StepEndCombat)
	sc.expectZone(a, ZoneGraveyard)
	sc.expectZone(b, ZoneGraveyard)
	sc.expectDamage(giant, 4)
}

package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// faceUp reports how many of seat's schemes are face up.
func (sc *scenario) faceUpSchemes(seat Seat) int {
	n := 0
	for _, id := range sc.g.players[seat].Command {
		if !sc.g.objs[id].FaceDown {
			n++
		}
	}
	return n
}

// opponent-attacks: once per combat for each opponent who attacks you;
// that player is the attacker.
func TestOpponentAttacksTriggersOncePerAttackingOpponent(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 4)
	sc.schemes(P1, defs["Tollgate Reign"])
	sc.setInMotion(P1)
	a2, a2b := sc.battlefield(P2, tBear), sc.battlefield(P2, tBear)
	a3 := sc.battlefield(P3, tBear)
	sc.battlefield(P4, tBear) // P4 does not attack
	mine := sc.battlefield(P1, tBear)
	// The archenemy's own attack does not trigger it.
	sc.attack(mine, P2)
	sc.doneAttacking()
	sc.expectStack(0)
	sc.nextTurn()
	sc.passToStep(StepAttackers)
	sc.apply(attackAct(a2, P1))
	sc.apply(attackAct(a2b, P1))
	sc.apply(act(ActAttackDone))
	sc.apply(attackAct(a3, P1))
	sc.doneAttacking()
	if n := len(sc.g.trig) + len(sc.g.stack); n != 2 {
		t.Fatalf("%d triggers, want one for P2 and one for P3", n)
	}
	for sc.g.Pending().Kind == DecideChoice {
		sc.chooseIndex(0)
	}
	sc.passUntilResolved()
	sc.expectLife(P2, 15) // 3 from the archenemy's bear (2/2, +1/+0 from the scheme), 2 from the trigger
	sc.expectLife(P3, 18)
	sc.expectLife(P4, 20)
}

// The new triggers work on permanents too.
func TestOpponentAttacksOnAPermanent(t *testing.T) {
	watcher := creature("Watcher", "{1}", 1, 1, 0)
	watcher.Abilities = []card.Ability{trig(card.OnOpponentAttacks, nil, whoEff(card.LoseLife, 1, card.ThatPlayer))}
	sc := newScenario(t, 2)
	sc.battlefield(P2, watcher)
	b := sc.battlefield(P1, tBear)
	sc.attack(b, P2)
	sc.doneAttacking()
	sc.passUntilResolved()
	sc.expectLife(P1, 19)
}

// combat-damage-to-you: once for each creature of an opponent that deals
// you combat damage; that player is its controller.
func TestCombatDamageToYouTriggersPerCreature(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 3)
	tithe := sc.schemes(P1, defs["Bitter Tithe"], defs["Plot of Plenty"])[0]
	sc.setInMotion(P1)
	a, b := sc.battlefield(P2, tBear), sc.battlefield(P2, tOgre)
	blocked := sc.battlefield(P3, tBear)
	wall := sc.battlefield(P1, tWall)
	sc.nextTurn()
	if sc.faceUpSchemes(P1) != 1 {
		t.Fatal("Bitter Tithe is gone before the team's turn")
	}
	sc.passToStep(StepAttackers)
	sc.apply(attackAct(a, P1))
	sc.apply(attackAct(b, P1))
	sc.apply(act(ActAttackDone))
	sc.apply(attackAct(blocked, P1))
	sc.doneAttacking()
	sc.block(wall, blocked)
	sc.doneBlocking()
	sc.answerTo(StepEndCombat)
	sc.expectLife(P1, 35)
	sc.expectLife(P2, 18) // two creatures hit: two triggers
	sc.expectLife(P3, 20) // blocked: no combat damage to P1
	// upkeep -> abandon: gone at the archenemy's next upkeep.
	sc.answerTo(StepEnd)
	sc.answerTo(StepMain1)
	if !sc.g.objs[tithe].FaceDown {
		t.Error("Bitter Tithe was not abandoned at its owner's upkeep")
	}
}

// end-step -> abandon ends the scheme at its owner's end step.
func TestEndStepAbandon(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 2)
	sc.schemes(P1, defs["Watchful Reign"])
	sc.setInMotion(P1)
	sc.passToStep(StepEnd)
	sc.passUntilResolved()
	if sc.faceUpSchemes(P1) != 0 {
		t.Fatal("Watchful Reign was not abandoned at its owner's end step")
	}
}

// opponent-upkeep: at each opponent's upkeep (every member of a team
// sharing its turn has one), that player being that opponent;
// opponent-casts:FILTER: whenever an opponent casts a matching spell.
func TestOpponentUpkeepAndOpponentCasts(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 3)
	// An ongoing scheme without the end-step abandon.
	reign := *defs["Watchful Reign"]
	reign.Abilities = reign.Abilities[:2]
	sc.schemes(P1, &reign)
	sc.setInMotion(P1)
	sc.answerTo(StepEnd)
	sc.answerTo(StepMain1)
	sc.expectLife(P2, 19)
	sc.expectLife(P3, 19)
	sc.hand(P2, tBear)
	sc.lands(P2, tForest, 2)
	sc.priorityTo(P2)
	hand := len(sc.g.players[P1].Hand)
	sc.cast(P2, tBear)
	sc.expectStack(2) // the bear and the trigger
	sc.passUntilResolved()
	sc.expectHandSize(P1, hand+1)
	sc.hand(P2, tStudy)
	sc.lands(P2, tForest, 1)
	sc.priorityTo(P2)
	sc.cast(P2, tStudy) // a sorcery: no trigger
	sc.expectStack(1)
	sc.passUntilResolved()
	sc.expectHandSize(P1, hand+1)
}

// set-in-motion as an effect sets the next scheme in motion; the first
// stays face up until the second's ability has resolved (904.10: no
// ability of any scheme waiting).
func TestSetInMotionEffect(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 2)
	ids := sc.schemes(P1, defs["Plot Within a Plot"], defs["Plot of Plenty"], defs["Plot of Fire"])
	sc.setInMotion(P1)
	sc.resolveTop()
	if sc.g.objs[ids[1]].FaceDown {
		t.Fatal("the next scheme was not set in motion")
	}
	if sc.g.objs[ids[0]].FaceDown {
		t.Error("the first scheme went face down while the second's ability waited")
	}
	sc.passUntilResolved()
	sc.expectLife(P1, 43)
	if !sc.g.objs[ids[0]].FaceDown || !sc.g.objs[ids[1]].FaceDown || !sc.g.objs[ids[2]].FaceDown {
		t.Error("schemes left face up")
	}
	if cmd := sc.g.players[P1].Command; cmd[0] != ids[2] || sc.g.players[P1].KnownSchemes != 2 {
		t.Errorf("scheme deck %v, known %d", cmd, sc.g.players[P1].KnownSchemes)
	}
}

// each-opponent-chooses: each opponent in turn order chooses an option,
// which happens to them (who:owner to the scheme's owner).
func TestEachOpponentChooses(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 3)
	sc.schemes(P1, defs["The Larder Is Mine"])
	bear := sc.battlefield(P3, tBear)
	sc.battlefield(P2, tBear)
	hand := len(sc.g.players[P1].Hand)
	sc.setInMotion(P1)
	sc.resolveTop()
	sc.expectChoice(P2, ChooseOption)
	if o := sc.g.Pending().Options; o[0] != "You lose 3 life." || o[1] != "You sacrifice a creature and P1 draws a card." {
		t.Errorf("options %q", o)
	}
	sc.chooseIndex(0)
	sc.expectChoice(P3, ChooseOption)
	sc.chooseIndex(1)
	sc.passUntilResolved()
	sc.expectLife(P2, 17)
	sc.expectLife(P3, 20)
	sc.expectZone(bear, ZoneGraveyard)
	sc.expectHandSize(P1, hand+1)
}

// An option of only sacrifices the opponent cannot do may not be chosen.
func TestImpossibleOptionCannotBeChosen(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 2)
	sc.schemes(P1, defs["Plot of Tribute"])
	sc.setInMotion(P1)
	sc.resolveTop()
	sc.expectChoice(P2, ChooseOption)
	if acts := sc.legal(); len(acts) != 1 || acts[0].Index != 0 {
		t.Fatalf("legal %+v, want only option 0 (P2 has no creature)", acts)
	}
	sc.chooseIndex(0)
	sc.expectLife(P2, 17)
}

// Inside an option, damage who:you hits the choosing opponent and create
// makes the scheme owner's tokens.
func TestOptionDamageAndTokens(t *testing.T) {
	defs := archenemyDefs(t)
	sc := newArchenemy(t, 2)
	sc.schemes(P1, defs["Tax the Pantry"])
	sc.setInMotion(P1)
	sc.resolveTop()
	sc.chooseIndex(1)
	sc.passUntilResolved()
	sc.expectLife(P2, 18)
	imps := 0
	for _, id := range sc.g.bf {
		if o := sc.g.objs[id]; o.Def.Name == "Cellar Imp" && o.Controller == P1 {
			imps++
		}
	}
	if imps != 1 {
		t.Errorf("%d imps for the owner, want 1", imps)
	}
}

// answerTo passes priority, declares no attackers or blockers and answers
// every choice with its first legal action until the game is in step s.
func (sc *scenario) answerTo(s Step) {
	sc.t.Helper()
	for i := 0; i < 5000; i++ {
		if sc.g.Over() {
			sc.t.Fatalf("answerTo %v: the game ended", s)
		}
		if sc.g.step == s && sc.g.Pending().Kind == DecidePriority {
			return
		}
		switch d := sc.g.Pending(); d.Kind {
		case DecidePriority:
			sc.apply(act(ActPass))
		case DecideAttackers:
			sc.apply(act(ActAttackDone))
		case DecideBlockers:
			sc.apply(act(ActBlockDone))
		default:
			sc.apply(sc.legal()[0])
		}
	}
	sc.t.Fatalf("answerTo %v: never reached", s)
}

// A face-up scheme's cost change works from the command zone (904.8).
func TestSchemeCostChangeWorksFromTheCommandZone(t *testing.T) {
	tax := &card.Def{Name: "Toll of the Pantry", Types: card.Types(card.Scheme), Super: card.Supertypes(card.Ongoing),
		Abilities: []card.Ability{static(card.StaticAbility{CostChange: true, CostDelta: 1, SpellFilter: card.SpellTarget, Whose: card.OpponentControls})}}
	sc := newArchenemy(t, 2)
	sc.schemes(P1, tax)
	sc.setInMotion(P1)
	bear := sc.hand(P2, tBear)
	if c := sc.g.spellCost(P2, sc.g.objs[bear].Def); c.Generic != 2 {
		t.Errorf("the bear costs %v with the tax scheme face up, want {2}{G}", c)
	}
	if c := sc.g.spellCost(P1, tBear); c.Generic != 1 {
		t.Errorf("the scheme taxes its owner: %v", c)
	}
}

// The order of copies of one trigger cannot matter (TriggerOrderMatters
// is false): Bitter Tithe triggering for two creatures of one player; it
// does when the copies name different players.
func TestCopiesOfOneTriggerAreInAnyOrder(t *testing.T) {
	for _, split := range []bool{false, true} {
		defs := archenemyDefs(t)
		sc := newArchenemy(t, 3)
		sc.schemes(P1, defs["Bitter Tithe"], defs["Plot of Plenty"])
		sc.setInMotion(P1)
		a := sc.battlefield(P2, tBear)
		owner := P2
		if split {
			owner = P3
		}
		b := sc.battlefield(owner, tOgre)
		sc.nextTurn()
		sc.passToStep(StepAttackers)
		sc.apply(attackAct(a, P1))
		if split {
			sc.apply(act(ActAttackDone))
		}
		sc.apply(attackAct(b, P1))
		sc.doneAttacking()
		sc.doneBlocking()
		for i := 0; i < 50 && sc.g.Pending().Purpose != ChooseTriggerOrder; i++ {
			sc.apply(act(ActPass))
		}
		sc.expectChoice(P1, ChooseTriggerOrder)
		if got := sc.g.TriggerOrderMatters(); got != split {
			t.Errorf("two creatures of %d players: the order matters %v, want %v", map[bool]int{false: 1, true: 2}[split], got, split)
		}
	}
}

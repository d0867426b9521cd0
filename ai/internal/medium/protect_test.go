package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// trickCards are the instants and creatures of the tests of playing
// around tricks and protecting creatures.
const trickCards = `
card: Test Shock
type: Instant
rarity: common
cost: {1}{R}
spell: damage 3 target:creature

card: Test Doom
type: Instant
rarity: common
cost: {1}{B}
spell: destroy target:creature

card: Test Growth
type: Instant
rarity: common
cost: {G}
spell: pump +3/+3 target:creature

card: Test Recall
type: Instant
rarity: common
cost: {U}
spell: bounce target:creature

card: Test Troll
type: Creature — Troll
rarity: common
cost: {2}{G}
pt: 3/3
activate: {1}{G} -> pump indestructible self

card: Test Brawl
type: Instant
rarity: common
cost: {1}{G}
spell: fight target:creature/opponent target:creature/you
`

// removalOnStack is seat 0's priority while seat 1's removal spell (a
// card named spell) targets seat 0's creature named mine (ID 1); seat 0
// holds hand, and seat 1 has a 2/2 (ID 2).
func removalOnStack(t *testing.T, spell, mine string, hand ...string) *rules.View {
	c := aitest.SchemeCards(t, trickCards)
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, aitest.CreatureOn(1, c[mine], 0), aitest.CreatureOn(2, c["Test Bear"], 1))
	v.Active, v.Step = 1, rules.StepMain1
	for i, n := range hand {
		v.Players[0].Hand = append(v.Players[0].Hand, rules.CardView{ID: rules.ObjID(20 + i), Def: c[n], Owner: 0, Controller: 0, Zone: rules.ZoneHand})
	}
	v.Players[0].HandCount = len(hand)
	targets := []rules.Target{{Player: rules.NoSeat, Obj: 1}}
	if spell == "Test Brawl" {
		targets = []rules.Target{{Player: rules.NoSeat, Obj: 2}, {Player: rules.NoSeat, Obj: 1}}
	}
	v.Stack = []rules.StackView{{Source: rules.CardView{ID: 10, Def: c[spell], Owner: 1, Controller: 1, Zone: rules.ZoneStack},
		Controller: 1, IsSpell: true, Ability: -1, Targets: targets}}
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	return v
}

// responseTo is what p does with priority on v: every card in hand may
// be cast and every ability of seat 0's creatures activated.
func responseTo(p *Policy, v *rules.View) rules.Action {
	legal := []rules.Action{{Kind: rules.ActPass, Obj: rules.NoObj}}
	for _, h := range v.Players[0].Hand {
		legal = append(legal, rules.Action{Kind: rules.ActCast, Obj: h.ID})
	}
	for _, c := range v.Battlefield {
		if c.Controller == 0 {
			for i, ab := range c.Def.Abilities {
				if ab.Kind == card.Activated {
					legal = append(legal, rules.Action{Kind: rules.ActActivate, Obj: c.ID, Index: int16(i)})
				}
			}
		}
	}
	return p.Choose(NewBoard(v), legal)
}

// withoutProtect is the medium policy without answers to removal.
func withoutProtect() *Policy {
	p := NewPolicy(1, 2, nil, true)
	p.k.protect = false
	return p
}

func TestMediumSavesItsCreatureFromRemoval(t *testing.T) {
	cases := []struct {
		name, spell, mine, hand string
		want                    rules.ActionKind
	}{
		{"a pump against damage", "Test Shock", "Test Ogre", "Test Growth", rules.ActCast},
		{"a bounce against destroy", "Test Doom", "Test Giant", "Test Recall", rules.ActCast},
		{"indestructible against destroy", "Test Doom", "Test Troll", "", rules.ActActivate},
		{"a pump that wins a fight", "Test Brawl", "Test Bear", "Test Growth", rules.ActCast},
	}
	for _, tc := range cases {
		var hand []string
		if tc.hand != "" {
			hand = []string{tc.hand}
		}
		if a := responseTo(withoutProtect(), removalOnStack(t, tc.spell, tc.mine, hand...)); a.Kind != rules.ActPass {
			t.Errorf("%s: without protect medium does %v, want pass", tc.name, a.Kind)
		}
		if a := responseTo(NewPolicy(1, 2, nil, true), removalOnStack(t, tc.spell, tc.mine, hand...)); a.Kind != tc.want {
			t.Errorf("%s: medium does %v, want %v", tc.name, a.Kind, tc.want)
		}
	}
}

func TestMediumDoesNotWasteAPumpOnALostCause(t *testing.T) {
	// Destroy is not stopped by +3/+3: keep the card.
	if a := responseTo(NewPolicy(1, 2, nil, true), removalOnStack(t, "Test Doom", "Test Ogre", "Test Growth")); a.Kind != rules.ActPass {
		t.Errorf("medium answers destroy with a pump (%v), want pass", a.Kind)
	}
}

func TestProtectionTargetsTheThreatenedCreature(t *testing.T) {
	// Casting the pump in response, the target is the Ogre the Shock is
	// aimed at, not another creature of ours.
	c := aitest.SchemeCards(t, trickCards)
	v := removalOnStack(t, "Test Shock", "Test Ogre", "Test Growth")
	v.Battlefield = append(v.Battlefield, aitest.CreatureOn(3, c["Test Giant"], 0))
	g := v.Players[0].Hand[0]
	g.Zone = rules.ZoneStack
	v.Stack = append(v.Stack, rules.StackView{Source: g, Controller: 0, IsSpell: true, Ability: -1})
	v.Players[0].Hand = nil
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideTarget, Source: g.ID, Ability: -1}
	legal := []rules.Action{
		{Kind: rules.ActTarget, Obj: g.ID, Target: rules.Target{Player: rules.NoSeat, Obj: 3}},
		{Kind: rules.ActTarget, Obj: g.ID, Target: rules.Target{Player: rules.NoSeat, Obj: 1}},
		{Kind: rules.ActTarget, Obj: g.ID, Target: rules.Target{Player: rules.NoSeat, Obj: 2}},
	}
	if a := NewPolicy(1, 2, nil, true).Choose(NewBoard(v), legal); a.Target.Obj != 1 {
		t.Errorf("the pump goes to %v, want the Ogre (1)", a.Target.Obj)
	}
}

func TestPumpThenFightCountsThePump(t *testing.T) {
	// +2/+2 makes our 2/2 a 4/4 that kills the 3/3 and lives: worth a
	// card, though the 2/2 alone would lose the fight.
	c := aitest.SchemeCards(t, trickCards+`
card: Test Scuffle
type: Sorcery
rarity: common
cost: {1}{G}
spell: pump +2/+2 target:creature/you ; fight target:same target:creature/opponent
`)
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, aitest.CreatureOn(1, c["Test Bear"], 0), aitest.CreatureOn(2, c["Test Ogre"], 1))
	v.Step = rules.StepMain1
	v.Players[0].Hand = []rules.CardView{{ID: 20, Def: c["Test Scuffle"], Owner: 0, Controller: 0, Zone: rules.ZoneHand}}
	v.Players[0].HandCount = 1
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	legal := []rules.Action{{Kind: rules.ActPass, Obj: rules.NoObj}, {Kind: rules.ActCast, Obj: 20}}
	if a := NewPolicy(1, 2, nil, true).Choose(NewBoard(v), legal); a.Kind != rules.ActCast {
		t.Errorf("medium does %v with a pump-and-fight that wins, want cast", a.Kind)
	}
	b := NewBoard(v)
	d := c["Test Scuffle"]
	ab := cardvalue.SpellAbility(d)
	theirs := b.scoreTarget(d, ab, true, 20, 1, rules.Target{Player: rules.NoSeat, Obj: 2}, rules.Target{Player: rules.NoSeat, Obj: 1}, 0)
	if want := cardvalue.Creature(b.Obj(2)); theirs != want {
		t.Errorf("the Ogre as the second target scores %v, want its value %v (killed, ours lives)", theirs, want)
	}
}

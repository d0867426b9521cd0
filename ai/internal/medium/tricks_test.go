package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// combatCards are the lands and creatures of the tests of playing around
// tricks in combat.
const combatCards = `
card: Test Forest
type: Basic Land — Forest
rarity: basic
activate: {T} -> add {G}

card: Test Wall
type: Creature — Wall
rarity: common
cost: {1}{W}
pt: 1/3

card: Test Brute
type: Creature — Brute
rarity: common
cost: {3}{R}
pt: 4/3
`

// withForest adds an untapped (or tapped) land for seat s to v.
func withForest(t *testing.T, v *rules.View, s rules.Seat, tapped bool) {
	c := aitest.SchemeCards(t, combatCards)
	l := rules.CardView{ID: rules.ObjID(100 + len(v.Battlefield)), Def: c["Test Forest"], Owner: s, Controller: s,
		Zone: rules.ZoneBattlefield, Tapped: tapped, Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj}
	v.Battlefield = append(v.Battlefield, l)
}

// bearIntoWall is seat 0's declaration of attackers with a 2/2 against
// seat 1's 1/3, seat 1 holding a card and a land open or tapped out.
func bearIntoWall(t *testing.T, open bool) *rules.View {
	c := aitest.SchemeCards(t, combatCards)
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, aitest.CreatureOn(1, c["Test Bear"], 0), aitest.CreatureOn(2, c["Test Wall"], 1))
	v.Step = rules.StepAttackers
	v.Players[1].HandCount = 1
	withForest(t, v, 1, !open)
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideAttackers, Source: rules.NoObj}
	return v
}

func TestMediumDoesNotAttackIntoAWallAndATrick(t *testing.T) {
	// The 1/3 blocks the 2/2 safely; with +2/+2 it kills it and lives.
	// Against an open land and a card in hand the bear stays home, for
	// two damage is not worth it; against a tapped-out defender it goes.
	if n := attackersBy(t, NewPolicy(1, 2, nil, true), bearIntoWall(t, true)); n != 0 {
		t.Errorf("medium attacks into a 1/3 and an open land with %d creatures, want 0", n)
	}
	if n := attackersBy(t, NewPolicy(1, 2, nil, true), bearIntoWall(t, false)); n != 1 {
		t.Errorf("medium attacks into a tapped-out 1/3 with %d creatures, want 1", n)
	}
	p := NewPolicy(1, 2, nil, true)
	p.k.trickWary = false
	if n := attackersBy(t, p, bearIntoWall(t, true)); n != 1 {
		t.Errorf("without trickWary medium attacks with %d creatures, want 1", n)
	}
}

// ogreIntoBrute is seat 0's declaration of blockers: seat 1's 3/3 attacks
// and seat 0's 4/3 could trade with it; seat 1 holds a card and a land
// open or tapped out.
func ogreIntoBrute(t *testing.T, open bool) (*rules.View, []rules.Action) {
	c := aitest.SchemeCards(t, combatCards)
	a := aitest.CreatureOn(1, c["Test Ogre"], 1)
	a.Attacking, a.Tapped = 0, true
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, a, aitest.CreatureOn(2, c["Test Brute"], 0))
	v.Active, v.Step = 1, rules.StepBlockers
	v.Players[1].HandCount = 1
	withForest(t, v, 1, !open)
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideBlockers, Source: rules.NoObj}
	return v, []rules.Action{
		{Kind: rules.ActBlock, Obj: 2, Target: rules.Target{Player: rules.NoSeat, Obj: 1}},
		{Kind: rules.ActBlockDone, Obj: rules.NoObj, Target: rules.PlayerTarget(rules.NoSeat)},
	}
}

func TestMediumTradesWhenTheAttackerIsTappedOut(t *testing.T) {
	// The 4/3 is worth a little more than the 3/3: no trade while a trick
	// could come, a trade when the attacker's controller has no mana open.
	v, legal := ogreIntoBrute(t, true)
	if a := NewPolicy(1, 2, nil, true).Choose(NewBoard(v), legal); a.Kind != rules.ActBlockDone {
		t.Errorf("medium does %v against an attacker with mana open, want no block", a.Kind)
	}
	v, legal = ogreIntoBrute(t, false)
	if a := NewPolicy(1, 2, nil, true).Choose(NewBoard(v), legal); a.Kind != rules.ActBlock {
		t.Errorf("medium does %v against a tapped-out attacker, want a block", a.Kind)
	}
	p := NewPolicy(1, 2, nil, true)
	p.k.tappedTrade = 0
	if a := p.Choose(NewBoard(v), legal); a.Kind != rules.ActBlockDone {
		t.Errorf("without tappedTrade medium does %v, want no block", a.Kind)
	}
}

func TestShrinkThatKillsIsRemoval(t *testing.T) {
	// -2/-2 kills a 2/2: at the opponent's end step medium casts it as
	// removal, not keeping it for a fight as if it were a pump.
	c := aitest.SchemeCards(t, combatCards+`
card: Test Curdle
type: Instant
rarity: common
cost: {1}{B}
spell: pump -2/-2 target:creature
`)
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, aitest.CreatureOn(1, c["Test Ogre"], 0), aitest.CreatureOn(2, c["Test Bear"], 1))
	v.Active, v.Step = 1, rules.StepEnd
	v.Players[0].Hand = []rules.CardView{{ID: 20, Def: c["Test Curdle"], Owner: 0, Controller: 0, Zone: rules.ZoneHand}}
	v.Players[0].HandCount = 1
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	legal := []rules.Action{{Kind: rules.ActPass, Obj: rules.NoObj}, {Kind: rules.ActCast, Obj: 20}}
	if a := NewPolicy(1, 2, nil, true).Choose(NewBoard(v), legal); a.Kind != rules.ActCast {
		t.Errorf("medium does %v with -2/-2 and a foe's 2/2 at its end step, want cast", a.Kind)
	}
	b := NewBoard(v)
	ab := cardvalue.SpellAbility(c["Test Curdle"])
	if s := b.scoreTarget(c["Test Curdle"], ab, true, 20, 0, rules.Target{Player: rules.NoSeat, Obj: 2}, rules.PlayerTarget(rules.NoSeat), 0); s != cardvalue.Creature(b.Obj(2)) {
		t.Errorf("-2/-2 on the 2/2 scores %v, want its value %v", s, cardvalue.Creature(b.Obj(2)))
	}
	if s := b.scoreTarget(c["Test Curdle"], ab, true, 20, 0, rules.Target{Player: rules.NoSeat, Obj: 1}, rules.PlayerTarget(rules.NoSeat), 0); s >= 0 {
		t.Errorf("-2/-2 on our own 3/3 scores %v, want less than 0", s)
	}
}

func TestMediumAttacksIntoABlockerWithAPumpInHand(t *testing.T) {
	// A 2/2 into a 3/3 loses, unless +3/+3 in hand (and a Forest open)
	// makes the block the 3/3's death.
	v := func(pump bool) *rules.View {
		c := aitest.SchemeCards(t, combatCards+trickCards)
		v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, aitest.CreatureOn(1, c["Test Bear"], 0), aitest.CreatureOn(2, c["Test Ogre"], 1))
		v.Step = rules.StepAttackers
		withForest(t, v, 0, false)
		if pump {
			v.Players[0].Hand = []rules.CardView{{ID: 20, Def: c["Test Growth"], Owner: 0, Controller: 0, Zone: rules.ZoneHand}}
			v.Players[0].HandCount = 1
		}
		v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideAttackers, Source: rules.NoObj}
		return v
	}
	if n := attackersBy(t, NewPolicy(1, 2, nil, true), v(false)); n != 0 {
		t.Errorf("with no pump the 2/2 attacks into the 3/3 (%d attackers), want 0", n)
	}
	if n := attackersBy(t, NewPolicy(1, 2, nil, true), v(true)); n != 1 {
		t.Errorf("with +3/+3 in hand %d creatures attack into the 3/3, want 1", n)
	}
	p := NewPolicy(1, 2, nil, true)
	p.k.ownTrick = false
	if n := attackersBy(t, p, v(true)); n != 0 {
		t.Errorf("without ownTrick %d creatures attack, want 0", n)
	}
}

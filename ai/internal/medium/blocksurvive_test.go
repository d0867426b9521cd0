package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// surviveCards are the creatures of the tests of blocking to survive,
// keeping defence and the mulligan.
const surviveCards = `
card: Test Wurm
type: Creature — Wurm
rarity: common
cost: {5}{G}
pt: 9/9
keywords: trample

card: Test Cutthroat
type: Creature — Rogue
rarity: common
cost: {2}{B}
pt: 4/2
keywords: menace

card: Test Sprout
type: Creature — Plant
rarity: common
cost: {G}
pt: 0/1

card: Test Ox
type: Creature — Ox
rarity: common
cost: {2}{G}
pt: 3/3

card: Test Goose
type: Creature — Bird
rarity: common
cost: {1}{W}
pt: 3/3
keywords: flying

card: Test Raven
type: Creature — Bird
rarity: common
cost: {2}{B}
pt: 4/2
keywords: flying, menace

card: Test Spider
type: Creature — Spider
rarity: common
cost: {1}{G}
pt: 1/3
keywords: reach

card: Test Owl
type: Sorcery
rarity: common
cost: {1}{U}
spell: draw 1
`

// blocksAgainst is the blocks medium (or with knobs changed by tweak)
// plans at life against seat 1's attackers, with seat 0's blockers.
func blocksAgainst(t *testing.T, life int, tweak func(*knobs), attackers []string, blockers []string) map[rules.ObjID]rules.ObjID {
	t.Helper()
	return blocksAfter(t, life, tweak, attackers, blockers, nil)
}

// blocksAfter is blocksAgainst once the blocks in declared (blocker to
// attacker, by ID) have been declared.
func blocksAfter(t *testing.T, life int, tweak func(*knobs), attackers []string, blockers []string, declared map[rules.ObjID]rules.ObjID) map[rules.ObjID]rules.ObjID {
	t.Helper()
	c := aitest.SchemeCards(t, surviveCards)
	var bf []rules.CardView
	id := rules.ObjID(1)
	var att, blk []rules.ObjID
	for _, n := range attackers {
		a := aitest.CreatureOn(id, c[n], 1)
		a.Attacking, a.Tapped, a.Keywords = 0, true, c[n].Keywords
		bf, att = append(bf, a), append(att, id)
		id++
	}
	for _, n := range blockers {
		bl := aitest.CreatureOn(id, c[n], 0)
		bl.Keywords = c[n].Keywords
		if a, ok := declared[id]; ok {
			bl.Blocking = a
		}
		bf, blk = append(bf, bl), append(blk, id)
		id++
	}
	v := aitest.TableView(0, []int{0, 1}, []int{life, 20}, bf...)
	v.Active, v.Step = 1, rules.StepAttackers
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideBlockers, Source: rules.NoObj}
	b := NewBoard(v)
	var legal []rules.Action
	for _, bl := range blk {
		if _, ok := declared[bl]; ok {
			continue
		}
		for _, a := range att {
			if !b.canBlock(b.Obj(bl), b.Obj(a)) {
				continue
			}
			legal = append(legal, rules.Action{Kind: rules.ActBlock, Obj: bl, Target: rules.Target{Player: rules.NoSeat, Obj: a}})
		}
	}
	legal = append(legal, rules.Action{Kind: rules.ActBlockDone, Obj: rules.NoObj})
	p := NewPolicy(1, 2, nil, true)
	if tweak != nil {
		tweak(&p.k)
	}
	out := map[rules.ObjID]rules.ObjID{}
	for _, pr := range p.planBlocks(b, legal) {
		out[pr.blocker] = pr.attacker
	}
	return out
}

func TestMediumBlocksATramplerWithToughness(t *testing.T) {
	// 9 trample at 8 life: the 0/1 lets 8 through, the 3/3 only 6.
	got := blocksAgainst(t, 8, nil, []string{"Test Wurm"}, []string{"Test Sprout", "Test Ox"})
	if _, ok := got[3]; !ok || len(got) != 1 {
		t.Errorf("blocks %v, want the Ox (3) alone on the Wurm", got)
	}
	old := blocksAgainst(t, 8, func(k *knobs) { k.survive = false }, []string{"Test Wurm"}, []string{"Test Sprout", "Test Ox"})
	if _, ok := old[2]; !ok {
		t.Errorf("without survive the blocks are %v; the test expects the old chump with the cheapest (2)", old)
	}
}

func TestMediumDoubleBlocksALethalMenace(t *testing.T) {
	// Two 4-power menace attackers at 6 life: only two blockers together
	// stop one of them.
	got := blocksAgainst(t, 6, nil, []string{"Test Cutthroat", "Test Cutthroat"}, []string{"Test Sprout", "Test Ox"})
	if len(got) != 2 || got[3] != got[4] {
		t.Errorf("blocks %v, want both blockers on one Cutthroat", got)
	}
	if old := blocksAgainst(t, 6, func(k *knobs) { k.survive = false }, []string{"Test Cutthroat", "Test Cutthroat"}, []string{"Test Sprout", "Test Ox"}); len(old) != 0 {
		t.Errorf("without survive the blocks are %v; the test expects none", old)
	}
}

func TestMediumFinishesAMenaceDoubleBlock(t *testing.T) {
	// The Sprout (3) has been declared on the lethal menace Cutthroat (1),
	// as half of the double block above: the Ox (4) must join it, or the
	// Sprout does not block at all and 4 damage kills us at 4 life. At 20
	// life the Ox joins too, since the Sprout is already committed.
	for _, life := range []int{4, 20} {
		got := blocksAfter(t, life, nil, []string{"Test Cutthroat", "Test Ox"}, []string{"Test Sprout", "Test Ox"}, map[rules.ObjID]rules.ObjID{3: 1})
		if got[4] != 1 {
			t.Errorf("at %d life the new blocks are %v, want the Ox (4) on the Cutthroat (1) beside the Sprout", life, got)
		}
	}
}

func TestMediumCountsALoneMenaceBlockerAsNoBlock(t *testing.T) {
	// The Spider (3) is declared on the flying menace Raven (1), and no
	// other creature of ours can join it: the Raven's 4 is coming, so with
	// the trampling Wurm's 9 we die at 11 unless the Ox (4) stands in the
	// Wurm's way (6 through).
	got := blocksAfter(t, 11, nil, []string{"Test Raven", "Test Wurm"}, []string{"Test Spider", "Test Ox"}, map[rules.ObjID]rules.ObjID{3: 1})
	if got[4] != 2 {
		t.Errorf("the new blocks are %v, want the Ox (4) on the Wurm (2)", got)
	}
}

func TestMediumEatsBeforeTrading(t *testing.T) {
	// Their Ox (1) and Sprout (2) attack our Ox (3): the block that kills
	// the Sprout and lives comes before the trade with their Ox, which the
	// planner would otherwise make first (it goes by the attacker's value).
	if got := blocksAgainst(t, 20, nil, []string{"Test Ox", "Test Sprout"}, []string{"Test Ox"}); got[3] != 2 {
		t.Errorf("blocks %v, want our Ox (3) on the Sprout (2)", got)
	}
	if got := blocksAgainst(t, 20, func(k *knobs) { k.eatFirst = false }, []string{"Test Ox", "Test Sprout"}, []string{"Test Ox"}); got[3] != 1 {
		t.Errorf("without eatFirst the blocks are %v; the test expects the trade with their Ox (1)", got)
	}
}

func TestMediumRacesWhenNoDefenceHolds(t *testing.T) {
	// Their three flying 3/3s kill us at 9 whatever stays home, since our
	// Oxen cannot block them: attacking with both is no worse.
	c := aitest.SchemeCards(t, surviveCards)
	on := func(id rules.ObjID, n string, s rules.Seat) rules.CardView {
		v := aitest.CreatureOn(id, c[n], s)
		v.Keywords = c[n].Keywords
		return v
	}
	v := aitest.TableView(0, []int{0, 1}, []int{9, 20},
		on(1, "Test Ox", 0), on(2, "Test Ox", 0), on(3, "Test Goose", 1), on(4, "Test Goose", 1), on(5, "Test Goose", 1))
	b := NewBoard(v)
	p := NewPolicy(1, 2, nil, true)
	plan := []*rules.CardView{b.Obj(1), b.Obj(2)}
	if got := p.keepDefence(b, 1, plan); len(got) != 2 {
		t.Errorf("keeps %d attackers, want 2: staying home stops nothing", len(got))
	}
	// With a ground 3/3 of theirs instead of a Goose, at 7 life, both Oxen
	// stay home: one blocks it even if the other is removed first.
	v.Battlefield[4] = on(5, "Test Ox", 1)
	v.Players[0].Life = 7
	b = NewBoard(v)
	plan = []*rules.CardView{b.Obj(1), b.Obj(2)}
	if got := p.keepDefence(b, 1, plan); len(got) != 0 {
		t.Errorf("keeps %d attackers, want both home against the Ox", len(got))
	}
}

func TestCastsEnoughWantsColoursForTheSpells(t *testing.T) {
	c := aitest.SchemeCards(t, surviveCards+`
card: Forest
type: Basic Land — Forest
rarity: basic
activate: {T} -> add {G}

card: Island
type: Basic Land — Island
rarity: basic
activate: {T} -> add {U}
`)
	hand := func(names ...string) []*card.Def {
		var out []*card.Def
		for _, n := range names {
			out = append(out, c[n])
		}
		return out
	}
	if castsEnough(hand("Forest", "Forest", "Test Owl", "Test Owl", "Test Owl", "Test Goose", "Test Goose"), 2) {
		t.Error("two Forests cast blue and white spells")
	}
	if !castsEnough(hand("Forest", "Island", "Test Owl", "Test Ox", "Test Owl", "Test Goose", "Test Goose"), 2) {
		t.Error("Forest and Island do not cast the Owl and the Ox")
	}
	if castsEnough(hand("Forest", "Forest", "Test Sprout", "Test Owl", "Test Owl", "Test Goose", "Test Goose"), 2) {
		t.Error("two lands with one castable spell are kept")
	}
	if !castsEnough(hand("Forest", "Forest", "Forest", "Test Ox", "Test Owl", "Test Owl", "Test Goose"), 3) {
		t.Error("three Forests and an Ox are not kept")
	}
}

func TestEasyNoiseNeverKillsItsOwnCreature(t *testing.T) {
	// With only its own creature to aim at, Test Doom is left out of the
	// easy player's random actions; with an opposing one it stays in.
	c := aitest.SchemeCards(t, trickCards)
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, aitest.CreatureOn(1, c["Test Bear"], 0))
	v.Step = rules.StepMain1
	v.Players[0].Hand = []rules.CardView{{ID: 20, Def: c["Test Doom"], Owner: 0, Controller: 0, Zone: rules.ZoneHand}}
	v.Players[0].HandCount = 1
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	legal := []rules.Action{{Kind: rules.ActPass, Obj: rules.NoObj}, {Kind: rules.ActCast, Obj: 20}}
	p := NewPolicy(1, 2, nil, false)
	if got := p.harmless(NewBoard(v), legal); len(got) != 1 || got[0].Kind != rules.ActPass {
		t.Errorf("harmless keeps %v, want only the pass", got)
	}
	v.Battlefield = append(v.Battlefield, aitest.CreatureOn(2, c["Test Bear"], 1))
	if got := p.harmless(NewBoard(v), legal); len(got) != 2 {
		t.Errorf("harmless keeps %v, want the pass and the cast", got)
	}
}

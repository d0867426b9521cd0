package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// teamPumpCards are the cards of the tests of a sorcery-speed team pump.
const teamPumpCards = `
card: Test Stampede
type: Sorcery
rarity: uncommon
cost: {3}{G}
spell: pump +2/+2 trample each:creature/you

card: Test Wisp
type: Creature — Spirit
rarity: common
cost: {W}
pt: 1/1

card: Test Wall
type: Creature — Wall
rarity: common
cost: {1}{W}
pt: 0/5
keywords: defender
`

// teamPumpTurn is seat 0's first main phase with Test Stampede (ID 20)
// in hand, two 3/3s of its own that can attack, and seat 1 at life with
// a 1/1.
func teamPumpTurn(t *testing.T, step rules.Step, life int) *rules.View {
	c := aitest.SchemeCards(t, trickCards+teamPumpCards)
	v := aitest.TableView(0, []int{0, 1}, []int{20, life}, aitest.CreatureOn(1, c["Test Ogre"], 0), aitest.CreatureOn(2, c["Test Ogre"], 0), aitest.CreatureOn(3, c["Test Wisp"], 1))
	v.Step = step
	v.Players[0].Hand = []rules.CardView{{ID: 20, Def: c["Test Stampede"], Owner: 0, Controller: 0, Zone: rules.ZoneHand}}
	v.Players[0].HandCount = 1
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	return v
}

func TestMediumCastsATeamPumpSorceryForLethal(t *testing.T) {
	cases := []struct {
		name string
		step rules.Step
		life int
		want rules.ActionKind
	}{
		// Two 5/5 tramplers: the 1/1 soaks 1, 9 damage gets through.
		{"the pumped attack kills", rules.StepMain1, 9, rules.ActCast},
		{"the pumped attack does not kill", rules.StepMain1, 10, rules.ActPass},
		{"after combat it pumps nothing", rules.StepMain2, 9, rules.ActPass},
	}
	for _, tc := range cases {
		if a := responseTo(NewPolicy(1, 2, nil, true), teamPumpTurn(t, tc.step, tc.life)); a.Kind != tc.want {
			t.Errorf("%s: medium does %v, want %v", tc.name, a.Kind, tc.want)
		}
	}
}

func TestTeamPumpCountsNoDefenderAsAnAttacker(t *testing.T) {
	// A 5/5 trampler and a pumped wall (2/7, but a defender) against a
	// 1/1 at 6 life: only the trampler attacks, and 4 get through.
	c := aitest.SchemeCards(t, trickCards+teamPumpCards)
	v := teamPumpTurn(t, rules.StepMain1, 6)
	v.Battlefield[1] = aitest.CreatureOn(2, c["Test Wall"], 0)
	v.Battlefield[1].Keywords = c["Test Wall"].Keywords
	if a := responseTo(NewPolicy(1, 2, nil, true), v); a.Kind != rules.ActPass {
		t.Errorf("medium does %v, want pass", a.Kind)
	}
}

func TestDamageThroughCountsATramplersExcess(t *testing.T) {
	// A 5/5 trampler and a 3/3 into one 1/1: the defender blocks the
	// 3/3 (it stops 3, against 1 of the trampler), 5 get through.
	c := aitest.SchemeCards(t, trickCards+teamPumpCards)
	v := teamPumpTurn(t, rules.StepMain1, 20)
	b := NewBoard(v)
	big := *b.Obj(1)
	big.Power, big.Toughness, big.Keywords = 5, 5, big.Keywords|c["Test Stampede"].Abilities[0].Effects[0].Keywords
	if got := b.damageThrough(1, []*rules.CardView{&big, b.Obj(2)}, b.UntappedBlockers(1)); got != 5 {
		t.Errorf("damage through = %d, want 5", got)
	}
}

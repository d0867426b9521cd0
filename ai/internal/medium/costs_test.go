package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// costCards are the cards of the tests of abilities paid with life or
// a discard.
const costCards = `
card: Test Adept
type: Creature — Human Warlock
rarity: common
cost: {1}{B}
pt: 2/1
activate: {T}, pay-life:2 -> draw 1

card: Test Looter
type: Creature — Goblin
rarity: common
cost: {1}{R}
pt: 1/2
activate: {T}, discard:1 -> draw 1

card: Test Stirrer
type: Creature — Zombie
rarity: common
cost: {1}{B}{G}
pt: 2/3
activate: {1}, sacrifice:artifact -> damage 2 target:creature

card: Test Trinket
type: Artifact
rarity: common
cost: {1}

card: Test Marsh
type: Basic Land — Swamp
rarity: basic
`

// endStepWith is seat 0's priority at seat 1's end step, at life, with
// the creature named who (ID 1) untapped, lands Test Marshes of its own
// and hand in hand.
func endStepWith(t *testing.T, who string, life, lands int, hand ...string) *rules.View {
	c := aitest.SchemeCards(t, costCards)
	v := aitest.TableView(0, []int{0, 1}, []int{life, 20}, aitest.CreatureOn(1, c[who], 0))
	for i := 0; i < lands; i++ {
		v.Battlefield = append(v.Battlefield, rules.CardView{ID: rules.ObjID(30 + i), Def: c["Test Marsh"], Owner: 0, Controller: 0, Zone: rules.ZoneBattlefield, Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj})
	}
	for i, n := range hand {
		v.Players[0].Hand = append(v.Players[0].Hand, rules.CardView{ID: rules.ObjID(20 + i), Def: c[n], Owner: 0, Controller: 0, Zone: rules.ZoneHand})
	}
	v.Players[0].HandCount = len(hand)
	v.Players[0].LibraryCount, v.Players[1].LibraryCount = 40, 40
	v.Active, v.Step = 1, rules.StepEnd
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	return v
}

func TestMediumPaysForACardWhatItCanSpare(t *testing.T) {
	cases := []struct {
		name  string
		who   string
		life  int
		Lands int
		hand  []string
		want  rules.ActionKind
	}{
		{"two life for a card at 20 life", "Test Adept", 20, 3, nil, rules.ActActivate},
		{"not at 4 life", "Test Adept", 4, 3, nil, rules.ActPass},
		{"a land too many for a card", "Test Looter", 20, 8, []string{"Test Marsh"}, rules.ActActivate},
		{"not a land still needed", "Test Looter", 20, 2, []string{"Test Marsh"}, rules.ActPass},
	}
	for _, tc := range cases {
		if a := responseTo(NewPolicy(1, 2, nil, true), endStepWith(t, tc.who, tc.life, tc.Lands, tc.hand...)); a.Kind != tc.want {
			t.Errorf("%s: medium does %v, want %v", tc.name, a.Kind, tc.want)
		}
	}
}

func TestMediumSacrificesAnArtifactThatIsNoCreature(t *testing.T) {
	// The Stirrer's ability may sacrifice the Trinket, an artifact but no
	// creature: their 2/2 for a trinket is worth it.
	c := aitest.SchemeCards(t, trickCards+costCards)
	v := endStepWith(t, "Test Stirrer", 20, 3)
	v.Battlefield = append(v.Battlefield, rules.CardView{ID: 9, Def: c["Test Trinket"], Owner: 0, Controller: 0, Zone: rules.ZoneBattlefield, Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj},
		aitest.CreatureOn(8, c["Test Bear"], 1))
	if a := responseTo(NewPolicy(1, 2, nil, true), v); a.Kind != rules.ActActivate {
		t.Errorf("medium does %v, want activate", a.Kind)
	}
}

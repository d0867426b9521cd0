package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// landTestCards are a gate that enters tapped and spells of two colours
// for the land-play scenarios, beside liveTestSet's basic lands.
const landTestCards = `
card: Test Gate
type: Land
rarity: uncommon
enters: tapped
activate: {T} -> add {B}/{R}

card: Test Raider
type: Creature — Goblin
rarity: common
cost: {1}{B}{R}
pt: 3/2

card: Test Ghoul
type: Creature — Zombie
rarity: common
cost: {1}{B}
pt: 2/2

card: Test Brute
type: Creature — Ogre
rarity: common
cost: {3}{B}
pt: 4/4
`

// landChosen returns the name of the land the medium policy plays with
// lands on the battlefield and hand in hand, every land in hand playable.
func landChosen(t *testing.T, c map[string]*card.Def, lands, hand []string) string {
	t.Helper()
	var bf []rules.CardView
	for i, name := range lands {
		bf = append(bf, rules.CardView{ID: rules.ObjID(100 + i), Def: c[name], Owner: 0, Controller: 0, Zone: rules.ZoneBattlefield,
			Attacking: rules.NoSeat, Blocking: rules.NoObj, AttachedTo: rules.NoObj})
	}
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, bf...)
	v.Step = rules.StepMain1
	legal := []rules.Action{{Kind: rules.ActPass, Obj: rules.NoObj}}
	for i, name := range hand {
		id := rules.ObjID(200 + i)
		v.Players[0].Hand = append(v.Players[0].Hand, rules.CardView{ID: id, Def: c[name], Owner: 0, Controller: 0, Zone: rules.ZoneHand})
		if c[name].IsLand() {
			legal = append(legal, rules.Action{Kind: rules.ActPlayLand, Obj: id})
		}
	}
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	p := NewPolicy(1, 0, nil, true)
	a, ok := p.chooseLand(NewBoard(v), legal)
	if !ok {
		t.Fatalf("no land chosen from %v", hand)
	}
	return v.Players[0].Hand[a.Obj-200].Def.Name
}

// Two swamps out and a black-red creature in hand: the mountain lets it
// be cast now, a third swamp does not, though the hand has more black
// symbols than red.
func TestMediumPlaysTheLandItsSpellIsMissing(t *testing.T) {
	c := liveCards(t, landTestCards)
	got := landChosen(t, c, []string{"Test Swamp", "Test Swamp"},
		[]string{"Test Raider", "Test Brute", "Test Ghoul", "Test Swamp", "Test Mountain"})
	if got != "Test Mountain" {
		t.Errorf("medium plays %s, want the Test Mountain that casts its Test Raider", got)
	}
}

// A land that enters tapped goes down on a turn when its mana would buy
// nothing, and waits when an untapped land casts a spell now.
func TestMediumPlaysTheTappedLandWhenItCostsNothing(t *testing.T) {
	c := liveCards(t, landTestCards)
	if got := landChosen(t, c, []string{"Test Swamp"}, []string{"Test Ghoul", "Test Gate", "Test Swamp"}); got != "Test Swamp" {
		t.Errorf("with a two-drop to cast, medium plays %s, want the untapped Test Swamp", got)
	}
	if got := landChosen(t, c, []string{"Test Swamp"}, []string{"Test Brute", "Test Gate", "Test Swamp"}); got != "Test Gate" {
		t.Errorf("with nothing to cast this turn, medium plays %s, want the tapped Test Gate", got)
	}
}

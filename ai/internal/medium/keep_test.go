package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// keepCards are the cards of the tests of which card a hand gives up.
const keepCards = `
card: Test Swamp
type: Basic Land — Swamp
rarity: basic
activate: {T} -> add {B}

card: Test Grunt
type: Creature — Human
rarity: common
cost: {1}{B}
pt: 2/2

card: Test Doom
type: Instant
rarity: uncommon
cost: {1}{B}{B}
spell: destroy target:creature
`

// givenUp is the card (by name) seat 0 chooses for purpose from a hand of
// three Swamps, a Grunt and a Doom, medium's knobs changed by tweak.
func givenUp(t *testing.T, purpose rules.Purpose, tweak func(*knobs)) string {
	t.Helper()
	c := aitest.SchemeCards(t, keepCards)
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20})
	var legal []rules.Action
	for i, n := range []string{"Test Swamp", "Test Swamp", "Test Swamp", "Test Grunt", "Test Doom"} {
		id := rules.ObjID(20 + i)
		v.Players[0].Hand = append(v.Players[0].Hand, rules.CardView{ID: id, Def: c[n], Owner: 0, Controller: 0, Zone: rules.ZoneHand})
		legal = append(legal, rules.Action{Kind: rules.ActChoose, Obj: id, Target: rules.PlayerTarget(rules.NoSeat)})
	}
	v.Players[0].HandCount = len(v.Players[0].Hand)
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecideChoice, Purpose: purpose, Count: 1, Source: rules.NoObj}
	p := NewPolicy(1, 2, nil, true)
	if tweak != nil {
		tweak(&p.k)
	}
	a := p.choice(NewBoard(v), legal)
	for _, h := range v.Players[0].Hand {
		if h.ID == a.Obj {
			return h.Def.Name
		}
	}
	return "nothing"
}

func TestMediumKeepsRemovalOverABear(t *testing.T) {
	// After a mulligan, or discarding, the vanilla 2/2 goes before the
	// card that destroys a creature (three lands are kept either way).
	for _, purpose := range []rules.Purpose{rules.ChooseBottom, rules.ChooseDiscard} {
		if got := givenUp(t, purpose, nil); got != "Test Grunt" {
			t.Errorf("%v: gives up %s, want Test Grunt", purpose, got)
		}
		if got := givenUp(t, purpose, func(k *knobs) { k.rateSpells = false }); got != "Test Doom" {
			t.Errorf("%v without rateSpells: gives up %s; the test expects the old choice, Test Doom", purpose, got)
		}
	}
}

package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
)

// copyCards are the spells of the tests of copying a spell.
const copyCards = `
card: Test Echo
type: Instant
rarity: rare
cost: {U}{U}
spell: copy target:instant-or-sorcery-spell

card: Test Insight
type: Sorcery
rarity: common
cost: {2}{U}
spell: draw 2

card: Test Scorch
type: Sorcery
rarity: common
cost: {3}{R}
spell: damage 2 each:creature/opponent
`

// spellToCopy is seat 0's priority, holding Test Echo (ID 20), while the
// spell named spell, controlled by seat by and aimed at targets, waits on
// the stack. Seat 0 has a 3/3 (ID 1), seat 1 two 2/2s (IDs 2 and 3).
func spellToCopy(t *testing.T, spell string, by rules.Seat, targets ...rules.Target) *rules.View {
	c := aitest.SchemeCards(t, trickCards+copyCards)
	v := aitest.TableView(0, []int{0, 1}, []int{20, 20}, aitest.CreatureOn(1, c["Test Ogre"], 0), aitest.CreatureOn(2, c["Test Bear"], 1), aitest.CreatureOn(3, c["Test Bear"], 1))
	v.Active, v.Step = by, rules.StepMain1
	v.Players[0].Hand = []rules.CardView{{ID: 20, Def: c["Test Echo"], Owner: 0, Controller: 0, Zone: rules.ZoneHand}}
	v.Players[0].HandCount = 1
	v.Players[1].HandCount = 3
	v.Players[0].LibraryCount, v.Players[1].LibraryCount = 40, 40
	v.Stack = []rules.StackView{{Source: rules.CardView{ID: 10, Def: c[spell], Owner: by, Controller: by, Zone: rules.ZoneStack},
		Controller: by, IsSpell: true, Ability: -1, Targets: targets}}
	v.Pending = rules.Decision{Seat: 0, Kind: rules.DecidePriority, Source: rules.NoObj}
	return v
}

func TestMediumCopiesASpellWhenTheCopyGains(t *testing.T) {
	on := func(id rules.ObjID) rules.Target { return rules.Target{Player: rules.NoSeat, Obj: id} }
	cases := []struct {
		name    string
		spell   string
		by      rules.Seat
		targets []rules.Target
		want    rules.ActionKind
	}{
		{"our own draw spell: two more cards", "Test Insight", 0, nil, rules.ActCast},
		{"their sweeper: ours hits their creatures", "Test Scorch", 1, nil, rules.ActCast},
		{"their burn at our creature: it would burn it again", "Test Shock", 1, []rules.Target{on(1)}, rules.ActPass},
		{"our own removal: its target dies once", "Test Doom", 0, []rules.Target{on(2)}, rules.ActPass},
	}
	for _, tc := range cases {
		if a := responseTo(NewPolicy(1, 2, nil, true), spellToCopy(t, tc.spell, tc.by, tc.targets...)); a.Kind != tc.want {
			t.Errorf("%s: medium does %v, want %v", tc.name, a.Kind, tc.want)
		}
	}
}

func TestCopyValueCountsAKillOnlyTheTwoDamagesMake(t *testing.T) {
	// Our Shock (3 damage) at their 5/5: the copy's 3 more kill it. At
	// their 2/2 the original kills it alone.
	c := aitest.SchemeCards(t, trickCards+copyCards)
	on := func(id rules.ObjID) rules.Target { return rules.Target{Player: rules.NoSeat, Obj: id} }
	v := spellToCopy(t, "Test Shock", 0, on(4))
	v.Battlefield = append(v.Battlefield, aitest.CreatureOn(4, c["Test Giant"], 1))
	b := NewBoard(v)
	if got := b.copyValue(&v.Stack[0].Source); got < 3 {
		t.Errorf("copy of a Shock at a 5/5 gains %.2f, want the Giant's worth", got)
	}
	v.Stack[0].Targets = []rules.Target{on(2)}
	if got := NewBoard(v).copyValue(&v.Stack[0].Source); got != 0 {
		t.Errorf("copy of a Shock at a 2/2 gains %.2f, want 0", got)
	}
}

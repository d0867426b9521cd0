package gamelog_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/rules"
)

const schemeCards = `set: Log Schemes
code: LOGS

card: Grizzled Bear
cost: {1}{R}
type: Creature — Bear
pt: 2/2
rarity: common

card: The Larder Is Mine
type: Scheme
rarity: common
trigger: set-in-motion -> each-opponent-chooses (lose-life 3) or (discard 1 ; draw 1 who:owner)
`

func TestDescribeSchemes(t *testing.T) {
	set, err := card.Parse("s.cards", strings.NewReader(schemeCards))
	if err != nil {
		t.Fatal(err)
	}
	deck := make([]*card.Def, 20)
	for i := range deck {
		deck[i] = set.Cards[0]
	}
	g, err := rules.New(rules.Setup{Players: []rules.PlayerSetup{
		{Deck: deck, Command: []*card.Def{set.Cards[1]}}, {Deck: deck, Team: 1},
	}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	scheme := rules.ObjID(20) // after seat 1's deck
	motion := func(m rules.SchemeMotion) rules.Event {
		e := move(scheme, 0, rules.ZoneCommand, rules.ZoneCommand)
		e.Amount = int(m)
		return e
	}
	choose := ev(rules.EvChoose, 1, scheme)
	choose.Amount = 1
	for _, tc := range []struct {
		e    rules.Event
		want string
	}{
		{motion(rules.SchemeSetInMotion), "P1 sets The Larder Is Mine in motion."},
		{motion(rules.SchemeToBottom), "The Larder Is Mine goes to the bottom of P1's scheme deck."},
		{motion(rules.SchemeAbandoned), "P1 abandons The Larder Is Mine."},
		{choose, "P2 chooses for The Larder Is Mine: they discard a card and P1 draws a card."},
	} {
		if got := gamelog.Describe(g, tc.e, 1); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
	// With names, a seat named You is spoken to, on either side.
	for _, tc := range []struct {
		owner, chooser, want string
	}{
		{"Ada", "Bo", "Bo chooses for The Larder Is Mine: they discard a card and Ada draws a card."},
		{"Ada", "You", "You choose for The Larder Is Mine: you discard a card and Ada draws a card."},
		{"You", "Bo", "Bo chooses for The Larder Is Mine: they discard a card and you draw a card."},
	} {
		named, err := rules.New(rules.Setup{Players: []rules.PlayerSetup{
			{Name: tc.owner, Deck: deck, Command: []*card.Def{set.Cards[1]}}, {Name: tc.chooser, Deck: deck, Team: 1},
		}}, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := gamelog.Lines(named, []rules.Event{choose}, 1, gamelog.WithNames()); len(got) != 1 || got[0] != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

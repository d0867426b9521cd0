package variant_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// testDeck returns a 40-card deck of vanilla creatures and basic lands.
func testDeck(t *testing.T) []*card.Def {
	t.Helper()
	const src = `set: Test
code: TST

card: Test Bear
cost: {1}{G}
type: Creature — Bear
pt: 2/2
rarity: common

card: Test Forest
type: Basic Land — Forest
rarity: basic
`
	set, err := card.Parse("test.cards", strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	var d []*card.Def
	for i := 0; i < 20; i++ {
		d = append(d, set.Cards[0], set.Cards[1])
	}
	return d
}

func TestNames(t *testing.T) {
	names := variant.Names()
	if !slices.Contains(names, "plain") || !slices.IsSorted(names) {
		t.Fatalf("Names() = %v, want plain among them", names)
	}
	for _, n := range names {
		v, ok := variant.Lookup(n)
		if !ok || v.Name != n || v.Summary == "" {
			t.Errorf("Lookup(%q) = %+v, %v", n, v, ok)
		}
	}
}

func TestPlain(t *testing.T) {
	d := testDeck(t)
	s, err := variant.Build("plain", [][]*card.Def{d, d, d})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Players) != 3 {
		t.Fatalf("%d players, want 3", len(s.Players))
	}
	if s.Options != (rules.Options{}) {
		t.Errorf("plain options = %+v, want the standard game", s.Options)
	}
	for i, p := range s.Players {
		if p.Life != 20 || p.Team != i || len(p.Deck) != len(d) || p.Name == "" {
			t.Errorf("seat %d = %+v", i, p)
		}
	}
	g, err := rules.New(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	if k := g.Pending().Kind; k != rules.DecideMulligan {
		t.Errorf("first decision is %v, want mulligan", k)
	}
	if n := len(g.Player(0).Hand); n != 7 {
		t.Errorf("opening hand of %d cards, want 7", n)
	}
}

func TestOptions(t *testing.T) {
	d := testDeck(t)
	s, err := variant.Build("plain", [][]*card.Def{d, d},
		variant.MaxTurns(200), variant.PlayerNames("Ann", ""), variant.FirstPlayer(1), variant.CardPool(d[:2]))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.CardPool) != 2 || s.CardPool[0] != d[0] {
		t.Errorf("card pool = %v, want the two cards given", s.CardPool)
	}
	if s.Options.MaxTurns != 200 || !s.Options.FixedFirst || s.Options.FirstPlayer != 1 {
		t.Errorf("options = %+v", s.Options)
	}
	if s.Players[0].Name != "Ann" || s.Players[1].Name != "Player 2" {
		t.Errorf("names = %q, %q", s.Players[0].Name, s.Players[1].Name)
	}
}

func TestBuildErrors(t *testing.T) {
	d := testDeck(t)
	two := [][]*card.Def{d, d}
	for _, tc := range []struct {
		name    string
		variant string
		decks   [][]*card.Def
		opts    []variant.Option
		want    string
	}{
		{"unknown", "chess", two, nil, `unknown variant "chess"`},
		{"one deck", "plain", [][]*card.Def{d}, nil, "needs 2 to 8 decks, got 1"},
		{"nine decks", "plain", [][]*card.Def{d, d, d, d, d, d, d, d, d}, nil, "got 9"},
		{"empty deck", "plain", [][]*card.Def{d, nil}, nil, "seat 2 is empty"},
		{"nil card", "plain", [][]*card.Def{d, {nil}}, nil, "missing card"},
		{"negative turns", "plain", two, []variant.Option{variant.MaxTurns(-1)}, "turn limit"},
		{"too many names", "plain", two, []variant.Option{variant.PlayerNames("a", "b", "c")}, "3 player names"},
		{"first player", "plain", two, []variant.Option{variant.FirstPlayer(2)}, "P3 is not at the table"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := variant.Build(tc.variant, tc.decks, tc.opts...)
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "variant: ") {
				t.Errorf("err = %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestBuildCopiesDecks(t *testing.T) {
	d := testDeck(t)
	s, err := variant.Build("plain", [][]*card.Def{d, d})
	if err != nil {
		t.Fatal(err)
	}
	s.Players[0].Deck[0] = nil
	if d[0] == nil {
		t.Error("Build shares the caller's deck slice")
	}
}

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// themeDeckFile writes a theme deck of the test's own: a ready-made main
// deck and one each of the first 20 schemes of the catalog.
func themeDeckFile(t *testing.T) string {
	t.Helper()
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	main, err := os.ReadFile(filepath.Join("..", "..", "assets", "decks", "rg-stampede.deck"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.Write(main)
	b.WriteString("\nSchemes\n")
	n := 0
	for _, d := range cat.Lib.All() {
		if d.Types.Has(card.Scheme) && n < card.MinSchemeDeck {
			fmt.Fprintf(&b, "1 %s\n", d.Name)
			n++
		}
	}
	if n < card.MinSchemeDeck {
		t.Fatalf("the catalog holds %d schemes", n)
	}
	p := filepath.Join(t.TempDir(), "villain.deck")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestSimArchenemyVariantsPlayToTheEnd plays Archenemy with the fewest and
// most seats and a Supervillain Rumble likewise, the archenemies with a
// theme deck given by -decks, and checks every game ended cleanly.
func TestSimArchenemyVariantsPlayToTheEnd(t *testing.T) {
	villain := themeDeckFile(t)
	for _, tc := range []struct {
		variant, players string
	}{{"archenemy", "2"}, {"archenemy", "8"}, {"rumble", "3"}, {"rumble", "8"}} {
		code, out, errs := runT(t, "sim", "-variant", tc.variant, "-players", tc.players, "-games", "2", "-seed", "5",
			"-ai", "medium,easy", "-decks", villain+",wu-skies", "-json")
		if code != 0 {
			t.Fatalf("%s, %s seats: exit %d: %s", tc.variant, tc.players, code, errs)
		}
		var s simSummary
		if err := json.Unmarshal([]byte(out), &s); err != nil {
			t.Fatalf("%s: %v in %s", tc.variant, err, out)
		}
		if s.Games != 2 || s.Stuck != 0 || s.Errors != 0 || s.Capped != 0 {
			t.Errorf("%s, %s seats: %s", tc.variant, tc.players, out)
		}
	}
}

func TestSimArchenemySeatBounds(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "archenemy", "-players", "9"},
		{"-variant", "archenemy", "-players", "1"},
		{"-variant", "rumble", "-players", "2"},
		{"-variant", "rumble", "-players", "9"},
	} {
		code, _, errs := runT(t, append([]string{"sim", "-games", "1"}, args...)...)
		if code != 2 || !strings.Contains(errs, "-players must be") {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}

// TestSchemeDealGivesOnlyArchenemiesSchemes checks the deal of an
// Archenemy game: the -decks theme deck goes to seat 1 with its schemes,
// the ordinary deck to the team, without schemes.
func TestSchemeDealGivesOnlyArchenemiesSchemes(t *testing.T) {
	villain := themeDeckFile(t)
	c := simConfig{players: 4, variant: "archenemy", ais: []string{"medium"}}
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.loadDecks(cat, villain+",ub-tides"); err != nil {
		t.Fatal(err)
	}
	rec, err := c.record(3, 0)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Seats[0].DeckName != "villain" || len(rec.Seats[0].Schemes) != card.MinSchemeDeck {
		t.Errorf("the archenemy plays %s with %d schemes", rec.Seats[0].DeckName, len(rec.Seats[0].Schemes))
	}
	for i, s := range rec.Seats[1:] {
		if s.DeckName != "ub-tides" || len(s.Schemes) > 0 {
			t.Errorf("team seat %d plays %s with %d schemes", i+2, s.DeckName, len(s.Schemes))
		}
	}
	if _, err := rec.Start(); err != nil {
		t.Error(err)
	}
}

// TestSimDealsRandomThemeDecks checks that without -decks every villain
// of an eight-seat Rumble gets a different ready-made theme deck.
func TestSimDealsRandomThemeDecks(t *testing.T) {
	c := simConfig{players: 8, variant: "rumble", ais: []string{"medium"}}
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.loadDecks(cat, ""); err != nil {
		t.Fatal(err)
	}
	rec, err := c.record(8, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for i, s := range rec.Seats {
		if !strings.HasPrefix(s.DeckName, "archenemy-") || len(s.Schemes) < card.MinSchemeDeck {
			t.Errorf("seat %d plays %s with %d schemes", i+1, s.DeckName, len(s.Schemes))
		}
		seen[s.DeckName] = true
	}
	if len(seen) != 8 {
		t.Errorf("eight villains share %d theme decks", len(seen))
	}
	if _, err := rec.Start(); err != nil {
		t.Error(err)
	}
}

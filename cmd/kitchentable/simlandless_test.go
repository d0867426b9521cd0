package main

import (
	"os"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// TestSimLandlessVariants plays each Landless variant headless with
// computer seats, for two and five seats, and checks every game ended
// cleanly (no errors, no stuck games).
func TestSimLandlessVariants(t *testing.T) {
	for _, v := range []string{"landless", "landless-single", "landless-double"} {
		for _, n := range []string{"2", "5"} {
			code, out, errs := runT(t, "sim", "-variant", v, "-players", n, "-games", "2", "-seed", "3", "-ai", "medium", "-max-turns", "400")
			if code != 0 {
				t.Fatalf("%s, %s seats: exit %d: %s", v, n, code, errs)
			}
			if !strings.HasPrefix(out, "games=2 ") || strings.Contains(out, "stuck=") || strings.Contains(out, "errors=") {
				t.Errorf("%s, %s seats: %s", v, n, out)
			}
		}
	}
}

func TestSimLandlessFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "landless", "-pool", "10"},
		{"-variant", "landless", "-min-deck", "70"},
		{"-variant", "landless-single", "-shared-size", "5"},
	} {
		code, _, errs := runT(t, append([]string{"sim", "-games", "1"}, args...)...)
		if code != 2 || !strings.Contains(errs, "must be") {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
}

func TestLandlessDealSharesOneDeck(t *testing.T) {
	c := simConfig{players: 4, variant: "landless-double", ais: []string{"medium"}, landless: landlessDecks{poolSize: 60, minDeck: 40}}
	c.landless.block = blockForTest(t)
	rec, err := c.record(9, 0)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, s := range rec.Seats {
		total += len(s.Deck)
		if !strings.HasPrefix(s.DeckName, "shared deck") {
			t.Errorf("deck name %q", s.DeckName)
		}
	}
	if total != 100 {
		t.Errorf("a four-seat shared deck of %d cards, want 100", total)
	}
}

func blockForTest(t *testing.T) []*card.Def {
	t.Helper()
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	return cat.Block()
}

// TestSimLandFreeDealsNoLands: -land-free deals every seat a ready-made
// deck's land-free form, named so, with no land card.
func TestSimLandFreeDealsNoLands(t *testing.T) {
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	c := simConfig{players: 3, variant: "landless", ais: []string{"medium"}, landless: landlessDecks{landFree: true}}
	if err := c.loadDecks(cat, ""); err != nil {
		t.Fatal(err)
	}
	rec, err := c.record(5, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range rec.Seats {
		if !strings.HasSuffix(s.DeckName, " (land-free)") || len(s.Deck) < 40 {
			t.Errorf("seat %d: %q with %d cards", i+1, s.DeckName, len(s.Deck))
		}
		for _, d := range s.Deck {
			if d.IsLand() {
				t.Errorf("seat %d's %q holds %s", i+1, s.DeckName, d.Name)
			}
		}
	}
	code, _, errs := runT(t, "sim", "-variant", "landless-single", "-land-free", "-games", "1")
	if code != 2 || !strings.Contains(errs, "-land-free is for the landless variant") {
		t.Errorf("-land-free on a single deck: exit %d, %q", code, errs)
	}
}

// TestSimCollectionFromACardList: -collection with a card list file makes
// the shared deck the list as it is.
func TestSimCollectionFromACardList(t *testing.T) {
	var list strings.Builder
	for _, d := range blockForTest(t)[:64] {
		list.WriteString("1 " + d.Name + "\n")
	}
	p := t.TempDir() + "/list.deck"
	if err := os.WriteFile(p, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	c := simConfig{players: 2, variant: "landless-single", ais: []string{"medium"}, landless: landlessDecks{collection: p}}
	if err := c.loadDecks(cat, ""); err != nil {
		t.Fatal(err)
	}
	rec, err := c.record(5, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(rec.Seats[0].Deck) + len(rec.Seats[1].Deck); n != 64 {
		t.Errorf("the shared deck has %d cards, the list 64", n)
	}
}

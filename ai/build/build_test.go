package build

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// testBlock returns the block's cards (lands included) and the basic lands.
func testBlock(tb testing.TB) ([]*card.Def, map[mana.Color]*card.Def) {
	tb.Helper()
	block, all := aitest.Block(tb)
	basics := BasicLands(all)
	if len(block) < 300 || len(basics) != mana.NumColors {
		tb.Fatalf("block of %d cards, %d basic lands", len(block), len(basics))
	}
	return block, basics
}

// checkDeck checks a deck built from pool: size, the pool's cards used at
// most once each, at most four of a non-basic, and the lands.
func checkDeck(t *testing.T, pool, main, side []*card.Def, size int, landless bool) {
	t.Helper()
	if len(main) != size {
		t.Fatalf("deck of %d cards, want %d", len(main), size)
	}
	left := map[*card.Def]int{}
	for _, d := range pool {
		left[d]++
	}
	names := map[string]int{}
	for _, d := range append(append([]*card.Def(nil), main...), side...) {
		if d.Super.Has(card.Basic) && left[d] == 0 {
			continue // added basic land
		}
		if left[d]--; left[d] < 0 {
			t.Fatalf("%s used more often than the pool holds", d.Name)
		}
	}
	for d, n := range left {
		if n != 0 {
			t.Fatalf("%s: %d copies of the pool in neither main nor side", d.Name, n)
		}
	}
	lands := 0
	var spellCols mana.ColorSet
	var sources [mana.NumColors]int
	for _, d := range main {
		if !d.Super.Has(card.Basic) {
			if names[d.Name]++; names[d.Name] > maxCopies {
				t.Fatalf("%d copies of %s", names[d.Name], d.Name)
			}
		}
		if d.IsLand() {
			lands++
			for _, c := range cardvalue.LandColours(d).Colors() {
				sources[c]++
			}
			continue
		}
		spellCols |= cardvalue.Colours(d)
	}
	if landless {
		if lands != 0 {
			t.Fatalf("Landless deck with %d lands", lands)
		}
		return
	}
	if want := LandCount(size); lands < want-1 || lands > want+1 {
		t.Errorf("%d lands in %d cards, want %d±1", lands, size, want)
	}
	if spellCols.Count() > 3 {
		t.Errorf("spells of %d colours (%s)", spellCols.Count(), spellCols)
	}
	for c := mana.Color(0); c < mana.NumColors; c++ {
		switch {
		case spellCols.Has(c) && sources[c] < SplashSources:
			t.Errorf("colour %s has %d sources", c, sources[c])
		case !spellCols.Has(c):
			for _, d := range main {
				if d.Super.Has(card.Basic) && cardvalue.LandColours(d).Has(c) {
					t.Errorf("basic %s for a colour no spell needs", d.Name)
					break
				}
			}
		}
	}
}

// TestDeckRandomPools builds decks from random pools of 45 and 60
// cards of the block, and a 60-card deck from a 100-card pool.
func TestDeckRandomPools(t *testing.T) {
	block, basics := testBlock(t)
	for seed := uint64(1); seed <= 40; seed++ {
		for _, c := range []struct{ pool, size int }{{45, 40}, {60, 40}, {100, 60}} {
			pool := aitest.RandomPool(block, c.pool, seed)
			opts := Options{Basics: basics}
			if c.size != 40 {
				opts.MinSize = c.size
			}
			main, side, err := Deck(pool, opts)
			if err != nil {
				t.Fatal(err)
			}
			checkDeck(t, pool, main, side, c.size, false)
			if t.Failed() {
				t.Fatalf("pool %d, seed %d: %s", c.pool, seed, deckText(main))
			}
		}
	}
}

// TestDeckLandless builds Landless decks: no lands, full size.
func TestDeckLandless(t *testing.T) {
	block, _ := testBlock(t)
	for seed := uint64(1); seed <= 40; seed++ {
		for _, n := range []int{45, 60} {
			pool := aitest.RandomPool(block, n, seed)
			main, side, err := Deck(pool, Options{Landless: true})
			if err != nil {
				t.Fatal(err)
			}
			checkDeck(t, pool, main, side, 40, true)
		}
	}
	if _, _, err := Deck(aitest.RandomPool(block, 30, 1), Options{Landless: true}); err == nil {
		t.Error("a Landless deck of 40 from 30 cards")
	}
}

// TestDeckCopiesAndErrors: a pool of many copies of a card gives at
// most four to the deck; no basic lands is an error; same input, same deck.
func TestDeckCopiesAndErrors(t *testing.T) {
	block, basics := testBlock(t)
	pool := aitest.RandomPool(block, 45, 7)
	var best *card.Def
	for _, d := range block {
		if !d.IsLand() && (best == nil || cardvalue.Score(d) > cardvalue.Score(best)) && cardvalue.Colours(d).Count() == 1 {
			best = d
		}
	}
	for i := 0; i < 7; i++ {
		pool = append(pool, best)
	}
	main, side, err := Deck(pool, Options{Basics: basics})
	if err != nil {
		t.Fatal(err)
	}
	checkDeck(t, pool, main, side, 40, false)
	n := 0
	for _, d := range main {
		if d == best {
			n++
		}
	}
	if n != maxCopies {
		t.Errorf("%d copies of %s in the deck, want %d", n, best.Name, maxCopies)
	}
	again, _, _ := Deck(pool, Options{Basics: basics})
	if deckText(again) != deckText(main) {
		t.Error("the same pool gave two decks")
	}
	if _, _, err := Deck(aitest.RandomPool(block, 45, 8), Options{}); err == nil {
		t.Error("built a deck with no basic lands")
	}
}

// deckText lists a deck's card names.
func deckText(deck []*card.Def) string {
	s := ""
	for _, d := range deck {
		s += d.Name + "; "
	}
	return s
}

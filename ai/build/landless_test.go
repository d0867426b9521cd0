package build

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// readyDecks parses every ready-made deck's main deck (the Archenemy
// theme decks too), by file name.
func readyDecks(t *testing.T) map[string][]*card.Def {
	t.Helper()
	lib := testdecks.Library(t)
	out := map[string][]*card.Def{}
	for _, n := range assets.DeckNames() {
		f, err := assets.Decks.Open(n)
		if err != nil {
			t.Fatal(err)
		}
		d, err := card.ParseDeck(n, f, lib)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		out[n] = d.Cards()
	}
	return out
}

func countNames(deck []*card.Def) map[string]int {
	m := map[string]int{}
	for _, d := range deck {
		m[d.Name]++
	}
	return m
}

// TestLandlessFormOfEveryReadyMadeDeckHasNoLands: each ready-made deck's
// land-free form has as many cards, no land, every spell of the deck, no
// more than four of a card and no card outside the deck's colours.
func TestLandlessFormOfEveryReadyMadeDeckHasNoLands(t *testing.T) {
	block, _ := testBlock(t)
	var pool []*card.Def
	for _, d := range block {
		for range 4 {
			pool = append(pool, d)
		}
	}
	for name, deck := range readyDecks(t) {
		form := LandlessForm(deck, pool)
		if len(form) != len(deck) {
			t.Errorf("%s: %d cards, the deck has %d", name, len(form), len(deck))
		}
		colours := cardColoursOf(deck)
		have := countNames(form)
		for _, d := range form {
			if d.IsLand() {
				t.Errorf("%s: the land-free form holds %s", name, d.Name)
			}
			if cardvalue.Colours(d)&^colours != 0 {
				t.Errorf("%s: %s is outside the deck's colours", name, d.Name)
			}
		}
		for n, k := range have {
			if k > maxCopies {
				t.Errorf("%s: %d copies of %s", name, k, n)
			}
		}
		for _, d := range deck {
			if !d.IsLand() && have[d.Name] < countNames(deck)[d.Name] {
				t.Errorf("%s: the form lost a copy of %s", name, d.Name)
			}
		}
	}
}

// TestLandlessFormFillsFromTheDeckWhenTheCollectionIsShort: with nothing
// to draw on, the lands' places go to more copies of the deck's spells, up
// to four of each, and a deck of too few spells comes out shorter.
func TestLandlessFormFillsFromTheDeckWhenTheCollectionIsShort(t *testing.T) {
	block, basics := testBlock(t)
	var spells []*card.Def
	for _, d := range block {
		if !d.IsLand() && !d.Token && d.Rarity == card.Common && len(spells) < 5 {
			spells = append(spells, d)
		}
	}
	var deck []*card.Def
	for _, d := range spells {
		deck = append(deck, d, d)
	}
	for range 6 {
		for _, b := range basics {
			deck = append(deck, b)
		}
	}
	form := LandlessForm(deck, nil)
	if len(form) != 4*len(spells) {
		t.Fatalf("%d cards, want %d: four of each of the %d spells", len(form), 4*len(spells), len(spells))
	}
	for n, k := range countNames(form) {
		if k != maxCopies {
			t.Errorf("%d copies of %s, want %d", k, n, maxCopies)
		}
	}
}

package assets_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// archenemyDeckPrefix starts the file name of every archenemy theme deck:
// a 60-card main deck of the block and a scheme deck of 20.
const archenemyDeckPrefix = "archenemy-"

// archenemyDecks parses the archenemy theme decks, by file name.
func archenemyDecks(t *testing.T) map[string]*card.Deck {
	t.Helper()
	lib, _ := load(t)
	out := map[string]*card.Deck{}
	for _, n := range assets.DeckNames() {
		if !strings.HasPrefix(n, archenemyDeckPrefix) {
			continue
		}
		f, err := assets.Decks.Open(n)
		if err != nil {
			t.Fatal(err)
		}
		d, err := card.ParseDeck(n, f, lib)
		f.Close()
		if err != nil {
			t.Error(err)
			continue
		}
		out[n] = d
	}
	return out
}

// TestArchenemyDecks: ten theme decks, one per colour pair, each with a name, exactly 60
// main-deck cards of the block (its three sets and the basic lands), at
// most four copies of a card and two of a rare or mythic, two colours, no
// sideboard, and a legal scheme deck of exactly 20 schemes from the scheme
// set with at most two of a name. No two decks share their colours.
func TestArchenemyDecks(t *testing.T) {
	decks := archenemyDecks(t)
	if len(decks) != len(blockDeckPairs) {
		t.Fatalf("%d archenemy decks, want %d, one per colour pair", len(decks), len(blockDeckPairs))
	}
	pairs := map[mana.ColorSet]string{}
	for n, d := range decks {
		if d.Name == "" || strings.HasPrefix(d.Name, archenemyDeckPrefix) {
			t.Errorf("%s: no name: line", n)
		}
		if got := len(d.Cards()); got != 60 {
			t.Errorf("%s: %d main-deck cards, want 60", n, got)
		}
		if len(d.Side) != 0 {
			t.Errorf("%s: a sideboard of %d entries, want none", n, len(d.Side))
		}
		var colors mana.ColorSet
		copies := map[string]int{}
		for _, e := range d.Main {
			c := e.Card
			copies[c.Name] += e.Count
			if !blockDeckSets[c.Set] {
				t.Errorf("%s: %s is from %s, not the block", n, c.Name, c.Set)
			}
			if !c.IsLand() {
				colors |= c.Colors
			}
		}
		for name, k := range copies {
			c := findEntry(d.Main, name)
			limit := 4
			if c.Rarity == card.Rare || c.Rarity == card.Mythic {
				limit = 2
			}
			if k > limit && !c.Super.Has(card.Basic) {
				t.Errorf("%s: %d copies of the %s %s, want at most %d", n, k, c.Rarity, name, limit)
			}
		}
		if colors.Count() != 2 {
			t.Errorf("%s: the non-land cards are %s, want two colours", n, colors)
		}
		if prev, dup := pairs[colors]; dup {
			t.Errorf("%s and %s are both %s", prev, n, colors)
		}
		pairs[colors] = n
		schemes := d.SchemeCards()
		if len(schemes) != 20 {
			t.Errorf("%s: %d schemes, want 20", n, len(schemes))
		}
		if err := card.CheckSchemeDeck(schemes); err != nil {
			t.Errorf("%s: %v", n, err)
		}
		for _, e := range d.Schemes {
			if e.Card.Set != schemeSet {
				t.Errorf("%s: the scheme %s is from %s, not %s", n, e.Card.Name, e.Card.Set, schemeSet)
			}
		}
		t.Log(deckCurve(n, d))
	}
}

// TestEverySchemeIsInADeck: each scheme of the scheme set is in at least
// one theme deck, so none is written for nothing.
func TestEverySchemeIsInADeck(t *testing.T) {
	used := map[string]bool{}
	for _, d := range archenemyDecks(t) {
		for _, e := range d.Schemes {
			used[e.Card.Name] = true
		}
	}
	for _, d := range schemeCards(t) {
		if !used[d.Name] {
			t.Errorf("%s is in no archenemy deck", d.Name)
		}
	}
}

// TestArchenemyDecksHaveOngoingSchemes: each scheme deck holds at least
// four ongoing schemes, so every villain shows the command zone's face-up
// row.
func TestArchenemyDecksHaveOngoingSchemes(t *testing.T) {
	for n, d := range archenemyDecks(t) {
		ongoing := 0
		for _, c := range d.SchemeCards() {
			if c.Super.Has(card.Ongoing) {
				ongoing++
			}
		}
		if ongoing < 4 {
			t.Errorf("%s: %d ongoing schemes, want at least 4", n, ongoing)
		}
	}
}

func findEntry(es []card.DeckEntry, name string) *card.Def {
	for _, e := range es {
		if e.Card.Name == name {
			return e.Card
		}
	}
	return nil
}

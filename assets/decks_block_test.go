package assets_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// blockDeckPairs are the ten colour pairs, one ready-made block deck each;
// a block deck's file is named "block-PAIR-....deck" with the pair in lower
// case, e.g. block-wu-skyward-post.deck.
var blockDeckPairs = []string{"WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU"}

// blockDeckSets are the sets block decks draw from: the block and the basic lands.
var blockDeckSets = map[string]bool{"HTH": true, "SMF": true, "LDF": true, "BAS": true}

// parsePair returns the colours named by a pair such as "WU".
func parsePair(t *testing.T, pair string) mana.ColorSet {
	t.Helper()
	var s mana.ColorSet
	for _, r := range pair {
		c, err := mana.ParseColor(string(r))
		if err != nil {
			t.Fatal(err)
		}
		s = s.With(c)
	}
	return s
}

// TestBlockDecks checks the ready-made decks of the card block: one per
// colour pair, 60 main-deck cards, only block cards and basic lands, the
// pair's two colours and no other among the non-land cards, at most four
// copies of a card (two of a rare or mythic) across main deck and
// sideboard, basic lands aside. With -v it logs each deck's curve.
func TestBlockDecks(t *testing.T) {
	lib, _ := load(t)
	found := map[string]string{}
	for _, n := range assets.DeckNames() {
		if !strings.HasPrefix(n, "block-") {
			continue
		}
		pair := strings.ToUpper(strings.SplitN(strings.TrimPrefix(n, "block-"), "-", 2)[0])
		if prev, dup := found[pair]; dup {
			t.Errorf("%s and %s are both %s decks", prev, n, pair)
		}
		found[pair] = n
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
		if len(pair) != 2 {
			t.Errorf("%s: the file name does not start block-PAIR-", n)
			continue
		}
		checkBlockDeck(t, n, d, parsePair(t, pair))
	}
	for _, p := range blockDeckPairs {
		if found[p] == "" {
			t.Errorf("no block deck for %s (want a file block-%s-....deck)", p, strings.ToLower(p))
		}
	}
	if len(found) != len(blockDeckPairs) {
		t.Errorf("%d block decks, want %d", len(found), len(blockDeckPairs))
	}
}

// checkBlockDeck checks one block deck against its colour pair.
func checkBlockDeck(t *testing.T, name string, d *card.Deck, pair mana.ColorSet) {
	t.Helper()
	if n := len(d.Cards()); n != 60 || d.Size() != 60 {
		t.Errorf("%s: %d main-deck cards, want 60", name, n)
	}
	if d.Name == "" || strings.HasPrefix(d.Name, "block-") {
		t.Errorf("%s: no name: line", name)
	}
	var colors mana.ColorSet
	copies := map[string]int{}
	for _, e := range append(append([]card.DeckEntry(nil), d.Main...), d.Side...) {
		c := e.Card
		if !blockDeckSets[c.Set] {
			t.Errorf("%s: %s is from %s, not the block", name, c.Name, c.Set)
		}
		copies[c.Name] += e.Count
		if c.IsLand() {
			continue
		}
		colors |= c.Colors
		if c.Colors&^pair != 0 {
			t.Errorf("%s: %s is %s, outside %s", name, c.Name, c.Colors, pair)
		}
	}
	if colors != pair {
		t.Errorf("%s: the non-land cards are %s, want %s", name, colors, pair)
	}
	for _, e := range append(append([]card.DeckEntry(nil), d.Main...), d.Side...) {
		c, n := e.Card, copies[e.Card.Name]
		limit := 4
		if c.Rarity == card.Rare || c.Rarity == card.Mythic {
			limit = 2
		}
		if n > limit && !c.Super.Has(card.Basic) {
			t.Errorf("%s: %d copies of the %s %s, want at most %d", name, n, c.Rarity, c.Name, limit)
		}
	}
	t.Log(deckCurve(name, d))
}

// deckCurve describes a deck's lands and its non-land cards by mana value,
// creatures and other spells apart.
func deckCurve(name string, d *card.Deck) string {
	var creatures, others [7]int
	lands := 0
	for _, c := range d.Cards() {
		switch {
		case c.IsLand():
			lands++
		case c.IsCreature():
			creatures[min(c.Cost.ManaValue(), len(creatures)-1)]++
		default:
			others[min(c.Cost.ManaValue(), len(others)-1)]++
		}
	}
	return fmt.Sprintf("%s: %d lands; by mana value 0-6+, creatures %v, other spells %v", name, lands, creatures, others)
}

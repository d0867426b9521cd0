package assets_test

import (
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/livedraft"
	"github.com/kitchentable/kitchentable/game/mana"
)

// TestLiveDraftLibrary checks the shipped Live-Draft library: it parses,
// has 180 cards of the block and the basic lands, 40 to 50 basic lands,
// one copy of each other card, the five colours within two cards of one
// another, most spells at mana value 1 to 4, and it is a library by
// livedraft.Check. It is no ready-made deck.
func TestLiveDraftLibrary(t *testing.T) {
	lib, _ := load(t)
	f, err := assets.Libraries.Open(assets.LiveDraftLibrary)
	if err != nil {
		t.Fatal(err)
	}
	d, err := card.ParseDeck(assets.LiveDraftLibrary, f, lib)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	cards := d.Cards()
	if len(cards) != 180 {
		t.Errorf("%d cards, want 180", len(cards))
	}
	if err := livedraft.Check(cards); err != nil {
		t.Error(err)
	}
	basics, spells, cheapToMid := 0, 0, 0
	mono := make([]int, mana.NumColors)
	copies := map[string]int{}
	for _, c := range cards {
		if !blockDeckSets[c.Set] {
			t.Errorf("%s is from set %s, not the block", c.Name, c.Set)
		}
		if c.IsLand() && c.Super.Has(card.Basic) {
			basics++
			continue
		}
		if copies[c.Name]++; copies[c.Name] > 1 {
			t.Errorf("%d copies of %s", copies[c.Name], c.Name)
		}
		if c.IsLand() {
			continue
		}
		spells++
		if c.Colors.Count() == 1 {
			mono[c.Colors.Colors()[0]]++
		}
		if mv := c.Cost.ManaValue(); mv >= 1 && mv <= 4 {
			cheapToMid++
		}
	}
	if basics < 40 || basics > 50 {
		t.Errorf("%d basic lands, want 40 to 50", basics)
	}
	if slices.Max(mono)-slices.Min(mono) > 2 {
		t.Errorf("single-coloured spells by colour (WUBRG) %v", mono)
	}
	if float64(cheapToMid) < 0.75*float64(spells) {
		t.Errorf("%d of %d spells at mana value 1 to 4", cheapToMid, spells)
	}
	if slices.Contains(assets.DeckNames(), assets.LiveDraftLibrary) {
		t.Error("the library is listed among the ready-made decks")
	}
}

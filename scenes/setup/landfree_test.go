package setup

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/scenes/store"
)

func landsIn(deck []*card.Def) int {
	n := 0
	for _, d := range deck {
		if d.IsLand() {
			n++
		}
	}
	return n
}

// TestLandlessDealsReadyMadeDecksLandFree: in a Landless game a
// ready-made deck chosen by name is dealt in its land-free form: as many
// cards, none a land, every spell of the deck kept, named as the deck
// with "(land-free)".
func TestLandlessDealsReadyMadeDecksLandFree(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Landless")
	name := "block-rg-orchard-stampede"
	f.chooseDeck(0, "Land-free: "+DeckLabel(name))
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	ready, err := f.svc.Catalog.Deck(name)
	if err != nil {
		t.Fatal(err)
	}
	st := rec.Seats[0]
	if st.DeckName != name+landFreeSuffix || len(st.Deck) != len(ready.Cards) || landsIn(st.Deck) != 0 {
		t.Fatalf("seat 1 plays %q: %d cards, %d lands; want %q with %d cards and none", st.DeckName, len(st.Deck), landsIn(st.Deck), name+landFreeSuffix, len(ready.Cards))
	}
	have := countOf(st.Deck)
	for n, k := range countOf(ready.Cards) {
		if d, _ := f.svc.Catalog.Lib.Card(n); !d.IsLand() && have[n] < k {
			t.Errorf("the land-free form has %d of %s, the deck %d", have[n], n, k)
		}
	}
	for _, d := range st.Deck {
		if c := (d.Colors | d.Cost.Colors()) & mana.AllColors; c&^mana.SetOf(mana.Red, mana.Green) != 0 {
			t.Errorf("%s is not red or green", d.Name)
		}
	}
	if landsIn(rec.Seats[1].Deck) != 0 || !strings.HasSuffix(rec.Seats[1].DeckName, landFreeSuffix) {
		t.Errorf("seat 2's random deck %q has %d lands", rec.Seats[1].DeckName, landsIn(rec.Seats[1].Deck))
	}
	if _, err := rec.Start(); err != nil {
		t.Errorf("the land-free game does not start: %v", err)
	}
}

// TestStandardKeepsTheLands: the same deck in a Standard game is dealt as
// it is, lands and all, and its label says nothing of land-free.
func TestStandardKeepsTheLands(t *testing.T) {
	f := newFixture(t)
	name := "block-rg-orchard-stampede"
	if slices.Contains(f.s.seats.rows[0].deck.Options, "Land-free: "+DeckLabel(name)) {
		t.Fatal("a Standard game offers land-free decks")
	}
	f.chooseDeck(0, DeckLabel(name))
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	ready, _ := f.svc.Catalog.Deck(name)
	if st := rec.Seats[0]; st.DeckName != name || !sameDecks(st.Deck, ready.Cards) {
		t.Errorf("seat 1 plays %q with %d lands, not the deck as it is", st.DeckName, landsIn(st.Deck))
	}
}

// TestLandlessComputerBuiltDeckIsLandFree: the computer builds 60 cards
// of the seed's two colours with no land under Landless.
func TestLandlessComputerBuiltDeckIsLandFree(t *testing.T) {
	f := newFixture(t)
	f.chooseMode("Landless")
	f.chooseDeck(1, "Land-free: built from the block")
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	st := rec.Seats[1]
	pair := builtPairs(4242, 1)[0]
	if len(st.Deck) != builtSize || landsIn(st.Deck) != 0 || !strings.HasPrefix(st.DeckName, "Built by the computer, land-free: ") {
		t.Fatalf("seat 2 plays %q: %d cards, %d lands", st.DeckName, len(st.Deck), landsIn(st.Deck))
	}
	for _, d := range st.Deck {
		if c := (d.Colors | d.Cost.Colors()) & mana.AllColors; c&^pair != 0 {
			t.Errorf("the %v deck holds %s", pair, d.Name)
		}
	}
}

// TestLandlessKeepsTheLandsOfTheirOwnDeck: a deck of the person's own (a
// saved one) is dealt as saved, lands and all: they chose them.
func TestLandlessKeepsTheLandsOfTheirOwnDeck(t *testing.T) {
	f := newFixture(t)
	st := withStore(t, f, "Aggro")
	f.chooseMode("Landless")
	f.chooseDeck(0, "My deck: Aggro")
	rec := f.start()
	if rec == nil {
		t.Fatalf("Start: %q", f.s.Err())
	}
	saved, _ := f.svc.Catalog.Deck(st.DeckPath(store.MainDecks, "Aggro"))
	if got := rec.Seats[0]; got.DeckName != st.DeckPath(store.MainDecks, "Aggro") || !sameDecks(got.Deck, saved.Cards) || landsIn(got.Deck) == 0 {
		t.Errorf("seat 1 plays %q with %d lands, not the saved deck", got.DeckName, landsIn(got.Deck))
	}
}

func countOf(deck []*card.Def) map[string]int {
	m := map[string]int{}
	for _, d := range deck {
		m[d.Name]++
	}
	return m
}

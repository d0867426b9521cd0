package setup

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// withStore gives the fixture's screen a store in a new folder holding
// the saved decks named (each a copy of a ready-made deck; "Broken"
// names an unknown card), and opens the screen again.
func withStore(t *testing.T, f *fixture, saved ...string) *store.Store {
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range saved {
		d, err := f.svc.Catalog.Deck(f.svc.Catalog.Decks[1])
		if err != nil {
			t.Fatal(err)
		}
		if err := st.SaveDeck(name, d.Cards); err != nil {
			t.Fatal(err)
		}
		if name == "Broken" {
			if err := os.WriteFile(st.DeckPath(store.MainDecks, name), []byte("4 No Such Card At All\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.svc.Store = st
	f.s = New(f.svc, WithRand(func() uint64 { return 4242 }))
	f.play(new(input.Script).Idle(1))
	return st
}

// chooseDeck picks the deck labelled label for seat i from the deck
// cycler's open list.
func (f *fixture) chooseDeck(i int, label string) {
	f.t.Helper()
	r := f.s.seats.rows[i]
	k := slices.Index(r.deck.Options, label)
	if k < 0 {
		f.t.Fatalf("seat %d's decks offer no %q: %q", i+1, label, r.deck.Options)
	}
	for range r.deck.Options {
		if r.deck.Index == k {
			return
		}
		f.play(new(input.Script).Click(rightArrow(r.deck.Rect)))
	}
	f.t.Fatalf("seat %d's deck never became %q", i+1, label)
}

func TestSavedDecksAreOffered(t *testing.T) {
	f := newFixture(t)
	st := withStore(t, f, "zebra", "Aggro", "Broken")
	opts := f.s.seats.rows[0].deck.Options
	n := len(f.svc.Catalog.Decks)
	want := []string{"My deck: Aggro", "My deck: Broken", "My deck: zebra", "Computer-built deck from the block", "Deck file…"}
	if got := opts[1+n:]; !slices.Equal(got, want) {
		t.Fatalf("after the ready-made decks come %q, want %q", got, want)
	}
	f.chooseDeck(1, "My deck: Aggro")
	rec := f.start()
	if rec == nil {
		t.Fatalf("a saved deck did not start: %q", f.s.Err())
	}
	ready, _ := f.svc.Catalog.Deck(f.svc.Catalog.Decks[1])
	if rec.Seats[1].DeckName != st.DeckPath(store.MainDecks, "Aggro") || len(rec.Seats[1].Deck) != len(ready.Cards) {
		t.Fatalf("seat 2 played %q with %d cards, want %s with %d", rec.Seats[1].DeckName, len(rec.Seats[1].Deck), st.DeckPath(store.MainDecks, "Aggro"), len(ready.Cards))
	}
	if got := f.svc.Settings.LastSeats[1].Deck; got != "my:Aggro" {
		t.Fatalf("the settings remember %q", got)
	}
	again := New(f.svc)
	if got := again.seats.rows[1].deck.Value(); got != "My deck: Aggro" {
		t.Fatalf("the next screen offers %q", got)
	}
	f.chooseDeck(1, "My deck: Broken")
	if rec := f.start(); rec != nil || !strings.Contains(f.s.Err(), "Seat 2's deck: deck file") || strings.Contains(f.s.Err(), "catalog") {
		t.Fatalf("a broken saved deck: started %v, error %q", rec != nil, f.s.Err())
	}
	// A saved deck deleted since is forgotten: the seat deals a random
	// deck.
	if err := os.Remove(st.DeckPath(store.MainDecks, "Aggro")); err != nil {
		t.Fatal(err)
	}
	later := New(f.svc)
	if got := later.seats.deckValue(later.seats.rows[1]); got != randomDeck {
		t.Fatalf("a deleted saved deck comes back as %q", got)
	}
	if slices.Contains(later.seats.rows[1].deck.Options, "My deck: Aggro") {
		t.Fatal("a deleted deck is still offered")
	}
}

func TestMyDecksPlace(t *testing.T) {
	f := newFixture(t)
	st := withStore(t, f, "Aggro")
	f.chooseDeck(1, "Deck file…")
	p := &f.s.pick.picker
	if !p.Open || len(p.Places) == 0 || p.Places[0].Label != "My decks" || p.Dir() != filepath.Dir(st.DeckPath(store.MainDecks, "Aggro")) {
		t.Fatalf("the picker opens in %s with places %v", p.Dir(), p.Places)
	}
	f.pickFile(p.Dir(), "Aggro.deck")
	if r := f.s.seats.rows[1]; r.path.Text != st.DeckPath(store.MainDecks, "Aggro") || r.pathErr != "" {
		t.Fatalf("picking a saved deck's file: %q, %q", r.path.Text, r.pathErr)
	}
}

// TestComputerBuiltDecks: two seats choose a computer-built deck; each
// is 60 cards of the block in a pair of colours the seed chose (a
// different pair each), a collection's copies of each card (one of a
// rare or a legendary card), named by its colours.
func TestComputerBuiltDecks(t *testing.T) {
	f := newFixture(t)
	f.chooseDeck(0, "Computer-built deck from the block")
	f.chooseDeck(1, "Computer-built deck from the block")
	rec := f.start()
	if rec == nil {
		t.Fatalf("computer-built decks did not start: %q", f.s.Err())
	}
	pairs := builtPairs(4242, 2)
	if pairs[0] == pairs[1] {
		t.Fatalf("two seats were given the same colours %v", pairs[0])
	}
	for i, st := range rec.Seats {
		if len(st.Deck) != builtSize {
			t.Errorf("seat %d's built deck has %d cards", i+1, len(st.Deck))
		}
		if !strings.HasPrefix(st.DeckName, "Built by the computer: ") {
			t.Errorf("seat %d's deck is called %q", i+1, st.DeckName)
		}
		lands := 0
		copies := map[string]int{}
		for _, d := range st.Deck {
			copies[d.Name]++
			limit := map[card.Rarity]int{card.Common: 4, card.Uncommon: 2, card.Rare: 1, card.Mythic: 1}[d.Rarity]
			if d.Super.Has(card.Legendary) {
				limit = 1
			}
			if !d.Super.Has(card.Basic) && copies[d.Name] > limit {
				t.Errorf("seat %d's deck holds %d of %s (%v)", i+1, copies[d.Name], d.Name, d.Rarity)
			}
			if d.IsLand() {
				lands++
				continue
			}
			if c := (d.Colors | d.Cost.Colors()) & mana.AllColors; c&^pairs[i] != 0 {
				t.Errorf("seat %d's %v deck holds %s (%v)", i+1, pairs[i], d.Name, c)
			}
			if d.Set == "BAS" || !slices.Contains([]string{"HTH", "SMF", "LDF"}, d.Set) {
				t.Errorf("seat %d's deck holds %s of set %s, not of the block", i+1, d.Name, d.Set)
			}
		}
		if lands < 20 || lands > 28 {
			t.Errorf("seat %d's deck has %d lands", i+1, lands)
		}
	}
	if want := "Built by the computer: " + colourWords(pairs[0]); rec.Seats[0].DeckName != want {
		t.Errorf("seat 1's deck is %q, want %q", rec.Seats[0].DeckName, want)
	}
	// The same seed builds the same decks.
	again := f.start()
	for i := range rec.Seats {
		if !slices.Equal(again.Seats[i].Deck, rec.Seats[i].Deck) {
			t.Errorf("seat %d's deck differs with the same seed", i+1)
		}
	}
	if got := f.svc.Settings.LastSeats[0].Deck; got != builtDeck {
		t.Errorf("the settings remember %q", got)
	}
}

// TestEveryPairBuilds builds a deck in each of the ten pairs, and the
// seeds reach every pair.
func TestEveryPairBuilds(t *testing.T) {
	f := newFixture(t)
	block := f.svc.Catalog.BlockWithBasics()
	for _, cs := range colourPairs() {
		deck, name, err := buildBlockDeck(block, build.BasicLands(block), cs)
		if err != nil || len(deck) != builtSize || !strings.HasPrefix(name, "Built by the computer: ") {
			t.Errorf("%v: %d cards named %q, %v", cs, len(deck), name, err)
		}
	}
	seen := map[mana.ColorSet]bool{}
	for seed := uint64(0); seed < 200; seed++ {
		seen[builtPairs(seed, 1)[0]] = true
	}
	if len(seen) != 10 {
		t.Errorf("200 seeds chose %d of the 10 pairs", len(seen))
	}
	if got := builtPairs(7, 12); len(got) != 12 || len(uniq(got[:10])) != 10 {
		t.Errorf("twelve built decks: %v, want the ten pairs before any repeats", got)
	}
}

func uniq(s []mana.ColorSet) map[mana.ColorSet]bool {
	m := map[mana.ColorSet]bool{}
	for _, c := range s {
		m[c] = true
	}
	return m
}

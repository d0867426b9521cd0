package setup

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// villainSchemes is a scheme deck no ready-made theme deck has: two of
// each of the library's first eleven schemes, 22 in all.
func villainSchemes(t *testing.T, f *fixture) []*card.Def {
	t.Helper()
	var out []*card.Def
	for _, d := range f.svc.Catalog.Lib.All() {
		if d.Types.Has(card.Scheme) && !d.Token && len(out) < 22 {
			out = append(out, d, d)
		}
	}
	if len(out) != 22 {
		t.Fatalf("the library has %d schemes to pair", len(out)/2)
	}
	return out
}

// withSchemeDecks gives the fixture a store holding "Villain" (a
// ready-made deck with villainSchemes), "Tiny" (five schemes) and "Plain"
// (no schemes), and opens the screen again on the Archenemy mode.
func withSchemeDecks(t *testing.T, f *fixture) (*store.Store, []*card.Def) {
	t.Helper()
	st := withStore(t, f)
	main, err := f.svc.Catalog.Deck(ordinaryDecks(f.svc.Catalog.Decks)[0])
	if err != nil {
		t.Fatal(err)
	}
	schemes := villainSchemes(t, f)
	for name, sc := range map[string][]*card.Def{"Villain": schemes, "Tiny": schemes[:5], "Plain": nil} {
		if err := st.SaveDeck(name, main.Cards, sc...); err != nil {
			t.Fatal(err)
		}
	}
	f.s = New(f.svc, WithRand(func() uint64 { return 4242 }))
	f.play(new(input.Script).Idle(1))
	return st, schemes
}

// chooseTheme turns seat i's theme deck choice to the one labelled label.
func (f *fixture) chooseTheme(i int, label string) {
	f.t.Helper()
	r := f.s.seats.rows[i]
	if !slices.Contains(r.theme.Options, label) {
		f.t.Fatalf("seat %d's theme decks offer no %q: %q", i+1, label, r.theme.Options)
	}
	for range r.theme.Options {
		if r.theme.Value() == label {
			return
		}
		f.play(new(input.Script).Click(rightArrow(r.theme.Rect)))
	}
	f.t.Fatalf("seat %d's theme deck never became %q", i+1, label)
}

// names counts cards by name.
func names(cards []*card.Def) map[string]int {
	n := map[string]int{}
	for _, d := range cards {
		n[d.Name]++
	}
	return n
}

func TestArchenemyPlaysASavedSchemeDeck(t *testing.T) {
	f := newFixture(t)
	st, schemes := withSchemeDecks(t, f)
	f.chooseMode("Archenemy")
	opts := f.s.seats.rows[0].theme.Options
	if !slices.Contains(opts, "My deck: Villain") || slices.Contains(opts, "My deck: Tiny") || slices.Contains(opts, "My deck: Plain") {
		t.Fatalf("the archenemy's decks %q: want Villain, not Tiny (5 schemes) nor Plain (none)", opts)
	}
	f.chooseTheme(0, "My deck: Villain")
	rec := f.start()
	if rec == nil {
		t.Fatalf("a saved scheme deck did not start: %q", f.s.Err())
	}
	arch := rec.Seats[0]
	if arch.DeckName != st.DeckPath(store.MainDecks, "Villain") || len(arch.Deck) == 0 {
		t.Errorf("the archenemy plays %q with %d cards", arch.DeckName, len(arch.Deck))
	}
	want, got := names(schemes), names(arch.Schemes)
	if len(arch.Schemes) != len(schemes) || len(got) != len(want) {
		t.Fatalf("the archenemy's schemes %v, saved %v", got, want)
	}
	for n, k := range want {
		if got[n] != k {
			t.Errorf("%d copies of %s, saved %d", got[n], n, k)
		}
	}
	for i, s := range rec.Seats[1:] {
		if len(s.Schemes) > 0 {
			t.Errorf("team seat %d has %d schemes", i+2, len(s.Schemes))
		}
	}
	// The game deals the archenemy that scheme deck, face down.
	g, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	if n := g.View(0).SchemeDeck(0); n != len(schemes) {
		t.Errorf("the game's scheme deck holds %d schemes, want the saved %d", n, len(schemes))
	}
	// The choice is remembered.
	if last := f.svc.Settings.LastSeats[0].Deck; last != savedPrefix+"Villain" {
		t.Errorf("remembered %q", last)
	}
}

func TestEveryRumbleSeatMayPlayASavedSchemeDeck(t *testing.T) {
	f := newFixture(t)
	_, schemes := withSchemeDecks(t, f)
	f.chooseMode("Supervillain Rumble")
	for i := range f.s.seats.rows {
		if !slices.Contains(f.s.seats.rows[i].theme.Options, "My deck: Villain") {
			t.Fatalf("Rumble seat %d is not offered the saved deck: %q", i+1, f.s.seats.rows[i].theme.Options)
		}
	}
	f.chooseTheme(2, "My deck: Villain")
	rec := f.start()
	if rec == nil {
		t.Fatalf("did not start: %q", f.s.Err())
	}
	for i, st := range rec.Seats {
		switch {
		case i == 2 && len(st.Schemes) != len(schemes):
			t.Errorf("seat 3 has %d schemes, chose the saved %d", len(st.Schemes), len(schemes))
		case i != 2 && !strings.HasPrefix(st.DeckName, themePrefix):
			// A random theme deck is always a ready-made one.
			t.Errorf("seat %d was dealt %q at random", i+1, st.DeckName)
		}
	}
}

// A saved deck that loses its schemes after the screen offered it is
// refused at Start in one sentence, and the game does not start.
func TestSavedDeckWithTooFewSchemesIsRefused(t *testing.T) {
	f := newFixture(t)
	st, schemes := withSchemeDecks(t, f)
	f.chooseMode("Archenemy")
	f.chooseTheme(0, "My deck: Villain")
	main, _ := st.LoadDeck("Plain", f.svc.Catalog.Lib)
	if err := os.WriteFile(st.DeckPath(store.MainDecks, "Villain"), []byte(store.FormatDeck("Villain", main.Cards(), schemes[:5]...)), 0o644); err != nil {
		t.Fatal(err)
	}
	if rec := f.start(); rec != nil {
		t.Fatal("a deck of five schemes started as an archenemy's")
	}
	want := `Seat 1's deck "Villain" cannot be an archenemy's: its scheme deck has 5 schemes (at least 20 are needed)`
	if got := f.s.Err(); got != want {
		t.Errorf("the screen says %q,\nwant %q", got, want)
	}
}

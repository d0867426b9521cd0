package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// readyDeck returns a ready-made deck's cards and the library.
func readyDeck(t *testing.T, name string) ([]*card.Def, *card.Library) {
	t.Helper()
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	d, err := cat.Deck(name)
	if err != nil {
		t.Fatal(err)
	}
	return d.Cards, cat.Lib
}

// counts counts cards by name.
func counts(cards []*card.Def) map[string]int {
	n := map[string]int{}
	for _, d := range cards {
		n[d.Name]++
	}
	return n
}

func TestDecksInTheStore(t *testing.T) {
	s := newStore(t)
	cards, lib := readyDeck(t, "rg-stampede")
	if names, err := s.DeckNames(MainDecks); err != nil || len(names) != 0 {
		t.Fatalf("a new store has decks %v, %v", names, err)
	}
	for _, name := range []string{"zebra", "Big Green", "alpha"} {
		if err := s.SaveDeck(name, cards); err != nil {
			t.Fatal(err)
		}
	}
	// Other files in the folder are not decks.
	os.WriteFile(filepath.Join(s.Dir, "decks", "notes.txt"), []byte("hi"), 0o644)
	os.WriteFile(filepath.Join(s.Dir, "decks", ".hidden.deck"), []byte("1 Forest"), 0o644)
	os.Mkdir(filepath.Join(s.Dir, "decks", "folder.deck"), 0o755)
	if names, err := s.DeckNames(MainDecks); err != nil || !slices.Equal(names, []string{"alpha", "Big Green", "zebra"}) {
		t.Fatalf("decks %v, %v", names, err)
	}
	got, err := s.LoadDeck("Big Green", lib)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "Big Green" || got.Size() != len(cards) || !maps(counts(got.Cards()), counts(cards)) {
		t.Fatalf("loaded %q with %d cards, want %d", got.Name, got.Size(), len(cards))
	}
	if p := s.DeckPath(MainDecks, "alpha"); p != filepath.Join(s.Dir, "decks", "alpha.deck") {
		t.Errorf("path %s", p)
	}
	// The set-up reads the file as any deck file.
	cat, _ := catalog.LoadDir(nil, "")
	if d, err := cat.Deck(s.DeckPath(MainDecks, "alpha")); err != nil || len(d.Cards) != len(cards) {
		t.Errorf("the catalog reads %v, %v", d.Name, err)
	}
	if tmps, _ := filepath.Glob(filepath.Join(s.Dir, "decks", ".*.tmp")); len(tmps) > 0 {
		t.Errorf("temporary files left: %v", tmps)
	}
	if _, err := s.LoadDeck("missing", lib); err == nil || !strings.Contains(err.Error(), `no saved deck "missing"`) {
		t.Errorf("a missing deck: %v", err)
	}
	if err := s.DeleteDeck(MainDecks, "zebra"); err != nil {
		t.Fatal(err)
	}
	if names, _ := s.DeckNames(MainDecks); !slices.Equal(names, []string{"alpha", "Big Green"}) {
		t.Errorf("after deleting zebra: %v", names)
	}
	if err := s.DeleteDeck(MainDecks, "zebra"); err == nil || !strings.Contains(err.Error(), `no saved deck "zebra"`) {
		t.Errorf("deleting it again: %v", err)
	}
	if err := s.SaveDeck("../escape", cards); err == nil {
		t.Error("saved a deck named ../escape")
	}
	if err := s.DeleteDeck(MainDecks, "../alpha"); err == nil {
		t.Error("deleted ../alpha")
	}
}

func maps(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestFormatDeck(t *testing.T) {
	cards, lib := readyDeck(t, "rg-stampede")
	text := FormatDeck("Mine", cards[:0])
	if text != "# Kitchen Table deck \"Mine\": 0 cards, one \"COUNT Card Name\" line per card\n" {
		t.Errorf("empty deck: %q", text)
	}
	forest, _ := lib.Card("Forest")
	bear := cards[0]
	text = FormatDeck("Two", []*card.Def{forest, bear, forest})
	want := "# Kitchen Table deck \"Two\": 3 cards, one \"COUNT Card Name\" line per card\n# " +
		card.GroupOf(bear).String() + " (1)\n1 " + bear.Name + "\n\n# Lands (2)\n2 Forest\n"
	if text != want {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
	d, err := card.ParseDeck("two.deck", strings.NewReader(text), lib)
	if err != nil || d.Size() != 3 {
		t.Errorf("read back: %v", err)
	}
}

func TestBrokenDeckIsReported(t *testing.T) {
	s := newStore(t)
	cards, lib := readyDeck(t, "rg-stampede")
	if err := s.SaveDeck("broken", cards); err != nil {
		t.Fatal(err)
	}
	path := s.DeckPath(MainDecks, "broken")
	junk := "4 Forest\n4 Forest of Ages\n"
	if err := os.WriteFile(path, []byte(junk), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := s.LoadDeck("broken", lib)
	if err == nil || !strings.Contains(err.Error(), path+":2:") || !strings.Contains(err.Error(), "Forest of Ages") || strings.Contains(err.Error(), "card:") {
		t.Fatalf("error %v, want one naming %s line 2", err, path)
	}
	if read(t, path) != junk {
		t.Fatal("loading touched the broken file")
	}
	if names, _ := s.DeckNames(MainDecks); !slices.Contains(names, "broken") {
		t.Errorf("decks %v", names)
	}
	big := strings.Repeat("# padding padding padding padding\n", card.MaxDeckFileSize/30)
	os.WriteFile(path, []byte(big), 0o644)
	if _, err := s.LoadDeck("broken", lib); err == nil || !strings.Contains(err.Error(), "a deck file may be at most 1 MB") {
		t.Errorf("a huge file: %v", err)
	}
}

func TestDecksReadOnly(t *testing.T) {
	s := newStore(t)
	cards, _ := readyDeck(t, "rg-stampede")
	if err := s.SaveDeck("kept", cards); err != nil {
		t.Fatal(err)
	}
	ro := ReadOnly(s.Dir, errors.New("no"))
	if names, err := ro.DeckNames(MainDecks); err != nil || !slices.Equal(names, []string{"kept"}) {
		t.Errorf("read-only store lists %v, %v", names, err)
	}
	if err := ro.SaveDeck("new", cards); err == nil {
		t.Error("a read-only store saved a deck")
	}
	if err := ro.DeleteDeck(MainDecks, "kept"); err == nil {
		t.Error("a read-only store deleted a deck")
	}
	none := ReadOnly("", errors.New("no"))
	if names, err := none.DeckNames(MainDecks); err != nil || names != nil {
		t.Errorf("a store with no folder lists %v, %v", names, err)
	}
}

// A deck saved with its schemes keeps them: the store and the catalog
// read back the same scheme deck, and a deck without schemes is written
// without a Schemes line.
func TestSavedDeckKeepsItsSchemes(t *testing.T) {
	s := newStore(t)
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	theme, err := cat.Deck("archenemy-harvest-horde")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SaveDeck("Horde", theme.Cards, theme.Schemes...); err != nil {
		t.Fatal(err)
	}
	got, err := s.LoadDeck("Horde", cat.Lib)
	if err != nil {
		t.Fatal(err)
	}
	if !maps(counts(got.SchemeCards()), counts(theme.Schemes)) || !maps(counts(got.Cards()), counts(theme.Cards)) {
		t.Fatalf("read back %d schemes and %d cards, saved %d and %d", len(got.SchemeCards()), got.Size(), len(theme.Schemes), len(theme.Cards))
	}
	if err := card.CheckSchemeDeck(got.SchemeCards()); err != nil {
		t.Errorf("the schemes read back: %v", err)
	}
	if d, err := cat.Deck(s.DeckPath(MainDecks, "Horde")); err != nil || len(d.Schemes) != len(theme.Schemes) {
		t.Errorf("the catalog reads %d schemes, %v", len(d.Schemes), err)
	}
	text := FormatDeck("Horde", theme.Cards, theme.Schemes...)
	if !strings.Contains(text, "\n\nSchemes\n") || !strings.Contains(text, fmt.Sprintf("cards and %d schemes", len(theme.Schemes))) {
		t.Errorf("the file:\n%s", text)
	}
	if plain := FormatDeck("Plain", theme.Cards); strings.Contains(plain, "Schemes") || strings.Contains(plain, "scheme") {
		t.Errorf("a deck without schemes mentions them:\n%s", plain)
	}
}

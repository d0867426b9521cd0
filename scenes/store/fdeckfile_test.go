package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/catalog"
)

func TestFDeckWithByteOrderMark(t *testing.T) {
	cards := catalog.FourCuatro()
	for _, text := range []string{"\ufeff3 Ember Flick\r\n1 Scorch\r\n", "\ufeff# mine\n3 Ember Flick\n1 Scorch\n"} {
		got, err := ParseFDeck("d.fdeck", strings.NewReader(text), cards)
		if err != nil || len(got) != 4 {
			t.Errorf("%q: %d cards, %v", text, len(got), err)
		}
	}
}

func TestEmptyFDeckIsAnError(t *testing.T) {
	cards := catalog.FourCuatro()
	for _, text := range []string{"", "\ufeff", "\n  \n\t\n"} {
		_, err := ParseFDeck("d.fdeck", strings.NewReader(text), cards)
		if want := "d.fdeck:1: the deck file is empty"; err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %s", text, err, want)
		}
	}
	// A deck saved with no cards yet (the builder keeps unfinished decks)
	// is not empty: it says what it is.
	if got, err := ParseFDeck("d.fdeck", strings.NewReader(FormatFDeck("New", nil, cards)), cards); err != nil || len(got) != 0 {
		t.Errorf("a saved deck of no cards: %v, %v", got, err)
	}
	s := newStore(t)
	path := s.DeckPath(FourCuatroDecks, "blank")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.LoadFDeck("blank", cards); err == nil || err.Error() != "store: the deck file is empty" {
		t.Errorf("loading an empty file: %v", err)
	}
}

func TestOversizeFDeck(t *testing.T) {
	cards := catalog.FourCuatro()
	big := "3 Ember Flick\n" + strings.Repeat("# a comment to make the deck file big\n", 90_000)
	_, err := ParseFDeck("d.fdeck", strings.NewReader(big), cards)
	if want := "d.fdeck:1: the deck file is larger than 1 MB; a deck file may be at most 1 MB"; err == nil || err.Error() != want {
		t.Errorf("a big deck: %v, want %s", err, want)
	}
	s := newStore(t)
	path := s.DeckPath(FourCuatroDecks, "big")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.LoadFDeck("big", cards); err == nil || err.Error() != "store: the deck file is 3.3 MB; a deck file may be at most 1 MB" {
		t.Errorf("loading a big file: %v", err)
	}
}

func TestFDeckLongLinesAndNames(t *testing.T) {
	cards := catalog.FourCuatro()
	_, err := ParseFDeck("d.fdeck", strings.NewReader("3 Ember Flick\n# "+strings.Repeat("x", 5000)+"\n"), cards)
	if want := "d.fdeck:2: the line is longer than 4096 bytes"; err == nil || err.Error() != want {
		t.Errorf("a long line: %v, want %s", err, want)
	}
	_, err = ParseFDeck("d.fdeck", strings.NewReader("3 "+strings.Repeat("Flick", 100)+"\n"), cards)
	if want := `d.fdeck:1: "FlickFlickFlickFlickFlickFlick"… is not a FourCuatro card`; err == nil || err.Error() != want {
		t.Errorf("a long name: %v, want %s", err, want)
	}
}

// TestSavedFDeckErrorSaysWhatIsWrongFirst opens a saved FourCuatro deck
// with a wrong line: the error is the line and what is wrong, not the
// deck file's long path first (which the one-line message cut the
// reason off after).
func TestSavedFDeckErrorSaysWhatIsWrongFirst(t *testing.T) {
	s := newStore(t)
	if err := os.MkdirAll(filepath.Join(s.Dir, FourCuatroDecks.dir), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, s, filepath.Join(FourCuatroDecks.dir, "Broken"+FDeckExt), "three Meddle\n")
	_, err := s.LoadFDeck("Broken", catalog.FourCuatro())
	if want := `store: line 1: expected "COUNT Card Name", got "three Meddle"`; err == nil || err.Error() != want {
		t.Errorf("LoadFDeck: %v, want %s", err, want)
	}
	write(t, s, filepath.Join(FourCuatroDecks.dir, "Empty"+FDeckExt), "\n")
	if _, err := s.LoadFDeck("Empty", catalog.FourCuatro()); err == nil || err.Error() != "store: the deck file is empty" {
		t.Errorf("LoadFDeck of an empty deck: %v", err)
	}
}

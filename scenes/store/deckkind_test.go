package store

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/internal/catalog"
)

// TestDecksWrittenBeforeStillRead puts deck files where earlier versions
// of the app kept them — decks/NAME.deck and fourcuatro/NAME.fdeck, the
// folders and endings spelled out here rather than taken from the kinds —
// and reads them through the one store of decks.
func TestDecksWrittenBeforeStillRead(t *testing.T) {
	s := newStore(t)
	for _, dir := range []string{"decks", "fourcuatro"} {
		if err := os.MkdirAll(filepath.Join(s.Dir, dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, s, filepath.Join("fourcuatro", "Old Burn.fdeck"), "# FourCuatro deck \"Old Burn\"\n3 Ember Flick\n1 Scorch\n")
	write(t, s, filepath.Join("fourcuatro", "Stray.deck"), "3 Ember Flick\n")
	write(t, s, filepath.Join("decks", "Old Main.deck"), "4 Forest\n")
	names, err := s.DeckNames(FourCuatroDecks)
	if err != nil || !slices.Equal(names, []string{"Old Burn"}) {
		t.Fatalf("FourCuatro decks: %q, %v; want [Old Burn]", names, err)
	}
	if names, err := s.DeckNames(MainDecks); err != nil || !slices.Equal(names, []string{"Old Main"}) {
		t.Fatalf("main decks: %q, %v; want [Old Main]", names, err)
	}
	deck, err := s.LoadFDeck("Old Burn", catalog.FourCuatro())
	if err != nil || len(deck) != 4 || deck[0].Name != "Ember Flick" || deck[3].Name != "Scorch" {
		t.Fatalf("LoadFDeck: %v, %v", deck, err)
	}
	if got, want := s.DeckPath(FourCuatroDecks, "Old Burn"), filepath.Join(s.Dir, "fourcuatro", "Old Burn.fdeck"); got != want {
		t.Errorf("DeckPath = %s, want %s", got, want)
	}
	if err := s.DeleteDeck(FourCuatroDecks, "Old Burn"); err != nil {
		t.Fatal(err)
	}
	if read(t, filepath.Join(s.Dir, "fourcuatro", "Old Burn.fdeck")) != "<missing>" {
		t.Error("the deleted FourCuatro deck is still there")
	}
	if read(t, filepath.Join(s.Dir, "decks", "Old Main.deck")) != "4 Forest\n" {
		t.Error("deleting a FourCuatro deck touched a main deck")
	}
	if err := s.DeleteDeck(FourCuatroDecks, "Old Main"); err == nil {
		t.Error("a main deck was deleted as a FourCuatro deck")
	}
}

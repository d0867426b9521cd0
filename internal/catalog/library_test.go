package catalog

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/kitchentable/kitchentable/game/livedraft"
)

func TestLiveDraftLibrary(t *testing.T) {
	c, err := LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	d, err := c.LiveDraftLibrary()
	if err != nil {
		t.Fatal(err)
	}
	if lands, total := livedraft.Summary(d.Cards); total != 180 || lands < 40 || lands > 50 || d.Name != "live-draft" {
		t.Errorf("%q: %d cards, %d lands", d.Name, total, lands)
	}
	for _, n := range c.Decks {
		if n == d.Name {
			t.Error("the Live-Draft library is among the ready-made decks")
		}
	}
}

func TestLibraryFile(t *testing.T) {
	c, err := LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("mine.deck", "# my library\n40 Sparkrunner\n20 Mountain\n\nSideboard\n3 Forest\n")
	d, err := c.LibraryFile(good)
	if err != nil || d.Name != "mine" || len(d.Cards) != 60 || d.Cards[59].Name != "Mountain" {
		t.Errorf("LibraryFile: %q with %d cards, %v", d.Name, len(d.Cards), err)
	}
	small, bad, missing := write("small.deck", "30 Sparkrunner\n12 Mountain\n"), write("bad.deck", "40 Sparkrunner\n1 No Such Card\n"), filepath.Join(dir, "missing.deck")
	for _, tc := range []struct{ path, want string }{
		{small, "catalog: card list " + small + ": it holds 42 cards, and at least 60 are needed to play from"},
		{bad, "catalog: card list " + bad + ` line 2: unknown card "No Such Card"`},
		{missing, "catalog: cannot read card list " + missing + ": it does not exist"},
		{write("empty.deck", "# nothing\n"), "catalog: card list " + filepath.Join(dir, "empty.deck") + " has no cards"},
	} {
		if _, err := c.LibraryFile(tc.path); err == nil || err.Error() != tc.want {
			t.Errorf("LibraryFile(%q): %v, want %q", tc.path, err, tc.want)
		}
	}
	if _, err := c.LibraryFile(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file's error is not fs.ErrNotExist: %v", err)
	}
}

func TestBlockWithBasics(t *testing.T) {
	c, err := LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	basics := 0
	for _, d := range c.BlockWithBasics() {
		if d.Set == BasicSet {
			basics++
		}
	}
	if basics != 5 || len(c.BlockWithBasics()) != len(c.Block())+5 {
		t.Errorf("%d basic lands among %d cards (the block has %d)", basics, len(c.BlockWithBasics()), len(c.Block()))
	}
}

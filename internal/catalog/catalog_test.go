package catalog

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/configdir"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

func TestLoadDirBuiltIn(t *testing.T) {
	var warn bytes.Buffer
	c, err := LoadDir(&warn, filepath.Join(t.TempDir(), "missing"))
	if err != nil {
		t.Fatal(err)
	}
	if warn.Len() != 0 || len(c.Lib.All()) == 0 || len(c.Decks) == 0 {
		t.Fatalf("warn %q, %d cards, decks %v", warn.String(), len(c.Lib.All()), c.Decks)
	}
	if _, ok := c.Lib.Card("Sparkrunner"); !ok {
		t.Error("no Sparkrunner among the built-in cards")
	}
	for i, d := range c.Decks {
		if strings.HasSuffix(d, ".deck") || (i > 0 && c.Decks[i-1] >= d) {
			t.Errorf("deck names not sorted stems: %v", c.Decks)
		}
	}
}

func TestLoadDirUserSets(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "extras.cards"), []byte(testdecks.UserSet), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := LoadDir(nil, dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Lib.Card("Teapot Golem"); !ok {
		t.Error("the player's card is missing")
	}
	if _, ok := c.Lib.Card("Sparkrunner"); !ok {
		t.Error("the built-in cards are missing")
	}
	own := c.OwnCards()
	if len(own) == 0 || !slices.ContainsFunc(own, func(d *card.Def) bool { return d.Name == "Teapot Golem" }) {
		t.Errorf("the player's own cards are %d, without Teapot Golem", len(own))
	}
	for _, d := range own {
		if d.Set != c.OwnSets[0] {
			t.Errorf("%s of set %s is among the player's own cards", d.Name, d.Set)
		}
	}
}

func TestLoadDirBadUserSets(t *testing.T) {
	for name, text := range map[string]string{
		"broken":    "set: Broken\ncode: BRK\n\ncard: Nothing\nflavour: none\n",
		"duplicate": strings.Replace(testdecks.UserSet, "Teapot Golem", "Sparkrunner", 1),
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, name+".cards"), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var warn bytes.Buffer
			c, err := LoadDir(&warn, dir)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(warn.String(), "your card sets are left out") {
				t.Errorf("warning %q", warn.String())
			}
			if _, ok := c.Lib.Card("Sparkrunner"); !ok {
				t.Error("the built-in cards are missing")
			}
		})
	}
}

func TestDeck(t *testing.T) {
	c, err := LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	first := c.Decks[0]
	for _, name := range []string{first, first + ".deck"} {
		d, err := c.Deck(name)
		if err != nil || d.Name != first || len(d.Cards) == 0 {
			t.Errorf("Deck(%q) = %q with %d cards, %v", name, d.Name, len(d.Cards), err)
		}
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	d, err := c.Deck(write("mine.deck", "3 Sparkrunner\n2 Mountain\n"))
	if err != nil || d.Name != "mine" || len(d.Cards) != 5 || d.Cards[0].Name != "Sparkrunner" || d.Cards[4].Name != "Mountain" {
		t.Errorf("deck file: %+v, %v", d, err)
	}
	for _, tc := range []struct{ name, want string }{
		{"no-such-deck", `catalog: unknown deck "no-such-deck" (ready-made decks: ` + first},
		{filepath.Join(dir, "missing.deck"), "catalog: cannot read deck file " + filepath.Join(dir, "missing.deck") + ": it does not exist"},
		{write("empty.deck", "# nothing\n"), "catalog: deck file " + filepath.Join(dir, "empty.deck") + " has no cards"},
		{write("bad.deck", "3 Sparkrunner\n1 No Such Card\n"), "catalog: "},
	} {
		if _, err := c.Deck(tc.name); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Deck(%q): %v, want %q", tc.name, err, tc.want)
		}
	}
	if _, err := c.Deck(filepath.Join(dir, "bad.deck")); err == nil || err.Error() != "catalog: deck file "+filepath.Join(dir, "bad.deck")+` line 2: unknown card "No Such Card"` {
		t.Errorf("a bad deck's error does not name the file and line: %v", err)
	}
	if _, err := c.Deck(filepath.Join(dir, "missing.deck")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing deck's error is not fs.ErrNotExist: %v", err)
	}
	if _, err := c.Deck("no-such-deck"); !errors.Is(err, ErrUnknownDeck) {
		t.Errorf("an unknown deck's error is not ErrUnknownDeck: %v", err)
	}
}

func TestLoadReadsUserConfigDir(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the user config folder is moved with XDG_CONFIG_HOME on Linux only")
	}
	base := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", base)
	t.Setenv(configdir.Env, "")
	sets := filepath.Join(base, "kitchentable", "sets")
	if err := os.MkdirAll(sets, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sets, "extras.cards"), []byte(testdecks.UserSet), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Lib.Card("Teapot Golem"); !ok {
		t.Error("Load left out the player's sets")
	}
}

func TestFourCuatroCardsParse(t *testing.T) {
	defs, err := fourCuatro()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(fourcuatro.BasicDeck(defs)); n != fourcuatro.BasicDeckSize {
		t.Errorf("the basic deck has %d cards", n)
	}
}

func TestBlockHoldsTheThreeSets(t *testing.T) {
	cat, err := Load(new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	sets := map[string]int{}
	for _, d := range cat.Block() {
		sets[d.Set]++
	}
	if len(sets) != 3 || sets["HTH"] < 150 || sets["SMF"] < 70 || sets["LDF"] < 70 {
		t.Errorf("block sets %v", sets)
	}
}

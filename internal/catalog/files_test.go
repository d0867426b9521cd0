package catalog

import (
	"bytes"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/configdir"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

func TestDeckFileWithByteOrderMark(t *testing.T) {
	c, err := LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	p := testdecks.WriteFile(t, t.TempDir(), "notepad.deck", "\ufeffname: Sparks\r\n3 Sparkrunner\r\n2 Mountain\r\n")
	if d, err := c.Deck(p); err != nil || len(d.Cards) != 5 {
		t.Errorf("a deck saved by Notepad: %+v, %v", d, err)
	}
}

func TestUserCardFileWithByteOrderMark(t *testing.T) {
	dir := t.TempDir()
	testdecks.WriteFile(t, dir, "extras.cards", "\ufeff"+strings.ReplaceAll(testdecks.UserSet, "\n", "\r\n"))
	var warn bytes.Buffer
	c, err := LoadDir(&warn, dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Lib.Card("Teapot Golem"); !ok || warn.Len() > 0 {
		t.Errorf("a card file saved by Notepad was left out: %s", warn.String())
	}
}

func TestOversizeDeckFile(t *testing.T) {
	c, err := LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	p := testdecks.WriteFile(t, t.TempDir(), "huge.deck", "3 Sparkrunner\n"+strings.Repeat("# padding padding padding\n", 130_000))
	_, err = c.Deck(p)
	if want := "catalog: deck file " + p + " is 3.2 MB; a deck file may be at most 1 MB"; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

func TestOverlongDeckName(t *testing.T) {
	c, err := LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	p := testdecks.WriteFile(t, t.TempDir(), "long.deck", "name: "+strings.Repeat("Sparks ", 10)+"\n3 Sparkrunner\n")
	_, err = c.Deck(p)
	if err == nil || !strings.HasPrefix(err.Error(), "catalog: deck file "+p+" line 1: deck name: ") ||
		!strings.HasSuffix(err.Error(), "is 69 characters long; a name may have at most 64") {
		t.Errorf("got %v", err)
	}
}

func TestDuplicateSetCodeNamesBothFiles(t *testing.T) {
	t.Run("a user set and a built-in set", func(t *testing.T) {
		dir := t.TempDir()
		mine := testdecks.WriteFile(t, dir, "mine.cards", strings.Replace(testdecks.UserSet, "code: KTX", "code: HTH", 1))
		var warn bytes.Buffer
		c, err := LoadDir(&warn, dir)
		if err != nil {
			t.Fatal(err)
		}
		want := "kitchentable: your card sets are left out: card file " + mine + " line 2: the set code HTH is already used by cards/hth.cards (line 12)\n"
		if warn.String() != want {
			t.Errorf("warning %q, want %q", warn.String(), want)
		}
		if _, ok := c.Lib.Card("Teapot Golem"); ok {
			t.Error("the user's set was loaded anyway")
		}
	})
	t.Run("two user sets", func(t *testing.T) {
		dir := t.TempDir()
		a := testdecks.WriteFile(t, dir, "a.cards", testdecks.UserSet)
		b := testdecks.WriteFile(t, dir, "b.cards", strings.Replace(testdecks.UserSet, "Teapot Golem", "Kettle Golem", 1))
		var warn bytes.Buffer
		if _, err := LoadDir(&warn, dir); err != nil {
			t.Fatal(err)
		}
		want := "kitchentable: your card sets are left out: card file " + b + " line 2: the set code KTX is already used by " + a + " (line 2)\n"
		if warn.String() != want {
			t.Errorf("warning %q, want %q", warn.String(), want)
		}
	})
}

func TestLoadConfigFindsTheSetsWhereTheWindowDoes(t *testing.T) {
	flagDir, envDir := t.TempDir(), t.TempDir()
	testdecks.WriteFile(t, configdir.Sets(flagDir), "flag.cards", testdecks.UserSet)
	testdecks.WriteFile(t, configdir.Sets(envDir), "env.cards", strings.NewReplacer("Teapot Golem", "Kettle Golem", "KTX", "KTY").Replace(testdecks.UserSet))
	t.Setenv(configdir.Env, envDir)
	for _, tc := range []struct{ flag, has, hasNot string }{
		{"", "Kettle Golem", "Teapot Golem"},
		{flagDir, "Teapot Golem", "Kettle Golem"},
	} {
		c, err := LoadConfig(nil, tc.flag)
		if err != nil {
			t.Fatal(err)
		}
		_, has := c.Lib.Card(tc.has)
		_, hasNot := c.Lib.Card(tc.hasNot)
		if !has || hasNot {
			t.Errorf("-config %q: %s %v, %s %v", tc.flag, tc.has, has, tc.hasNot, hasNot)
		}
	}
}

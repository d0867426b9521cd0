package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/configdir"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

func TestDecksWithTheUserSets(t *testing.T) {
	t.Setenv(configdir.Env, t.TempDir())
	config, decks := t.TempDir(), t.TempDir()
	testdecks.WriteFile(t, configdir.Sets(config), "extras.cards", testdecks.UserSet)
	testdecks.WriteFile(t, decks, "teapots.deck", "\ufeff24 Teapot Golem\r\n36 Mountain\r\n")
	testdecks.WriteFile(t, decks, "bolts.deck", "24 Sparkrunner\n36 Mountain\n")
	args := []string{"-games", "2", "-decks", filepath.Join(decks, "*.deck"), "-workers", "1"}
	var out, errs bytes.Buffer
	if code := run(append(args, "-config", config), &out, &errs); code != 0 || !strings.Contains(out.String(), "teapots") {
		t.Errorf("with -config: exit %d, stdout %q, stderr %q", code, out.String(), errs.String())
	}
	out.Reset()
	errs.Reset()
	if code := run(args, &out, &errs); code != 1 || !strings.Contains(errs.String(), `unknown card "Teapot Golem"`) || strings.Count(errs.String(), "\n") != 1 {
		t.Errorf("without the sets: exit %d, stderr %q", code, errs.String())
	}
	big := testdecks.WriteFile(t, decks, "zz-big.deck", strings.Repeat("# a comment to make the deck file big\n", 90_000))
	out.Reset()
	errs.Reset()
	want := "tournament: deck file " + big + " is 3.3 MB; a deck file may be at most 1 MB\n"
	if code := run(append(args, "-config", config), &out, &errs); code != 1 || errs.String() != want {
		t.Errorf("a big deck: exit %d, stderr %q, want %q", code, errs.String(), want)
	}
}

package main

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/configdir"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestPipesInPlaceOfFilesAreRefused gives the commands named pipes for a
// deck, a replay, a Live-Draft card list and a card set: each is refused
// at once with the usual one sentence (they used to wait forever).
func TestPipesInPlaceOfFilesAreRefused(t *testing.T) {
	noUserSets(t)
	dir := t.TempDir()
	deck := testdecks.Fifo(t, dir, "x.deck")
	replay := testdecks.Fifo(t, dir, "x.replay")
	list := testdecks.Fifo(t, dir, "x.list")
	config := t.TempDir()
	set := testdecks.Fifo(t, configdir.Sets(config), "x.cards")
	const pipe = ": it is a pipe or a device, not a file"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"sim", "-decks", deck + ",rg-stampede"}, "sim: cannot read deck file " + deck + pipe + "\n"},
		{[]string{"demo", "-decks", "rg-stampede," + deck}, "demo: cannot read deck file " + deck + pipe + "\n"},
		{[]string{"replay", replay}, "replay: cannot read replay file " + replay + pipe + "\n"},
		{[]string{"sim", "-variant", "live-tableau", "-library", list}, "sim: cannot read card list " + list + pipe + "\n"},
	} {
		code, out, errs := runT(t, tc.args...)
		if code != 1 || out != "" || errs != tc.want {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and %q", strings.Join(tc.args, " "), code, out, errs, tc.want)
		}
	}
	code, _, errs := runT(t, "cards", "-config", config, "-summary")
	if want := "kitchentable: your card sets are left out: cannot read card file " + set + pipe + "\n"; code != 0 || errs != want {
		t.Errorf("cards with a pipe among the sets: exit %d, stderr %q; want %q", code, errs, want)
	}
}

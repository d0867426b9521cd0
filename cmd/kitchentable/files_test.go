package main

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/configdir"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// noUserSets points the default folder somewhere empty, so that the
// player's real sets do not change what a test sees.
func noUserSets(t *testing.T) {
	t.Helper()
	t.Setenv(configdir.Env, t.TempDir())
}

func TestBadDeckFileIsOneLine(t *testing.T) {
	noUserSets(t)
	dir := t.TempDir()
	bad := testdecks.WriteFile(t, dir, "foo.deck", "4 Sparkrunner\n\n1 No Such Card\n")
	big := testdecks.WriteFile(t, dir, "big.deck", "4 Sparkrunner\n"+strings.Repeat("# a comment to make the deck file big\n", 90_000))
	missing := filepath.Join(dir, "missing.deck")
	for _, tc := range []struct{ deck, want string }{
		{bad, "deck file " + bad + ` line 3: unknown card "No Such Card"`},
		{big, "deck file " + big + " is 3.3 MB; a deck file may be at most 1 MB"},
		{missing, "cannot read deck file " + missing + ": it does not exist"},
	} {
		for _, cmd := range []string{"sim", "demo"} {
			code, out, errs := runT(t, cmd, "-seed", "1", "-decks", "rg-stampede,"+tc.deck)
			if want := cmd + ": " + tc.want + "\n"; code != 1 || out != "" || errs != want {
				t.Errorf("%s with %s: exit %d, stdout %q, stderr %q; want exit 1 and %q", cmd, filepath.Base(tc.deck), code, out, errs, want)
			}
		}
	}
}

func TestBadReplayFileIsOneLine(t *testing.T) {
	noUserSets(t)
	dir := t.TempDir()
	golden := freshReplay(t)
	m := regexp.MustCompile(`(?m)^  \d+ [^\n]+$`).FindStringIndex(golden)
	if m == nil {
		t.Fatal("the replay lists no cards")
	}
	line := strings.Count(golden[:m[0]], "\n") + 1
	bad := testdecks.WriteFile(t, dir, "bad.replay", golden[:m[0]]+"  1 No Such Card"+golden[m[1]:])
	missing := filepath.Join(dir, "missing.replay")
	for _, tc := range []struct{ file, want string }{
		{bad, bad + ":" + strconv.Itoa(line) + `: unknown card "No Such Card"`},
		{missing, "cannot read replay file " + missing + ": it does not exist"},
	} {
		code, out, errs := runT(t, "replay", "-quiet", tc.file)
		if want := "replay: " + tc.want + "\n"; code != 1 || out != "" || errs != want {
			t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 and %q", code, out, errs, want)
		}
	}
}

// userConfig makes a folder like the player's, with the Kitchen Extras set
// and a deck of its cards, and returns it and the deck's path.
func userConfig(t *testing.T) (dir, deck string) {
	t.Helper()
	dir = t.TempDir()
	testdecks.WriteFile(t, configdir.Sets(dir), "extras.cards", testdecks.UserSet)
	deck = testdecks.WriteFile(t, dir, "teapots.deck", "24 Teapot Golem\n36 Mountain\n")
	return dir, deck
}

func TestCommandsFindTheUserSetsWhereTheWindowDoes(t *testing.T) {
	noUserSets(t)
	dir, deck := userConfig(t)
	// With -config, as play -config.
	code, out, errs := runT(t, "cards", "-config", dir, "-set", "KTX")
	if code != 0 || !strings.Contains(out, "Teapot Golem {3} · Artifact Creature — Golem 3/3 · common · KTX") {
		t.Errorf("cards -config: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	replays := t.TempDir()
	code, _, errs = runT(t, "sim", "-config", dir, "-games", "1", "-seed", "3", "-decks", deck+",rg-stampede", "-replay-dir", replays)
	if code != 0 || errs != "" {
		t.Fatalf("sim -config: exit %d, stderr %q", code, errs)
	}
	code, out, errs = runT(t, "demo", "-config", dir, "-seed", "3", "-decks", deck+",rg-stampede")
	if code != 0 || !strings.Contains(out, "plays teapots") {
		t.Errorf("demo -config: exit %d, stderr %q", code, errs)
	}
	replay := filepath.Join(replays, "seed-3.replay")
	if code, out, errs = runT(t, "replay", "-config", dir, "-quiet", replay); code != 0 || !strings.Contains(out, "matches") {
		t.Errorf("replay -config: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	// Without the player's sets, the deck and the replay name an unknown card.
	if code, _, errs = runT(t, "replay", "-quiet", replay); code != 1 || !strings.Contains(errs, `unknown card "Teapot Golem"`) {
		t.Errorf("replay without the sets: exit %d, stderr %q", code, errs)
	}
	// With $KITCHENTABLE_CONFIG_DIR, as the window.
	t.Setenv(configdir.Env, dir)
	if code, out, errs = runT(t, "cards", "-set", "KTX", "-summary"); code != 0 || !strings.Contains(out, "KTX") {
		t.Errorf("cards with $%s: exit %d, stdout %q, stderr %q", configdir.Env, code, out, errs)
	}
	if code, out, errs = runT(t, "replay", "-quiet", replay); code != 0 || !strings.Contains(out, "matches") {
		t.Errorf("replay with $%s: exit %d, stdout %q, stderr %q", configdir.Env, code, out, errs)
	}
}

func TestBrokenUserSetIsOneWarning(t *testing.T) {
	noUserSets(t)
	dir := t.TempDir()
	mine := testdecks.WriteFile(t, configdir.Sets(dir), "mine.cards", strings.Replace(testdecks.UserSet, "code: KTX", "code: HTH", 1))
	code, _, errs := runT(t, "cards", "-config", dir, "-summary")
	want := "kitchentable: your card sets are left out: card file " + mine + " line 2: the set code HTH is already used by cards/hth.cards (line 12)\n"
	if code != 0 || errs != want {
		t.Errorf("exit %d, stderr %q; want %q", code, errs, want)
	}
}

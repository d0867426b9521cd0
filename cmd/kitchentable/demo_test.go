package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestDemoWatchAgainKeepsEveryFlag plays a demo with chosen players, decks
// and turn limit and then the command its last line gives: the same game,
// word for word (the line used to drop -ai and -decks).
func TestDemoWatchAgainKeepsEveryFlag(t *testing.T) {
	code, first, errs := runT(t, "demo", "-ai", "easy,random", "-decks", "ub-tides,rg-stampede", "-max-turns", "12")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	m := regexp.MustCompile(`\(Watch it again: kitchentable (demo [^)]*)\)\n$`).FindStringSubmatch(first)
	if m == nil {
		t.Fatalf("no watch-again line in:\n%s", first)
	}
	args := strings.Fields(m[1])
	for _, want := range []string{"-ai easy,random", "-decks ub-tides,rg-stampede", "-max-turns 12"} {
		if !strings.Contains(m[1], want) {
			t.Errorf("the watch-again command %q lacks %q", m[1], want)
		}
	}
	code, again, errs := runT(t, args...)
	if code != 0 || again != first {
		t.Errorf("%s: exit %d (%s), and it played another game", m[1], code, errs)
	}
}

// TestShellWord quotes what a shell would split or expand.
func TestShellWord(t *testing.T) {
	for in, want := range map[string]string{"rg-stampede,ub-tides": "rg-stampede,ub-tides", "/x/my decks/a.deck": "'/x/my decks/a.deck'", "it's": `'it'\''s'`, "": "''"} {
		if got := shellWord(in); got != want {
			t.Errorf("shellWord(%q) = %s, want %s", in, got, want)
		}
	}
}

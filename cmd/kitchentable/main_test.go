package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/version"
)

// runT runs the program and returns its exit code, stdout and stderr.
func runT(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"bogus"}, `unknown command "bogus"`},
		{[]string{"cook"}, `unknown command "cook"`},
		{[]string{"sim", "-bogus"}, "flag provided but not defined"},
		{[]string{"sim", "extra"}, `unexpected argument "extra"`},
		{[]string{"sim", "-games", "0"}, "-games must be at least 1"},
		{[]string{"sim", "-players", "9"}, "-players must be 2 to 8"},
		{[]string{"sim", "-ai", "random,genius"}, `unknown computer player "genius"`},
		{[]string{"sim", "-decks", "nope"}, `unknown deck "nope" (ready-made decks: `},
		{[]string{"sim", "-variant", "chess"}, `unknown variant "chess" (known: archenemy, landless, landless-double, landless-single, live-pipeline, live-rummy, live-tableau, plain, rumble`},
		{[]string{"sim", "-games", "x"}, "invalid value"},
		{[]string{"demo", "-bogus"}, "flag provided but not defined"},
		{[]string{"demo", "-decks", "nope"}, `unknown deck "nope"`},
		{[]string{"replay"}, "expected one replay file"},
		{[]string{"replay", "a", "b"}, "expected one replay file"},
		{[]string{"replay", "-bogus", "x"}, "flag provided but not defined"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errs := runT(t, tc.args...)
			if code != 2 || out != "" || !strings.Contains(errs, tc.want) || !strings.Contains(errs, "usage: kitchentable") {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and a usage containing %q", code, out, errs, tc.want)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"sim", "-h"}, {"replay", "-h"}, {"demo", "-h"}} {
		if code, out, errs := runT(t, args...); code != 0 || !strings.Contains(out+errs, "usage: kitchentable") {
			t.Errorf("%v: exit %d, output %q", args, code, out+errs)
		}
	}
}

func TestVersion(t *testing.T) {
	old := version.Version
	defer func() { version.Version = old }()
	version.Version = "9.8.7"
	for _, arg := range []string{"version", "-version", "--version"} {
		code, out, _ := runT(t, arg)
		if code != 0 || !strings.HasPrefix(out, "Kitchen Table 9.8.7 (") {
			t.Errorf("%s: exit %d, output %q", arg, code, out)
		}
	}
}

var summaryRe = regexp.MustCompile(`^games=20 draws=(\d+) wins=P1:(\d+),P2:(\d+) avg_turns=\d+\.\d games_per_s=\d+\n$`)

func TestSimSummary(t *testing.T) {
	code, out, errs := runT(t, "sim", "-games", "20", "-seed", "7")
	if code != 0 || !summaryRe.MatchString(out) {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// withoutSpeed drops the games_per_s field, the only one that varies.
func withoutSpeed(s string) string {
	return regexp.MustCompile(`games_per_s=\d+`).ReplaceAllString(s, "")
}

func TestSimReproducible(t *testing.T) {
	args := []string{"sim", "-games", "12", "-seed", "99", "-players", "3"}
	_, a, _ := runT(t, args...)
	_, b, _ := runT(t, append(args, "-workers", "3")...)
	if a == "" || withoutSpeed(a) != withoutSpeed(b) {
		t.Errorf("same seed, different results:\n%s%s", a, b)
	}
}

func TestSimJSON(t *testing.T) {
	code, out, errs := runT(t, "sim", "-games", "10", "-seed", "3", "-json", "-decks", "rg-stampede,br-cinders.deck")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s simSummary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if s.Games != 10 || s.Draws+s.Wins["P1"]+s.Wins["P2"] != 10 || s.AvgTurns <= 0 || s.Stuck != 0 || s.Variant != "plain" {
		t.Errorf("summary %+v", s)
	}
}

func TestSimCaps(t *testing.T) {
	_, out, _ := runT(t, "sim", "-games", "5", "-max-turns", "3")
	if !strings.HasPrefix(out, "games=5 draws=5 ") || !strings.Contains(out, "capped=5") {
		t.Errorf("turn limit: %q", out)
	}
	_, out, _ = runT(t, "sim", "-games", "5", "-max-actions", "10")
	if !strings.HasPrefix(out, "games=5 draws=5 ") || !strings.Contains(out, "stuck=5") {
		t.Errorf("action limit: %q", out)
	}
}

func TestSimReplays(t *testing.T) {
	dir := t.TempDir()
	code, _, errs := runT(t, "sim", "-games", "3", "-seed", "40", "-players", "3", "-replay-dir", dir)
	if code != 0 {
		t.Fatalf("sim: exit %d: %s", code, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.replay"))
	if len(files) != 3 {
		t.Fatalf("replay files %v, want 3", files)
	}
	for _, f := range files {
		code, out, errs := runT(t, "replay", "-quiet", f)
		if code != 0 || !strings.Contains(out, "matches") || strings.Count(out, "\n") != 1 {
			t.Errorf("replay %s: exit %d, stdout %q, stderr %q", f, code, out, errs)
		}
	}
}

func TestDemo(t *testing.T) {
	code, a, errs := runT(t, "demo", "-seed", "5", "-decks", "rg-stampede,ub-tides")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	_, b, _ := runT(t, "demo", "-seed", "5", "-decks", "rg-stampede,ub-tides")
	if a != b {
		t.Error("two demos with one seed differ")
	}
	for _, want := range []string{"Demo game, seed 5: Player 1 (P1, medium) plays rg-stampede; Player 2 (P2, medium) plays ub-tides.\n",
		"Turn 1: ", "Result: ", "kitchentable demo -seed 5"} {
		if !strings.Contains(a, want) {
			t.Errorf("demo output lacks %q:\n%s", want, a)
		}
	}
	// Without -seed a demo picks a seed and says how to watch it again.
	code, c, _ := runT(t, "demo", "-decks", "rg-stampede,ub-tides")
	m := regexp.MustCompile(`^Demo game, seed (\d+): `).FindStringSubmatch(c)
	if code != 0 || m == nil || !strings.Contains(c, "(Watch it again: kitchentable demo -seed "+m[1]+" -decks rg-stampede,ub-tides)\n") {
		t.Errorf("no seed: exit %d, output %q", code, c)
	}
}

// freshReplay records a game with the rules as they are now and returns its replay file.
func freshReplay(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if code, _, errs := runT(t, "sim", "-games", "1", "-seed", goldenSeed, "-decks", goldenDecks, "-replay-dir", dir); code != 0 {
		t.Fatalf("sim: %s", errs)
	}
	data, err := os.ReadFile(filepath.Join(dir, "seed-"+goldenSeed+".replay"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestReplayFailures(t *testing.T) {
	golden := freshReplay(t)
	hashRe := regexp.MustCompile(`\nhash [0-9a-f]+\n`)
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		edit func(string) string
		want string
	}{
		{"hash", func(s string) string { return hashRe.ReplaceAllString(s, "\nhash 0000000000000001\n") },
			"the final state hash is"},
		{"illegal", func(s string) string { return illegalFirst(t, s) },
			`"attack #999 P2" is not legal now; the mulligan decision of`},
		{"magic", func(s string) string { return strings.Replace(s, "kitchentable-replay ", "kitchentable-replay 9", 1) },
			"not a replay file"},
		{"card", func(s string) string { return strings.Replace(s, "\n  ", "\n  1 No Such Card\n  ", 1) },
			`unknown card "No Such Card"`},
		{"count", func(s string) string { return strings.Replace(s, "\nactions ", "\nactions 1", 1) },
			"actions listed, but the actions line says"},
		{"extra", func(s string) string { return oneMore(t, s) },
			"the game is already over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := filepath.Join(dir, tc.name+".replay")
			if err := os.WriteFile(f, []byte(tc.edit(golden)), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errs := runT(t, "replay", "-quiet", f)
			if code != 1 || !strings.Contains(errs, tc.want) || !strings.HasPrefix(errs, "replay: ") {
				t.Errorf("exit %d, stderr %q; want exit 1 and %q", code, errs, tc.want)
			}
		})
	}
	if code, _, errs := runT(t, "replay", filepath.Join(dir, "missing.replay")); code != 1 || !strings.Contains(errs, "missing.replay") {
		t.Errorf("missing file: exit %d, stderr %q", code, errs)
	}
}

// oneMore adds an action after the end of the game.
func oneMore(t *testing.T, text string) string {
	t.Helper()
	m := regexp.MustCompile(`\nactions (\d+)\n`).FindStringSubmatch(text)
	if m == nil {
		t.Fatal("golden replay has no actions line")
	}
	n, _ := strconv.Atoi(m[1])
	return strings.Replace(text, m[0], fmt.Sprintf("\nactions %d\n", n+1), 1) + "pass\n"
}

// illegalFirst replaces the first action of a replay with one that is never legal.
func illegalFirst(t *testing.T, text string) string {
	t.Helper()
	head, acts, ok := strings.Cut(text, "\nactions ")
	if !ok {
		t.Fatal("golden replay has no actions line")
	}
	n, rest, _ := strings.Cut(acts, "\n")
	_, rest, _ = strings.Cut(rest, "\n")
	return head + "\nactions " + n + "\nattack #999 P2\n" + rest
}

// TestWindowFlagsWithoutPlay: the window's flags work without the play
// command (kitchentable -fullscreen); they are play's, checked as play
// checks them (a size too small here, so no window opens).
func TestWindowFlagsWithoutPlay(t *testing.T) {
	code, out, errs := runT(t, "-fullscreen", "-size", "1x1")
	if code != 2 || out != "" || strings.Contains(errs, "unknown command") || !strings.Contains(errs, `play: -size "1x1"`) {
		t.Errorf("exit %d, stdout %q, stderr %q; want play's complaint about -size", code, out, errs)
	}
}

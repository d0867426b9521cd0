package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestLeagueTwoPlayers(t *testing.T) {
	code, out, errs := runT(t, "league", "-players", "2", "-seed", "3", "-ai", "easy", "-target", "5", "-sims", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.HasPrefix(lines[0], "Start: Ann builds deck 1 (") || !strings.Contains(lines[0], "Bo builds deck 2 (") {
		t.Errorf("first line %q", lines[0])
	}
	for _, want := range []string{"\nRound 1\n", "  Match A  ", "  Scores   ", " wins the league with "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the output:\n%s", want, out)
		}
	}
	// Every round but the last says what the loser chose.
	if !regexp.MustCompile(`(Ann|Bo) chooses [ABCD]: `).MatchString(out) {
		t.Errorf("no option in the output:\n%s", out)
	}
	last := lines[len(lines)-1]
	m := regexp.MustCompile(`^winner=(Ann|Bo) score=(\d+) seed=3 rounds=(\d+) matches=(\d+) games=(\d+) `).FindStringSubmatch(last)
	if m == nil || m[3] != m[4] || !strings.Contains(last, " stuck=0 ") || !strings.Contains(last, " wall=") {
		t.Fatalf("summary %q", last)
	}
	if rounds := strings.Count(out, "\nRound "); rounds != atoi(t, m[3]) {
		t.Errorf("%d rounds printed, the summary says %s", rounds, m[3])
	}
	if !strings.Contains(out, m[1]+" wins the league with "+m[2]+" points") {
		t.Errorf("the winner line does not match %q", last)
	}
	// The same seed plays the same league; -quiet prints just the summary.
	code, quiet, _ := runT(t, "league", "-players", "2", "-seed", "3", "-ai", "easy", "-target", "5", "-sims", "2", "-quiet")
	if code != 0 || strings.Count(quiet, "\n") != 1 || withoutWall(quiet) != withoutWall(last+"\n") {
		t.Errorf("quiet output %q, want %q", quiet, last)
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// withoutWall drops the wall time from summary lines.
func withoutWall(s string) string {
	return regexp.MustCompile(` (wall|slowest|slowest_decision)=\S+`).ReplaceAllString(s, "")
}

func TestLeagueManyAndSixPlayers(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three leagues")
	}
	code, out, errs := runT(t, "league", "-players", "6", "-seed", "1", "-ai", "easy", "-target", "5", "-sims", "0", "-leagues", "2", "-workers", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.Contains(lines[0], " seed=1 ") || !strings.Contains(lines[1], " seed=2 ") ||
		!strings.HasPrefix(lines[2], "leagues=2 finished=2 unfinished=0 failed=0 ") {
		t.Fatalf("output:\n%s", out)
	}
	// Six players: the sixth builds deck 6 at the start, with set 2.
	code, out, _ = runT(t, "league", "-players", "6", "-seed", "1", "-ai", "easy", "-target", "5", "-sims", "0")
	if code != 0 || !strings.Contains(out, "Simmering Feud joins the pool; Flo, building deck 6") || !strings.Contains(out, "Match C") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	if first := strings.SplitN(out, "\n", 2)[0]; !strings.Contains(first, "Flo builds deck 6") {
		t.Errorf("start %q", first)
	}
	if got := strings.Split(strings.TrimSpace(out), "\n"); withoutWall(got[len(got)-1]) != withoutWall(lines[0]) {
		t.Errorf("the league of seed 1 went differently alone:\n%s\n%s", got[len(got)-1], lines[0])
	}
}

func TestLeagueBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-players", "7"}, "-players must be 2 to 6"},
		{[]string{"-players", "1"}, "-players must be 2 to 6"},
		{[]string{"-target", "0"}, "-target must be at least 1"},
		{[]string{"-workers", "0"}, "-workers must be at least 1"},
		{[]string{"-sims", "-1"}, "-sims must not be negative"},
		{[]string{"-leagues", "0"}, "-leagues must be at least 1"},
		{[]string{"-ai", "genius"}, `unknown computer level "genius"`},
		{[]string{"-sets", "HTH,XYZ"}, `unknown set "XYZ" (known: `},
		{[]string{"-sets", "HTH,HTH"}, "-sets names HTH twice"},
		{[]string{"-sets", "BAS"}, `unknown set "BAS"`},
		{[]string{"-sets", "VIL"}, `unknown set "VIL"`},
		{[]string{"-schedule", "weekly"}, `unknown schedule "weekly"`},
		{[]string{"-schedule", "four-sets"}, "the four-sets schedule needs four sets, and -sets names 3"},
		{[]string{"-sets", "HTH", "-players", "4"}, "players"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-bogus"}, "flag provided but not defined"},
	} {
		code, out, errs := runT(t, append([]string{"league"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) || !strings.Contains(errs, "usage: kitchentable league") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, out, errs)
		}
		if strings.Contains(errs, "league: league:") || strings.Contains(errs, "ai: ") {
			t.Errorf("%v: package prefixes in %q", tc.args, errs)
		}
	}
}

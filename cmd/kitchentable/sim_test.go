package main

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
)

func TestSimAIReport(t *testing.T) {
	code, out, errs := runT(t, "sim", "-games", "6", "-seed", "4", "-ai", "medium,easy", "-swap", "-decks", "rg-stampede,wu-skies")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[0], "games=6 ") || !strings.HasPrefix(lines[1], "player") ||
		!strings.HasPrefix(lines[2], "medium ") || !strings.HasPrefix(lines[3], "easy ") || !strings.HasPrefix(lines[4], "per game: ") {
		t.Fatalf("output:\n%s", out)
	}
	for _, l := range lines[2:4] {
		if f := strings.Fields(l); f[1] != "6" || !strings.Contains(l, "%") {
			t.Errorf("each player plays every game: %q", l)
		}
	}
}

func TestSimAIJSON(t *testing.T) {
	code, out, errs := runT(t, "sim", "-games", "4", "-seed", "2", "-ai", "hard,medium", "-iterations", "2", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s simSummary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.AI == nil || len(s.AI.Players) != 2 || s.AI.Players[0].Name != "hard" || s.AI.Players[0].Decisions == 0 {
		t.Fatalf("ai report %+v", s.AI)
	}
	if w := s.AI.Players[0].Wins + s.AI.Players[1].Wins + s.AI.Players[0].Draws; w != 4 {
		t.Errorf("wins and draws add up to %d, want 4", w)
	}
}

func TestSimSwapReproducible(t *testing.T) {
	args := []string{"sim", "-games", "6", "-seed", "11", "-ai", "medium,easy", "-swap"}
	_, a, _ := runT(t, args...)
	_, b, _ := runT(t, append(args, "-workers", "3")...)
	first := func(s string) string { return withoutSpeed(strings.SplitN(s, "\n", 2)[0]) }
	if a == "" || first(a) != first(b) {
		t.Errorf("same seed, different results:\n%s%s", a, b)
	}
}

func TestSimLabels(t *testing.T) {
	got := strings.Join(aiLabels([]string{"medium", "medium", "easy"}), ",")
	if got != "medium#1,medium#2,easy" {
		t.Errorf("labels %s", got)
	}
}

func TestWilson(t *testing.T) {
	for _, tc := range []struct {
		wins, n      int
		p, low, high float64
	}{
		{0, 0, 0, 0, 0},
		{50, 100, 0.5, 0.4038, 0.5962},
		{90, 100, 0.9, 0.8256, 0.9448},
		{10, 10, 1, 0.7225, 1},
	} {
		p, lo, hi := wilson(tc.wins, tc.n)
		if p != tc.p || math.Abs(lo-tc.low) > 1e-4 || math.Abs(hi-tc.high) > 1e-4 {
			t.Errorf("wilson(%d, %d) = %v %v %v, want %v %v %v", tc.wins, tc.n, p, lo, hi, tc.p, tc.low, tc.high)
		}
	}
}

func TestQuantile(t *testing.T) {
	var ts []time.Duration
	for i := 1; i <= 100; i++ {
		ts = append(ts, time.Duration(i)*time.Millisecond)
	}
	if quantile(ts, 0.5) != 50*time.Millisecond || quantile(ts, 0.95) != 95*time.Millisecond || quantile(nil, 0.5) != 0 {
		t.Errorf("quantiles %v %v", quantile(ts, 0.5), quantile(ts, 0.95))
	}
}

func TestDemoAI(t *testing.T) {
	code, out, errs := runT(t, "demo", "-seed", "3", "-ai", "medium,easy")
	if code != 0 || !strings.Contains(out, "(P1, medium)") || !strings.Contains(out, "(P2, easy)") || !strings.Contains(out, "Result: ") {
		t.Fatalf("exit %d, stderr %s, stdout %s", code, errs, out)
	}
}

func TestSimHorizonReachesTheHardPlayer(t *testing.T) {
	args := []string{"sim", "-games", "2", "-seed", "5", "-ai", "hard,medium", "-iterations", "2", "-json"}
	summary := func(extra ...string) string {
		code, out, errs := runT(t, append(args, extra...)...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		var s simSummary
		if err := json.Unmarshal([]byte(out), &s); err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("%v %v", s.Wins, s.AvgActions)
	}
	def, three, one := summary(), summary("-horizon", "3"), summary("-horizon", "1")
	if three != def {
		t.Errorf("-horizon 3 (the default) plays %s, the default %s", three, def)
	}
	if one == def {
		t.Errorf("-horizon 1 plays as the default does (%s): the flag does not reach the hard player", one)
	}
}

func TestSimRejectsANegativeHorizon(t *testing.T) {
	code, _, errs := runT(t, "sim", "-games", "1", "-ai", "hard,medium", "-horizon", "-1")
	if code != 2 || !strings.Contains(errs, "-horizon must not be negative") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

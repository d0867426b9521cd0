package main

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

func TestWilson(t *testing.T) {
	for _, c := range []struct {
		wins   float64
		n      int
		lo, hi float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{360, 720, 0.4636, 0.5364},
	} {
		lo, hi := wilson(c.wins, c.n)
		if math.Abs(lo-c.lo) > 5e-4 || math.Abs(hi-c.hi) > 5e-4 {
			t.Errorf("wilson(%v, %d) = %.4f, %.4f, want %.4f, %.4f", c.wins, c.n, lo, hi, c.lo, c.hi)
		}
	}
}

// TestRunSame plays a small tournament twice, with different numbers of
// workers, and wants the same table.
func TestRunSame(t *testing.T) {
	var tables [2]string
	for i, workers := range []string{"1", "3"} {
		var out, errs bytes.Buffer
		if code := run([]string{"-games", "4", "-decks", "block-[rw]*.deck", "-workers", workers}, &out, &errs); code != 0 {
			t.Fatalf("run = %d: %s", code, errs.String())
		}
		first, rest, _ := strings.Cut(out.String(), "\n")
		if !strings.HasPrefix(first, "4 decks, 6 pairs × 4 games = 24 games (") {
			t.Errorf("first line %q", first)
		}
		tables[i] = rest
	}
	if tables[0] != tables[1] {
		t.Errorf("the tables differ:\n%s\n%s", tables[0], tables[1])
	}
	if !strings.Contains(tables[0], "max win rate: ") {
		t.Errorf("no max win rate in\n%s", tables[0])
	}
}

func TestRunFlags(t *testing.T) {
	for _, args := range [][]string{{"-games", "0"}, {"-players", "nobody"}, {"extra"}, {"-workers", "0"}} {
		var out, errs bytes.Buffer
		if code := run(args, &out, &errs); code != 2 {
			t.Errorf("run(%q) = %d, want 2", args, code)
		}
	}
	var out, errs bytes.Buffer
	if code := run([]string{"-decks", "no-such-*.deck"}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "matches 0 decks") {
		t.Errorf("run with no decks = %d, %q", code, errs.String())
	}
}

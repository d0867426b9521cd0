package record

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// A game saved before shuffles renumbered objects (format 1, the golden
// replay) reads with its deck-order numbers, replays to its hash and is
// written back in format 1; a new game is written in format 2 and
// replays to its own hash.
func TestRecordsKeepTheirNumbering(t *testing.T) {
	lib := testLib(t)
	old, err := readString(goldenFile, golden(t), lib)
	if err != nil {
		t.Fatal(err)
	}
	if !old.DeckOrderNumbers {
		t.Fatal("a format 1 file does not read with deck-order numbers")
	}
	if g, err := old.Start(); err != nil || g.Hash() != old.Hash {
		t.Fatalf("the format 1 golden game does not replay to its hash: %v", err)
	}
	if first := firstLine(t, old); first != MagicDeckOrder {
		t.Errorf("a format 1 record is written as %q", first)
	}
	fresh := &Record{Variant: old.Variant, Seed: old.Seed, MaxTurns: old.MaxTurns, Seats: old.Seats}
	g, err := fresh.Start()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 8))
	for n := 0; n < 600 && !g.Over(); n++ {
		acts := g.Legal()
		a := acts[r.IntN(len(acts))]
		if a.Kind == rules.ActCancel {
			a = acts[0]
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		fresh.Add(a)
	}
	fresh.Hash = g.Hash()
	var b bytes.Buffer
	if err := Write(&b, fresh); err != nil {
		t.Fatal(err)
	}
	if first, _, _ := strings.Cut(b.String(), "\n"); first != Magic || Magic != "kitchentable-replay 2" {
		t.Errorf("a new record is written as %q", first)
	}
	back, err := Read("new", &b, lib)
	if err != nil {
		t.Fatal(err)
	}
	if back.DeckOrderNumbers {
		t.Error("a format 2 file reads with deck-order numbers")
	}
	if h, err := back.Start(); err != nil || h.Hash() != g.Hash() {
		t.Errorf("the format 2 game does not replay to its hash: %v", err)
	}
}

// firstLine returns the first line Write writes for r.
func firstLine(t *testing.T, r *Record) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(b.String(), "\n")
	return first
}

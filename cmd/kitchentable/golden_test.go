package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.replay by playing its game again")

const goldenFile = "testdata/golden.replay"

// The golden game: a sim game between the two decks with this seed.
const (
	goldenSeed  = "122"
	goldenDecks = "rg-stampede,br-cinders"
)

// TestGoldenReplay replays the committed golden game and checks that every
// action is still legal and the final state hash is the same. When the
// rules change on purpose, rewrite it with
// go test ./cmd/kitchentable -run Golden -update.
func TestGoldenReplay(t *testing.T) {
	if *update {
		if err := os.WriteFile(goldenFile, []byte(freshReplay(t)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errs := runT(t, "replay", goldenFile)
	if code != 0 {
		t.Fatalf("%s\nThe golden game no longer plays out the same way. If the rules changed on purpose,\nrewrite it with: go test ./cmd/kitchentable -run Golden -update", errs)
	}
	for _, want := range []string{"Turn 1: ", "casts", "attacks", "wins the game.", goldenFile + ": ", "hash", "matches"} {
		if !strings.Contains(out, want) {
			t.Errorf("replay log lacks %q", want)
		}
	}
}

// TestGoldenRoundTrip reads the golden replay and writes it back unchanged.
func TestGoldenRoundTrip(t *testing.T) {
	data, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	cat, err := loadCatalog(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	r, err := readReplay(goldenFile, bytes.NewReader(data), cat.lib)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := r.write(&b); err != nil {
		t.Fatal(err)
	}
	if b.String() != string(data) {
		t.Error("reading and writing the golden replay changes it")
	}
}

package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
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
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	r, err := record.Read(goldenFile, bytes.NewReader(data), cat.Lib)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := record.Write(&b, r); err != nil {
		t.Fatal(err)
	}
	if b.String() != string(data) {
		t.Error("reading and writing the golden replay changes it")
	}
}

// TestReplayWithoutHash plays back a record whose final hash is not known
// (an unfinished game's save) and says so instead of failing.
func TestReplayWithoutHash(t *testing.T) {
	data, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	text := regexp.MustCompile(`\nhash [0-9a-f]+\n`).ReplaceAllString(string(data), "\nhash 0000000000000000\n")
	f := filepath.Join(t.TempDir(), "nohash.replay")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runT(t, "replay", "-quiet", f)
	if code != 0 || !strings.HasSuffix(out, " actions, no hash recorded to check\n") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestSimRecordsPlayers checks that sim replays name each seat's computer
// player.
func TestSimRecordsPlayers(t *testing.T) {
	dir := t.TempDir()
	if code, _, errs := runT(t, "sim", "-games", "1", "-seed", "3", "-ai", "easy,random", "-replay-dir", dir); code != 0 {
		t.Fatalf("sim: %s", errs)
	}
	data, err := os.ReadFile(filepath.Join(dir, "seed-3.replay"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`\nseat 1 [^\n]+\n  controller easy\n`).Match(data) || !regexp.MustCompile(`\nseat 2 [^\n]+\n  controller random\n`).Match(data) {
		t.Errorf("replay lacks the controllers:\n%.400s", data)
	}
}

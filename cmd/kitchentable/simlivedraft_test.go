package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/internal/catalog"
)

// TestSimLiveDraftFlagsAccepted plays one short game for each Live-Draft
// flag and checks it ran cleanly and reports how the game ended.
func TestSimLiveDraftFlagsAccepted(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "mine.deck")
	if err := os.WriteFile(lib, []byte("# forty spells, twenty lands\n4 Sparkrunner\n4 Sootcheek Scullion\n4 Cinderpaw Hound\n4 Anvil Sparks\n4 Ovenmouth Ogre\n4 Bellows Brute\n4 Hedgerow Badger\n4 Applefall Boar\n4 Barrel-Back Boar\n4 Orchard Grudgebear\n10 Mountain\n10 Forest\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-variant", "live-tableau", "-start", "careful"},
		{"-variant", "live-pipeline", "-start", "quick", "-mill-counters"},
		{"-variant", "live-tableau", "-reshuffle-removed", "-library", "block:120"},
		{"-variant", "live-pipeline", "-library", "shipped", "-players", "6"},
		{"-variant", "live-rummy", "-library", lib, "-players", "3"},
	} {
		code, out, errs := runT(t, append([]string{"sim", "-games", "1", "-seed", "2", "-max-turns", "40"}, args...)...)
		if code != 0 || !strings.HasPrefix(out, "games=1 ") || !strings.Contains(out, " ends=") || strings.Contains(out, "other:") {
			t.Errorf("%v: exit %d: %s%s", args, code, out, errs)
		}
	}
}

func TestSimLiveDraftFlagsRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "live-rummy", "-start", "careful"}, "-start careful is not for live-rummy"},
		{[]string{"-variant", "live-tableau", "-start", "slow"}, `-start must be quick or careful, not "slow"`},
		{[]string{"-variant", "plain", "-start", "quick"}, "-start is for the Live-Draft variants"},
		{[]string{"-variant", "plain", "-mill-counters"}, "-mill-counters is for the Live-Draft variants"},
		{[]string{"-variant", "landless-single", "-reshuffle-removed"}, "-reshuffle-removed is for the Live-Draft variants"},
		{[]string{"-variant", "archenemy", "-library", "shipped"}, "-library is for the Live-Draft variants"},
		{[]string{"-variant", "live-pipeline", "-library", "block:100"}, "-library block:N takes N = 120, 180 or 240"},
		{[]string{"-variant", "live-pipeline", "-decks", "rg-stampede"}, "-decks is not for Live-Draft"},
		{[]string{"-variant", "live-pipeline", "-players", "7"}, "-players must be 2 to 6 for live-pipeline"},
	} {
		code, _, errs := runT(t, append([]string{"sim", "-games", "1"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || !strings.Contains(errs, "usage:") {
			t.Errorf("%v: exit %d, %q", tc.args, code, errs)
		}
	}
	// A card list too small to be a library is one sentence naming it.
	small := filepath.Join(t.TempDir(), "small.deck")
	if err := os.WriteFile(small, []byte("20 Sparkrunner\n10 Mountain\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runT(t, "sim", "-games", "1", "-variant", "live-tableau", "-library", small)
	if code != 1 || strings.TrimSpace(errs) != "sim: card list "+small+": it holds 30 cards, and at least 60 are needed to play from" {
		t.Errorf("small library: exit %d, %q", code, errs)
	}
}

// TestSimLiveRummyRunningOut plays a few live-rummy games with both
// running-out options to their end.
func TestSimLiveRummyRunningOut(t *testing.T) {
	code, out, errs := runT(t, "sim", "-variant", "live-rummy", "-players", "4", "-mill-counters", "-reshuffle-removed",
		"-games", "3", "-seed", "1", "-ai", "medium", "-json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var s simSummary
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	if s.Ends == nil || s.Ends.Wins+s.Ends.Mill+s.Ends.TurnLimit != 3 || s.Stuck+s.Errors != 0 {
		t.Errorf("summary %s", out)
	}
}

// TestLiveDraftDealAndOptions checks the records the sim makes: the
// options by name, the library shared out whole, a generated library the
// same for a seed and different for another.
func TestLiveDraftDealAndOptions(t *testing.T) {
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	c := simConfig{players: 3, variant: "live-pipeline", ais: []string{"medium"},
		live: liveDraftSim{start: "careful", mill: true, library: "block:180"}}
	if err := c.live.check(c.variant, ""); err != nil {
		t.Fatal(err)
	}
	if err := c.live.load(cat); err != nil {
		t.Fatal(err)
	}
	deal := func(seed uint64) []string {
		rec, err := c.record(seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rec.Options, []string{"careful-start", "mill-counters"}) {
			t.Errorf("options %v", rec.Options)
		}
		var names []string
		for _, s := range rec.Seats {
			for _, d := range s.Deck {
				names = append(names, d.Name)
			}
		}
		if len(rec.Seats) != 3 || len(names) != 180 {
			t.Errorf("%d seats share %d cards", len(rec.Seats), len(names))
		}
		if _, err := rec.Start(); err != nil {
			t.Error(err)
		}
		return names
	}
	a, b, other := deal(7), deal(7), deal(8)
	if !slices.Equal(a, b) || slices.Equal(a, other) {
		t.Error("a generated library is not one per seed")
	}
}

//go:build kitchentableprobe

package vmtest

import (
	"fmt"
	"os"
	"testing"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestArchenemyPlaysToTheEnd plays Archenemy as a new player would: Play,
// the game Archenemy, Start, which makes me the archenemy against three
// computers. I start at 40 life against three at 20, and the first turn
// is mine; I keep, pass, never block, discard and sacrifice when I must,
// so my schemes are all I do while the team, sharing its turns, attacks
// me. The test plays to turn 8; with KT_E2E_FULL set it plays on until
// the end screen, which must show the three of them winning together (or
// me, if my schemes alone beat them).
func TestArchenemyPlaysToTheEnd(t *testing.T) {
	full := os.Getenv("KT_E2E_FULL") != ""
	a := start(t, "")
	p := a.clickTo("Play", "the set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	a.chooseGame(p, "Game: Archenemy")
	a.typeSeed()
	p = a.clickTo("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	a.shot("archenemy-start")
	if len(p.Seats) != 4 {
		t.Fatalf("%d seats at the table, want the archenemy and three: %+v", len(p.Seats), p.Seats)
	}
	for _, s := range p.Seats {
		if want := map[bool]int{true: 40, false: 20}[s.Mine]; s.Life != want {
			t.Errorf("%s starts at %d life, want %d", s.Label, s.Life, want)
		}
	}
	limit := a.Ticks() + gameTicks
	if full {
		limit += 4 * gameTicks
	}
	moves, life := 0, 40
	for p.Scene != "end" && (full || p.Turn < 8) && a.Ticks() < limit {
		if p.Scene == "table" {
			a.archenemyMove(p)
			a.settle(p)
		} else {
			a.Run(6)
		}
		p = a.Probe()
		moves++
		if moves%40 == 0 {
			a.shot(fmt.Sprintf("archenemy-%04d", moves))
		}
		for _, s := range p.Seats {
			if s.Mine {
				life = s.Life
			}
		}
	}
	a.shot("archenemy-last")
	switch {
	case full && p.Scene != "end":
		t.Fatalf("the game did not end in %d ticks (%d moves); the screen shows %+v", a.Ticks(), moves, p)
	case p.Scene == "end" && p.Prompt != "Computer, Computer 2 and Computer 3 win" && p.Prompt != "You win!":
		t.Errorf("the end screen says %q, want the team of three winning together, or me alone", p.Prompt)
	case !full && p.Scene != "end" && p.Turn < 8:
		t.Fatalf("the game reached only turn %d in %d ticks (%d moves); the screen shows %+v", p.Turn, a.Ticks(), moves, p)
	}
	t.Logf("my life at the last look: %d; %d moves, %d ticks, turn %d, scene %s: %s", life, moves, a.Ticks(), p.Turn, p.Scene, p.Prompt)
}

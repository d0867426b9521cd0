//go:build kitchentableprobe

package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestDesktopArchenemyPlaysToTheEnd plays Archenemy in the real window as
// a new player would: Play, the game Archenemy, Start, which makes me the
// archenemy against three computers. I start at 40 life against three at
// 20, and the first turn is mine; I keep, pass, never block, discard and
// sacrifice when I must, so my schemes are all I do while the team,
// sharing its turns, attacks me. The test plays to turn 8; with
// KT_E2E_FULL set it plays on until the end screen, which must show the
// three of them winning together (or me, if my schemes alone beat
// them). With KT_E2E_PNG naming a folder it saves the screen on the way.
func TestDesktopArchenemyPlaysToTheEnd(t *testing.T) {
	full := os.Getenv("KT_E2E_FULL") != ""
	d := startDesktop(t, needDesktop(t), buildBinary(t, t.TempDir()))
	p := d.clickUntil("Play", "the game set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	d.chooseGame(p, "Game: Archenemy")
	p = d.clickUntil("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	d.shot("archenemy-start")
	if len(p.Seats) != 4 {
		t.Fatalf("%d seats at the table, want the archenemy and three: %+v", len(p.Seats), p.Seats)
	}
	for _, s := range p.Seats {
		if want := map[bool]int{true: 40, false: 20}[s.Mine]; s.Life != want {
			t.Errorf("%s starts at %d life, want %d", s.Label, s.Life, want)
		}
	}
	limit := 6 * time.Minute // generous: a loaded machine draws slowly
	if full {
		limit = 25 * time.Minute
	}
	deadline := time.Now().Add(limit)
	steps, life := 0, 40
	for p.Scene != "end" && (full || p.Turn < 8) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond) // the probe changes at most once a frame
		p, _ = d.poll(2*time.Second, func(scenes.Probe) bool { return true })
		steps++
		if steps%40 == 0 {
			d.shot(fmt.Sprintf("archenemy-%04d", steps))
		}
		for _, s := range p.Seats {
			if s.Mine {
				life = s.Life
			}
		}
		if p.Scene == "table" {
			archenemyMove(d, p)
		}
	}
	d.shot("archenemy-last")
	switch {
	case full && p.Scene != "end":
		t.Fatalf("the game did not end in %v (%d looks); the screen shows %+v", limit, steps, p)
	case p.Scene == "end" && p.Prompt != "Computer, Computer 2 and Computer 3 win" && p.Prompt != "You win!":
		t.Errorf("the end screen says %q, want the team of three winning together, or me alone", p.Prompt)
	case !full && p.Scene != "end" && p.Turn < 8:
		t.Fatalf("the game reached only turn %d in %v (%d looks); the screen shows %+v", p.Turn, limit, steps, p)
	}
	t.Logf("my life at the last look: %d", life)
	t.Logf("%d looks, turn %d, scene %s: %s", steps, p.Turn, p.Scene, p.Prompt)
}

// archenemyMove makes the archenemy's one move on table screen p: keep,
// click what a prompt asks to click (a choice, a card in hand, a creature
// of mine, a target), or press Space to pass and block nobody.
func archenemyMove(d *desktop, p scenes.Probe) {
	switch {
	case hasButton(p, "Keep"):
		d.click("Keep")
	case strings.HasSuffix(p.Prompt, "…") || p.Prompt == "":
		// The game is moving on.
	case len(cards(p, "choice", true)) > 0 && len(p.Buttons) == 1: // only Menu: pick one
		d.clickItem(cards(p, "choice", true)[0])
	case strings.Contains(p.Prompt, "click") && strings.Contains(p.Prompt, "hand"):
		// A card still to mark (a marked one no longer glows); the
		// table then asks to confirm, which Space does below.
		if c, ok := firstPick(cards(p, "hand", true)); ok {
			d.clickItem(c)
		}
	case strings.Contains(p.Prompt, "click one of yours"):
		for _, c := range cards(p, "battlefield", true) {
			if c.Pick {
				d.clickItem(c)
				return
			}
		}
	case strings.HasPrefix(p.Prompt, "Choose a target"), strings.HasPrefix(p.Prompt, "Choose another target"),
		strings.HasPrefix(p.Prompt, "Choose a creature to sacrifice"):
		// Of what the table lights as pickable: an opponent's creature,
		// else one of mine, else an opponent, else anything lit or on the
		// choice panel (a spell on the stack); with nothing, give up on
		// the spell.
		for _, mine := range []bool{false, true} {
			for _, c := range cards(p, "battlefield", mine) {
				if c.Pick && !c.Land {
					d.clickItem(c)
					return
				}
			}
		}
		for _, s := range p.Seats {
			if s.Pick && !s.Mine {
				d.clickItem(s)
				return
			}
		}
		for _, c := range append(append([]scenes.ProbeItem(nil), p.Cards...), p.Seats...) {
			if c.Pick || c.Zone == "choice" {
				d.clickItem(c)
				return
			}
		}
		if hasButton(p, "Cancel") {
			d.click("Cancel")
		}
	default:
		d.xdo("key", "space")
	}
}

package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestDesktopArchenemyPlaysToTheEnd plays Archenemy in the real window as
// a new player would: Play, the game Archenemy, Start, which makes me the
// archenemy against three computers. I start at 40 life against three at
// 20, and the first turn is mine; I keep, pass, never block, discard when
// I must and take my triggers in the order offered, so my schemes are all
// I do. The team, sharing its turns,
// attacks me until the game ends on the end screen with the three of them
// winning together. With KT_E2E_PNG naming a folder it saves the screen
// on the way.
func TestDesktopArchenemyPlaysToTheEnd(t *testing.T) {
	d := startDesktop(t, needDesktop(t), buildBinary(t, t.TempDir()))
	p := d.clickUntil("Play", "the game set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	for i := 0; i < 12 && p.Prompt != "Game: Archenemy"; i++ {
		before := p.Prompt
		d.click("Previous game")
		p, _ = d.poll(2*time.Second, func(p scenes.Probe) bool { return p.Prompt != before })
	}
	if p.Prompt != "Game: Archenemy" {
		t.Fatalf("the set-up never offered Archenemy: %+v", p)
	}
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
	deadline := time.Now().Add(9 * time.Minute) // generous: a loaded machine draws slowly
	steps, schemesSeen := 0, 0
	for p.Scene != "end" && time.Now().Before(deadline) {
		p, _ = d.poll(2*time.Second, func(scenes.Probe) bool { return true })
		steps++
		if steps%20 == 0 {
			d.shot(fmt.Sprintf("archenemy-%04d", steps))
		}
		if n := len(cards(p, "command", true)); n > schemesSeen {
			schemesSeen = n
			d.shot(fmt.Sprintf("archenemy-%04d-ongoing", steps))
		}
		switch {
		case p.Scene != "table":
		case hasButton(p, "Keep"):
			d.click("Keep")
		case len(cards(p, "choice", true)) > 0 && len(p.Buttons) == 1: // only Menu: pick one
			c := cards(p, "choice", true)[0]
			d.moveTo(c.X+c.W/2, c.Y+c.H/2)
			d.xdo("mousedown", "1")
			d.xdo("mouseup", "1")
		case strings.Contains(p.Prompt, "discard"):
			if hand := cards(p, "hand", true); len(hand) > 0 {
				d.moveTo(hand[0].X+hand[0].W/4, hand[0].Y+hand[0].H/3)
				d.xdo("mousedown", "1")
				d.xdo("mouseup", "1")
			}
		case strings.HasSuffix(p.Prompt, "…") || p.Prompt == "":
			// The game is moving on.
		default:
			d.xdo("key", "space")
		}
	}
	d.shot("archenemy-end")
	if p.Scene != "end" {
		t.Fatalf("the game did not end in nine minutes (%d looks); the screen shows %+v", steps, p)
	}
	if p.Prompt != "Computer, Computer 2 and Computer 3 win" {
		t.Errorf("the end screen says %q, want the team of three winning together", p.Prompt)
	}
	t.Logf("%d looks; ongoing schemes face up at once, at most: %d", steps, schemesSeen)
}

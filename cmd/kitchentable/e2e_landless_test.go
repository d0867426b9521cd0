//go:build kitchentableprobe

package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestDesktopLandlessDoubleDraw plays "Landless — single deck, double
// draw" in the real window: Play, the preset "You vs computer", the game,
// Start. Of the fourteen dealt I mark seven for the bottom and keep the
// rest; a draw of one shows two cards of which I keep one, and a bigger
// draw opens the look panel, where I send half to the bottom with a
// click. Each turn I drag a card from my hand onto the "Play as land"
// box, and pass everything else. Every keep must grow my hand by exactly
// the cards kept, from twice as many looked at. The game plays four turns
// each (to turn 9), in which I keep three draws or more and play four
// lands.
func TestDesktopLandlessDoubleDraw(t *testing.T) {
	d := startDesktop(t, needDesktop(t), buildBinary(t, t.TempDir()))
	p := d.clickUntil("Play", "the game set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	// The preset makes the seats me and a computer; stepping forward
	// from Standard reaches the game without passing Archenemy's seats.
	p = d.clickUntil("You vs computer", "two seats", func(p scenes.Probe) bool { return len(p.Seats) == 2 })
	game := "Game: Landless — single deck, double draw"
	for i := 0; i < 20 && p.Prompt != game; i++ {
		before := p.Prompt
		d.click("Next game")
		p, _ = d.poll(8*time.Second, func(p scenes.Probe) bool { return p.Prompt != before })
	}
	if p.Prompt != game || len(p.Seats) != 2 {
		t.Fatalf("the set-up never offered %q for two: %+v", game, p)
	}
	d.typeSeed()
	p = d.clickUntil("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	d.shot("landless-start")
	if len(p.Seats) != 2 {
		t.Fatalf("%d seats at the table, want me and a computer: %+v", len(p.Seats), p.Seats)
	}
	const lastTurn = 9                          // four turns each
	deadline := time.Now().Add(3 * time.Minute) // generous: a loaded machine draws slowly
	var st landlessStats
	steps := 0
	for p.Scene == "table" && p.Turn < lastTurn && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond) // the probe changes at most once a frame
		p, _ = d.poll(2*time.Second, func(scenes.Probe) bool { return true })
		steps++
		if steps%40 == 0 {
			d.shot(fmt.Sprintf("landless-%04d", steps))
		}
		if p.Scene == "table" {
			landlessMove(d, p, &st)
		}
	}
	d.shot("landless-last")
	if p.Scene == "table" && p.Turn < lastTurn {
		t.Fatalf("the game reached only turn %d in 3 minutes (%d looks); the screen shows %+v", p.Turn, steps, p)
	}
	if st.keeps < 3 {
		t.Errorf("I kept half of a draw %d times in four turns, want at least three (turns 3, 5 and 7)", st.keeps)
	}
	if st.opening != 14 {
		t.Errorf("I was dealt %d cards to keep half of, want fourteen", st.opening)
	}
	if st.lands < 4 {
		t.Errorf("I played %d cards as lands in my four turns, want four", st.lands)
	}
	t.Logf("%d keeps (%d cards kept), %d lands played; %d looks, turn %d, scene %s: %s",
		st.keeps, st.kept, st.lands, steps, p.Turn, p.Scene, p.Prompt)
}

// landlessStats counts what I did in a Landless double-draw game.
type landlessStats struct {
	keeps, kept, lands int
	landTurn           int // the turn I last played a land
	// bottomed holds the hand cards (by place) marked for the bottom in
	// the opening's keep-half; opening records its hand size.
	bottomed map[float64]bool
	opening  int
}

// landlessMove makes my one move on table screen p: a keep-half on the
// look panel, a land each turn, else archenemyMove's.
func landlessMove(d *desktop, p scenes.Probe, st *landlessStats) {
	d.t.Helper()
	keep, bottom := cards(p, "look-keep", true), cards(p, "look-bottom", true)
	hand, choices := cards(p, "hand", true), cards(p, "choice", true)
	var n int
	switch {
	case len(keep)+len(bottom) > 0 && strings.Contains(p.Prompt, "more to the bottom"):
		d.clickItem(keep[len(keep)-1])
	case len(keep)+len(bottom) > 0 && strings.Contains(p.Prompt, "back to keep"):
		d.clickItem(bottom[0])
	case len(keep)+len(bottom) > 0 && hasButton(p, "Done"):
		if _, err := fmt.Sscanf(p.Prompt, "Keep these %d,", &n); err != nil || n != len(keep) {
			d.t.Fatalf("the look panel keeps %d cards but says %q", len(keep), p.Prompt)
		}
		if len(bottom) != n {
			d.t.Errorf("a double draw keeping %d looks at %d cards, want %d", n, n+len(bottom), 2*n)
		}
		before := len(hand)
		q := d.clickUntil("Done", "the kept cards in my hand", func(q scenes.Probe) bool {
			return len(cards(q, "look-keep", true))+len(cards(q, "look-bottom", true)) == 0
		})
		if got := len(cards(q, "hand", true)); got != before+n {
			d.t.Errorf("keeping %d of %d: my hand went from %d to %d cards, want %d", n, 2*n, before, got, before+n)
		}
		st.keeps++
		st.kept += n
		return
	case len(choices) == 2 && strings.HasPrefix(p.Prompt, "Keep one of these cards"):
		// A draw of one: two looked at, one kept.
		before := len(hand)
		d.clickItem(choices[0])
		q, ok := d.poll(5*time.Second, func(q scenes.Probe) bool { return !strings.HasPrefix(q.Prompt, "Keep one of these cards") })
		if !ok {
			return // the click went unseen: the next look tries again
		}
		if got := len(cards(q, "hand", true)); got != before+1 {
			d.t.Errorf("keeping one of two: my hand went from %d to %d cards, want %d", before, got, before+1)
		}
		st.keeps++
		st.kept++
		return
	case strings.HasPrefix(p.Prompt, "Keep one of these cards"):
		d.t.Fatalf("a draw of one keeps one of %d cards, want two: %+v", len(choices), p.Cards)
	case strings.HasPrefix(p.Prompt, "Your turn") && st.landTurn != p.Turn && len(hand) > 0:
		if p.LandDrop == nil {
			d.t.Fatal("the Landless table shows no place to play a card as a land")
		}
		d.dragOnto(p, hand[0], p.LandDrop)
		st.lands++
		st.landTurn = p.Turn
		return
	case strings.HasPrefix(p.Prompt, "Put ") && strings.Contains(p.Prompt, "on the bottom of your library") && hasButton(p, "Done"):
		// The opening: the marked cards go under, the rest is my hand.
		if _, err := fmt.Sscanf(p.Prompt, "Put %d cards", &n); err != nil || len(hand) != 2*n {
			d.t.Errorf("the deal keeps half of %d cards by putting under %q", len(hand), p.Prompt)
		}
		q := d.clickUntil("Done", "the opening kept", func(q scenes.Probe) bool { return !strings.HasPrefix(q.Prompt, "Put ") })
		if got := len(cards(q, "hand", true)); got != len(hand)-n {
			d.t.Errorf("putting %d of %d under: my hand has %d cards, want %d", n, len(hand), got, len(hand)-n)
		}
		st.opening, st.bottomed = len(hand), nil
		return
	case strings.HasPrefix(p.Prompt, "Put ") && strings.Contains(p.Prompt, "on the bottom of your library"):
		if st.bottomed == nil {
			st.bottomed = map[float64]bool{}
		}
		for _, c := range hand {
			if c.Pick && !st.bottomed[c.X] {
				d.clickItem(c)
				st.bottomed[c.X] = true
				break
			}
		}
	default:
		archenemyMove(d, p)
	}
	d.poll(time.Second, func(q scenes.Probe) bool { return q.Prompt != p.Prompt || q.Turn != p.Turn })
}

// dragOnto drags my hand card c on table screen p onto to (trying twice:
// a press can go unseen on a busy machine) and checks it leaves my hand
// for my battlefield.
func (d *desktop) dragOnto(p scenes.Probe, c scenes.ProbeItem, to *scenes.ProbeItem) {
	d.t.Helper()
	hand, lands := len(cards(p, "hand", true)), len(cards(p, "battlefield", true))
	gx, gy := c.X+min(c.W/2, 12), min(c.Y+c.H*0.3, 715)
	played := func(q scenes.Probe) bool { return len(cards(q, "battlefield", true)) == lands+1 }
	d.drag(gx, gy, to.X+to.W/2, to.Y+to.H/2)
	q, ok := d.poll(5*time.Second, played)
	if !ok {
		d.drag(gx, gy, to.X+to.W/2, to.Y+to.H/2)
		q = d.waitFor(c.Label+" played", 10*time.Second, played)
	}
	if got := len(cards(q, "hand", true)); got != hand-1 {
		d.t.Errorf("my hand has %d cards after playing %s from %d", got, c.Label, hand)
	}
}

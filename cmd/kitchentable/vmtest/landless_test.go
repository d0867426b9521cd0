//go:build kitchentableprobe

package vmtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestLandlessDoubleDraw plays "Landless — single deck, double draw":
// Play, the preset "You vs computer", the game, Start. Of the fourteen
// dealt I mark seven for the bottom and keep the rest; a draw of one
// shows two cards of which I keep one, and a bigger draw opens the look
// panel, where I send half to the bottom with a click. Each turn I drag a
// card from my hand onto the "Play as land" box, and pass everything
// else. Every keep must grow my hand by exactly the cards kept, from
// twice as many looked at. The game plays four turns each (to turn 9), in
// which I keep three draws or more and play four lands.
func TestLandlessDoubleDraw(t *testing.T) {
	a := start(t, "")
	a.clickTo("Play", "the set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	// The preset makes the seats me and a computer; stepping forward
	// from Standard reaches the game without passing Archenemy's seats.
	p := a.clickTo("You vs computer", "two seats", func(p scenes.Probe) bool { return len(p.Seats) == 2 })
	game := "Game: Landless — single deck, double draw"
	for i := 0; i < 20 && p.Prompt != game; i++ {
		before := p.Prompt
		p = a.clickTo("Next game", "the next game", func(p scenes.Probe) bool { return p.Prompt != before })
	}
	if p.Prompt != game || len(p.Seats) != 2 {
		t.Fatalf("the set-up never offered %q for two: %+v", game, p)
	}
	a.typeSeed()
	p = a.clickTo("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	if len(p.Seats) != 2 {
		t.Fatalf("%d seats at the table, want me and a computer: %+v", len(p.Seats), p.Seats)
	}
	const lastTurn = 9 // four turns each
	var st landlessStats
	moves := 0
	for limit := a.Ticks() + gameTicks; p.Scene == "table" && p.Turn < lastTurn && a.Ticks() < limit; p = a.Probe() {
		moves++
		a.landlessMove(p, &st)
	}
	a.shot("landless-last")
	if p.Scene == "table" && p.Turn < lastTurn {
		t.Fatalf("the game reached only turn %d in %d ticks (%d moves); the screen shows %+v", p.Turn, a.Ticks(), moves, p)
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
	t.Logf("%d keeps (%d cards kept), %d lands played; %d moves, %d ticks, turn %d, scene %s: %s",
		st.keeps, st.kept, st.lands, moves, a.Ticks(), p.Turn, p.Scene, p.Prompt)
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
func (a *app) landlessMove(p scenes.Probe, st *landlessStats) {
	t := a.t
	t.Helper()
	keep, bottom := cards(p, "look-keep", true), cards(p, "look-bottom", true)
	hand, choices := cards(p, "hand", true), cards(p, "choice", true)
	var n int
	switch {
	case len(keep)+len(bottom) > 0 && strings.Contains(p.Prompt, "more to the bottom"):
		a.ClickItem(keep[len(keep)-1])
	case len(keep)+len(bottom) > 0 && strings.Contains(p.Prompt, "back to keep"):
		a.ClickItem(bottom[0])
	case len(keep)+len(bottom) > 0 && hasButton(p, "Done"):
		if _, err := fmt.Sscanf(p.Prompt, "Keep these %d,", &n); err != nil || n != len(keep) {
			t.Fatalf("the look panel keeps %d cards but says %q", len(keep), p.Prompt)
		}
		if len(bottom) != n {
			t.Errorf("a double draw keeping %d looks at %d cards, want %d", n, n+len(bottom), 2*n)
		}
		before := len(hand)
		q := a.clickTo("Done", "the kept cards in my hand", func(q scenes.Probe) bool {
			return len(cards(q, "look-keep", true))+len(cards(q, "look-bottom", true)) == 0
		})
		if got := len(cards(q, "hand", true)); got != before+n {
			t.Errorf("keeping %d of %d: my hand went from %d to %d cards, want %d", n, 2*n, before, got, before+n)
		}
		st.keeps++
		st.kept += n
		return
	case len(choices) == 2 && strings.HasPrefix(p.Prompt, "Keep one of these cards"):
		// A draw of one: two looked at, one kept.
		before := len(hand)
		a.ClickItem(choices[0])
		q := a.WaitFor("the card kept", 60, func(q scenes.Probe) bool { return !strings.HasPrefix(q.Prompt, "Keep one of these cards") })
		if got := len(cards(q, "hand", true)); got != before+1 {
			t.Errorf("keeping one of two: my hand went from %d to %d cards, want %d", before, got, before+1)
		}
		st.keeps++
		st.kept++
		return
	case strings.HasPrefix(p.Prompt, "Keep one of these cards"):
		t.Fatalf("a draw of one keeps one of %d cards, want two: %+v", len(choices), p.Cards)
	case strings.HasPrefix(p.Prompt, "Your turn") && st.landTurn != p.Turn && len(hand) > 0:
		if p.LandDrop == nil {
			t.Fatal("the Landless table shows no place to play a card as a land")
		}
		a.dragOnto(p, hand[0], p.LandDrop)
		st.lands++
		st.landTurn = p.Turn
		return
	case strings.HasPrefix(p.Prompt, "Put ") && strings.Contains(p.Prompt, "on the bottom of your library") && hasButton(p, "Done"):
		// The opening: the marked cards go under, the rest is my hand.
		if _, err := fmt.Sscanf(p.Prompt, "Put %d cards", &n); err != nil || len(hand) != 2*n {
			t.Errorf("the deal keeps half of %d cards by putting under %q", len(hand), p.Prompt)
		}
		q := a.clickTo("Done", "the opening kept", func(q scenes.Probe) bool { return !strings.HasPrefix(q.Prompt, "Put ") })
		if got := len(cards(q, "hand", true)); got != len(hand)-n {
			t.Errorf("putting %d of %d under: my hand has %d cards, want %d", n, len(hand), got, len(hand)-n)
		}
		st.opening, st.bottomed = len(hand), nil
		return
	case strings.HasPrefix(p.Prompt, "Put ") && strings.Contains(p.Prompt, "on the bottom of your library"):
		if st.bottomed == nil {
			st.bottomed = map[float64]bool{}
		}
		for _, c := range hand {
			if c.Pick && !st.bottomed[c.X] {
				a.ClickItem(c)
				st.bottomed[c.X] = true
				break
			}
		}
	default:
		a.archenemyMove(p)
	}
	a.settle(p)
}

// dragOnto drags my hand card c on table screen p onto to and checks it
// leaves my hand for my battlefield.
func (a *app) dragOnto(p scenes.Probe, c scenes.ProbeItem, to *scenes.ProbeItem) {
	a.t.Helper()
	hand, lands := len(cards(p, "hand", true)), len(cards(p, "battlefield", true))
	gx, gy := c.X+min(c.W/2, 12), min(c.Y+c.H*0.3, 715)
	a.Drag(gx, gy, to.X+to.W/2, to.Y+to.H/2)
	q := a.WaitFor(c.Label+" played", 60, func(q scenes.Probe) bool { return len(cards(q, "battlefield", true)) == lands+1 })
	if got := len(cards(q, "hand", true)); got != hand-1 {
		a.t.Errorf("my hand has %d cards after playing %s from %d", got, c.Label, hand)
	}
}

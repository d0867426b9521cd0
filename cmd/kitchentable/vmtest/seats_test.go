//go:build kitchentableprobe

package vmtest

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestFourSeatsTenTurns and TestEightSeatsTenTurns play the standard game
// as a new player would: Play, "+ Add seat" until the table has four
// (eight) seats, Start. I keep, play the cards in my hand by dragging them
// onto the table (a land first), attack with every creature I have, and
// pass the rest. At every look no card on the table or in my hand may
// cover a name plate or a button. A plain go test plays three turns;
// KT_E2E_TURNS=10 plays the ten turns issue 20 asks for (.ci/run does).
func TestFourSeatsTenTurns(t *testing.T)  { playManySeats(t, 4) }
func TestEightSeatsTenTurns(t *testing.T) { playManySeats(t, 8) }

func playManySeats(t *testing.T, seats int) {
	a := start(t, "")
	p := a.clickTo("Play", "the set-up", func(p scenes.Probe) bool { return p.Scene == "setup" })
	if p.Prompt != "Game: Standard" {
		t.Fatalf("the set-up starts on %q, want the standard game", p.Prompt)
	}
	for n := len(p.Seats); n < seats; n = len(p.Seats) {
		p = a.clickTo("+ Add seat", fmt.Sprintf("%d seats", n+1), func(p scenes.Probe) bool { return len(p.Seats) == n+1 })
	}
	a.typeSeed()
	p = a.clickTo("Start", "the table", func(p scenes.Probe) bool { return p.Scene == "table" })
	if len(p.Seats) != seats {
		t.Fatalf("%d seats at the table, want %d: %+v", len(p.Seats), seats, p.Seats)
	}
	turns := 3
	if n, err := strconv.Atoi(os.Getenv("KT_E2E_TURNS")); err == nil && n > 0 {
		turns = n
	}
	me := &seatPlayer{a: a}
	var overlaps []string
	shotTurn, looks := 0, 0
	for limit := a.Ticks() + gameTicks*turns/3; p.Scene == "table" && p.Turn <= turns && a.Ticks() < limit; p = a.Probe() {
		looks++
		if p.Turn != shotTurn {
			shotTurn = p.Turn
			a.shot(fmt.Sprintf("seats%d-turn%02d", seats, p.Turn))
		}
		for _, o := range coveredOnTable(p) {
			if len(overlaps) < 12 {
				overlaps = append(overlaps, fmt.Sprintf("turn %d (%s): %s", p.Turn, p.Prompt, o))
				a.shot(fmt.Sprintf("seats%d-overlap%02d", seats, len(overlaps)))
			}
		}
		me.move(p)
	}
	a.shot(fmt.Sprintf("seats%d-last", seats))
	if p.Scene == "table" && p.Turn <= turns {
		t.Fatalf("the game reached only turn %d in %d ticks (%d looks); the screen shows %+v", p.Turn, a.Ticks(), looks, p)
	}
	for _, o := range overlaps {
		t.Error(o)
	}
	t.Logf("%d seats: %d looks, %d ticks, turn %d, scene %s; I played %d cards and attacked %d times",
		seats, looks, a.Ticks(), p.Turn, p.Scene, me.played, me.attacks)
}

// seatPlayer is me at a many-seat table: each turn I drag every card in my
// hand onto the table once (lands first; the ones I cannot play stay), and
// attack the next seat with all my creatures.
type seatPlayer struct {
	a       *app
	turn    int
	tried   map[string]bool
	played  int
	attacks int
	landed  bool
}

func (m *seatPlayer) move(p scenes.Probe) {
	a := m.a
	a.t.Helper()
	if p.Turn != m.turn {
		m.turn, m.tried, m.landed = p.Turn, map[string]bool{}, false
	}
	switch {
	case strings.HasPrefix(p.Prompt, "Your turn — drag a card") && p.Drop != nil:
		if c := m.nextCard(p); c != nil {
			m.tried[c.Label] = true
			before := len(cards(p, "hand", true))
			a.Drag(c.X+c.W/2, c.Y+c.H/3, p.Drop.X+p.Drop.W/2, p.Drop.Y+p.Drop.H/2)
			if _, ok := a.Poll(60, func(q scenes.Probe) bool { return len(cards(q, "hand", true)) < before }); ok {
				m.played++
				m.landed = m.landed || c.Land
			}
			return
		}
		a.Key(ebiten.KeySpace)
	case strings.HasPrefix(p.Prompt, "Declare attackers") && hasButton(p, "No attacks"):
		m.attack(p)
	default:
		a.liveMove(p, &liveStats{})
	}
	a.settle(p)
}

// nextCard is the hand card to try next this turn: a land while I have
// not played one, else a spell not tried yet.
func (m *seatPlayer) nextCard(p scenes.Probe) *scenes.ProbeItem {
	hand := cards(p, "hand", true)
	for _, wantLand := range []bool{true, false} {
		if wantLand && m.landed {
			continue
		}
		for i := range hand {
			if hand[i].Land == wantLand && !m.tried[hand[i].Label] {
				return &hand[i]
			}
		}
	}
	return nil
}

// attack drags each of my creatures onto the first opponent's plate,
// then confirms; a creature that cannot attack stays home.
func (m *seatPlayer) attack(p scenes.Probe) {
	a := m.a
	a.t.Helper()
	var foe *scenes.ProbeItem
	for i := range p.Seats {
		if !p.Seats[i].Mine {
			foe = &p.Seats[i]
			break
		}
	}
	if foe != nil {
		for _, c := range cards(p, "battlefield", true) {
			if !c.Land {
				a.Drag(c.X+c.W/2, c.Y+c.H/2, foe.X+foe.W/2, foe.Y+foe.H/2)
			}
		}
	}
	if !hasButton(a.Probe(), "No attacks") {
		m.attacks++
	}
	a.Key(ebiten.KeySpace)
}

// coveredOnTable lists the cards of screen p (on the battlefield or in my
// hand) that cover a name plate or a button by more than a sliver.
func coveredOnTable(p scenes.Probe) []string {
	var out []string
	under := append(append([]scenes.ProbeItem(nil), p.Seats...), p.Buttons...)
	for _, c := range p.Cards {
		if c.Zone != "battlefield" && c.Zone != "hand" {
			continue
		}
		for _, u := range under {
			if w, h := overlapSize(c, u); w > 2 && h > 2 {
				out = append(out, fmt.Sprintf("%s (%s) covers %q by %.0f×%.0f px", c.Label, c.Zone, u.Label, w, h))
			}
		}
	}
	return out
}

// overlapSize returns the width and height of the overlap of a and b.
func overlapSize(a, b scenes.ProbeItem) (w, h float64) {
	w = min(a.X+a.W, b.X+b.W) - max(a.X, b.X)
	h = min(a.Y+a.H, b.Y+b.H) - max(a.Y, b.Y)
	return w, h
}

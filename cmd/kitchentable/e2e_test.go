package main

import (
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestDesktopPlaysALandByDragging drives the real program as a player
// would, with the mouse through X: from the menu it starts a game against
// the computer, keeps the opening hand, waits for its own main phase,
// drags a land from the hand onto the battlefield, and checks the table
// shows the land there and no longer in the hand.
func TestDesktopPlaysALandByDragging(t *testing.T) {
	d, _ := startPreset(t, "You vs computer")
	d.waitFor("the opening hand", 20*time.Second, func(p scenes.Probe) bool { return hasButton(p, "Keep") })
	d.clickUntil("Keep", "the hand kept", func(p scenes.Probe) bool { return !hasButton(p, "Keep") })

	myTurn := func(p scenes.Probe) bool { return strings.HasPrefix(p.Prompt, "Your turn") }
	p := d.waitFor("the player's main phase", 60*time.Second, myTurn)
	hand := cards(p, "hand", true)
	pick := -1
	for i, c := range hand {
		if c.Land {
			pick = i
			break
		}
	}
	if pick < 0 {
		t.Skipf("the opening hand with this seed has no land: %+v", hand)
	}
	land := hand[pick]
	if n := countNamed(cards(p, "battlefield", true), land.Label); n != 0 {
		t.Fatalf("%s already on the battlefield before the drag", land.Label)
	}
	// Hand cards overlap to the right: grab the part of the card that shows.
	gx := land.X + land.W/2
	if pick+1 < len(hand) && hand[pick+1].X < land.X+land.W {
		gx = (land.X + hand[pick+1].X) / 2
	}
	gy := min(land.Y+land.H*0.3, 715)
	drop := p.Drop
	if drop == nil {
		t.Fatal("the table gives no drop area")
	}
	handBefore := len(hand)
	played := func(p scenes.Probe) bool { return countNamed(cards(p, "battlefield", true), land.Label) == 1 }
	d.drag(gx, gy, drop.X+drop.W/2, drop.Y+drop.H/2)
	p, ok := d.poll(5*time.Second, played)
	if !ok {
		// A press can go unseen on a busy machine; a person would try
		// again, and so does the test, once.
		d.drag(gx, gy, drop.X+drop.W/2, drop.Y+drop.H/2)
		p = d.waitFor(land.Label+" on the battlefield", 10*time.Second, played)
	}
	if got := len(cards(p, "hand", true)); got != handBefore-1 {
		t.Errorf("hand has %d cards after playing a land, want %d", got, handBefore-1)
	}
}

// countNamed counts the items labelled name.
func countNamed(items []scenes.ProbeItem, name string) int {
	n := 0
	for _, it := range items {
		if it.Label == name {
			n++
		}
	}
	return n
}

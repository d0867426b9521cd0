//go:build kitchentableprobe

package main

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestDesktopPlaysALandByDragging drives the real program as a player
// would, with the mouse through X: from the menu it starts a game against
// the computer, keeps an opening hand with a land (see keepWithLand),
// waits for its own main phase, drags a land from the hand onto the
// battlefield, checks the table shows the land there and no longer in
// the hand, and quits through the table's menu and the main menu's Quit.
// It is the one desktop test of the Linux build in a real window; the
// others run the app as a virtualization guest (./vmtest).
func TestDesktopPlaysALandByDragging(t *testing.T) {
	d, _ := startPreset(t, "You vs computer")
	keepWithLand(d)
	playALand(d)
	d.clickUntil("Menu", "the table's menu", func(p scenes.Probe) bool { return hasButton(p, "Save and leave") })
	d.clickUntil("Save and leave", "the main menu", func(p scenes.Probe) bool { return p.Scene == "menu" })
	d.quit()
}

// playALand waits for my main phase, drags a land from my hand onto the
// battlefield and checks it arrived there and left the hand; it returns
// the screen then and the land's name. With no land in the hand by then
// it skips the test.
func playALand(d *desktop) (scenes.Probe, string) {
	t := d.t
	t.Helper()
	// With no land and nothing to cast, the table passes my turns for me
	// and "Your turn" never shows: stop looking once the first turn is by.
	myTurn := func(p scenes.Probe) bool {
		return strings.HasPrefix(p.Prompt, "Your turn") || (p.Scene == "table" && p.Turn > 1 && !handHasLand(p))
	}
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
	return p, land.Label
}

// keepWithLand keeps the opening hand as a person would: a hand with no
// land is sent back (Mulligan, twice at most), and after a mulligan the
// cards put on the bottom are spells where it can.
func keepWithLand(d *desktop) {
	d.t.Helper()
	p := d.waitFor("the opening hand", 20*time.Second, func(p scenes.Probe) bool { return hasButton(p, "Keep") })
	for n := 0; n < 2 && !handHasLand(p) && hasButton(p, "Mulligan"); n++ {
		was := p.Prompt
		// The table asks first ("Mulligan to 6?"); its Mulligan takes it.
		d.clickUntil("Mulligan", "the mulligan asked", func(q scenes.Probe) bool { return strings.HasPrefix(q.Prompt, "Mulligan to") })
		p = d.clickUntil("Mulligan", "a new hand", func(q scenes.Probe) bool { return hasButton(q, "Keep") && q.Prompt != was })
	}
	lands := map[string]bool{}
	for _, c := range cards(p, "hand", true) {
		lands[c.Label] = c.Land
	}
	p = d.clickUntil("Keep", "the hand kept", func(p scenes.Probe) bool { return !hasButton(p, "Keep") })
	for tries := 0; strings.Contains(p.Prompt, "on the bottom of your library") && tries < 10; tries++ {
		if hasButton(p, "Done") {
			d.click("Done")
		} else {
			// The cards to pick glow in the hand, or are listed.
			var picks []scenes.ProbeItem
			for _, c := range p.Cards {
				if (c.Zone == "hand" && c.Pick) || c.Zone == "choice" {
					picks = append(picks, c)
				}
			}
			i := slices.IndexFunc(picks, func(c scenes.ProbeItem) bool { return !lands[c.Label] })
			if i < 0 {
				i = 0
			}
			if len(picks) > 0 {
				d.clickItem(picks[i])
			}
		}
		was := p
		p, _ = d.poll(3*time.Second, func(q scenes.Probe) bool { return q.Prompt != was.Prompt || len(q.Buttons) != len(was.Buttons) })
	}
}

// handHasLand reports whether my hand on screen p holds a land.
func handHasLand(p scenes.Probe) bool {
	return slices.ContainsFunc(cards(p, "hand", true), func(c scenes.ProbeItem) bool { return c.Land })
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

// quit clicks the menu's Quit and waits for the app to exit.
func (d *desktop) quit() {
	d.t.Helper()
	d.click("Quit")
	done := make(chan error, 1)
	go func() { done <- d.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			d.t.Errorf("the app quit with %v", err)
		}
	case <-time.After(30 * time.Second):
		d.t.Fatal("the app did not quit within 30 s of Quit")
	}
}

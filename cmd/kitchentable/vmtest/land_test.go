//go:build kitchentableprobe

package vmtest

import (
	"os"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/scenes"
)

// TestPlaysALandByDraggingAndContinues starts a game against the computer
// from the quick set-up, keeps a hand with a land, drags the land from the
// hand onto the battlefield in the first main phase, quits to the menu and
// continues the saved game, which shows the land still in play.
func TestPlaysALandByDraggingAndContinues(t *testing.T) {
	a := start(t, "")
	a.startPreset("You vs computer")
	a.keepWithLand()
	myTurn := func(p scenes.Probe) bool {
		return strings.HasPrefix(p.Prompt, "Your turn") || (p.Scene == "table" && p.Turn > 1 && !handHasLand(p))
	}
	p := a.WaitFor("the player's main phase", 3000, myTurn)
	hand := cards(p, "hand", true)
	pick := -1
	for i, c := range hand {
		if c.Land {
			pick = i
			break
		}
	}
	if pick < 0 {
		t.Fatalf("seed %s deals no land in the kept hand: %+v", seed, hand)
	}
	land := hand[pick]
	gx := land.X + land.W/2
	if pick+1 < len(hand) && hand[pick+1].X < land.X+land.W {
		gx = (land.X + hand[pick+1].X) / 2
	}
	gy := min(land.Y+land.H*0.3, 715)
	if p.Drop == nil {
		t.Fatal("the table gives no drop area")
	}
	drop := *p.Drop
	a.Drag(gx, gy, drop.X+drop.W/2, drop.Y+drop.H/2)
	p = a.WaitFor(land.Label+" on the battlefield", 120, func(p scenes.Probe) bool {
		return countNamed(cards(p, "battlefield", true), land.Label) == 1
	})
	if got := len(cards(p, "hand", true)); got != len(hand)-1 {
		t.Errorf("hand has %d cards after playing a land, want %d", got, len(hand)-1)
	}
	if dir := os.Getenv("KT_E2E_PNG"); dir != "" {
		a.SavePNG(dir + "/vm-land.png")
	}
	t.Logf("land played after %d ticks", a.Ticks())
	a.clickTo("Menu", "the table's menu", func(p scenes.Probe) bool { return hasButton(p, "Save and leave") })
	a.clickTo("Save and leave", "the main menu", func(p scenes.Probe) bool { return p.Scene == "menu" && hasButton(p, "Continue") })
	if err := a.ClickToEnd("Quit", 600); err != nil {
		t.Fatalf("the app quit with %v", err)
	}

	// A second start on the same folder continues the saved game.
	b := start(t, a.dir)
	p = b.clickTo("Continue", "the saved game", func(p scenes.Probe) bool { return p.Scene == "table" && hasButton(p, "Menu") })
	p = b.WaitFor(land.Label+" still on the battlefield", 120, func(p scenes.Probe) bool {
		return countNamed(cards(p, "battlefield", true), land.Label) == 1
	})
	if got := len(cards(p, "hand", true)); got != len(hand)-1 {
		t.Errorf("the continued game's hand has %d cards, want %d", got, len(hand)-1)
	}
}

//go:build kitchentableprobe

package vmtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/scenes"
)

// curtainGuard is how long, in ticks, the test waits behind a curtain
// before it clicks: longer than the curtain's guard against a click
// meant for the table before it.
const curtainGuard = 60

// TestHotSeatKeepsHandsSecret plays a game for two people, with key
// presses and clicks, through twelve changes of person: the game starts
// behind the curtain, a Space pressed twice in a hurry (the second two
// ticks after the first, meant as another pass) never lifts the curtain
// for the next person, a deliberate click does, and after every curtain
// the only hand face up is the person's own.
func TestHotSeatKeepsHandsSecret(t *testing.T) {
	a := start(t, "")
	p := a.startPreset("Hot-seat for two")
	if !curtained(p) {
		p = a.WaitFor("the curtain", 600, curtained)
	}
	curtains, hurried := 0, 0
	for limit := a.Ticks() + gameTicks; curtains < 12 && a.Ticks() < limit; p = a.Probe() {
		switch {
		case curtained(p):
			curtains++
			a.Run(curtainGuard)
			if !curtained(a.Probe()) {
				t.Fatalf("the curtain lifted by itself: %+v", a.Probe())
			}
			a.shot(fmt.Sprintf("hotseat-%02d-curtain", curtains))
			a.ClickAt(640, 500)
			p = a.WaitFor("the curtain lifted by a click", 60, func(p scenes.Probe) bool { return !curtained(p) })
			a.shot(fmt.Sprintf("hotseat-%02d-table", curtains))
			checkOwnHand(t, p)
		case hasButton(p, "Keep"):
			a.Click("Keep")
			a.settle(p)
		case strings.Contains(p.Prompt, "discard"):
			// Mark a card; the table then asks "Discard …?", which the
			// Space of the next move confirms.
			if c, ok := firstPick(cards(p, "hand", true)); ok {
				a.ClickAt(c.X+c.W/4, c.Y+c.H/3)
			} else {
				a.Key(ebiten.KeySpace)
			}
			a.settle(p)
		case strings.HasSuffix(p.Prompt, "…") || p.Prompt == "":
			a.Run(6) // the game is moving on
		default:
			// Pass, and press Space again at once, as a hurried person
			// would: if the pass called the other person, the second
			// press must not lift their curtain.
			a.Key(ebiten.KeySpace)
			a.Key(ebiten.KeySpace)
			if q := a.Probe(); !curtained(q) && q.Scene == "table" {
				checkOwnHand(t, q)
			}
			hurried++
		}
	}
	if curtains < 12 {
		t.Fatalf("only %d curtains in %d ticks (%d hurried passes); the screen shows %+v", curtains, a.Ticks(), hurried, a.Probe())
	}
	t.Logf("12 curtains in %d ticks, %d hurried passes", a.Ticks(), hurried)
}

// curtained reports whether p is the table behind the hot-seat curtain.
func curtained(p scenes.Probe) bool {
	return p.Scene == "table" && strings.HasPrefix(p.Prompt, "curtain for ")
}

// checkOwnHand fails when p shows a face-up hand card of anyone but the
// person in front of the screen.
func checkOwnHand(t *testing.T, p scenes.Probe) {
	t.Helper()
	if other := cards(p, "hand", false); len(other) > 0 {
		t.Fatalf("the screen shows another person's hand: %+v", other)
	}
	if len(cards(p, "hand", true)) == 0 {
		t.Fatalf("the person sees no hand of their own: %+v", p)
	}
}

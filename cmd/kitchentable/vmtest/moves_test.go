//go:build kitchentableprobe

package vmtest

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/scenes"
)

// gameTicks is the most ticks a test lets a game run: ten minutes of game
// time at 60 ticks a second, far more than any of them needs.
const gameTicks = 60 * 60 * 10

// shot saves the screen as $KT_E2E_PNG/name.png when that names a folder.
func (a *app) shot(name string) {
	if dir := os.Getenv("KT_E2E_PNG"); dir != "" {
		a.SavePNG(filepath.Join(dir, name+".png"))
	}
}

// settle advances the guest until the screen's prompt or turn differ from
// p's, at most a second of ticks: the move just made has shown.
func (a *app) settle(p scenes.Probe) {
	a.t.Helper()
	a.Poll(60, func(q scenes.Probe) bool { return q.Prompt != p.Prompt || q.Turn != p.Turn || q.Scene != p.Scene })
}

// chooseGame steps the set-up's game chooser back until it shows game
// (its prompt, "Game: …"), starting from p.
func (a *app) chooseGame(p scenes.Probe, game string) scenes.Probe {
	a.t.Helper()
	for i := 0; i < 40 && p.Prompt != game; i++ {
		before := p.Prompt
		a.Click("Previous game")
		p = a.WaitFor("the next game", 60, func(p scenes.Probe) bool { return p.Prompt != before })
	}
	if p.Prompt != game {
		a.t.Fatalf("the set-up never offered %q: %+v", game, p)
	}
	return p
}

// firstPick returns the first of items the table lights as a pick (a
// hand card still to mark for a discard, say).
func firstPick(items []scenes.ProbeItem) (scenes.ProbeItem, bool) {
	for _, it := range items {
		if it.Pick {
			return it, true
		}
	}
	return scenes.ProbeItem{}, false
}

// archenemyMove makes the one move of a player who only passes on table
// screen p: keep, click what a prompt asks to click (a choice, a card in
// hand, a creature of mine, a target), or press Space to pass and block
// nobody.
func (a *app) archenemyMove(p scenes.Probe) {
	a.t.Helper()
	switch {
	case hasButton(p, "Keep"):
		a.Click("Keep")
	case strings.HasSuffix(p.Prompt, "…") || p.Prompt == "":
		a.Run(6) // the game is moving on
	case len(cards(p, "choice", true)) > 0 && len(p.Buttons) == 1: // only Menu: pick one
		a.ClickItem(cards(p, "choice", true)[0])
	case strings.Contains(p.Prompt, "click") && strings.Contains(p.Prompt, "hand"):
		// A card still to mark; the table then asks to confirm, which
		// Space does at the next move.
		if c, ok := firstPick(cards(p, "hand", true)); ok {
			a.ClickItem(c)
		} else {
			a.Key(ebiten.KeySpace)
		}
	case strings.Contains(p.Prompt, "click one of yours"):
		for _, c := range cards(p, "battlefield", true) {
			if c.Pick {
				a.ClickItem(c)
				return
			}
		}
		a.Key(ebiten.KeySpace)
	case strings.HasPrefix(p.Prompt, "Choose a target"), strings.HasPrefix(p.Prompt, "Choose another target"),
		strings.HasPrefix(p.Prompt, "Choose a creature to sacrifice"):
		a.pickTarget(p)
	default:
		a.Key(ebiten.KeySpace)
	}
}

// pickTarget clicks, of what the table lights as pickable, an opponent's
// creature, else one of mine, else an opponent, else anything lit or on
// the choice panel; with nothing, it gives up on the spell.
func (a *app) pickTarget(p scenes.Probe) {
	a.t.Helper()
	for _, mine := range []bool{false, true} {
		for _, c := range cards(p, "battlefield", mine) {
			if c.Pick && !c.Land {
				a.ClickItem(c)
				return
			}
		}
	}
	for _, s := range p.Seats {
		if s.Pick && !s.Mine {
			a.ClickItem(s)
			return
		}
	}
	for _, c := range append(append([]scenes.ProbeItem(nil), p.Cards...), p.Seats...) {
		if c.Pick || c.Zone == "choice" {
			a.ClickItem(c)
			return
		}
	}
	if hasButton(p, "Cancel") {
		a.Click("Cancel")
		return
	}
	a.Run(6)
}

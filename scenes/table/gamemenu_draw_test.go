package table

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/rules"
)

// pixels returns a copy of screen's pixels.
func pixels(screen *ebiten.Image) []byte {
	b := screen.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	screen.ReadPixels(pix)
	return pix
}

// TestDrawTheAsksAndTheMenu draws the table's menu, the question before
// a concession, a marked discard and the mulligan's question: each
// changes the frame. With KT_TABLE_PNG set it writes them.
func TestDrawTheAsksAndTheMenu(t *testing.T) {
	needGPU(t)
	rec := againstComputer(t, 19, func(g *rules.Game) bool {
		d := g.Pending()
		return d.Seat == 0 && d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseCleanupDiscard
	})
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.settle(screen, 60)
	before := pixels(screen)
	card := playerView(hs.view(), 0).Hand[0].ID
	hs.script.Click(hs.cardAt(card))
	hs.settle(screen, 30)
	if !hs.ctrl().HandPicks().StagedInHand(card) {
		t.Fatal("the click did not mark the card")
	}
	marked := pixels(screen)
	if bytes.Equal(before, marked) {
		t.Error("marking a card to discard changed nothing on screen")
	}
	shot(t, screen, "ask-discard-marked")
	hs.script.Click(hs.s.lay.Menu.Center())
	hs.settle(screen, 5)
	if !hs.s.tmenu.menu.open || bytes.Equal(marked, pixels(screen)) {
		t.Error("the menu is not drawn")
	}
	shot(t, screen, "menu")
	hs.pressMenu("Concede")
	hs.settle(screen, 5)
	shot(t, screen, "menu-concede")
	checkNotBlank(t, screen)

	mull := againstComputer(t, 8, nil)
	hs = newHarness(t, mull, services(t, true, 1), 1280, 720)
	for i := 0; i < 600 && (hs.view().Pending.Kind != rules.DecideMulligan || hs.view().Pending.Seat != 0); i++ {
		hs.frame(screen)
	}
	hs.settle(screen, 30)
	hs.pressButton("Mulligan")
	hs.settle(screen, 5)
	if !hs.ctrl().Asking() {
		t.Fatal("the mulligan did not ask")
	}
	shot(t, screen, "ask-mulligan")
}

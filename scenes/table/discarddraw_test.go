package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/kitchentable/kitchentable/game/rules"
)

// TestStagedDiscardIsDrawnRaised draws the cleanup's discard with one
// card marked: the card stands out of the fan (its top edge above every
// unmarked card's) with its "Discard" pill. With KT_TABLE_PNG set it
// writes the table.
func TestStagedDiscardIsDrawnRaised(t *testing.T) {
	needGPU(t)
	rec := againstComputer(t, 19, func(g *rules.Game) bool {
		d := g.Pending()
		return d.Seat == 0 && d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseCleanupDiscard
	})
	hs := newHarness(t, rec, services(t, true, 0), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	hs.settle(screen, 3)
	hand := playerView(hs.view(), 0).Hand
	marked := hand[len(hand)/2].ID
	hs.script.Click(hs.cardAt(marked))
	hs.run(1)
	if !hs.ctrl().HandPicks().StagedInHand(marked) {
		t.Fatal("the click did not mark the card")
	}
	hs.settle(screen, 30)
	shot(t, screen, "discard-staged")
	top := func(obj rules.ObjID) float64 { return hs.s.lay.CardOf(obj).Bounds().Min.Y }
	for _, c := range hand {
		if c.ID != marked && top(c.ID) <= top(marked) {
			t.Errorf("unmarked %s (top %.0f) is as high as the marked card (top %.0f)", c.Def.Name, top(c.ID), top(marked))
		}
	}
}

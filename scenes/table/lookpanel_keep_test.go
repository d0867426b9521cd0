package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// TestKeepHalfPanelDraws draws a keep-half on the look panel at
// 1280×720, as it opens and with two cards moved to the bottom: the
// frame is not blank and the four large faces are ready. With
// KT_TABLE_PNG set it writes the frames.
func TestKeepHalfPanelDraws(t *testing.T) {
	needGPU(t)
	rec := tabletest.KeepHalf(t, 1, record.Human, "medium")
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.liftCurtain()
	hs.settle(screen, 40)
	checkNotBlank(t, screen)
	for _, cv := range hs.view().Looking {
		if hs.s.gfx.known[cv.Def]&knownZoom == 0 {
			t.Fatalf("the large face of %s is not ready", cv.Def.Name)
		}
	}
	shot(t, screen, "keep-half-panel")
	v := hs.view()
	for _, cv := range v.Looking[2:] {
		hs.script.Click(panelRect(t, hs, cv.ID).Center())
		hs.settle(screen, 3)
	}
	if _, bottom := panelOrder(hs); len(bottom) != 2 {
		t.Fatalf("%d cards at the bottom after two clicks", len(bottom))
	}
	hs.settle(screen, 10)
	shot(t, screen, "keep-half-panel-ready")
}

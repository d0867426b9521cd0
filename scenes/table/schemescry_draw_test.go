package table

import (
	"io"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// TestArchenemySchemeScryOpensTheLookPanel plays an Archenemy game whose
// person is the archenemy with a scheme deck of the shipped "Ledgers
// Written in Brine" (scry 2, then draw 2) among its schemes against three computers, to
// the scheme's scry: the look panel opens over the four-seat table with
// both cards face up. With KT_TABLE_PNG set it writes the table.
func TestArchenemySchemeScryOpensTheLookPanel(t *testing.T) {
	needGPU(t)
	cat, err := catalog.Load(io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	ledgers, ok := cat.Lib.Card("Ledgers Written in Brine")
	if !ok {
		t.Fatal("the shipped scheme Ledgers Written in Brine is gone")
	}
	rec := tabletest.Archenemy(t, "archenemy", 11, record.Human, "medium", "medium", "medium")
	// Two copies of it in place of the test deck's first pair.
	rec.Seats[0].Schemes[0], rec.Seats[0].Schemes[1] = ledgers, ledgers
	g := tabletest.PlayForward(t, rec, true, func(g *rules.Game) bool {
		d := g.Pending()
		return d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseScryBottom && d.Seat == 0
	})
	if g.Over() {
		t.Fatal("the game ended before the archenemy's scheme scried")
	}
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.liftCurtain()
	hs.settle(screen, 40)
	if !hs.s.lookp.lookOpen() {
		t.Fatalf("the look panel is closed at the scheme's scry; prompt %q", hs.ctrl().Prompt().Text)
	}
	looking := hs.view().Looking
	if len(looking) != 2 {
		t.Fatalf("the panel shows %d cards, want the scry's two", len(looking))
	}
	for _, cv := range looking {
		if cv.Def == nil {
			t.Fatal("a looked-at card is face down to the archenemy")
		}
	}
	checkNotBlank(t, screen)
	shot(t, screen, "archenemy-scheme-scry")
}

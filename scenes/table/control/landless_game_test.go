package control

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// TestLandlessDoubleDrawFourSeatsToTheEnd plays "Landless — single deck,
// double draw" for two people and two computers through the table's
// controller, as the set-up screen deals it, to the end: the people's
// decisions go through the controller's input methods (cards dropped on
// the play-as-land area, the sorting panel for keep-half draws), and the
// game must show each rule at work.
func TestLandlessDoubleDrawFourSeatsToTheEnd(t *testing.T) {
	rec := tabletest.DoubleDraw(t, 11, 5, record.Human, "medium", record.Human, "medium")
	rec.MaxTurns = 400
	s := store.DefaultSettings()
	c, err := New(rec, Options{Settings: &s, syncAI: true, aiOpts: []ai.Option{ai.WithIterations(8)}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	var nonLandAsLand, keptHalf, panels, reshuffles int
	for i := 0; i < 200000 && !c.Over(); i++ {
		events := c.Tick(false)
		for _, e := range events {
			switch e.Kind {
			case rules.EvPlayLand:
				if d := GameForTests(c).Obj(e.Obj).Def; !d.IsLand() {
					nonLandAsLand++
				}
			case rules.EvReshuffle:
				reshuffles++
			}
		}
		if lifted, mine := liftOrMine(c); lifted || !mine {
			continue
		}
		d := GameForTests(c).Pending()
		if d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseKeep {
			keptHalf++
		}
		if c.sorter.Sorting() {
			panels++
		}
		autoPlay(t, c)
	}
	if !c.Over() {
		t.Fatalf("not over by turn %d", GameForTests(c).Turn())
	}
	sum := c.results.Summary()
	t.Logf("%d turns; winners %v; %d cards played as lands, %d keep-half draws by people, %d sorting panels, %d reshuffles",
		sum.Turns, sum.WinnerNames, nonLandAsLand, keptHalf, panels, reshuffles)
	if nonLandAsLand == 0 || keptHalf == 0 || panels == 0 {
		t.Errorf("a rule never showed: %d cards as lands, %d keep-half draws, %d sorting panels", nonLandAsLand, keptHalf, panels)
	}
}

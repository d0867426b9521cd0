package table

import (
	"context"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// beforeWipe plays tableau games for me and two computers (computers
// playing my seat too) until I am to draw and one of the row's cards,
// drawn, leaves a tableau of seven lands or seven nonlands to be swept
// away. It returns the record up to there and that card.
func beforeWipe(t *testing.T) (*record.Record, rules.ObjID) {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		r := tabletest.LiveDraft(t, "live-tableau", seed, record.Human, "easy", "easy")
		g, err := r.Start()
		if err != nil {
			t.Fatal(err)
		}
		players := make([]ai.Player, g.Seats())
		for i := range players {
			if players[i], err = ai.New("easy", seed*7+uint64(i)); err != nil {
				t.Fatal(err)
			}
		}
		for n := 0; n < 4000 && !g.Over() && g.Turn() < 16; n++ {
			d := g.Pending()
			if d.Seat == 0 && d.Kind == rules.DecideChoice && d.Purpose == rules.ChooseDraw && g.Turn() > 0 {
				for _, a := range g.Legal() {
					h := g.Clone()
					if _, err := h.Apply(a); err == nil && len(h.Removed()) >= len(g.Removed())+rules.RowSize {
						return r, a.Obj
					}
				}
			}
			a, err := players[d.Seat].Choose(context.Background(), g.KnowledgeOf(d.Seat))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			r.Add(a)
		}
	}
	t.Skip("no tableau sweep came in the games tried")
	return nil, rules.NoObj
}

// TestDraftTableauSweep draws the card that leaves a tableau of seven
// lands or seven nonlands: the seven go to the removed pile as ghosts
// flying there, and the seven new cards come in from the library only
// after they have gone. With KT_TABLE_PNG set it writes the sweep in the
// middle and after.
func TestDraftTableauSweep(t *testing.T) {
	needGPU(t)
	rec, card := beforeWipe(t)
	hs := newHarness(t, rec, services(t, true, 1), 1280, 720)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	hs.liftCurtain()
	hs.settle(screen, 40)
	shot(t, screen, "draft-tableau-before")
	removed := len(hs.view().Removed)
	hs.script.Click(hs.cardAt(card)).Move(geom.V(600, 500)) // away, so that nothing zooms
	hs.run(1)
	v := hs.view()
	if len(v.Removed) < removed+rules.RowSize {
		t.Fatalf("the removed pile grew from %d to %d", removed, len(v.Removed))
	}
	if n := len(hs.s.mo.ghosts); n < rules.RowSize {
		t.Fatalf("%d cards fly to the removed pile, want the seven swept", n)
	}
	var sweep float64
	for _, g := range hs.s.mo.ghosts {
		sweep = max(sweep, g.leave)
	}
	for i := range v.Row {
		if d := hs.s.mo.sprite(v.Row[i].ID).delay; d < sweep-2 {
			t.Errorf("new row card %d comes in at %.0f, before the sweep at %.0f", i, d, sweep)
		}
	}
	for k := 0; k < 140; k++ {
		hs.frame(screen)
		switch k {
		case 30, 56, 80:
			shot(t, screen, fmt.Sprintf("draft-tableau-sweep-%03d", k))
		}
	}
	hs.settle(screen, 30)
	shot(t, screen, "draft-tableau-after")
	if len(hs.s.mo.ghosts) > 0 || hs.s.mo.busy {
		t.Errorf("the sweep is still going on after 170 ticks")
	}
}

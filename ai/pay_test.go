package ai

import (
	"context"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestComputersPayWithTheEnginesAutoPay: every level but random pays
// every cost it can with the engine's auto-pay (or from the pool), never
// by tapping sources itself, so the computers keep back the mana their
// hand needs by the same rule as a person's auto-pay (issue 37).
func TestComputersPayWithTheEnginesAutoPay(t *testing.T) {
	decks := testdecks.Decks(t)
	for i, level := range []string{"easy", "medium", "hard"} {
		p, err := New(level, uint64(i+1), WithIterations(4))
		if err != nil {
			t.Fatal(err)
		}
		other, _ := New("medium", 9)
		players := []Player{p, other}
		g := aitest.NewGame(t, uint64(20+i), decks[i%len(decks)], decks[(i+1)%len(decks)])
		pays := 0
		for n := 0; !g.Over() && g.Turn() <= 12; n++ {
			if n > 20000 {
				t.Fatalf("%s: game not over after %d actions", level, n)
			}
			d := g.Pending()
			if d.Kind != rules.DecidePay || d.Seat != 0 {
				aitest.PlayStep(t, g, players, g.KnowledgeOf(d.Seat))
				continue
			}
			automatic := false
			for _, a := range g.Legal() {
				automatic = automatic || a.Kind == rules.ActAutoPay || a.Kind == rules.ActPayPool
			}
			a, err := p.Choose(context.Background(), g.KnowledgeOf(0))
			if err != nil {
				t.Fatal(err)
			}
			if automatic && a.Kind != rules.ActAutoPay && a.Kind != rules.ActPayPool {
				t.Fatalf("%s paid with %+v where the engine could pay automatically", level, a)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			pays++
		}
		if pays < 3 {
			t.Fatalf("%s paid only %d costs by turn 12: the test does not exercise paying", level, pays)
		}
	}
}

package search

import (
	"context"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestHardRolloutsPlayToTheHorizon plays medium against medium into the
// game and runs one of hard's simulations from a decision of seat 0: by
// default a rollout plays on to the end of the DefaultHorizon-th turn
// after the current one, and with WithHorizon(1) to the end of the next.
func TestHardRolloutsPlayToTheHorizon(t *testing.T) {
	decks := testdecks.Decks(t)
	tried := 0
	for seed := uint64(1); seed <= 20 && tried < 3; seed++ {
		g := aitest.NewGame(t, seed, aitest.DealDecks(decks, seed)...)
		if !mediumUntil(t, g, seed, func(g *rules.Game) bool {
			d := g.Pending()
			return d.Seat == 0 && d.Kind == rules.DecidePriority && g.Turn() >= 4
		}) {
			continue
		}
		turn := g.Turn()
		reached := map[int]int{}
		for _, horizon := range []int{DefaultHorizon, 1} {
			h := New(seed, Config{Iterations: DefaultIterations, Horizon: horizon})
			k := g.KnowledgeOf(0)
			s := &search{h: h, k: k, ctx: context.Background(), seat: 0, turn: turn}
			m := plainMove(k.Legal()[0])
			s.root.index(&m)
			world := k.Sample(seed)
			if !s.simulate(world, 0, seed) {
				t.Fatal("simulation stopped without a clock")
			}
			if world.Over() {
				reached = nil
				break
			}
			reached[horizon] = world.Turn()
		}
		if reached == nil {
			continue
		}
		tried++
		if want := turn + 1 + DefaultHorizon; reached[DefaultHorizon] != want || reached[1] != turn+2 {
			t.Errorf("seed %d: from turn %d the rollouts stopped at turns %d (default) and %d (horizon 1), want %d and %d",
				seed, turn, reached[DefaultHorizon], reached[1], want, turn+2)
		}
	}
	if tried == 0 {
		t.Fatal("no game reached a decision to simulate from")
	}
}

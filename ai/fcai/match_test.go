package fcai

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// decider is anything that picks actions for a seat.
type decider func(g *fourcuatro.Game) fourcuatro.Action

func random(seed uint64) decider {
	r := rand.New(rand.NewPCG(seed, 1))
	return func(g *fourcuatro.Game) fourcuatro.Action {
		l := g.Legal()
		return l[r.IntN(len(l))]
	}
}

func player(level Level, seed uint64) decider {
	p := New(level, seed)
	return func(g *fourcuatro.Game) fourcuatro.Action { return p.Decide(g.KnowledgeOf(g.Deciding())) }
}

// play plays one basic game and returns the winner (NoSeat if it ran long).
func play(t testing.TB, seed uint64, seats [2]decider) fourcuatro.Seat {
	t.Helper()
	g, err := fourcuatro.New(fourcuatro.Setup{Format: fourcuatro.Basic, Cards: catalog.FourCuatro()}, seed)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !g.Over() && n < 5000; n++ {
		a := seats[g.Pending().Seat](g)
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	return g.Winner()
}

// winRate plays games with a and b swapping seats and returns a's share of wins.
func winRate(t testing.TB, games int, a, b func(seed uint64) decider) float64 {
	wins := 0
	for i := range games {
		seed := uint64(i/2 + 1)
		if i%2 == 0 {
			if play(t, seed, [2]decider{a(seed), b(seed)}) == 0 {
				wins++
			}
		} else if play(t, seed, [2]decider{b(seed), a(seed)}) == 1 {
			wins++
		}
	}
	return float64(wins) / float64(games)
}

func TestEasyBeatsRandom(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 40
	}
	rate := winRate(t, games, func(s uint64) decider { return player(Easy, s) }, random)
	t.Logf("easy beats random %.0f%% of %d games", 100*rate, games)
	if rate < 0.75 {
		t.Errorf("easy wins only %.0f%% against random play", 100*rate)
	}
}

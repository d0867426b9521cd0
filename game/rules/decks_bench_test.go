package rules

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// starterDecks loads the ready-made decks from the embedded assets.
func starterDecks(tb testing.TB) [][]*card.Def { return testdecks.Decks(tb) }

// playOut plays random legal actions to the end and returns the action count.
func playOut(tb testing.TB, g *Game, r *rand.Rand, acts []Action) int {
	n := 0
	for !g.Over() {
		acts = g.LegalInto(acts)
		if _, err := g.Apply(acts[r.IntN(len(acts))]); err != nil {
			tb.Fatal(err)
		}
		n++
	}
	return n
}

// BenchmarkRandomGame plays full two-player games between the ready-made
// 60-card decks with uniformly random legal actions.
func BenchmarkRandomGame(b *testing.B) {
	decks := starterDecks(b)
	r := rand.New(rand.NewPCG(1, 2))
	var acts []Action
	turns := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := DefaultSetup(decks[i%len(decks)], decks[(i+1)%len(decks)])
		s.Options.MaxTurns = 200
		g, err := New(s, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		playOut(b, g, r, acts)
		turns += g.Turn()
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}

// midGame returns a game between two ready-made decks after turn 8.
func midGameDecks(b testing.TB) *Game {
	decks := starterDecks(b)
	s := DefaultSetup(decks[0], decks[1])
	g, _ := New(s, 4)
	r := rand.New(rand.NewPCG(4, 4))
	var acts []Action
	for !g.Over() && (g.Turn() < 8 || g.Step() != StepMain1 || g.Pending().Kind != DecidePriority) {
		acts = g.LegalInto(acts)
		g.Apply(acts[r.IntN(len(acts))])
	}
	return g
}

// BenchmarkClone copies a mid-game state.
func BenchmarkClone(b *testing.B) {
	g := midGameDecks(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
}

// BenchmarkLegal lists the legal actions of a mid-game decision (with the
// engine's cache cleared, so it is computed every time).
func BenchmarkLegal(b *testing.B) {
	g := midGameDecks(b)
	var acts []Action
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.legalFresh = false
		acts = g.LegalInto(acts)
	}
	b.ReportMetric(float64(len(acts)), "actions")
}

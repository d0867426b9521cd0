package search

import (
	"context"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// midGame plays medium against medium from seed to the first decision of
// seat 0 from turn 6 on for which hard compares several moves (not a land
// play or a quiet step, which it decides at once).
func midGame(tb testing.TB, seed uint64) *rules.Game { return searchedDecision(tb, seed, 2, 6, 2) }

// searchedDecision plays mediums at a table of seats seats from seed to
// the first decision of seat 0 from turn fromTurn on for which hard
// compares at least moves moves.
func searchedDecision(tb testing.TB, seed uint64, seats, fromTurn, moves int) *rules.Game {
	tb.Helper()
	g := aitest.NewGame(tb, seed, gameDecks(testdecks.Decks(tb), 0, seats)...)
	var meds []*medium.Policy
	for s := range seats {
		meds = append(meds, medium.NewPolicy(seed, uint64(s+1), nil, true))
	}
	for n := 0; n < 20000 && !g.Over(); n++ {
		d := g.Pending()
		if d.Seat == 0 && g.Turn() >= fromTurn && searchedKind(d) && len(g.Legal()) > 2 &&
			len(candidateMoves(medium.NewPolicy(seed, 9, nil, true), g, medium.NewBoard(g.View(0)), g.Legal(), maxMacros)) >= moves {
			return g
		}
		if _, err := g.Apply(meds[d.Seat].Decide(&sampled{g: g})); err != nil {
			tb.Fatal(err)
		}
	}
	tb.Fatal("no decision for hard to search")
	return nil
}

// gameDecks are the ready-made decks of game number game at a table of
// seats seats (up to four), taken in turn.
func gameDecks(decks [][]*card.Def, game, seats int) [][]*card.Def {
	var out [][]*card.Def
	for _, off := range []int{0, 3, 5, 7}[:seats] {
		out = append(out, decks[(game+off)%len(decks)])
	}
	return out
}

// TestHardReadsTheClockInsideRollouts runs a search with a huge budget
// and a time limit on a clock that moves on 1 ms at every reading: the
// search must stop at the first reading past the limit and read the clock
// at least every 16 game steps (so one rollout never runs on unchecked),
// which bounds the overshoot by the time of 16 steps (well under 1 ms).
func TestHardReadsTheClockInsideRollouts(t *testing.T) {
	g := midGame(t, 11)
	p := New(3, Config{Iterations: 100000, TimeLimit: 40 * time.Millisecond, Horizon: DefaultHorizon})
	h := p
	now := time.Unix(0, 0)
	h.clock = func() time.Time {
		now = now.Add(time.Millisecond)
		return now
	}
	if _, err := h.Choose(context.Background(), g.KnowledgeOf(0)); err != nil {
		t.Fatal(err)
	}
	st := h.stats
	if st.Clocks == 0 || st.Clocks > 41 {
		t.Errorf("%d clock readings, want 1 to 41 for a 40 ms limit", st.Clocks)
	}
	if st.steps == 0 || st.steps > 16*st.Clocks {
		t.Errorf("%d game steps for %d clock readings: more than 16 steps between two readings", st.steps, st.Clocks)
	}
	if st.sims == 0 {
		t.Error("no simulation finished before the limit")
	}
}

// TestHardBudgetWithoutClock checks that without a time limit the search
// runs its whole budget and never reads the clock.
func TestHardBudgetWithoutClock(t *testing.T) {
	g := midGame(t, 11)
	p := New(3, Config{Iterations: 8, Horizon: DefaultHorizon})
	h := p
	h.clock = func() time.Time { t.Fatal("the clock was read without a time limit"); return time.Time{} }
	if _, err := h.Choose(context.Background(), g.KnowledgeOf(0)); err != nil {
		t.Fatal(err)
	}
	if h.stats.sims < 8 {
		t.Errorf("%d simulations, want at least 8", h.stats.sims)
	}
}

// BenchmarkHardDecisionOvershoot measures, at a 100 ms limit, how far a
// hard decision runs past its limit (metric overshoot-ms, the largest).
func BenchmarkHardDecisionOvershoot(b *testing.B) {
	g := midGame(b, 11)
	k := g.KnowledgeOf(0)
	const limit = 100 * time.Millisecond
	worst := time.Duration(0)
	for i := 0; i < b.N; i++ {
		p := New(uint64(i), Config{Iterations: 100000, TimeLimit: limit, Horizon: DefaultHorizon})
		start := time.Now()
		if _, err := p.Choose(context.Background(), k); err != nil {
			b.Fatal(err)
		}
		worst = max(worst, time.Since(start)-limit)
	}
	b.ReportMetric(float64(worst)/float64(time.Millisecond), "overshoot-ms")
}

// BenchmarkHardDecision measures one hard decision at the default budget.
func BenchmarkHardDecision(b *testing.B) {
	g := midGame(b, 11)
	k := g.KnowledgeOf(0)
	for i := 0; i < b.N; i++ {
		p := New(uint64(i), Config{Iterations: DefaultIterations, Horizon: DefaultHorizon})
		if _, err := p.Choose(context.Background(), k); err != nil {
			b.Fatal(err)
		}
	}
}

package search

import (
	"context"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/rules"
)

// fourSeatGame plays four mediums from seed to the first decision of
// seat 0 from turn 5 on for which hard compares several moves.
func fourSeatGame(tb testing.TB, seed uint64) *rules.Game { return searchedDecision(tb, seed, 4, 5, 3) }

// TestHardBudgetComesFromTheTableTime: at a four-seat table without a
// time limit (simulated games) the search's count is divided by twice
// the opponents; with the table's limit it is not, and the clock bounds
// it instead, so the same decision gets several times the simulations.
func TestHardBudgetComesFromTheTableTime(t *testing.T) {
	g := fourSeatGame(t, 21)
	k := g.KnowledgeOf(0)
	counted := New(5, Config{Iterations: 24, Horizon: DefaultHorizon})
	if _, err := counted.Choose(context.Background(), k); err != nil {
		t.Fatal(err)
	}
	timed := New(5, Config{Iterations: 24, TimeLimit: time.Hour, Horizon: DefaultHorizon})
	if _, err := timed.Choose(context.Background(), k); err != nil {
		t.Fatal(err)
	}
	if counted.stats.sims == 0 || timed.stats.sims < 3*counted.stats.sims {
		t.Errorf("%d simulations with the table's time, %d without: want at least three times as many", timed.stats.sims, counted.stats.sims)
	}
}

// TestHardSearchEndsByItsTarget runs a four-seat search with a huge count
// on a clock that moves 1 ms at every reading: it must end by its target
// share of the limit (plus the readings of the world under way), not at
// the limit itself, and every round of the halving must have run (the
// best move is chosen among the last two, not cut off in the first round).
func TestHardSearchEndsByItsTarget(t *testing.T) {
	g := fourSeatGame(t, 21)
	const limit = 400 * time.Millisecond
	p := New(3, Config{Iterations: 100000, TimeLimit: limit, Horizon: DefaultHorizon})
	now := time.Unix(0, 0)
	p.clock = func() time.Time {
		now = now.Add(time.Millisecond)
		return now
	}
	if _, err := p.Choose(context.Background(), g.KnowledgeOf(0)); err != nil {
		t.Fatal(err)
	}
	if used := now.Sub(time.Unix(0, 0)); used > limit/2 {
		t.Errorf("the search used %v of a %v limit, want at most half", used, limit)
	}
	if p.stats.sims == 0 {
		t.Fatal("no simulation finished")
	}
	rounds := 0
	for n := p.stats.moves; n > 1; n = (n + 1) / 2 {
		rounds++
	}
	if p.stats.rounds != rounds {
		t.Errorf("%d rounds of the halving ran for %d moves, want %d", p.stats.rounds, p.stats.moves, rounds)
	}
	if p.stats.steps > 16*p.stats.Clocks {
		t.Errorf("%d steps for %d clock readings", p.stats.steps, p.stats.Clocks)
	}
}

package search

import (
	"context"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// mediumUntil plays medium for both seats of g until found reports a
// position it wants (it returns true) or the game ends; it reports
// whether found did.
func mediumUntil(tb testing.TB, g *rules.Game, seed uint64, found func(*rules.Game) bool) bool {
	tb.Helper()
	meds := []*medium.Policy{medium.NewPolicy(seed, 3, nil, true), medium.NewPolicy(seed, 4, nil, true)}
	for n := 0; n < 5000 && !g.Over(); n++ {
		if found(g) {
			return true
		}
		if _, err := g.Apply(meds[g.Pending().Seat].Decide(&sampled{g: g})); err != nil {
			tb.Fatal(err)
		}
	}
	return false
}

// TestHardDecidesObviousMovesAtOnce plays medium against medium and asks
// hard at seat 0's priority decisions with a choice: where medium plays a
// land, or the step is an upkeep, a draw or the end of combat with an
// empty stack, hard must not search (and plays medium's land); in the
// main phases with a spell to cast it must search.
func TestHardDecidesObviousMovesAtOnce(t *testing.T) {
	decks := testdecks.Decks(t)
	lands, quiet, searched := 0, 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		g := aitest.NewGame(t, seed, decks[0], decks[3])
		mediumUntil(t, g, seed, func(g *rules.Game) bool {
			d := g.Pending()
			if d.Seat != 0 || d.Kind != rules.DecidePriority || len(g.Legal()) < 2 {
				return false
			}
			k := g.KnowledgeOf(0)
			p := New(seed, Config{Iterations: 8, Horizon: DefaultHorizon})
			h := p
			a, err := h.Choose(context.Background(), k)
			if err != nil {
				t.Fatal(err)
			}
			v := k.View()
			switch {
			case a.Kind == rules.ActPlayLand:
				lands++
				if h.stats.sims > 0 {
					t.Errorf("seed %d turn %d: %d simulations before playing a land", seed, v.Turn, h.stats.sims)
				}
			case quietStep(v):
				quiet++
				if h.stats.sims > 0 {
					t.Errorf("seed %d turn %d step %v: %d simulations in a quiet step", seed, v.Turn, v.Step, h.stats.sims)
				}
			case v.Step.IsMain() && len(v.Stack) == 0 && hasKind(g.Legal(), rules.ActCast):
				if h.stats.sims > 0 {
					searched++
				}
			}
			return false
		})
	}
	if lands == 0 || quiet == 0 || searched == 0 {
		t.Errorf("%d land plays, %d quiet steps, %d searched main-phase decisions: want some of each", lands, quiet, searched)
	}
}

// hasKind reports whether some action of legal is of kind k.
func hasKind(legal []rules.Action, k rules.ActionKind) bool {
	for _, a := range legal {
		if a.Kind == k {
			return true
		}
	}
	return false
}

// TestHardComparesOneOfEachCard plays a deck of one creature and forests
// to seat 0's first main phase with two copies of the creature castable:
// the candidates must cast it once, and the attack candidates must not
// differ only in which of two identical creatures attacks.
func TestHardComparesOneOfEachCard(t *testing.T) {
	lib := testdecks.Library(t)
	d0 := scenarioDeck(t, lib, map[string]int{"Mossback Grower": 14, "Forest": 8})
	d1 := scenarioDeck(t, lib, map[string]int{"Riddle Adept": 6, "Island": 16})
	casts, attacks := 0, 0
	for seed := uint64(1); seed <= 20 && (casts == 0 || attacks == 0); seed++ {
		g := scenarioGame(t, seed, d0, d1, 20, 20)
		mediumUntil(t, g, seed, func(g *rules.Game) bool {
			d := g.Pending()
			if d.Seat != 0 {
				return false
			}
			k := g.KnowledgeOf(0)
			b := medium.NewBoard(k.View())
			legal := k.Legal()
			pol := medium.NewPolicy(seed, 9, nil, true)
			switch {
			case d.Kind == rules.DecidePriority && count(legal, rules.ActCast) >= 2 && count(legal, rules.ActPlayLand) == 0 && g.Step() == rules.StepMain1:
				moves := candidateMoves(pol, g, b, legal, maxMacros)
				if n := countMoves(moves, rules.ActCast); n != 1 {
					t.Errorf("seed %d turn %d: %d casts of the same creature compared", seed, g.Turn(), n)
				}
				casts++
			case d.Kind == rules.DecideAttackers && count(legal, rules.ActAttack) >= 3:
				moves := declarationMoves(pol, g.Clone(), b, legal)
				seen := map[int]bool{}
				for _, m := range moves {
					if seen[len(m.acts)] && len(m.acts) == 1 {
						t.Errorf("seed %d turn %d: two attacks by one identical creature compared", seed, g.Turn())
					}
					seen[len(m.acts)] = true
				}
				attacks++
			}
			return casts > 0 && attacks > 0
		})
	}
	if casts == 0 || attacks == 0 {
		t.Fatalf("%d cast and %d attack positions found, want both", casts, attacks)
	}
}

// count is the number of actions of kind k in legal.
func count(legal []rules.Action, k rules.ActionKind) int {
	n := 0
	for _, a := range legal {
		if a.Kind == k {
			n++
		}
	}
	return n
}

// countMoves is the number of plain moves of kind k.
func countMoves(moves []move, k rules.ActionKind) int {
	n := 0
	for _, m := range moves {
		if !m.macro && m.acts[0].Kind == k {
			n++
		}
	}
	return n
}

// TestTiedMovesStopTheSearch checks tied: equal totals over equal visits
// are a tie, anything else is not.
func TestTiedMovesStopTheSearch(t *testing.T) {
	s := &search{}
	for i := 0; i < 3; i++ {
		s.root.index(&move{key: string(rune('a' + i))})
		s.root.n[i], s.root.sum[i] = 12, -3.5
	}
	if !s.tied([]int{0, 1, 2}) {
		t.Error("equal results should be a tie")
	}
	s.root.sum[2] = -3.4
	if s.tied([]int{0, 1, 2}) {
		t.Error("different results should not be a tie")
	}
}

// TestHardBudgetShrinksAtLargerTables checks the search budget without a
// time limit (simulated games): the iterations per move (up to six
// moves) in a duel, divided by twice the number of opponents at four
// seats.
func TestHardBudgetShrinksAtLargerTables(t *testing.T) {
	decks := testdecks.Decks(t)
	for _, tc := range []struct {
		seats, moves, want int
	}{{2, 2, 192}, {2, 9, 576}, {4, 2, 32}, {4, 9, 96}} {
		g := aitest.NewGame(t, 1, decks[:tc.seats]...)
		p := New(1, Config{Iterations: DefaultIterations, Horizon: DefaultHorizon})
		s := &search{h: p, k: g.KnowledgeOf(0)}
		if got := s.budget(tc.moves); got != tc.want {
			t.Errorf("%d seats, %d moves: budget %d, want %d", tc.seats, tc.moves, got, tc.want)
		}
	}
}

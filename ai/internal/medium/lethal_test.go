package medium

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/lethaltest"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/rules"
)

// TestLethalSearchFindsEveryWin stages every win position and asks the
// lethal search alone: it must find a first action of a winning line.
func TestLethalSearchFindsEveryWin(t *testing.T) {
	c := lethaltest.Cards(t)
	for _, pos := range lethaltest.WinPositions {
		t.Run(pos.Name, func(t *testing.T) {
			g := lethaltest.Stage(t, c, pos)
			if !runsTo(t, g, pos) {
				t.Fatal("the position never gave seat 0 a decision")
			}
			k := g.KnowledgeOf(g.Pending().Seat)
			if _, ok := WinNow(k, k.Legal(), LethalBudget, nil, func() (*rules.Game, uint64) { return k.Sample(5), 6 }); !ok {
				t.Errorf("no win found (reach %d, foes' life %d)", NewBoard(k.View()).reach(), NewBoard(k.View()).foesLife())
			}
		})
	}
}

// runsTo passes the opponents' priority (as medium) until seat 0's side
// decides, in pos's turn; it reports whether it got there.
func runsTo(tb testing.TB, g *rules.Game, pos lethaltest.Position) bool {
	tb.Helper()
	turn := g.Turn()
	for n := 0; n < 200 && !g.Over() && g.Turn() == turn; n++ {
		if lethaltest.SameSide(g, g.Pending().Seat, 0) && len(g.Legal()) > 1 {
			return true
		}
		if _, err := g.Apply(pick.Pass(g.Legal())); err != nil {
			tb.Fatal(err)
		}
	}
	return false
}

// TestLethalSearchClaimsNoFalseWin stages positions where some blocks
// (or the mana) stop every line: the search must find no win.
func TestLethalSearchClaimsNoFalseWin(t *testing.T) {
	c := lethaltest.Cards(t)
	for _, pos := range lethaltest.NoWinPositions {
		t.Run(pos.Name, func(t *testing.T) {
			g := lethaltest.Stage(t, c, pos)
			k := g.KnowledgeOf(0)
			if a, ok := WinNow(k, k.Legal(), LethalBudget, nil, func() (*rules.Game, uint64) { return k.Sample(5), 6 }); ok {
				t.Errorf("claimed a win starting with %+v", a)
			}
		})
	}
}

// TestReachCoversEveryWin checks the cheap bound that decides whether to
// search at all: in every win position it reaches the opponents' life.
func TestReachCoversEveryWin(t *testing.T) {
	c := lethaltest.Cards(t)
	for _, pos := range lethaltest.WinPositions {
		g := lethaltest.Stage(t, c, pos)
		runsTo(t, g, pos)
		b := NewBoard(g.View(g.Pending().Seat))
		if b.reach() < b.foesLife() {
			t.Errorf("%s: reach %d below the foes' life %d", pos.Name, b.reach(), b.foesLife())
		}
	}
}

// TestMediumTakesEveryWin: medium wins every win position this turn.
func TestMediumTakesEveryWin(t *testing.T) {
	if missed := lethaltest.TakesWins(t, "medium", sideLevels(New), lethaltest.WinPositions); len(missed) > 0 {
		t.Errorf("medium missed %d of %d wins: %v", len(missed), len(lethaltest.WinPositions), missed)
	}
}

// TestEasyTakesMostWins: easy, whose search is short, wins at least
// three in four of the win positions.
func TestEasyTakesMostWins(t *testing.T) {
	missed := lethaltest.TakesWins(t, "easy", sideLevels(defaultEasy), lethaltest.WinPositions)
	if 4*len(missed) > len(lethaltest.WinPositions) {
		t.Errorf("easy missed %d of %d wins: %v", len(missed), len(lethaltest.WinPositions), missed)
	}
	t.Logf("easy missed %d of %d wins", len(missed), len(lethaltest.WinPositions))
}

// TestMediumSurvivesTheTurn: medium too.
func TestMediumSurvivesTheTurn(t *testing.T) {
	if missed := lethaltest.TakesWins(t, "medium", sideLevels(New), lethaltest.SurvivePositions); len(missed) > 0 {
		t.Errorf("medium lost %d of %d positions: %v", len(missed), len(lethaltest.SurvivePositions), missed)
	}
}

// benchLethal measures one lethal search in pos at the full budget (the
// reach bound not asked), and the actions it applied.
func benchLethal(b *testing.B, pos lethaltest.Position) {
	g := lethaltest.Stage(b, lethaltest.Cards(b), pos)
	k := g.KnowledgeOf(0)
	used := 0
	for i := 0; i < b.N; i++ {
		w := k.Sample(uint64(i))
		ls := newLethalSearch(w, 0, LethalBudget, 6)
		ls.find(w)
		used += LethalBudget - ls.budget
	}
	b.ReportMetric(float64(used)/float64(b.N), "actions/op")
}

// BenchmarkLethalSearchWin is the search where the win takes a pump
// after blocks.
func BenchmarkLethalSearchWin(b *testing.B) { benchLethal(b, lethaltest.WinPositions[22]) }

// BenchmarkLethalSearchNoWin is the search in a position one damage
// short of a win: it looks through its whole tree.
func BenchmarkLethalSearchNoWin(b *testing.B) { benchLethal(b, lethaltest.NoWinPositions[4]) }

// TestLethalMemoWaitsForTheOpponents: after a search found no win (the
// flyer's attack into a reach blocker), the same position (nothing done by the opponents, no card drawn) is not
// searched again; another memo's position is.
func TestLethalMemoWaitsForTheOpponents(t *testing.T) {
	g := lethaltest.Stage(t, lethaltest.Cards(t), lethaltest.NoWinPositions[0])
	for n := 0; n < 20 && g.Pending().Kind != rules.DecideAttackers; n++ {
		if _, err := g.Apply(pick.Pass(g.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	k := g.KnowledgeOf(0)
	samples := 0
	sample := func() (*rules.Game, uint64) { samples++; return k.Sample(uint64(samples)), 6 }
	var memo uint64
	for i := 0; i < 3; i++ {
		if _, ok := WinNow(k, k.Legal(), LethalBudget, &memo, sample); ok {
			t.Fatal("claimed a win")
		}
	}
	if samples != 1 || memo == 0 {
		t.Errorf("searched %d times for one position (memo %x)", samples, memo)
	}
	memo = 1
	WinNow(k, k.Legal(), LethalBudget, &memo, sample)
	if samples != 2 {
		t.Errorf("a memo of another position did not search (%d searches)", samples)
	}
}

// sideLevels plays a position with mk's players for seat 0's side and
// medium's policy for the others.
func sideLevels(mk func(seed uint64) *Player) lethaltest.Levels {
	return lethaltest.Levels{
		Side: func(i int) aitest.Player { return mk(100 + uint64(i)) },
		Other: func(i int) func(*rules.Game) rules.Action {
			p := NewPolicy(200+uint64(i), 0, nil, true)
			return func(g *rules.Game) rules.Action { return p.Decide(&sampled{g: g}) }
		},
	}
}

// defaultEasy is the easy player at the default noise.
func defaultEasy(seed uint64) *Player { return NewEasy(seed, 0.2) }

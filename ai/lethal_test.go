package ai

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// TestLethalSearchFindsEveryWin stages every win position and asks the
// lethal search alone: it must find a first action of a winning line.
func TestLethalSearchFindsEveryWin(t *testing.T) {
	c := lethalCards(t)
	for _, pos := range winPositions {
		t.Run(pos.name, func(t *testing.T) {
			g := stage(t, c, pos)
			if !runsTo(t, g, pos) {
				t.Fatal("the position never gave seat 0 a decision")
			}
			k := g.KnowledgeOf(g.Pending().Seat)
			if _, ok := winNow(k, k.Legal(), lethalBudget, nil, func() (*rules.Game, uint64) { return k.Sample(5), 6 }); !ok {
				t.Errorf("no win found (reach %d, foes' life %d)", newBoard(k.View()).reach(), newBoard(k.View()).foesLife())
			}
		})
	}
}

// runsTo passes the opponents' priority (as medium) until seat 0's side
// decides, in pos's turn; it reports whether it got there.
func runsTo(tb testing.TB, g *rules.Game, pos position) bool {
	tb.Helper()
	turn := g.Turn()
	for n := 0; n < 200 && !g.Over() && g.Turn() == turn; n++ {
		if sameSide(g, g.Pending().Seat, 0) && len(g.Legal()) > 1 {
			return true
		}
		if _, err := g.Apply(passOr(g.Legal())); err != nil {
			tb.Fatal(err)
		}
	}
	return false
}

// TestLethalSearchClaimsNoFalseWin stages positions where some blocks
// (or the mana) stop every line: the search must find no win.
func TestLethalSearchClaimsNoFalseWin(t *testing.T) {
	c := lethalCards(t)
	for _, pos := range noWinPositions {
		t.Run(pos.name, func(t *testing.T) {
			g := stage(t, c, pos)
			k := g.KnowledgeOf(0)
			if a, ok := winNow(k, k.Legal(), lethalBudget, nil, func() (*rules.Game, uint64) { return k.Sample(5), 6 }); ok {
				t.Errorf("claimed a win starting with %+v", a)
			}
		})
	}
}

// TestReachCoversEveryWin checks the cheap bound that decides whether to
// search at all: in every win position it reaches the opponents' life.
func TestReachCoversEveryWin(t *testing.T) {
	c := lethalCards(t)
	for _, pos := range winPositions {
		g := stage(t, c, pos)
		runsTo(t, g, pos)
		b := newBoard(g.View(g.Pending().Seat))
		if b.reach() < b.foesLife() {
			t.Errorf("%s: reach %d below the foes' life %d", pos.name, b.reach(), b.foesLife())
		}
	}
}

// levelTakesWins plays every win position with level for seat 0's side
// against every block and reports the names of those it did not win.
func levelTakesWins(t *testing.T, level string, list []position) (missed []string) {
	t.Helper()
	c := lethalCards(t)
	for _, pos := range list {
		g := stage(t, c, pos)
		if ok, why := holds(t, g, pos, level); !ok {
			missed = append(missed, pos.name)
			t.Logf("%s: %s: %s", level, pos.name, why)
		}
	}
	return missed
}

// TestHardTakesEveryWin: hard wins every win position this turn,
// whatever the opponents block.
func TestHardTakesEveryWin(t *testing.T) {
	if missed := levelTakesWins(t, "hard", winPositions); len(missed) > 0 {
		t.Errorf("hard missed %d of %d wins: %v", len(missed), len(winPositions), missed)
	}
}

// TestMediumTakesEveryWin: medium wins every win position this turn.
func TestMediumTakesEveryWin(t *testing.T) {
	if missed := levelTakesWins(t, "medium", winPositions); len(missed) > 0 {
		t.Errorf("medium missed %d of %d wins: %v", len(missed), len(winPositions), missed)
	}
}

// TestEasyTakesMostWins: easy, whose search is short, wins at least
// three in four of the win positions.
func TestEasyTakesMostWins(t *testing.T) {
	missed := levelTakesWins(t, "easy", winPositions)
	if 4*len(missed) > len(winPositions) {
		t.Errorf("easy missed %d of %d wins: %v", len(missed), len(winPositions), missed)
	}
	t.Logf("easy missed %d of %d wins", len(missed), len(winPositions))
}

// TestHardSurvivesTheTurn: hard blocks so as to live through every
// attack in the must-not-lose positions.
func TestHardSurvivesTheTurn(t *testing.T) {
	if missed := levelTakesWins(t, "hard", survivePositions); len(missed) > 0 {
		t.Errorf("hard lost %d of %d positions: %v", len(missed), len(survivePositions), missed)
	}
}

// TestMediumSurvivesTheTurn: medium too.
func TestMediumSurvivesTheTurn(t *testing.T) {
	if missed := levelTakesWins(t, "medium", survivePositions); len(missed) > 0 {
		t.Errorf("medium lost %d of %d positions: %v", len(missed), len(survivePositions), missed)
	}
}

// TestSoonerWinScoresMore: in hard's search a game won now rewards more
// than one won later, a loss later less badly than a loss now, and every
// ended game more than any position still being played.
func TestSoonerWinScoresMore(t *testing.T) {
	now, later := sooner(reward(winScore), 0), sooner(reward(winScore), 3)
	lossNow, lossLater := sooner(reward(-winScore), 0), sooner(reward(-winScore), 3)
	if !(now > later && later >= 1 && lossLater > lossNow && lossLater <= -1) {
		t.Errorf("win now %v, win later %v, loss now %v, loss later %v", now, later, lossNow, lossLater)
	}
}

// benchLethal measures one lethal search in pos at the full budget (the
// reach bound not asked), and the actions it applied.
func benchLethal(b *testing.B, pos position) {
	g := stage(b, lethalCards(b), pos)
	k := g.KnowledgeOf(0)
	used := 0
	for i := 0; i < b.N; i++ {
		w := k.Sample(uint64(i))
		ls := newLethalSearch(w, 0, lethalBudget, 6)
		ls.find(w)
		used += lethalBudget - ls.budget
	}
	b.ReportMetric(float64(used)/float64(b.N), "actions/op")
}

// BenchmarkLethalSearchWin is the search where the win takes a pump
// after blocks.
func BenchmarkLethalSearchWin(b *testing.B) { benchLethal(b, winPositions[22]) }

// BenchmarkLethalSearchNoWin is the search in a position one damage
// short of a win: it looks through its whole tree.
func BenchmarkLethalSearchNoWin(b *testing.B) { benchLethal(b, noWinPositions[4]) }

// TestLethalMemoWaitsForTheOpponents: after a search found no win (the
// flyer's attack into a reach blocker), the same position (nothing done by the opponents, no card drawn) is not
// searched again; another memo's position is.
func TestLethalMemoWaitsForTheOpponents(t *testing.T) {
	g := stage(t, lethalCards(t), noWinPositions[0])
	for n := 0; n < 20 && g.Pending().Kind != rules.DecideAttackers; n++ {
		if _, err := g.Apply(passOr(g.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	k := g.KnowledgeOf(0)
	samples := 0
	sample := func() (*rules.Game, uint64) { samples++; return k.Sample(uint64(samples)), 6 }
	var memo uint64
	for i := 0; i < 3; i++ {
		if _, ok := winNow(k, k.Legal(), lethalBudget, &memo, sample); ok {
			t.Fatal("claimed a win")
		}
	}
	if samples != 1 || memo == 0 {
		t.Errorf("searched %d times for one position (memo %x)", samples, memo)
	}
	memo = 1
	winNow(k, k.Legal(), lethalBudget, &memo, sample)
	if samples != 2 {
		t.Errorf("a memo of another position did not search (%d searches)", samples)
	}
}

package search

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/lethaltest"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/rules"
)

// testIterations is the hard player's budget in the position tests.
const testIterations = 24

// hardLevels plays a position with hard players for seat 0's side.
func hardLevels() lethaltest.Levels {
	return sideLevels(func(i int) aitest.Player {
		return New(100+uint64(i), Config{Iterations: testIterations, Horizon: DefaultHorizon})
	})
}

// sideLevels plays a position with side's players for seat 0's side and
// medium's policy for the others.
func sideLevels(side func(i int) aitest.Player) lethaltest.Levels {
	return lethaltest.Levels{
		Side: side,
		Other: func(i int) func(*rules.Game) rules.Action {
			p := medium.NewPolicy(200+uint64(i), 0, nil, true)
			return func(g *rules.Game) rules.Action { return p.Decide(&sampled{g: g}) }
		},
	}
}

// TestHardTakesEveryWin: hard wins every win position this turn,
// whatever the opponents block.
func TestHardTakesEveryWin(t *testing.T) {
	if missed := lethaltest.TakesWins(t, "hard", hardLevels(), lethaltest.WinPositions); len(missed) > 0 {
		t.Errorf("hard missed %d of %d wins: %v", len(missed), len(lethaltest.WinPositions), missed)
	}
}

// TestHardSurvivesTheTurn: hard blocks so as to live through every
// attack in the must-not-lose positions.
func TestHardSurvivesTheTurn(t *testing.T) {
	if missed := lethaltest.TakesWins(t, "hard", hardLevels(), lethaltest.SurvivePositions); len(missed) > 0 {
		t.Errorf("hard lost %d of %d positions: %v", len(missed), len(lethaltest.SurvivePositions), missed)
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

// TestDemo777001WinIsTaken builds the position from the shipped
// cards: hard and medium must win it this turn (cast the Whelp, its
// damage and its sacrifice to the face) whatever the opponent blocks.
func TestDemo777001WinIsTaken(t *testing.T) {
	c := lethaltest.RealCards(t, lethaltest.Demo777001)
	levels := map[string]lethaltest.Levels{"hard": hardLevels(), "medium": sideLevels(func(i int) aitest.Player { return medium.New(100 + uint64(i)) })}
	for _, level := range []string{"hard", "medium"} {
		g := lethaltest.Stage(t, c, lethaltest.Demo777001)
		if ok, why := lethaltest.Holds(t, g, lethaltest.Demo777001, levels[level]); !ok {
			t.Errorf("%s did not win: %s", level, why)
		}
	}
}

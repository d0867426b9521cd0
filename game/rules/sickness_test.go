package rules

import "testing"

// TestSummoningSicknessLastsUntilControllersNextTurn: a creature that came
// under its controller's control during their turn can't attack or use {T}
// abilities during the opponents' turns that follow, only from the start of
// its controller's next turn.
func TestSummoningSicknessLastsUntilControllersNextTurn(t *testing.T) {
	s := DefaultSetup(testDeck(), testDeck())
	s.Options.FixedFirst = true
	s.Options.Mulligan = MulliganNone
	g, _ := New(s, 1)
	passUntil(t, g, func() bool { return g.Turn() == 3 && g.Step() == StepMain1 })
	bear := g.newObject(tBear, 0, ZoneNone)
	g.move(bear, ZoneBattlefield, false)
	if !g.summoningSick(bear) {
		t.Fatal("sick on the turn it entered")
	}
	passUntil(t, g, func() bool { return g.Turn() == 4 && g.Step() == StepMain1 })
	if !g.summoningSick(bear) {
		t.Fatal("still sick during the opponent's turn")
	}
	passUntil(t, g, func() bool { return g.Turn() == 5 && g.Step() == StepMain1 })
	if g.summoningSick(bear) {
		t.Fatal("no longer sick once its controller's turn began")
	}
	// One that entered during the opponent's turn is sick until its controller's next turn.
	passUntil(t, g, func() bool { return g.Turn() == 6 && g.Step() == StepMain1 })
	bear2 := g.newObject(tBear, 0, ZoneNone)
	g.move(bear2, ZoneBattlefield, false)
	if !g.summoningSick(bear2) {
		t.Fatal("entered on the opponent's turn: sick")
	}
	passUntil(t, g, func() bool { return g.Turn() == 7 && g.Step() == StepMain1 })
	if g.summoningSick(bear2) {
		t.Fatal("its controller's turn began: not sick")
	}
}

package ai

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// midGameView is seat 0's view of a medium-against-medium game at the
// start of turn 12.
func midGameView(tb testing.TB) *rules.View {
	tb.Helper()
	decks := testDecks(tb)
	g := newTestGame(tb, 7, decks[0], decks[3])
	ps := []Player{newMedium(1, config{}), newMedium(2, config{})}
	for !g.Over() && g.Turn() < 12 {
		playStep(tb, g, ps, g.KnowledgeOf(g.Pending().Seat))
	}
	if g.Over() {
		tb.Fatal("the game ended before turn 12")
	}
	return g.View(0)
}

// BenchmarkEvaluate scores a mid-game position, as each of hard's
// simulations does once at its end.
func BenchmarkEvaluate(b *testing.B) {
	v := midGameView(b)
	b.ReportAllocs()
	for b.Loop() {
		evaluate(v)
	}
}

// Each of hard's simulations ends in one evaluation: it allocates
// nothing.
func TestEvaluateDoesNotAllocate(t *testing.T) {
	v := midGameView(t)
	if n := testing.AllocsPerRun(100, func() { evaluate(v) }); n != 0 {
		t.Errorf("evaluate allocates %v times a call, want 0", n)
	}
}

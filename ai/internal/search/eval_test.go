package search

import (
	"math"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// midGameView is seat 0's view of a medium-against-medium game at the
// start of turn 12.
func midGameView(tb testing.TB) *rules.View {
	tb.Helper()
	decks := testdecks.Decks(tb)
	g := aitest.NewGame(tb, 7, decks[0], decks[3])
	ps := []aitest.Player{medium.New(1), medium.New(2)}
	for !g.Over() && g.Turn() < 12 {
		aitest.PlayStep(tb, g, ps, g.KnowledgeOf(g.Pending().Seat))
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

// TestEvaluationCountsFaceUpOngoingSchemes: a face-up ongoing scheme is
// worth medium.SchemeWorth life to its owner in the evaluation.
func TestEvaluationCountsFaceUpOngoingSchemes(t *testing.T) {
	c := aitest.SchemeCards(t, "")
	v := aitest.TableView(0, []int{0, 1}, []int{40, 20})
	before := evaluate(v)
	v.Players[0].Command = []rules.CardView{
		{ID: 9, Def: c["Test Plot"], Owner: 0, Controller: 0, Zone: rules.ZoneCommand},
		{ID: 10, Owner: 0, Controller: 0, Zone: rules.ZoneCommand, FaceDown: true}, // the scheme deck
	}
	got := evaluate(v) - before
	if want := medium.SchemeWorth * evalWeights[fLife] * evalUnit; math.Abs(got-want) > 1e-9 || got <= 0 {
		t.Errorf("a face-up ongoing scheme adds %v to its owner's evaluation, want %v (%v life)", got, want, medium.SchemeWorth)
	}
}

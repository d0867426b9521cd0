package ai

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestReproducible asks two players made with the same seed and budget
// about the same positions: they must agree. Positions come from a random
// game, so several kinds of decision are covered.
func TestReproducible(t *testing.T) {
	decks := testdecks.Decks(t)
	for _, level := range Levels() {
		g := aitest.NewGame(t, 5, decks[0], decks[3])
		a1, _ := New(level, 42, WithIterations(6))
		a2, _ := New(level, 42, WithIterations(6))
		r := rand.New(rand.NewPCG(1, 2))
		for n := 0; n < 400 && !g.Over(); n++ {
			k := g.KnowledgeOf(g.Pending().Seat)
			x, err1 := a1.Choose(context.Background(), k)
			y, err2 := a2.Choose(context.Background(), g.KnowledgeOf(g.Pending().Seat))
			if err1 != nil || err2 != nil || x != y {
				t.Fatalf("%s, decision %d (%v): %+v %v vs %+v %v", level, n, g.Pending(), x, err1, y, err2)
			}
			legal := g.Legal()
			a := x
			if r.IntN(3) == 0 {
				a = legal[r.IntN(len(legal))]
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestReproducibleGames plays the same game twice with the same seeds:
// it must end in the same state.
func TestReproducibleGames(t *testing.T) {
	decks := testdecks.Decks(t)
	var hashes [2]uint64
	for i := range hashes {
		g := aitest.NewGame(t, 9, decks[2], decks[4])
		h, _ := New("hard", 1, WithIterations(4))
		m, _ := New("medium", 2)
		aitest.PlayGame(t, g, []Player{h, m})
		hashes[i] = g.Hash()
	}
	if hashes[0] != hashes[1] {
		t.Errorf("same seeds, different games: %x %x", hashes[0], hashes[1])
	}
}

// TestCancelled checks that a cancelled context stops every level.
func TestCancelled(t *testing.T) {
	decks := testdecks.Decks(t)
	g := aitest.NewGame(t, 3, decks[1], decks[2])
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, level := range Levels() {
		p, _ := New(level, 1)
		if _, err := p.Choose(ctx, g.KnowledgeOf(g.Pending().Seat)); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: err %v, want context.Canceled", level, err)
		}
	}
}

// TestNotMyDecision checks the error for a seat that is not deciding.
func TestNotMyDecision(t *testing.T) {
	decks := testdecks.Decks(t)
	g := aitest.NewGame(t, 3, decks[1], decks[2])
	other := 1 - g.Pending().Seat
	for _, level := range Levels() {
		p, _ := New(level, 1)
		if _, err := p.Choose(context.Background(), g.KnowledgeOf(other)); err == nil {
			t.Errorf("%s chose for a seat with no decision", level)
		}
	}
	if _, err := New("genius", 1); err == nil {
		t.Error("New accepted an unknown level")
	}
}

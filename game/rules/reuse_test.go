package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestReuseStartsTheGameNewStarts plays each game twice in step, once
// started by New and once by Reuse in the room of the game played before
// (another variant, deck and number of seats, or the ready-made decks),
// and checks that both list the same actions and reach the same state
// after each action.
func TestReuseStartsTheGameNewStarts(t *testing.T) {
	decks := starterDecks(t)
	games := 3 * numFuzzVariants
	if testing.Short() {
		games = numFuzzVariants
	}
	var old *Game
	for i := range games {
		r := rand.New(rand.NewPCG(uint64(i), 77))
		setup := fuzzSetup(r, 2+i%3, i%numFuzzVariants)
		if i%4 == 3 {
			setup = DefaultSetup(decks[i%len(decks)], decks[(i+1)%len(decks)])
		}
		want, err := New(setup, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		got, err := Reuse(old, setup, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 3000 && !want.Over(); n++ {
			acts := want.Legal()
			if g := got.Legal(); !slices.Equal(g, acts) || got.Hash() != want.Hash() {
				t.Fatalf("game %d, action %d: the reused game lists %v, the new one %v (or their states differ)", i, n, g, acts)
			}
			a := acts[r.IntN(len(acts))]
			if _, err := want.Apply(a); err != nil {
				t.Fatal(err)
			}
			if _, err := got.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if got.Hash() != want.Hash() || got.Over() != want.Over() {
			t.Fatalf("game %d: the reused game ends in another state", i)
		}
		old = got
	}
}

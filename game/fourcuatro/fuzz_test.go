package fourcuatro

import (
	"math/rand/v2"
	"testing"
)

func TestRandomPlayoutsKeepEveryCardInOnePlace(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 50
	}
	ended := 0
	for seed := range uint64(games) {
		g := newBasic(t, seed)
		checkInvariants(t, g)
		if g.Cards() != BasicDeckSize {
			t.Fatalf("%d cards", g.Cards())
		}
		playRandom(t, g, rand.New(rand.NewPCG(seed, 7)), 5000)
		if g.Over() {
			ended++
		}
	}
	if ended < games*9/10 {
		t.Errorf("only %d of %d random games ended within 5000 actions", ended, games)
	}
}

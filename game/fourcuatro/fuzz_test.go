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

// FuzzPlayout plays a game from a fuzzed seed and fuzzed choices, in either
// format, checking after every action that each card is in exactly one place.
func FuzzPlayout(f *testing.F) {
	f.Add(uint64(1), uint64(2), false)
	f.Add(uint64(77), uint64(5), true)
	f.Fuzz(func(t *testing.T, seed, choices uint64, constructed bool) {
		setup := Setup{Format: Basic, Cards: cardList(t)}
		if constructed {
			defs := setup.Cards
			setup = Setup{Format: Constructed, Cards: defs, Decks: [2][]*Def{someConstructed(defs, int(seed%23)), someConstructed(defs, int(choices%23))}}
		}
		g, err := New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		playRandom(t, g, rand.New(rand.NewPCG(choices, seed)), 3000)
	})
}

func BenchmarkRandomGame(b *testing.B) {
	defs := cardList(b)
	rng := rand.New(rand.NewPCG(1, 1))
	var acts []Action
	for i := range b.N {
		g, _ := New(Setup{Format: Basic, Cards: defs}, uint64(i))
		for !g.Over() {
			acts = g.LegalInto(acts[:0])
			if _, err := g.Apply(acts[rng.IntN(len(acts))]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkDeterminize(b *testing.B) {
	g := newBasic(b, 3)
	rng := rand.New(rand.NewPCG(1, 1))
	for range b.N {
		g.Determinize(0, rng)
	}
}

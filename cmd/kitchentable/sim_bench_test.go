package main

import (
	"os"
	"runtime"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// randomSim is the sim's configuration of two random players with the
// ready-made decks (kitchentable sim -ai random).
func randomSim(b *testing.B) *simConfig {
	c := &simConfig{players: 2, variant: "plain", ais: []string{"random"}, maxTurns: 200, maxAction: 200000, workers: 1, seed: 1}
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		b.Fatal(err)
	}
	if err := c.loadDecks(cat, ""); err != nil {
		b.Fatal(err)
	}
	return c
}

// BenchmarkSimGame plays the sim's random games through its harness
// (playOne: the record, the players, match.PlayOut, the outcome).
func BenchmarkSimGame(b *testing.B) {
	c := randomSim(b)
	var room simRoom
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if out := c.playOne(i, &room); out.err != nil {
			b.Fatal(out.err)
		}
	}
}

// BenchmarkSimGameBare plays the same games as BenchmarkSimGame in a bare
// loop over the engine (the same set-up, seeds and random players, each
// game in the room of the last): the difference between the two is what
// the harness costs.
func BenchmarkSimGameBare(b *testing.B) {
	c := randomSim(b)
	var g *rules.Game
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		seed, _ := c.game(i)
		rec, err := c.record(seed, 0)
		if err != nil {
			b.Fatal(err)
		}
		g, err = rec.StartReusing(g)
		if err != nil {
			b.Fatal(err)
		}
		players := []chooser{newRandomPlayer(seed, 0), newRandomPlayer(seed, 1)}
		for n := 0; !g.Over() && n < c.maxAction; n++ {
			legal := g.LegalView()
			k, _ := players[g.Pending().Seat].choose(g, legal)
			if _, err := g.Apply(legal[k]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkSimPlayAll plays the same games as BenchmarkSimGame through the
// sim's playAll with one worker, called from a goroutine locked to its
// thread as the game's main goroutine is (Ebitengine locks it): what the
// sim command pays per game, handing games to its worker included.
func BenchmarkSimPlayAll(b *testing.B) {
	c := randomSim(b)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c.games = b.N
	b.ReportAllocs()
	b.ResetTimer()
	for i, out := range c.playAll() {
		if out.err != nil {
			b.Fatalf("game %d: %v", i, out.err)
		}
	}
}

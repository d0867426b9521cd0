// Package tabletest builds recorded games for the table's tests and
// benchmarks: a fresh game with chosen controllers, or a game played
// forward by computer players to a crowded board.
package tabletest

import (
	"context"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/landless"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// Name returns the name of seat i in tests.
func Name(i int) string {
	return [...]string{"Ada", "Brook", "Cass", "Dov", "Eli", "Fay", "Gus", "Hal"}[i%8]
}

// Record returns a plain game's record with one seat per controller
// (record.Human or an AI level), decks taken from the ready-made ones in
// turn from first.
func Record(tb testing.TB, seed uint64, first int, controllers ...string) *record.Record {
	tb.Helper()
	decks := testdecks.Decks(tb)
	r := &record.Record{Variant: "plain", Seed: seed}
	for i, c := range controllers {
		r.Seats = append(r.Seats, record.Seat{
			Name: Name(i), Controller: c, DeckName: "test", Deck: decks[(first+i)%len(decks)],
		})
	}
	return r
}

// PlayForward plays r's game on with medium computer players for every
// seat until stop(g) is true or the game ends, recording each action.
// With peaceful set, nobody attacks, so boards grow crowded.
func PlayForward(tb testing.TB, r *record.Record, peaceful bool, stop func(g *rules.Game) bool) *rules.Game {
	tb.Helper()
	g, err := r.Start()
	if err != nil {
		tb.Fatal(err)
	}
	players := make([]ai.Player, g.Seats())
	for i := range players {
		if players[i], err = ai.New("medium", r.Seed+uint64(i)); err != nil {
			tb.Fatal(err)
		}
	}
	for n := 0; !g.Over() && !stop(g); n++ {
		if n > 50000 {
			tb.Fatal("tabletest: the game goes on for ever")
		}
		d := g.Pending()
		var a rules.Action
		if peaceful && d.Kind == rules.DecideAttackers {
			a = rules.Action{Kind: rules.ActAttackDone, Obj: rules.NoObj, Target: rules.Target{Player: rules.NoSeat, Obj: rules.NoObj}}
			found := false
			for _, l := range g.Legal() {
				if l.Kind == rules.ActAttackDone {
					a, found = l, true
				}
			}
			if !found {
				tb.Fatal("tabletest: no attackers-done action")
			}
		} else {
			a, err = players[d.Seat].Choose(context.Background(), g.KnowledgeOf(d.Seat))
			if err != nil {
				tb.Fatal(err)
			}
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
		r.Add(a)
	}
	return g
}

// Permanents counts the permanents on g's battlefield.
func Permanents(g *rules.Game) int { return g.BattlefieldLen() }

// DoubleDraw returns the record of a "Landless — single deck, double
// draw" game as the set-up deals it: a 100-card shared deck from the
// block (shuffled by deckSeed) split between one seat per controller.
func DoubleDraw(tb testing.TB, seed, deckSeed uint64, controllers ...string) *record.Record {
	tb.Helper()
	cat, err := catalog.Load(io.Discard)
	if err != nil {
		tb.Fatal(err)
	}
	deck, err := landless.SharedDeck(cat.Block(), 100, rand.New(rand.NewPCG(deckSeed, deckSeed)))
	if err != nil {
		tb.Fatal(err)
	}
	parts := variant.SplitShared(deck, len(controllers))
	r := &record.Record{Variant: "landless-double", Seed: seed}
	for i, c := range controllers {
		r.Seats = append(r.Seats, record.Seat{Name: Name(i), Controller: c, DeckName: "shared", Deck: parts[i]})
	}
	return r
}

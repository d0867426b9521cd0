package rules

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestManaCacheAgreesWithFreshAnswers plays random games (the ready-made
// decks, and every card played as a land, where the Hollow has two mana
// abilities) and checks at every decision that each seat's remembered mana
// sources, with and without alternative abilities and skipping each
// permanent, are what working them out afresh gives.
func TestManaCacheAgreesWithFreshAnswers(t *testing.T) {
	decks := starterDecks(t)
	games := 20
	if testing.Short() {
		games = 6
	}
	for i := range games {
		s := DefaultSetup(decks[i%len(decks)], decks[(i+1)%len(decks)])
		if i%2 == 1 {
			s.Options.Land = LandAnyCard
		}
		g, err := New(s, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 9))
		for n := 0; !g.Over() && n < 3000; n++ {
			checkManaCache(t, g)
			checkLegalAfresh(t, g)
			acts := g.Legal()
			if _, err := g.Apply(acts[r.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkManaCache(t *testing.T, g *Game) {
	t.Helper()
	for s := range g.players {
		seat := Seat(s)
		skips := append([]ObjID{NoObj}, g.bf...)
		for _, skip := range skips[:min(len(skips), 4)] {
			for alt := range 2 {
				got := slices.Clone(g.manaSourcesAlt(seat, skip, alt))
				gotObjs := slices.Clone(g.manaAt.objs)
				fresh := g.Clone()
				want := fresh.manaSourcesAlt(seat, skip, alt)
				if !slices.Equal(got, want) || !slices.Equal(gotObjs, fresh.manaAt.objs) || g.manaMulti != fresh.manaMulti {
					t.Fatalf("turn %d, seat %d, skip %d, alt %d: remembered %v %v, afresh %v %v", g.turn, s, skip, alt, got, gotObjs, want, fresh.manaAt.objs)
				}
			}
		}
	}
}

package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestEmbeddedCardsInRandomGames plays random games with decks holding every
// card of the embedded sets, half of them with any card playable as a land,
// checking the engine's invariants as it goes and that every game ends.
// Which cards get cast is up to chance; TestEveryEmbeddedCardResolves
// covers every card for certain.
func TestEmbeddedCardsInRandomGames(t *testing.T) {
	lib := testdecks.Library(t)
	var deck []*card.Def
	var basics []*card.Def
	for _, d := range lib.All() {
		if d.Super.Has(card.Basic) {
			basics = append(basics, d)
			continue
		}
		deck = append(deck, d)
	}
	for i := 0; i < 8; i++ {
		deck = append(deck, basics...)
	}
	games := 300
	if testing.Short() {
		games = 60
	}
	resolved := map[string]bool{}
	for seed := uint64(0); seed < uint64(games); seed++ {
		s := DefaultSetup(deck, deck)
		s.Options.MaxTurns = 60
		if seed%2 == 1 {
			s.Options.Land = LandAnyCard
		}
		g, err := New(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := newTestRand(seed)
		inv := newChecker(g)
		var acts []Action
		for n := 0; !g.Over() && n < 200000; n++ {
			acts = g.LegalInto(acts)
			// Prefer doing something over passing, so more cards get played.
			a := acts[r.IntN(len(acts))]
			if a.Kind == ActPass && len(acts) > 1 && r.IntN(4) > 0 {
				a = acts[1+r.IntN(len(acts)-1)]
			}
			if a.Kind == ActCancel && len(acts) > 1 && r.IntN(8) > 0 {
				continue
			}
			evs, err := g.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			inv.observe(evs)
			if n%8 == 0 {
				checkInvariants(t, g, inv)
			}
			for _, e := range evs {
				if e.Kind == EvResolve && e.Obj >= 0 {
					resolved[g.objs[e.Obj].Def.Name] = true
				}
			}
		}
		if !g.Over() {
			t.Fatalf("seed %d: game did not end", seed)
		}
	}
	t.Logf("%d games, %d different cards resolved", games, len(resolved))
}

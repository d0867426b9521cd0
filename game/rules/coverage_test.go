package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestEveryEmbeddedCardResolves plays random games with decks holding every
// card of the embedded sets and checks that each one is cast (or played)
// and resolves, with the engine's invariants checked after every action.
func TestEveryEmbeddedCardResolves(t *testing.T) {
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
	resolved := map[string]bool{}
	activated := map[string]bool{}
	games := 300
	if testing.Short() {
		games = 60
	}
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
				switch e.Kind {
				case EvResolve:
					if e.Obj >= 0 {
						resolved[g.objs[e.Obj].Def.Name] = true
					}
				case EvPlayLand:
					resolved[g.objs[e.Obj].Def.Name] = true
				case EvActivate:
					activated[g.objs[e.Obj].Def.Name] = true
				}
			}
		}
		if !g.Over() {
			t.Fatalf("seed %d: game did not end", seed)
		}
	}
	for _, d := range lib.All() {
		if !resolved[d.Name] {
			t.Errorf("%s was never cast or played and resolved", d.Name)
		}
	}
	t.Logf("%d cards resolved, %d had abilities activated", len(resolved), len(activated))
}

package fourcuatro

import (
	"io/fs"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
)

// cardList is the shipped card list.
func cardList(t testing.TB) []*Def {
	t.Helper()
	data, err := fs.ReadFile(assets.FS, assets.FourCuatroCards)
	if err != nil {
		t.Fatal(err)
	}
	defs, err := ParseCards(assets.FourCuatroCards, strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	return defs
}

func byName(t testing.TB, defs []*Def, name string) *Def {
	t.Helper()
	for _, d := range defs {
		if d.Name == name {
			return d
		}
	}
	t.Fatalf("no card %q", name)
	return nil
}

func newBasic(t testing.TB, seed uint64) *Game {
	t.Helper()
	g, err := New(Setup{Format: Basic, Names: [2]string{"Ana", "Ben"}, Cards: cardList(t)}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// where lists every place a card is, to check that each card is in one.
func where(g *Game) map[CardID][]string {
	at := map[CardID][]string{}
	for s := range g.players {
		p := &g.players[s]
		for _, pile := range []struct {
			name string
			ids  []CardID
		}{{"deck", p.Deck}, {"hand", p.Hand}, {"discard", p.Discard}, {"burnt", p.Burnt}} {
			for _, c := range pile.ids {
				at[c] = append(at[c], pile.name)
			}
		}
		for _, src := range p.Sources {
			at[src.Card] = append(at[src.Card], "sources")
		}
	}
	if g.cast != nil {
		at[g.cast.card] = append(at[g.cast.card], "table")
	}
	if g.res != nil && g.res.trap {
		at[g.res.card] = append(at[g.res.card], "table (trap)")
	}
	return at
}

// checkInvariants fails unless every card is in exactly one place, no pile
// holds another player's card, and the counts are within the rules.
func checkInvariants(t testing.TB, g *Game) {
	t.Helper()
	at := where(g)
	for id := range g.defs {
		if len(at[CardID(id)]) != 1 {
			t.Fatalf("card %d (%s) is in %v", id, g.defs[id].Name, at[CardID(id)])
		}
	}
	if len(at) != len(g.defs) {
		t.Fatalf("%d cards placed, %d in the game", len(at), len(g.defs))
	}
	for s := range g.players {
		p := &g.players[s]
		if len(p.Sources) > MaxSources {
			t.Fatalf("%s has %d sources", p.Name, len(p.Sources))
		}
		for _, pile := range [][]CardID{p.Deck, p.Hand, p.Discard, p.Burnt} {
			for _, c := range pile {
				if g.owner[c] != Seat(s) {
					t.Fatalf("card %d of seat %d is in seat %d's piles", c, g.owner[c], s)
				}
			}
		}
	}
}

// playRandom plays a game with random legal actions, checking the
// invariants after each, and returns the number of actions.
func playRandom(t testing.TB, g *Game, rng *rand.Rand, maxActions int) int {
	t.Helper()
	n := 0
	for !g.Over() && n < maxActions {
		acts := g.Legal()
		if len(acts) == 0 {
			t.Fatalf("no legal action for %v", g.Pending())
		}
		a := acts[rng.IntN(len(acts))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("legal action %v refused: %v", a, err)
		}
		checkInvariants(t, g)
		n++
	}
	return n
}

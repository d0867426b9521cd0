package fcai

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// TestDecisionsDependOnlyOnWhatTheSeatKnows puts each level in front of
// a game and of a copy of it with every card the deciding seat has not
// seen dealt again: the decisions must be the same.
func TestDecisionsDependOnlyOnWhatTheSeatKnows(t *testing.T) {
	positions := 0
	for seed := range uint64(24) {
		g, err := fourcuatro.New(fourcuatro.Setup{Format: fourcuatro.Basic, Cards: catalog.FourCuatro()}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for range int(seed % 9) {
			l := g.Legal()
			if _, err := g.Apply(l[r.IntN(len(l))]); err != nil || g.Over() {
				break
			}
		}
		if g.Over() || len(g.Legal()) < 2 {
			continue
		}
		s := g.Pending().Seat
		redealt := g.Determinize(s, rand.New(rand.NewPCG(seed, 4)))
		for _, level := range []Level{Easy, Hard} {
			a, b := New(level, seed), New(level, seed)
			if level == Hard {
				a.search.worlds, b.search.worlds = 12, 12
			}
			if x, y := a.Decide(g), b.Decide(redealt); x != y {
				t.Errorf("seed %d, %v: %v on the game, %v on the re-dealt copy", seed, level, x, y)
			}
		}
		positions++
	}
	if positions < 10 {
		t.Fatalf("only %d positions tried", positions)
	}
}

func TestBuildDeckIsLegal(t *testing.T) {
	cards := catalog.FourCuatro()
	for seed := range uint64(10) {
		deck := BuildDeck(cards, seed)
		if err := fourcuatro.CheckConstructed(cards, deck); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		traps := 0
		for _, d := range deck {
			if d.Kind == fourcuatro.Trap {
				traps++
			}
		}
		if traps < 6 || traps > 14 {
			t.Errorf("seed %d: %d traps", seed, traps)
		}
	}
}

func TestParseLevel(t *testing.T) {
	for _, l := range []Level{Easy, Hard} {
		if got, err := ParseLevel(l.String()); err != nil || got != l {
			t.Errorf("%v: %v, %v", l, got, err)
		}
	}
	if _, err := ParseLevel("medium"); err == nil {
		t.Error("medium parsed")
	}
}

func BenchmarkHardDecision(b *testing.B) {
	g, _ := fourcuatro.New(fourcuatro.Setup{Format: fourcuatro.Basic, Cards: catalog.FourCuatro()}, 3)
	p := New(Hard, 1)
	for range b.N {
		p.Decide(g)
	}
}

func BenchmarkEasyGame(b *testing.B) {
	for i := range b.N {
		play(b, uint64(i), [2]decider{player(Easy, 1), player(Easy, 2)})
	}
}

package fcai

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// TestDecisionsDependOnlyOnWhatTheSeatKnows puts each level in front of
// a game and of a copy of it with every card the deciding seat has not
// seen dealt again (in the constructed format, the other seat's from the
// whole card list): the two knowledges must be equal, and so the
// decisions.
func TestDecisionsDependOnlyOnWhatTheSeatKnows(t *testing.T) {
	positions := 0
	cards := catalog.FourCuatro()
	for seed := range uint64(24) {
		setup := fourcuatro.Setup{Format: fourcuatro.Basic, Cards: cards}
		if seed%3 == 2 {
			setup = fourcuatro.Setup{Format: fourcuatro.Constructed, Cards: cards,
				Decks: [2][]*fourcuatro.Def{BuildDeck(cards, seed), BuildDeck(cards, seed+1)}}
		}
		g, err := fourcuatro.New(setup, seed)
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
		s := g.Deciding()
		redealt := g.Determinize(s, rand.New(rand.NewPCG(seed, 4)))
		if redealt.Hash() == g.Hash() {
			t.Fatalf("seed %d: the re-dealt copy is the same game", seed)
		}
		k, rk := g.KnowledgeOf(s), redealt.KnowledgeOf(s)
		if !reflect.DeepEqual(k, rk) {
			t.Fatalf("seed %d: the knowledge differs with cards the seat has not seen", seed)
		}
		for _, level := range []Level{Easy, Hard} {
			a, b := New(level, seed), New(level, seed)
			if level == Hard {
				a.search.worlds, b.search.worlds = 12, 12
			}
			if x, y := a.Decide(k), b.Decide(rk); x != y {
				t.Errorf("seed %d, %v: %v on the game, %v on the re-dealt copy", seed, level, x, y)
			}
		}
		positions++
	}
	if positions < 10 {
		t.Fatalf("only %d positions tried", positions)
	}
}

func TestChooseStopsWhenCancelled(t *testing.T) {
	g, _ := fourcuatro.New(fourcuatro.Setup{Format: fourcuatro.Basic, Cards: catalog.FourCuatro()}, 3)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := New(Hard, 1).Choose(ctx, g.KnowledgeOf(g.Deciding())); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if _, err := New(Easy, 1).Choose(context.Background(), g.KnowledgeOf(g.Deciding().Other())); err == nil {
		t.Error("a seat chose on the other seat's decision")
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
		p.Decide(g.KnowledgeOf(g.Deciding()))
	}
}

func BenchmarkEasyGame(b *testing.B) {
	for i := range b.N {
		play(b, uint64(i), [2]decider{player(Easy, 1), player(Easy, 2)})
	}
}

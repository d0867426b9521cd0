package fourcuatro

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// positions plays random games of both formats to many positions and
// calls f on each game still going.
func positions(t *testing.T, f func(g *Game, seed uint64)) {
	defs := cardList(t)
	for seed := range uint64(30) {
		setup := Setup{Format: Basic, Cards: defs}
		if seed%2 == 1 {
			setup = Setup{Format: Constructed, Cards: defs, Decks: [2][]*Def{someConstructed(defs, int(seed%23)), someConstructed(defs, 22-int(seed%23))}}
		}
		g, err := New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		playRandom(t, g, rand.New(rand.NewPCG(seed, 1)), int(seed*9))
		if !g.Over() {
			f(g, seed)
		}
	}
}

func TestKnowledgeHoldsNoHiddenCard(t *testing.T) {
	positions(t, func(g *Game, seed uint64) {
		for s := Seat(0); s < 2; s++ {
			k := g.KnowledgeOf(s)
			for id := range g.defs {
				if d := k.Def(CardID(id)); (d != nil) != g.Knows(s, CardID(id)) || d != nil && d != g.defs[id] {
					t.Fatalf("seed %d: seat %d's knowledge of card %d is %v", seed, s, id, d)
				}
			}
			// A game that differs only in what s cannot see gives the same knowledge.
			other := g.Determinize(s, rand.New(rand.NewPCG(seed, 77)))
			if other.Hash() == g.Hash() {
				t.Fatalf("seed %d: determinizing changed nothing", seed)
			}
			if !reflect.DeepEqual(k, other.KnowledgeOf(s)) {
				t.Fatalf("seed %d: seat %d knows something of the cards it cannot see", seed, s)
			}
		}
	})
}

func TestKnowledgeShowsWhatTheViewShows(t *testing.T) {
	positions(t, func(g *Game, seed uint64) {
		d := g.Deciding()
		for s := Seat(0); s < 2; s++ {
			k := g.KnowledgeOf(s)
			if k.Seat() != s || k.Pending().Kind != g.Pending().Kind || !reflect.DeepEqual(k.View(), g.View(s)) {
				t.Fatalf("seed %d: seat %d's knowledge shows another game", seed, s)
			}
			if want := g.Legal(); s == d && !reflect.DeepEqual(k.Legal(), want) {
				t.Fatalf("seed %d: legal %v, want %v", seed, k.Legal(), want)
			}
			if s != d && k.Legal() != nil {
				t.Fatalf("seed %d: seat %d has legal actions on the other's decision", seed, s)
			}
		}
		// The knowledge is a copy: the game moves on without it.
		k := g.KnowledgeOf(d)
		v := k.View()
		playRandom(t, g, rand.New(rand.NewPCG(seed, 2)), 5)
		if !reflect.DeepEqual(k.View(), v) {
			t.Fatalf("seed %d: the knowledge moved on with the game", seed)
		}
	})
}

func TestSamplesAgreeWithTheKnowledge(t *testing.T) {
	positions(t, func(g *Game, seed uint64) {
		for s := Seat(0); s < 2; s++ {
			k := g.KnowledgeOf(s)
			c := k.Sample(rand.New(rand.NewPCG(seed, 3)))
			if !reflect.DeepEqual(c.View(s), g.View(s)) {
				t.Fatalf("seed %d: seat %d sees a different game in its sample", seed, s)
			}
			checkInvariants(t, c)
			copies := [2]map[*Def]int{{}, {}}
			for id, d := range c.defs {
				copies[c.owner[id]][d]++
			}
			for o, m := range copies {
				for d, n := range m {
					if n > d.Count {
						t.Fatalf("seed %d: seat %d has %d copies of %s", seed, o, n, d.Name)
					}
				}
			}
			if again := k.Sample(rand.New(rand.NewPCG(seed, 3))); again.Hash() != c.Hash() {
				t.Fatalf("seed %d: the same generator gave two samples", seed)
			}
			playRandom(t, c, rand.New(rand.NewPCG(seed, 4)), 3000)
		}
	})
}

func TestConstructedSamplesDoNotKnowTheOtherList(t *testing.T) {
	defs := cardList(t)
	theirs := someConstructed(defs, 22)
	g, err := New(Setup{Format: Constructed, Cards: defs, Decks: [2][]*Def{someConstructed(defs, 0), theirs}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	k, outside := g.KnowledgeOf(0), 0
	for i := range uint64(20) {
		c := k.Sample(rand.New(rand.NewPCG(i, 6)))
		for id, d := range c.defs {
			if c.owner[id] == 1 && !containsDef(theirs, d) {
				outside++
			}
		}
	}
	if outside == 0 {
		t.Error("every sample dealt seat 1 only cards of its real list")
	}
}

func BenchmarkKnowledgeOf(b *testing.B) {
	g := newBasic(b, 3)
	playRandom(b, g, rand.New(rand.NewPCG(3, 3)), 40)
	b.ReportAllocs()
	for range b.N {
		g.KnowledgeOf(g.Deciding())
	}
}

func BenchmarkSample(b *testing.B) {
	g := newBasic(b, 3)
	playRandom(b, g, rand.New(rand.NewPCG(3, 3)), 40)
	k := g.KnowledgeOf(g.Deciding())
	rng := rand.New(rand.NewPCG(1, 1))
	b.ReportAllocs()
	for range b.N {
		k.Sample(rng)
	}
}

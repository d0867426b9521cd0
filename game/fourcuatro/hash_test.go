package fourcuatro

import (
	"math/rand/v2"
	"testing"
)

func TestHashIsEqualAfterReplay(t *testing.T) {
	defs := cardList(t)
	for _, setup := range []Setup{
		{Format: Basic, Cards: defs},
		{Format: Constructed, Cards: defs, Decks: [2][]*Def{someConstructed(defs, 5), someConstructed(defs, 11)}},
	} {
		for seed := range uint64(10) {
			g, err := New(setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			rec := NewRecord(setup, seed)
			rng := rand.New(rand.NewPCG(seed, 8))
			for i := 0; i < int(seed*30) && !g.Over(); i++ {
				acts := g.Legal()
				a := acts[rng.IntN(len(acts))]
				do(t, g, a)
				rec.Actions = append(rec.Actions, a)
			}
			back, err := rec.Replay(defs)
			if err != nil {
				t.Fatal(err)
			}
			if g.Hash() != back.Hash() {
				t.Fatalf("%v seed %d: replay hashes %016x, the game %016x", setup.Format, seed, back.Hash(), g.Hash())
			}
			if c := g.Clone(); c.Hash() != g.Hash() {
				t.Fatalf("%v seed %d: the clone hashes differently", setup.Format, seed)
			}
			if h := g.Hash(); h != g.Hash() {
				t.Fatal("hashing changed the game")
			}
		}
	}
}

func TestHashChangesWithEveryAction(t *testing.T) {
	kinds := map[ActionKind]int{}
	for seed := range uint64(40) {
		g := newBasic(t, seed)
		rng := rand.New(rand.NewPCG(seed, 6))
		for n := 0; !g.Over() && n < 3000; n++ {
			acts := g.Legal()
			a := acts[rng.IntN(len(acts))]
			before := g.Hash()
			do(t, g, a)
			if g.Hash() == before {
				t.Fatalf("seed %d: %v left the hash %016x", seed, a, before)
			}
			kinds[a.Kind]++
		}
	}
	for k := ActCast; k <= ActChoose; k++ {
		if kinds[k] == 0 {
			t.Errorf("no %v action tried", k)
		}
	}
}

func TestHashSeesHiddenState(t *testing.T) {
	g := newBasic(t, 4)
	base := g.Hash()
	changes := map[string]func(*Game){
		"deck order": func(c *Game) {
			d := c.players[0].Deck
			d[0], d[1] = d[1], d[0]
		},
		"burnt pile order": func(c *Game) {
			c.burn(1, 2)
			b := c.players[1].Burnt
			base := c.Hash()
			b[0], b[1] = b[1], b[0]
			if c.Hash() == base {
				t.Error("swapping two burnt cards left the hash")
			}
		},
		"hand order": func(c *Game) {
			h := c.players[1].Hand
			h[0], h[2] = h[2], h[0]
		},
		"which card an ID is": func(c *Game) {
			id := c.players[1].Deck[3]
			for _, d := range c.defs {
				if d != c.defs[id] {
					c.defs[id] = d
					return
				}
			}
		},
		"what a seat knows": func(c *Game) { c.learn(0, c.players[1].Hand[0]) },
		"the generator":     func(c *Game) { c.rng.Uint64() },
		"a source exhausted": func(c *Game) {
			c.exhaust(c.active, 1)
		},
	}
	for name, change := range changes {
		c := g.Clone()
		if c.Hash() != base {
			t.Fatalf("%s: the clone hashes differently", name)
		}
		change(c)
		if c.Hash() == base {
			t.Errorf("%s: the hash did not change", name)
		}
		if g.Hash() != base {
			t.Fatalf("%s: changing the clone changed the game", name)
		}
	}
}

func BenchmarkHash(b *testing.B) {
	g := newBasic(b, 3)
	playRandom(b, g, rand.New(rand.NewPCG(3, 3)), 40)
	b.ReportAllocs()
	for range b.N {
		g.Hash()
	}
}

package draftbuild

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/landless"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
	"github.com/kitchentable/kitchentable/scenes/store"
)

type blank struct{ scenes.Scene }

type fixture struct {
	t      *testing.T
	s      *Scene
	ctx    *scenes.Context
	in     input.State
	done   []*card.Def
	doneOK bool
	back   bool
}

func pool(t *testing.T) []*card.Def {
	t.Helper()
	cat, err := catalog.Load(os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	pools, err := landless.DraftPools(cat.Block(), 1, 60, rand.New(rand.NewPCG(3, 3)))
	if err != nil {
		t.Fatal(err)
	}
	return pools[0]
}

func newFixture(t *testing.T, curtain bool) *fixture {
	t.Helper()
	f := &fixture{t: t}
	set := store.DefaultSettings()
	svc := &scenes.Services{Settings: &set}
	p := pool(t)
	f.s = New(svc, Config{Player: "Ana", Pool: p, Min: 40, Curtain: curtain,
		Suggest: func(pool []*card.Def) []*card.Def { return pool[10:50] },
		Done: func(deck []*card.Def) (scenes.Scene, error) {
			f.done, f.doneOK = deck, true
			return blank{}, nil
		},
		Back: func() scenes.Scene { f.back = true; return blank{} }})
	f.ctx = &scenes.Context{In: &f.in, Width: 1280, Height: 720, Svc: svc}
	f.play(new(input.Script).Idle(1))
	return f
}

func (f *fixture) play(sc *input.Script) { f.t.Helper(); scenetest.Play(f.t, f.s, f.ctx, sc) }
func (f *fixture) click(p geom.Vec)      { f.play(new(input.Script).Click(p).Idle(1)) }

// spot returns a point of pool card i's rectangle where it is on top:
// cards overlap in a full column, so the centre may be another's.
func (f *fixture) spot(i int) geom.Vec {
	f.t.Helper()
	r := f.s.rects[i]
	for k := 1; k < 20; k++ {
		p := geom.V(r.Center().X, r.Min.Y+r.H()*float64(k)/20)
		if f.s.cardAt(p) == i {
			return p
		}
	}
	f.t.Fatalf("card %d is hidden under others", i)
	return geom.Vec{}
}

// first returns a pool index of a card in the deck (or not).
func (f *fixture) first(inDeck bool) int {
	for i, in := range f.s.inDeck {
		if in == inDeck {
			return i
		}
	}
	f.t.Fatalf("no card with inDeck %v", inDeck)
	return -1
}

func TestClickMovesACardBothWays(t *testing.T) {
	f := newFixture(t, false)
	i := f.first(false)
	f.click(f.spot(i))
	if !f.s.inDeck[i] || f.s.size() != 1 {
		t.Fatalf("after a click: in deck %v, size %d", f.s.inDeck[i], f.s.size())
	}
	f.click(f.spot(i))
	if f.s.inDeck[i] || f.s.size() != 0 {
		t.Fatal("a second click did not take it out")
	}
}

func TestDragBetweenTheAreasAndDropElsewhere(t *testing.T) {
	f := newFixture(t, false)
	i := f.first(false)
	f.play(new(input.Script).Drag(f.spot(i), f.s.deckArea().Center(), 8).Idle(1))
	if !f.s.inDeck[i] {
		t.Fatal("dragging into the deck did not add it")
	}
	f.play(new(input.Script).Drag(f.spot(i), f.s.d.At(1130, 300), 8).Idle(1))
	if !f.s.inDeck[i] {
		t.Fatal("a drop outside both areas moved the card")
	}
	f.play(new(input.Script).Drag(f.spot(i), f.s.poolArea().Center(), 8).Idle(1))
	if f.s.inDeck[i] {
		t.Fatal("dragging back to the pool did not remove it")
	}
}

func TestDoneOnlyWithEnoughCards(t *testing.T) {
	f := newFixture(t, false)
	f.click(f.s.all.Rect.Center())
	for f.s.size() > 39 {
		f.click(f.spot(f.first(true)))
	}
	f.play(new(input.Script).Key(input.KeyEnter).Idle(1))
	f.click(f.s.done.Rect.Center())
	if f.doneOK {
		t.Fatal("Done accepted 39 cards")
	}
	f.click(f.spot(f.first(false)))
	f.click(f.s.done.Rect.Center())
	if !f.doneOK || len(f.done) != 40 {
		t.Fatalf("Done: %v with %d cards", f.doneOK, len(f.done))
	}
	// The deck is made of pool cards, as many of each as the pool has.
	have := map[*card.Def]int{}
	for _, d := range f.s.cfg.Pool {
		have[d]++
	}
	for _, d := range f.done {
		if have[d]--; have[d] < 0 {
			t.Fatalf("the deck holds more %s than the pool", d.Name)
		}
	}
}

func TestSuggestClearAllIn(t *testing.T) {
	f := newFixture(t, false)
	f.click(f.s.suggest.Rect.Center())
	if f.s.size() != 40 {
		t.Fatalf("Suggest gave %d cards", f.s.size())
	}
	f.click(f.s.all.Rect.Center())
	if f.s.size() != 60 {
		t.Fatalf("All in gave %d cards", f.s.size())
	}
	f.click(f.s.clear.Rect.Center())
	if f.s.size() != 0 {
		t.Fatalf("Clear left %d cards", f.s.size())
	}
}

func TestBackAndEscapeLeave(t *testing.T) {
	f := newFixture(t, false)
	f.play(new(input.Script).Key(input.KeyEscape).Idle(1))
	if !f.back {
		t.Error("Esc did not go back")
	}
	g := newFixture(t, false)
	g.click(g.s.back.Rect.Center())
	if !g.back {
		t.Error("Back did not go back")
	}
}

func TestCurtainFirst(t *testing.T) {
	f := newFixture(t, true)
	i := f.first(false)
	f.click(f.spot(i)) // lifts the curtain only
	if f.s.curtain || f.s.inDeck[i] {
		t.Fatalf("curtain %v, card moved %v", f.s.curtain, f.s.inDeck[i])
	}
}

func TestCountsByColourAndCurve(t *testing.T) {
	deck := pool(t)
	cc, cv := colourCounts(deck), curve(deck)
	sum := func(xs []int) int {
		n := 0
		for _, x := range xs {
			n += x
		}
		return n
	}
	if sum(cc[:]) != len(deck) || sum(cv[:]) != len(deck) {
		t.Errorf("colours add to %d, curve to %d, of %d cards", sum(cc[:]), sum(cv[:]), len(deck))
	}
	for _, d := range deck {
		if d.Cost.ManaValue() >= columns-1 && cv[columns-1] == 0 {
			t.Error("a card of 6 or more is not in the last column")
		}
	}
}

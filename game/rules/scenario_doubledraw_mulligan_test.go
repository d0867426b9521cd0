package rules

import (
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// placed is a card object at one place of a pile: its number and its card.
type placed struct {
	id  ObjID
	def *card.Def
}

// placesOf returns the numbers and cards of ids.
func (g *Game) placesOf(ids []ObjID) []placed {
	out := make([]placed, len(ids))
	for i, id := range ids {
		out[i] = placed{id, g.objs[id].Def}
	}
	return out
}

// putBack makes seat s put n cards of its hand on the bottom, the first
// of its hand each time, and returns them in the order put.
func putBack(t *testing.T, g *Game, s Seat, n int) []ObjID {
	t.Helper()
	d := g.Pending()
	if d.Kind != DecideChoice || d.Purpose != ChooseBottom || d.Seat != s || d.Count != n {
		t.Fatalf("pending %+v, want seat %v to put %d on the bottom", d, s, n)
	}
	var out []ObjID
	for range n {
		id := g.players[s].Hand[0]
		out = append(out, id)
		mustApply(t, g, Action{Kind: ActChoose, Obj: id, Target: noTarget})
	}
	return out
}

// doubleDrawToMulligan starts a three-seat double draw game (seat 1
// first), lets seat 1 put seven on the bottom and keep, and seat 2 put
// seven on the bottom; seat 2 is then to keep or mulligan.
func doubleDrawToMulligan(t *testing.T) *Game {
	t.Helper()
	g, err := New(sharedSetup(3, DealDoubleRoundRobin, MulliganDoubleDraw), 21)
	if err != nil {
		t.Fatal(err)
	}
	putBack(t, g, 1, 7)
	mustApply(t, g, act(ActKeep))
	putBack(t, g, 2, 7)
	if d := g.Pending(); d.Kind != DecideMulligan || d.Seat != 2 {
		t.Fatalf("pending %+v, want seat 2 to keep or mulligan", d)
	}
	return g
}

// TestDoubleDrawMulliganLeavesTheBottomInOrder: a double draw mulligan
// shuffles nothing. The new twelve come from the top of the library; the
// fourteen cards that seats 1 and 2 have put on the bottom keep their
// order, numbers and cards; the old hand goes under them; and the six the
// new hand puts back go under that.
func TestDoubleDrawMulliganLeavesTheBottomInOrder(t *testing.T) {
	g := doubleDrawToMulligan(t)
	lib := g.players[0].Library
	bottom := g.placesOf(lib[:14])
	top := slices.Clone(lib[len(lib)-12:])
	slices.Reverse(top) // drawn top first
	oldHand := g.placesOf(g.players[2].Hand)
	size := len(lib)
	g.events = g.events[:0]

	mustApply(t, g, act(ActMulligan))
	for _, e := range g.Events() {
		if e.Kind == EvShuffle || e.Kind == EvReshuffle {
			t.Fatalf("the mulligan shuffled: %+v", e)
		}
	}
	if got := g.players[2].Hand; !slices.Equal(got, top) {
		t.Fatalf("new hand %v, want the top twelve %v", got, top)
	}
	lib = g.players[0].Library
	if len(lib) != size-12+7 {
		t.Fatalf("library of %d after the mulligan, want %d", len(lib), size-12+7)
	}
	if got := g.placesOf(lib[7:21]); !slices.Equal(got, bottom) {
		t.Fatalf("the seats' bottom cards moved: %v, want %v", got, bottom)
	}
	under := g.placesOf(lib[:7])
	for _, c := range oldHand {
		if !slices.Contains(under, c) {
			t.Fatalf("old hand card %v is not under the bottom cards %v", c, under)
		}
	}

	six := putBack(t, g, 2, 6)
	lib = g.players[0].Library
	for i, id := range six {
		// Each card put back goes under the last one.
		if lib[5-i] != id {
			t.Fatalf("put-back %d at %v, want it at place %d from the bottom (%v)", id, slices.Index(lib, id), 5-i, lib[:6])
		}
	}
	if got := g.placesOf(lib[6:13]); !slices.Equal(got, under) {
		t.Fatalf("the old hand moved: %v, want %v", got, under)
	}
	if got := g.placesOf(lib[13:27]); !slices.Equal(got, bottom) {
		t.Fatalf("the seats' bottom cards moved: %v, want %v", got, bottom)
	}
}

// TestDoubleDrawMulliganKeepsHandsAndBottomHidden: after seat 2's
// mulligan and its put-backs, the other seats see neither its new hand
// nor its old one (now on the bottom): no view shows their cards, none
// has seen them, and their samples deal seat 2's hand other cards.
func TestDoubleDrawMulliganKeepsHandsAndBottomHidden(t *testing.T) {
	g := doubleDrawToMulligan(t)
	oldHand := slices.Clone(g.players[2].Hand)
	mustApply(t, g, act(ActMulligan))
	putBack(t, g, 2, 6)
	hand := g.players[2].Hand
	for _, s := range []Seat{0, 1} {
		v := g.View(s)
		for _, c := range v.Players[2].Hand {
			if c.Def != nil {
				t.Fatalf("seat %v sees seat 2's hand card %d: %s", s, c.ID, c.Def.Name)
			}
		}
		for _, id := range append(slices.Clone(hand), oldHand...) {
			if g.objs[id].Seen&(1<<s) != 0 || g.visible(id, s) {
				t.Fatalf("seat %v knows card %d (%s) of seat 2", s, id, g.objs[id].Def.Name)
			}
		}
		differs := false
		k := g.KnowledgeOf(s)
		for seed := uint64(1); seed <= 8 && !differs; seed++ {
			sample := k.Sample(seed)
			for _, id := range hand {
				if sample.objs[id].Def != g.objs[id].Def {
					differs = true
				}
			}
		}
		if !differs {
			t.Fatalf("eight samples of seat %v all deal seat 2 its real hand", s)
		}
	}
	v := g.View(2)
	for _, c := range v.Players[2].Hand {
		if c.Def == nil {
			t.Fatalf("seat 2 cannot see its own card %d", c.ID)
		}
	}
}

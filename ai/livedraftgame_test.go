package ai

import (
	"context"
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

func TestLiveDraftGamesPlayToTheEnd(t *testing.T) {
	// Every level at a three-seat table of each method, hard searching a
	// little: every action legal, every game over.
	decks := testdecks.Decks(t)
	games := []struct {
		name string
		opts []variant.Option
	}{
		{"live-tableau", nil}, {"live-pipeline", nil}, {"live-pipeline", []variant.Option{variant.CarefulStart()}}, {"live-rummy", nil},
	}
	for i, gm := range games {
		seed := uint64(40 + i)
		g := aitest.NewLiveGame(t, gm.name, seed, [][]*card.Def{decks[i%len(decks)], decks[(i+2)%len(decks)], decks[(i+4)%len(decks)]}, gm.opts...)
		h, _ := New("hard", seed, WithIterations(3))
		m, _ := New("medium", seed+1)
		e, _ := New("easy", seed+2)
		aitest.PlayGame(t, g, []Player{h, m, e})
		if !g.Over() {
			t.Errorf("%s: the game is not over", gm.name)
		}
	}
}

// livePurpose reports whether d is a Live-Draft decision: a draw from the
// row, a rummy draw or discard, or a quick start's mulligan.
func livePurpose(d rules.Decision) bool {
	if d.Kind == rules.DecideMulligan {
		return true
	}
	switch d.Purpose {
	case rules.ChooseDraw, rules.ChooseRummy, rules.ChoosePile, rules.ChooseRemove:
		return d.Kind == rules.DecideChoice
	}
	return false
}

// TestLiveDraftIgnoresHiddenCards plays a Live-Draft game with the medium
// player for both seats, then replays it in a second game where two cards
// seat 0 never saw (in the common library or seat 1's hidden hand) trade
// places. At each of seat 0's decisions the views and legal actions must
// be the same, a world sampled from its knowledge must look to seat 0
// exactly like the real one (row, pile, removed cards and shown cards in
// place), and at each Live-Draft decision every level must choose alike.
func TestLiveDraftIgnoresHiddenCards(t *testing.T) {
	decks := testdecks.Decks(t)
	// The tableau plays with mill counters, whose race reads the unseen
	// pool (the library's list less the cards seen).
	opts := map[string][]variant.Option{"live-tableau": {variant.MillCounters()}}
	for _, name := range []string{"live-pipeline", "live-rummy", "live-tableau"} {
		ds := [][]*card.Def{decks[0], decks[3]}
		const seed, turns = 11, 12
		a := aitest.NewDeckOrderLiveGame(t, name, seed, ds, opts[name]...)
		acts, seen := playMediums(t, a, turns, markSeen)
		markSeen(a.View(0), seen)
		other := [][]*card.Def{append([]*card.Def(nil), ds[0]...), append([]*card.Def(nil), ds[1]...)}
		if !swapUnseen(other, seen) {
			t.Fatalf("%s: no two different cards seat 0 never saw", name)
		}
		ga, gb := aitest.NewDeckOrderLiveGame(t, name, seed, ds, opts[name]...), aitest.NewDeckOrderLiveGame(t, name, seed, other, opts[name]...)
		levels := []string{"easy", "medium", "hard"}
		var pa, pb []Player
		for _, l := range levels {
			x, _ := New(l, 5, WithIterations(4))
			y, _ := New(l, 5, WithIterations(4))
			pa, pb = append(pa, x), append(pb, y)
		}
		decisions := 0
		for i, x := range acts {
			if ga.Pending().Seat == 0 {
				ka, kb := ga.KnowledgeOf(0), gb.KnowledgeOf(0)
				if !reflect.DeepEqual(ka.View(), kb.View()) || !reflect.DeepEqual(ka.Legal(), kb.Legal()) {
					t.Fatalf("%s, action %d: the knowledge depends on cards seat 0 never saw", name, i)
				}
				if !reflect.DeepEqual(ka.Sample(uint64(i)).View(0), ka.View()) {
					t.Fatalf("%s, action %d: a sampled world does not look like the real one to seat 0", name, i)
				}
				if livePurpose(ka.Pending()) && len(ka.Legal()) > 1 {
					for l := range levels {
						xa, err1 := pa[l].Choose(context.Background(), ka)
						xb, err2 := pb[l].Choose(context.Background(), kb)
						if err1 != nil || err2 != nil || xa != xb {
							t.Fatalf("%s, action %d: %s chose %+v (%v) and %+v (%v)", name, i, levels[l], xa, err1, xb, err2)
						}
					}
					decisions++
				}
			}
			if _, err := ga.Apply(x); err != nil {
				t.Fatal(err)
			}
			if _, err := gb.Apply(x); err != nil {
				t.Fatalf("%s: action %d does not replay: %v", name, i, err)
			}
		}
		if ga.Hash() == gb.Hash() {
			t.Fatalf("%s: swapping two unseen cards left the game the same", name)
		}
		t.Logf("%s: %d Live-Draft decisions compared", name, decisions)
		if decisions < 5 {
			t.Fatalf("%s: only %d Live-Draft decisions compared", name, decisions)
		}
	}
}

// markSeen records every card v shows: public zones, the row, the removed
// cards, the pile, the viewer's hand and other hands' shown cards.
func markSeen(v *rules.View, seen map[rules.ObjID]bool) {
	markPublic(v, seen)
	for _, l := range [][]rules.CardView{v.Row, v.Removed, v.Pile} {
		for _, c := range l {
			seen[c.ID] = true
		}
	}
	for _, p := range v.Players {
		for _, l := range [][]rules.CardView{p.Hand, p.Shown} {
			for _, c := range l {
				seen[c.ID] = true
			}
		}
	}
}

// swapUnseen swaps two different cards of decks (concatenated, in object
// order) that seen does not hold; it reports whether it found them.
func swapUnseen(decks [][]*card.Def, seen map[rules.ObjID]bool) bool {
	type at struct{ deck, i int }
	var first *at
	id := 0
	for d := range decks {
		for i := range decks[d] {
			if !seen[rules.ObjID(id)] {
				switch {
				case first == nil:
					first = &at{d, i}
				case decks[d][i] != decks[first.deck][first.i]:
					decks[d][i], decks[first.deck][first.i] = decks[first.deck][first.i], decks[d][i]
					return true
				}
			}
			id++
		}
	}
	return false
}

package ai

import (
	"context"
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestHardIgnoresHiddenCards plays a game with the medium player for both
// seats, then replays its actions in a second game whose seat 1 deck
// differs in every card seat 0 never saw face up (so the hands and
// libraries differ, their sizes do not). At each of seat 0's decisions the
// two knowledges and their sampled worlds must be the same, and two hard
// players with the same seed must choose the same actions.
func TestHardIgnoresHiddenCards(t *testing.T) {
	decks := testdecks.Decks(t)
	d0, d1 := decks[0], decks[3]
	const seed, turns = 7, 8
	a := aitest.NewDeckOrderGame(t, seed, d0, d1)
	acts, seen := playMediums(t, a, turns, markPublic)
	other := append([]*card.Def(nil), d1...)
	changed := 0
	for i := range other {
		if !seen[rules.ObjID(len(d0)+i)] {
			other[i] = differentCard(d1, other[i])
			changed++
		}
	}
	if changed == 0 {
		t.Fatal("seat 1 should have cards seat 0 never saw")
	}
	ga, gb := aitest.NewDeckOrderGame(t, seed, d0, d1), aitest.NewDeckOrderGame(t, seed, d0, other)
	ha, _ := New("hard", 5, WithIterations(6))
	hb, _ := New("hard", 5, WithIterations(6))
	decisions := 0
	for i, x := range acts {
		if ga.Pending().Seat == 0 {
			ka, kb := ga.KnowledgeOf(0), gb.KnowledgeOf(0)
			if !reflect.DeepEqual(ka.View(), kb.View()) || !reflect.DeepEqual(ka.Legal(), kb.Legal()) {
				t.Fatalf("action %d: the knowledge depends on seat 1's hidden cards", i)
			}
			if ka.Sample(uint64(i)).Hash() != kb.Sample(uint64(i)).Hash() {
				t.Fatalf("action %d: the sampled worlds depend on seat 1's hidden cards", i)
			}
			if len(ka.Legal()) > 1 {
				xa, err1 := ha.Choose(context.Background(), ka)
				xb, err2 := hb.Choose(context.Background(), kb)
				if err1 != nil || err2 != nil || xa != xb {
					t.Fatalf("action %d: hard chose %+v (%v) and %+v (%v)", i, xa, err1, xb, err2)
				}
				decisions++
			}
		}
		if _, err := ga.Apply(x); err != nil {
			t.Fatal(err)
		}
		if _, err := gb.Apply(x); err != nil {
			t.Fatalf("action %d does not replay: %v", i, err)
		}
	}
	if decisions < 10 {
		t.Fatalf("only %d decisions compared", decisions)
	}
}

// markPublic records every card v shows in a public zone.
func markPublic(v *rules.View, seen map[rules.ObjID]bool) {
	for _, c := range v.Battlefield {
		seen[c.ID] = true
	}
	for _, s := range v.Stack {
		seen[s.Source.ID] = true
	}
	for _, p := range v.Players {
		for _, l := range [][]rules.CardView{p.Graveyard, p.Exile} {
			for _, c := range l {
				seen[c.ID] = true
			}
		}
	}
}

// differentCard returns a card of deck other than d, a land for a land.
func differentCard(deck []*card.Def, d *card.Def) *card.Def {
	for _, e := range deck {
		if e != d && e.IsLand() == d.IsLand() {
			return e
		}
	}
	return d
}

// playMediums plays g with two medium players until the end of turn
// turns (or of the game), calling mark with seat 0's view before every
// action, and returns the actions taken and the objects mark marked.
func playMediums(t *testing.T, g *rules.Game, turns int, mark func(*rules.View, map[rules.ObjID]bool)) ([]rules.Action, map[rules.ObjID]bool) {
	t.Helper()
	m0, _ := New("medium", 1)
	m1, _ := New("medium", 2)
	meds := []Player{m0, m1}
	var acts []rules.Action
	seen := map[rules.ObjID]bool{}
	for !g.Over() && g.Turn() <= turns {
		mark(g.View(0), seen)
		s := g.Pending().Seat
		x, err := meds[s].Choose(context.Background(), g.KnowledgeOf(s))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(x); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, x)
	}
	return acts, seen
}

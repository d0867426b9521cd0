package fourcuatro

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// table describes one player's cards by name for an arranged game. Deck is
// top first, Discard bottom first; Sources are face-down sources, the first
// Exhausted of them exhausted.
type table struct {
	Deck, Hand, Discard, Burnt, Sources []string
	Exhausted                           int
}

// arranged builds a game in the middle of active's turn, waiting for its
// main decision, with the cards exactly where the tables say. Players know
// their own hands, and both know the discard piles.
func arranged(t testing.TB, active Seat, tables ...table) *Game {
	t.Helper()
	defs := cardList(t)
	g := &Game{format: Basic, winner: NoSeat, active: active, turn: 3, first: 0}
	g.pcg = rand.NewPCG(1, 2)
	g.rng = rand.New(g.pcg)
	add := func(s Seat, name string) CardID {
		id := CardID(len(g.defs))
		g.defs = append(g.defs, byName(t, defs, name))
		g.owner = append(g.owner, s)
		return id
	}
	ids := func(s Seat, names []string) []CardID {
		var out []CardID
		for _, n := range names {
			out = append(out, add(s, n))
		}
		return out
	}
	for i, tb := range tables {
		s := Seat(i)
		p := &g.players[s]
		p.Name = []string{"Ana", "Ben"}[i]
		p.Deck, p.Hand, p.Discard, p.Burnt = ids(s, tb.Deck), ids(s, tb.Hand), ids(s, tb.Discard), ids(s, tb.Burnt)
		for j, c := range ids(s, tb.Sources) {
			p.Sources = append(p.Sources, Source{Card: c, Exhausted: j < tb.Exhausted})
		}
	}
	g.known = [2][]bool{make([]bool, len(g.defs)), make([]bool, len(g.defs))}
	for s := range g.players {
		for _, c := range g.players[s].Hand {
			g.learn(Seat(s), c)
		}
		for _, c := range g.players[s].Discard {
			g.reveal(c)
		}
	}
	g.pending = Decision{Kind: DecideMain, Seat: active, Victim: NoSeat}
	return g
}

// names lists what the cards are.
func names(g *Game, ids []CardID) []string {
	out := []string{}
	for _, c := range ids {
		out = append(out, g.defs[c].Name)
	}
	return out
}

// handCard is the first card in s's hand with that name.
func handCard(t testing.TB, g *Game, s Seat, name string) CardID {
	t.Helper()
	for _, c := range g.players[s].Hand {
		if g.defs[c].Name == name {
			return c
		}
	}
	t.Fatalf("%s has no %s in hand: %v", g.players[s].Name, name, names(g, g.players[s].Hand))
	return NoCard
}

// do applies an action that must be legal.
func do(t testing.TB, g *Game, a Action) []Event {
	t.Helper()
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	checkInvariants(t, g)
	return append([]Event(nil), ev...)
}

// cast casts the named card from the active player's hand, face up or as
// a Cinder, and lets it through.
func castThrough(t testing.TB, g *Game, name string, cinder bool) {
	t.Helper()
	s := g.Pending().Seat
	c := handCard(t, g, s, name)
	if cinder {
		do(t, g, Cinder(c))
	} else {
		do(t, g, Cast(c))
	}
	do(t, g, NoResponse())
}

func wantNames(t testing.TB, what string, got []string, want ...string) {
	t.Helper()
	if len(want) == 0 {
		want = []string{}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

func hasAction(g *Game, a Action) bool { return g.IsLegal(a) }

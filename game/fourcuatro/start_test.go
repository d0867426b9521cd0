package fourcuatro

import "testing"

func TestBasicDeckHas66CardsOfAtLeast20Kinds(t *testing.T) {
	defs := cardList(t)
	if len(defs) < 20 {
		t.Errorf("%d distinct cards, want at least 20", len(defs))
	}
	if n := len(BasicDeck(defs)); n != BasicDeckSize {
		t.Errorf("basic deck: %d cards", n)
	}
	var spells, traps int
	for _, d := range defs {
		if d.Kind == Trap {
			traps++
		} else {
			spells++
		}
	}
	if spells == 0 || traps == 0 {
		t.Errorf("%d spells, %d traps", spells, traps)
	}
}

func TestBasicGameSplitsTheDeckIntoTwo33CardHalves(t *testing.T) {
	g := newBasic(t, 3)
	for s := Seat(0); s < 2; s++ {
		owned := 0
		for id := range g.defs {
			if g.owner[id] == s {
				owned++
			}
		}
		if owned != 33 {
			t.Errorf("seat %d has %d cards", s, owned)
		}
	}
}

// revealed lists the reveal events of dealing, by seat.
func revealed(g *Game) (rounds [][2]Event) {
	var cur [2]Event
	for _, e := range g.events {
		if e.Kind == EvReveal {
			cur[e.Seat] = e
			if e.Seat == 1 {
				rounds = append(rounds, cur)
			}
		}
	}
	return rounds
}

func TestHigherBottomCardGoesFirstAndStaysAtTheBottom(t *testing.T) {
	for seed := range uint64(40) {
		g := newBasic(t, seed)
		rounds := revealed(g)
		last := rounds[len(rounds)-1]
		c0, c1 := last[0].Amount, last[1].Amount
		if c0 == c1 {
			t.Fatalf("seed %d: the last reveal tied at %d", seed, c0)
		}
		want := Seat(0)
		if c1 > c0 {
			want = 1
		}
		if g.First() != want || g.Active() != want {
			t.Fatalf("seed %d: costs %d and %d, first is %v", seed, c0, c1, g.First())
		}
		// The first player's revealed card stayed at the bottom, so it is
		// the mana source taken at the start of the first turn; the second
		// player's is still at the bottom of the deck.
		if got := g.players[want].Sources[0].Card; got != last[want].Card {
			t.Errorf("seed %d: first source is %d, revealed %d", seed, got, last[want].Card)
		}
		other := g.players[want.Other()].Deck
		if other[len(other)-1] != last[want.Other()].Card {
			t.Errorf("seed %d: the second player's revealed card left the bottom", seed)
		}
		for s := range last {
			if !g.Knows(0, last[s].Card) || !g.Knows(1, last[s].Card) {
				t.Errorf("seed %d: a revealed card is not known to both", seed)
			}
		}
	}
}

func TestTrapsCountZeroWhenRevealing(t *testing.T) {
	for _, d := range cardList(t) {
		if d.Kind == Trap && d.RevealCost() != 0 {
			t.Errorf("%s reveals as %d", d.Name, d.RevealCost())
		}
		if d.Kind == Spell && d.RevealCost() != d.Cost {
			t.Errorf("%s reveals as %d", d.Name, d.RevealCost())
		}
	}
}

func TestTiedRevealsShuffleBothDecksAndRevealAgain(t *testing.T) {
	tied := 0
	for seed := range uint64(200) {
		g := newBasic(t, seed)
		rounds := revealed(g)
		if len(rounds) < 2 {
			continue
		}
		tied++
		shuffles := 0
		for _, e := range g.events {
			if e.Kind == EvShuffle {
				shuffles++
			}
		}
		if shuffles != 2*(len(rounds)-1) {
			t.Errorf("seed %d: %d reveal rounds but %d shuffles", seed, len(rounds), shuffles)
		}
		for _, r := range rounds[:len(rounds)-1] {
			if r[0].Amount != r[1].Amount {
				t.Errorf("seed %d: revealed again after %d vs %d", seed, r[0].Amount, r[1].Amount)
			}
		}
	}
	if tied == 0 {
		t.Fatal("no tie in 200 deals: the test proves nothing")
	}
}

func TestOpeningHandsAreFourAndTheFirstTurnBegins(t *testing.T) {
	g := newBasic(t, 11)
	first, second := g.First(), g.First().Other()
	if n := len(g.players[second].Hand); n != HandSize {
		t.Errorf("second player holds %d", n)
	}
	if n := len(g.players[first].Hand); n != HandSize+1 {
		t.Errorf("first player holds %d after the first draw", n)
	}
	if n := len(g.players[first].Sources); n != 1 {
		t.Errorf("first player has %d sources", n)
	}
	if len(g.players[second].Sources) != 0 {
		t.Error("the second player has a source before their turn")
	}
	if d := g.Pending(); d.Kind != DecideMain || d.Seat != first {
		t.Errorf("pending %+v", d)
	}
	if g.Turn() != 1 {
		t.Errorf("turn %d", g.Turn())
	}
}

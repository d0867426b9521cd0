package fourcuatro

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// someConstructed makes a legal 44-card deck: copies of each card in list
// order up to its circles, skipping skip cards first.
func someConstructed(defs []*Def, skip int) []*Def {
	var deck []*Def
	for _, d := range BasicDeck(defs)[skip:] {
		if len(deck) == ConstructedDeckSize {
			break
		}
		deck = append(deck, d)
	}
	return deck
}

func TestConstructedLimits(t *testing.T) {
	defs := cardList(t)
	if err := CheckConstructed(defs, someConstructed(defs, 0)); err != nil {
		t.Fatalf("a legal deck refused: %v", err)
	}
	short := someConstructed(defs, 0)[:43]
	if err := CheckConstructed(defs, short); err == nil || !strings.Contains(err.Error(), "43 cards") {
		t.Errorf("43 cards: %v", err)
	}
	flick := byName(t, defs, "Ember Flick")
	over := append(someConstructed(defs, 0)[:37], flick, flick, flick, flick, flick, flick, flick)
	if err := CheckConstructed(defs, over); err == nil || !strings.Contains(err.Error(), "Ember Flick") {
		t.Errorf("too many Ember Flicks: %v", err)
	}
	stranger := &Def{Name: "Stranger", Kind: Spell, Cost: 1, Count: 1}
	if err := CheckConstructed(defs, append(someConstructed(defs, 0)[:43], stranger)); err == nil {
		t.Error("a card from elsewhere was accepted")
	}
	_, err := New(Setup{Format: Constructed, Cards: defs, Decks: [2][]*Def{short, someConstructed(defs, 0)}}, 1)
	if err == nil || !strings.Contains(err.Error(), "Player 1") {
		t.Errorf("New with a short deck: %v", err)
	}
}

func TestConstructedGamesUseTwo44CardDecks(t *testing.T) {
	defs := cardList(t)
	for seed := range uint64(60) {
		g, err := New(Setup{Format: Constructed, Cards: defs,
			Decks: [2][]*Def{someConstructed(defs, 0), someConstructed(defs, 22)}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if g.Cards() != 2*ConstructedDeckSize {
			t.Fatalf("%d cards", g.Cards())
		}
		checkInvariants(t, g)
		playRandom(t, g, rand.New(rand.NewPCG(seed, 4)), 6000)
		// Seat 0 imagines its own cards from its own list, and seat 1's from
		// the card list within the circles: it does not know seat 1's list.
		d := g.Determinize(0, rand.New(rand.NewPCG(seed, 5)))
		copies := map[*Def]int{}
		for id := range d.defs {
			if d.owner[id] == 0 && !containsDef(someConstructed(defs, 0), d.defs[id]) {
				t.Fatalf("determinizing gave seat 0 a %s, not in its list", d.defs[id].Name)
			}
			if d.owner[id] == 1 {
				copies[d.defs[id]]++
			}
		}
		for def, n := range copies {
			if n > def.Count {
				t.Fatalf("determinizing gave seat 1 %d copies of %s", n, def.Name)
			}
		}
		checkInvariants(t, d)
	}
}

func containsDef(deck []*Def, d *Def) bool {
	for _, x := range deck {
		if x == d {
			return true
		}
	}
	return false
}

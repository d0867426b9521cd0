// Package fcdecks holds what the FourCuatro set-up and deck builder both
// do with constructed decks: count copies and complete a deck legally.
package fcdecks

import (
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// Counts returns how many copies of each card deck holds.
func Counts(deck []*fourcuatro.Def) map[*fourcuatro.Def]int {
	n := make(map[*fourcuatro.Def]int, len(deck))
	for _, d := range deck {
		n[d]++
	}
	return n
}

// Fill returns a legal constructed deck (fourcuatro.CheckConstructed)
// made of as much of deck as the rules allow — cards not in cards and
// copies beyond a card's circles are left out, and only the first
// fourcuatro.ConstructedDeckSize cards kept — completed with copies drawn
// at random from those left. deck itself is not changed. cards must hold
// at least fourcuatro.ConstructedDeckSize copies in all.
func Fill(cards, deck []*fourcuatro.Def, rng *rand.Rand) []*fourcuatro.Def {
	room := map[*fourcuatro.Def]int{}
	for _, d := range cards {
		room[d] = d.Count
	}
	out := make([]*fourcuatro.Def, 0, fourcuatro.ConstructedDeckSize)
	for _, d := range deck {
		if len(out) < fourcuatro.ConstructedDeckSize && room[d] > 0 {
			out = append(out, d)
			room[d]--
		}
	}
	var left []*fourcuatro.Def
	for _, d := range cards {
		for range room[d] {
			left = append(left, d)
		}
	}
	rng.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
	need := min(fourcuatro.ConstructedDeckSize-len(out), len(left))
	return append(out, left[:need]...)
}

// Rules are FourCuatro's rules of a legal constructed deck, as the deck
// editor asks them: the cards there are, how many cards a deck holds,
// how many copies of a card it may hold (the card's circles), what is
// wrong with a deck, and a legal deck made from one.
type Rules struct{ cards []*fourcuatro.Def }

// Constructed returns the constructed format's rules for decks of cards.
func Constructed(cards []*fourcuatro.Def) Rules { return Rules{cards: cards} }

// Cards returns the cards a deck is made of, in the card list's order.
func (r Rules) Cards() []*fourcuatro.Def { return r.cards }

// Size returns how many cards a legal deck holds.
func (Rules) Size() int { return fourcuatro.ConstructedDeckSize }

// Most returns how many copies of d a legal deck may hold.
func (Rules) Most(d *fourcuatro.Def) int { return d.Count }

// Check returns what keeps deck from being legal, or nil.
func (r Rules) Check(deck []*fourcuatro.Def) error { return fourcuatro.CheckConstructed(r.cards, deck) }

// Complete returns a legal deck made of as much of deck as the rules
// allow, completed at random from rng (see Fill).
func (r Rules) Complete(deck []*fourcuatro.Def, rng *rand.Rand) []*fourcuatro.Def {
	return Fill(r.cards, deck, rng)
}

package ai

import "github.com/kitchentable/kitchentable/game/rules"

// trickSize is the pump a likely combat trick gives: +2/+2.
const trickSize = 2

// mayTrick reports whether seat s could cast a combat trick now, as far
// as anyone can see: it holds a card and has mana open (an untapped land
// or mana in its pool).
func (b *board) mayTrick(s rules.Seat) bool {
	if s < 0 || int(s) >= len(b.v.Players) {
		return false
	}
	p := &b.v.Players[s]
	if p.HandCount == 0 {
		return false
	}
	if p.Pool.Total() > 0 {
		return true
	}
	_, untapped := b.lands(s)
	return untapped > 0
}

// tricked is c after a likely trick.
func tricked(c *rules.CardView) *rules.CardView {
	up := *c
	up.Power += trickSize
	up.Toughness += trickSize
	return &up
}

// lostToTrick reports whether attacker c, which bl would block without
// either dying (a wall the defender keeps), dies to bl pumped by one
// likely trick while bl lives.
func lostToTrick(c, bl *rules.CardView) bool {
	cDies, blDies := duel(c, bl)
	if cDies || blDies {
		return false
	}
	cDies, blDies = duel(c, tricked(bl))
	return cDies && !blDies
}

// smallGain reports whether c's attack on def gains little: its damage is
// worth less than half of c, and def is not close to dying.
func (b *board) smallGain(c *rules.CardView, def rules.Seat) bool {
	life := b.v.Players[def].Life
	return strikes(c) < life/2 && float64(strikes(c))*b.lifeWeight(def) < 0.5*creatureValue(c)
}

// trickedBlocker reports whether blocker bl, which survives attacker a as
// things stand, would die to a with one likely trick.
func trickedBlocker(a, bl *rules.CardView) bool {
	_, blDies := duel(a, bl)
	if blDies {
		return false
	}
	_, blDies = duel(tricked(a), bl)
	return blDies
}

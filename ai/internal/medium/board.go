package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Board is the deciding seat's view with the look-ups a policy needs.
type Board struct {
	V    *rules.View
	Me   rules.Seat
	Team int
	// w is the world the view came from, when there is one; unseen reads
	// the library estimate from it once, into pool.
	w          World
	pool       []*card.Def
	poolOK     bool
	unseenDone bool
}

// NewBoard returns the board of view v.
func NewBoard(v *rules.View) *Board {
	return &Board{V: v, Me: v.Seat, Team: v.Players[v.Seat].Team}
}

// foe reports whether seat s is an opponent of the deciding seat.
func (b *Board) foe(s rules.Seat) bool {
	return s >= 0 && int(s) < len(b.V.Players) && b.V.Players[s].Team != b.Team
}

// myTurn reports whether the deciding seat's team is taking the turn.
func (b *Board) myTurn() bool { return !b.foe(b.V.Active) }

// Obj finds an object on the battlefield or on the stack.
func (b *Board) Obj(id rules.ObjID) *rules.CardView {
	for i := range b.V.Battlefield {
		if b.V.Battlefield[i].ID == id {
			return &b.V.Battlefield[i]
		}
	}
	for i := range b.V.Stack {
		if b.V.Stack[i].Source.ID == id {
			return &b.V.Stack[i].Source
		}
	}
	return nil
}

// HandCard finds a card in the deciding seat's hand.
func (b *Board) HandCard(id rules.ObjID) *rules.CardView {
	h := b.V.Players[b.Me].Hand
	for i := range h {
		if h[i].ID == id {
			return &h[i]
		}
	}
	return nil
}

// Card finds an object anywhere the deciding seat can see it.
func (b *Board) Card(id rules.ObjID) *rules.CardView {
	if c := b.Obj(id); c != nil {
		return c
	}
	if c := b.HandCard(id); c != nil {
		return c
	}
	for _, zone := range [][]rules.CardView{b.V.Looking, b.V.Row, b.V.Pile} {
		for i := range zone {
			if zone[i].ID == id {
				return &zone[i]
			}
		}
	}
	for s := range b.V.Players {
		p := &b.V.Players[s]
		for _, zone := range [][]rules.CardView{p.Graveyard, p.Exile, p.Command} {
			for i := range zone {
				if zone[i].ID == id {
					return &zone[i]
				}
			}
		}
	}
	return nil
}

// Creatures lists the creatures seat s controls.
func (b *Board) Creatures(s rules.Seat) []*rules.CardView {
	var out []*rules.CardView
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Controller == s && cardvalue.IsCreature(c) {
			out = append(out, c)
		}
	}
	return out
}

// Lands counts the lands seat s controls and how many are untapped.
func (b *Board) Lands(s rules.Seat) (all, untapped int) {
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Controller == s && cardvalue.IsLand(c) {
			all++
			if !c.Tapped {
				untapped++
			}
		}
	}
	return all, untapped
}

// Foes lists the opponents still in the game.
func (b *Board) Foes() []rules.Seat {
	var out []rules.Seat
	for i := range b.V.Players {
		if p := &b.V.Players[i]; !p.Lost && b.foe(rules.Seat(i)) {
			out = append(out, rules.Seat(i))
		}
	}
	return out
}

// Power returns the total power of the untapped creatures s could attack
// with on its next turn (everything but defenders).
func (b *Board) Power(s rules.Seat) int {
	n := 0
	for _, c := range b.Creatures(s) {
		if !c.Keywords.Has(card.Defender) && c.Power > 0 {
			n += c.Power
		}
	}
	return n
}

// threat ranks an opponent: how dangerous it is and how close to losing.
// Attacks and harmful effects go to the opponent with the highest threat.
func (b *Board) threat(s rules.Seat) float64 {
	p := &b.V.Players[s]
	t := float64(b.Power(s)) + 0.5*float64(p.HandCount)
	// Low life makes a seat a good target: finishing a player removes
	// all its threats.
	t += float64(20-min(p.Life, 20)) * 0.6
	if p.Life <= b.Power(b.Me) {
		t += 20
	}
	return t
}

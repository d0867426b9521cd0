package ai

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// board is the deciding seat's view with the look-ups a policy needs.
type board struct {
	v    *rules.View
	me   rules.Seat
	team int
	// w is the world the view came from, when there is one; unseen reads
	// the library estimate from it once, into pool.
	w          world
	pool       []*card.Def
	poolOK     bool
	unseenDone bool
}

func newBoard(v *rules.View) *board {
	return &board{v: v, me: v.Seat, team: v.Players[v.Seat].Team}
}

// foe reports whether seat s is an opponent of the deciding seat.
func (b *board) foe(s rules.Seat) bool {
	return s >= 0 && int(s) < len(b.v.Players) && b.v.Players[s].Team != b.team
}

// myTurn reports whether the deciding seat's team is taking the turn.
func (b *board) myTurn() bool { return !b.foe(b.v.Active) }

// obj finds an object on the battlefield or on the stack.
func (b *board) obj(id rules.ObjID) *rules.CardView {
	for i := range b.v.Battlefield {
		if b.v.Battlefield[i].ID == id {
			return &b.v.Battlefield[i]
		}
	}
	for i := range b.v.Stack {
		if b.v.Stack[i].Source.ID == id {
			return &b.v.Stack[i].Source
		}
	}
	return nil
}

// handCard finds a card in the deciding seat's hand.
func (b *board) handCard(id rules.ObjID) *rules.CardView {
	h := b.v.Players[b.me].Hand
	for i := range h {
		if h[i].ID == id {
			return &h[i]
		}
	}
	return nil
}

// card finds an object anywhere the deciding seat can see it.
func (b *board) card(id rules.ObjID) *rules.CardView {
	if c := b.obj(id); c != nil {
		return c
	}
	if c := b.handCard(id); c != nil {
		return c
	}
	for _, zone := range [][]rules.CardView{b.v.Looking, b.v.Row, b.v.Pile} {
		for i := range zone {
			if zone[i].ID == id {
				return &zone[i]
			}
		}
	}
	for s := range b.v.Players {
		p := &b.v.Players[s]
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

// creatures lists the creatures seat s controls.
func (b *board) creatures(s rules.Seat) []*rules.CardView {
	var out []*rules.CardView
	for i := range b.v.Battlefield {
		c := &b.v.Battlefield[i]
		if c.Controller == s && cardvalue.IsCreature(c) {
			out = append(out, c)
		}
	}
	return out
}

// lands counts the lands seat s controls and how many are untapped.
func (b *board) lands(s rules.Seat) (all, untapped int) {
	for i := range b.v.Battlefield {
		c := &b.v.Battlefield[i]
		if c.Controller == s && cardvalue.IsLand(c) {
			all++
			if !c.Tapped {
				untapped++
			}
		}
	}
	return all, untapped
}

// foes lists the opponents still in the game.
func (b *board) foes() []rules.Seat {
	var out []rules.Seat
	for i := range b.v.Players {
		if p := &b.v.Players[i]; !p.Lost && b.foe(rules.Seat(i)) {
			out = append(out, rules.Seat(i))
		}
	}
	return out
}

// power returns the total power of the untapped creatures s could attack
// with on its next turn (everything but defenders).
func (b *board) power(s rules.Seat) int {
	n := 0
	for _, c := range b.creatures(s) {
		if !c.Keywords.Has(card.Defender) && c.Power > 0 {
			n += c.Power
		}
	}
	return n
}

// threat ranks an opponent: how dangerous it is and how close to losing.
// Attacks and harmful effects go to the opponent with the highest threat.
func (b *board) threat(s rules.Seat) float64 {
	p := &b.v.Players[s]
	t := float64(b.power(s)) + 0.5*float64(p.HandCount)
	// Low life makes a seat a good target: finishing a player removes
	// all its threats.
	t += float64(20-min(p.Life, 20)) * 0.6
	if p.Life <= b.power(b.me) {
		t += 20
	}
	return t
}

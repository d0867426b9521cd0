package rules

import (
	"math/rand/v2"
)

func cloneIDs(s []ObjID) []ObjID {
	if s == nil {
		return nil
	}
	return append(make([]ObjID, 0, len(s)+4), s...)
}

// Clone returns a deep copy of the game that shares only the immutable card
// definitions. The copy has its own random generator state.
func (g *Game) Clone() *Game {
	c := g.cloneForUndo()
	if g.cast != nil {
		cs := *g.cast
		cs.tapsKnown = false // the list is the original's castTaps
		cs.targets = append(cs.targetBuf[:0], g.cast.targets...)
		if g.cast.tapped != nil {
			// Into the copy's own buffer, as the original uses its own.
			cs.tapped = append(cs.tapBuf[:0], g.cast.tapped...)
		}
		c.cast = &cs
	}
	return c
}

// cloneForUndo copies the game without the spell being cast.
func (g *Game) cloneForUndo() *Game {
	c := *g
	c.players = make([]Player, len(g.players))
	for i := range g.players {
		p := g.players[i]
		p.Library = cloneIDs(p.Library)
		p.Hand = cloneIDs(p.Hand)
		p.Graveyard = cloneIDs(p.Graveyard)
		p.Exile = cloneIDs(p.Exile)
		p.Command = cloneIDs(p.Command)
		c.players[i] = p
	}
	c.objs = append(make([]Object, 0, len(g.objs)+8), g.objs...)
	c.bf = cloneIDs(g.bf)
	c.row = cloneIDs(g.row)
	c.removed = cloneIDs(g.removed)
	c.pile = cloneIDs(g.pile)
	c.stack = append([]stackItem(nil), g.stack...)
	c.pumps = append([]pump(nil), g.pumps...)
	c.modded = cloneIDs(g.modded)
	c.trig = append([]pendingTrigger(nil), g.trig...)
	c.draws = append([]drawReq(nil), g.draws...)
	c.order = append([]Seat(nil), g.order...)
	pcg := *g.pcg
	c.pcg = &pcg
	c.rng = rand.New(c.pcg)
	c.cast = nil
	c.castTaps = nil              // the original's
	c.declareBuf = declareState{} // its seats are the original's
	if g.choice != nil {
		ch := *g.choice
		ch.cands = cloneIDs(ch.cands)
		ch.kept = cloneIDs(ch.kept)
		c.choice = &ch
	}
	if g.resolving != nil {
		r := *g.resolving
		c.resolving = &r
	}
	if g.opening != nil {
		op := *g.opening
		op.order = append([]Seat(nil), op.order...)
		c.opening = &op
	}
	if g.declare != nil {
		d := *g.declare
		d.seats = append([]Seat(nil), d.seats...)
		c.declare = &d
	}
	c.events = nil
	c.legalBuf = nil
	c.legalOwn = nil
	c.legalFresh = false
	c.manaAt = nil // a slot of the original's
	// The version numbers go on from the original's (see manaCache).
	c.mana = manaCache{ver: g.mana.ver, taps: g.mana.taps, untaps: g.mana.untaps, last: g.mana.last}
	c.afford = affordCache{}
	c.perms = seatPerms{}
	c.prio = nil
	return &c
}

package fourcuatro

import (
	"math/rand/v2"
	"sort"
)

func cloneIDs(s []CardID) []CardID {
	if s == nil {
		return nil
	}
	return append(make([]CardID, 0, len(s)+4), s...)
}

// Clone is an independent deep copy of the game, random generator included.
func (g *Game) Clone() *Game {
	c := *g
	c.defs = append([]*Def(nil), g.defs...)
	c.known = [2][]bool{append([]bool(nil), g.known[0]...), append([]bool(nil), g.known[1]...)}
	for i := range g.players {
		p, q := &g.players[i], &c.players[i]
		q.Deck, q.Hand, q.Discard, q.Burnt = cloneIDs(p.Deck), cloneIDs(p.Hand), cloneIDs(p.Discard), cloneIDs(p.Burnt)
		q.Sources = append([]Source(nil), p.Sources...)
	}
	if g.cast != nil {
		cc := *g.cast
		c.cast = &cc
	}
	if g.res != nil {
		r := *g.res
		r.placed = cloneIDs(g.res.placed)
		c.res = &r
	}
	c.pending.Cards = cloneIDs(g.pending.Cards)
	c.events, c.legalBuf = nil, nil
	pcg := *g.pcg
	c.pcg = &pcg
	c.rng = rand.New(c.pcg)
	return &c
}

// Determinize is a copy of the game as seat s might imagine it: every card
// s does not know is dealt a new identity from the cards s has not seen
// (within each player's own deck list in the constructed format, whose
// lists each player brought), and the copy gets a random generator seeded
// from rng. The copy plays on like the real game; an honest computer player
// searches over such copies instead of the real one.
func (g *Game) Determinize(s Seat, rng *rand.Rand) *Game {
	c := g.Clone()
	groups := [2][]CardID{}
	for id := range c.defs {
		if c.known[s][id] {
			continue
		}
		grp := 0
		if c.format == Constructed {
			grp = int(c.owner[id])
		}
		groups[grp] = append(groups[grp], CardID(id))
	}
	for _, ids := range groups {
		// Deal from the unseen cards in a fixed order, so that the copy
		// depends only on what s knows and on rng, never on where the
		// unseen cards really are.
		defs := make([]*Def, len(ids))
		for i, id := range ids {
			defs[i] = c.defs[id]
		}
		sort.SliceStable(defs, func(i, j int) bool { return defs[i].Name < defs[j].Name })
		rng.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		for i, id := range ids {
			c.defs[id] = defs[i]
		}
	}
	seed := rng.Uint64()
	c.pcg = rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	c.rng = rand.New(c.pcg)
	return c
}

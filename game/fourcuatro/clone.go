package fourcuatro

import "math/rand/v2"

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

// Determinize is a copy of the game as seat s might imagine it: the
// same as g.KnowledgeOf(s).Sample(rng).
func (g *Game) Determinize(s Seat, rng *rand.Rand) *Game {
	return g.KnowledgeOf(s).Sample(rng)
}

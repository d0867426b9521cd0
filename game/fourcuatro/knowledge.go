package fourcuatro

import (
	"math/rand/v2"
	"sort"
)

// Knowledge is what one seat may know of a game: its own hand, the public
// piles and counts, the cards it has seen (the bottom cards revealed at
// the start, cards it looked at in a deck or picked from a hand), the
// pending decision and its legal actions, and complete games sampled
// from what it cannot see. A computer player gets a Knowledge, never the
// Game, so by type it cannot read the other hand, the order of a deck,
// the burnt piles, the mana sources or the game's random state.
type Knowledge struct {
	seat Seat
	// g is a copy of the game in which every card the seat does not know
	// is blank (a nil Def) and whose generator says nothing of the real
	// one.
	g *Game
	// pools are the cards the blank IDs may be, by group (the one group 0
	// in the basic format, each seat's cards in the constructed format),
	// sorted by name. take[grp] is set when the pool holds more cards than
	// the group's blanks and a sample picks among them.
	pools [2][]*Def
	take  [2]bool
}

// KnowledgeOf returns what seat s knows of the game now. It is an
// independent copy: the game may move on meanwhile.
//
// The cards it could not see may be, in the basic format, any of the one
// public 66-card deck that it has not seen. In the constructed format its
// own may be any of its own deck list that it has not seen; the other
// player's deck list is not known, so theirs may be any cards of the card
// list, as many copies of each as its circles allow, less the ones seen.
func (g *Game) KnowledgeOf(s Seat) *Knowledge {
	c := g.Clone()
	for id := range c.defs {
		if !c.known[s][id] {
			c.defs[id] = nil
		}
	}
	// The real generator's state would predict every shuffle to come.
	*c.pcg = *rand.NewPCG(0x5eed_fc00+uint64(s), 0xfc)
	k := &Knowledge{seat: s, g: c}
	switch g.format {
	case Basic:
		k.pools[0] = less(BasicDeck(g.cards), c, func(CardID) bool { return true })
	case Constructed:
		// The seat built its own deck, so it knows the list (not its order).
		var own []*Def
		for id, d := range g.defs {
			if g.owner[id] == s {
				own = append(own, d)
			}
		}
		k.pools[s] = less(own, c, func(id CardID) bool { return c.owner[id] == s })
		var pool []*Def
		for _, d := range g.cards {
			for range d.Count {
				pool = append(pool, d)
			}
		}
		o := s.Other()
		k.pools[o] = less(pool, c, func(id CardID) bool { return c.owner[id] == o })
		k.take[o] = true
	}
	return k
}

// less is pool without the known cards of c whose IDs mine accepts,
// sorted by name so that it says nothing of any order.
func less(pool []*Def, c *Game, mine func(CardID) bool) []*Def {
	seen := map[*Def]int{}
	for id, d := range c.defs {
		if d != nil && mine(CardID(id)) {
			seen[d]++
		}
	}
	out := make([]*Def, 0, len(pool))
	for _, d := range pool {
		if seen[d] > 0 {
			seen[d]--
			continue
		}
		out = append(out, d)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Seat is the seat this knowledge belongs to.
func (k *Knowledge) Seat() Seat { return k.seat }

// Pending is the decision the game waits for (perhaps the other seat's).
func (k *Knowledge) Pending() Decision { return k.g.Pending() }

// Legal lists the seat's legal actions, as Game.Legal does, when the
// pending decision is its own; otherwise it is nil.
func (k *Knowledge) Legal() []Action {
	if k.g.Over() || k.g.Pending().Seat != k.seat {
		return nil
	}
	return k.g.Legal()
}

// View is the seat's view of the game.
func (k *Knowledge) View() *View { return k.g.View(k.seat) }

// Def is what card id is, or nil when the seat does not know.
func (k *Knowledge) Def(id CardID) *Def { return k.g.defs[id] }

// Sample is a complete game that agrees with everything the seat knows:
// every card it does not know is dealt an identity at random from the
// cards it could be (see KnowledgeOf), and the copy's generator is seeded
// from rng. The copy plays on like the real game; an honest computer
// player searches over such copies ("determinisation").
func (k *Knowledge) Sample(rng *rand.Rand) *Game {
	c := k.g.Clone()
	var blank [2][]CardID
	for id, d := range c.defs {
		if d != nil {
			continue
		}
		grp := 0
		if c.format == Constructed {
			grp = int(c.owner[id])
		}
		blank[grp] = append(blank[grp], CardID(id))
	}
	for grp, ids := range blank {
		defs := append([]*Def(nil), k.pools[grp]...)
		if k.take[grp] {
			// Pick which of the possible cards are there, then deal them
			// in name order like any other pool.
			rng.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
			defs = defs[:len(ids)]
			sort.SliceStable(defs, func(i, j int) bool { return defs[i].Name < defs[j].Name })
		}
		rng.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		for i, id := range ids {
			c.defs[id] = defs[i]
		}
	}
	seed := rng.Uint64()
	*c.pcg = *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	return c
}

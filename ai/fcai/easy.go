package fcai

import (
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// seen is what a policy decides from: its own seat's cards and what it
// knows of the rest. For the real game it comes from the seat's View; in
// a determinised copy, from the copy itself.
type seen struct {
	me        fourcuatro.Seat
	hand      []fourcuatro.CardID
	oppHand   int
	refreshed int
	sources   int
	life      int // deck + discard: what stands between a player and losing
	oppLife   int
	known     map[fourcuatro.CardID]*fourcuatro.Def // the cards the seat knows (from a View)
	sample    *fourcuatro.Game                      // or the determinised copy, whose every card is "known"
	table     *fourcuatro.Def                       // the spell on the table, if known
	cinder    bool                                  // the spell on the table is a Cinder
	pending   fourcuatro.Decision
}

// def is what card c is, or nil when the seat does not know.
func (s *seen) def(c fourcuatro.CardID) *fourcuatro.Def {
	if s.sample != nil {
		return s.sample.Def(c)
	}
	return s.known[c]
}

// seenFromView builds what a seat sees from its View.
func seenFromView(v *fourcuatro.View) *seen {
	me, opp := &v.Players[v.Seat], &v.Players[v.Seat.Other()]
	defs := map[fourcuatro.CardID]*fourcuatro.Def{}
	for _, p := range v.Players {
		for _, pile := range [][]fourcuatro.CardView{p.Hand, p.Discard, p.Deck} {
			for _, c := range pile {
				if c.Def != nil {
					defs[c.ID] = c.Def
				}
			}
		}
	}
	s := &seen{me: v.Seat, oppHand: len(opp.Hand), refreshed: me.Refreshed, sources: len(me.Sources),
		life: me.DeckCount + len(me.Discard), oppLife: opp.DeckCount + len(opp.Discard), pending: v.Pending, known: defs}
	for _, c := range me.Hand {
		s.hand = append(s.hand, c.ID)
	}
	if v.Cast != nil {
		s.table, s.cinder = v.Cast.Card.Def, v.Cast.Cinder
	}
	return s
}

// seenFromSample builds what the deciding seat of a determinised copy
// sees, reading the copy directly (its hidden cards are imagined anyway).
func seenFromSample(g *fourcuatro.Game, buf *seen) *seen {
	d := g.Pending()
	me, opp := g.Player(d.Seat), g.Player(d.Seat.Other())
	*buf = seen{me: d.Seat, hand: me.Hand, oppHand: len(opp.Hand), refreshed: me.Refreshed(), sources: len(me.Sources),
		life: len(me.Deck) + len(me.Discard), oppLife: len(opp.Deck) + len(opp.Discard), sample: g, pending: d}
	if c, _, cinder, ok := g.OnTable(); ok {
		buf.cinder = cinder
		if !cinder {
			buf.table = g.Def(c)
		}
	}
	return buf
}

// policy is the easy player's way of choosing; noise is its chance of a
// random action, which rollouts use to vary their games.
type policy struct {
	r     *rand.Rand
	noise float64
}

// choose picks one of legal for the situation s.
func (p *policy) choose(s *seen, legal []fourcuatro.Action) fourcuatro.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	if p.noise > 0 && p.r.Float64() < p.noise {
		return legal[p.r.IntN(len(legal))]
	}
	switch s.pending.Kind {
	case fourcuatro.DecideMain:
		return p.main(s, legal)
	case fourcuatro.DecideResponse:
		return p.respond(s, legal)
	case fourcuatro.DecideDiscard:
		return pickBy(legal, func(c fourcuatro.CardID) float64 { return -s.keep(c) })
	case fourcuatro.DecideDestroy:
		return pickBy(legal, func(c fourcuatro.CardID) float64 { return s.keep(c) })
	case fourcuatro.DecideOrder:
		if s.pending.Victim == s.me {
			// My next draws: the best card first.
			return pickBy(legal, func(c fourcuatro.CardID) float64 { return s.keep(c) })
		}
		return pickBy(legal, func(c fourcuatro.CardID) float64 { return -s.keep(c) })
	}
	return legal[0]
}

// keep is what a card is worth in hand (0 when unknown).
func (s *seen) keep(c fourcuatro.CardID) float64 {
	if d := s.def(c); d != nil {
		return keepValue(d, s.oppHand)
	}
	return 1
}

// main casts the best spell it can pay for, then turns spare cards into
// Cinders, keeping a few traps and the spells worth waiting for; then it
// ends the turn.
func (p *policy) main(s *seen, legal []fourcuatro.Action) fourcuatro.Action {
	best, bv := fourcuatro.EndTurn(), 0.0
	for _, a := range legal {
		if a.Kind != fourcuatro.ActCast {
			continue
		}
		d := s.def(a.Card)
		v := castValue(d, s.oppHand)
		if d.Cost <= s.refreshed && v > cinderValue && v > bv {
			best, bv = a, v
		}
	}
	if best.Kind == fourcuatro.ActCast {
		return best
	}
	// Cinder the least useful card, unless it is worth keeping.
	traps := 0
	for _, c := range s.hand {
		if d := s.def(c); d != nil && d.Kind == fourcuatro.Trap {
			traps++
		}
	}
	low := s.life <= 4 // running out: every card to the discard pile
	var cinder fourcuatro.Action
	cv := 1e9
	for _, a := range legal {
		if a.Kind != fourcuatro.ActCinder {
			continue
		}
		d := s.def(a.Card)
		k := keepValue(d, s.oppHand)
		worth := false
		switch {
		case low:
			worth = true
		case d.Kind == fourcuatro.Trap:
			worth = traps > 3 || k < 2
		default:
			// A spell waits if it will do more than a Cinder once paid for.
			worth = k <= cinderValue+0.5 || d.Cost > s.sources+1
		}
		if worth && k < cv {
			cinder, cv = a, k
		}
	}
	if cv < 1e9 {
		return cinder
	}
	return fourcuatro.EndTurn()
}

// respond answers the spell on the table: counter what hurts, turn back
// what can be turned back, and spring the traps that always pay.
func (p *policy) respond(s *seen, legal []fourcuatro.Action) fourcuatro.Action {
	threat := cinderValue
	if !s.cinder && s.table != nil {
		threat = castValue(s.table, len(s.hand))
	}
	best, bv := fourcuatro.NoResponse(), 0.0
	for _, a := range legal {
		if a.Kind != fourcuatro.ActTrap {
			continue
		}
		d := s.def(a.Card)
		v := 0.0
		for _, op := range d.Ops {
			switch op.Kind {
			case fourcuatro.OpCounter:
				if threat >= 3 || d.Only != fourcuatro.OnlyAny {
					v += threat
				} else {
					v -= 1 // save a plain counter for something bigger
				}
			case fourcuatro.OpRedirect:
				if threat >= 2 {
					v += 2 * threat
				}
			case fourcuatro.OpBurn:
				v += float64(op.N)
			case fourcuatro.OpDraw:
				v += 0.5 * float64(op.N)
			}
		}
		if v > bv {
			best, bv = a, v
		}
	}
	return best
}

// pickBy picks the Choose action whose card scores highest.
func pickBy(legal []fourcuatro.Action, score func(fourcuatro.CardID) float64) fourcuatro.Action {
	best, bs := legal[0], -1e18
	for _, a := range legal {
		if a.Kind != fourcuatro.ActChoose {
			continue
		}
		if v := score(a.Card); v > bs {
			best, bs = a, v
		}
	}
	return best
}

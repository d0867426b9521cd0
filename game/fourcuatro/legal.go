package fourcuatro

import (
	"errors"
	"fmt"
)

// ErrIllegal is returned by Apply for an action not in Legal.
var ErrIllegal = errors.New("fourcuatro: illegal action")

// Pending is the decision the game waits for.
func (g *Game) Pending() Decision { return g.pending }

// Deciding is the seat the pending decision belongs to (NoSeat once the
// game is over).
func (g *Game) Deciding() Seat { return g.pending.Seat }

// Legal lists every legal action for the pending decision, in a fixed
// order: for the main decision, spells that can be paid for, then every
// card as a Cinder, then ending the turn.
func (g *Game) Legal() []Action { return g.LegalInto(nil) }

// LegalInto is Legal appending to dst.
func (g *Game) LegalInto(dst []Action) []Action {
	d := g.pending
	switch d.Kind {
	case DecideMain:
		p := &g.players[d.Seat]
		avail := p.Refreshed()
		for _, c := range p.Hand {
			if df := g.defs[c]; df.Kind == Spell && df.Cost <= avail {
				dst = append(dst, Cast(c))
			}
		}
		for _, c := range p.Hand {
			dst = append(dst, Cinder(c))
		}
		dst = append(dst, EndTurn())
	case DecideResponse:
		for _, c := range g.players[d.Seat].Hand {
			if g.trapFits(c) {
				dst = append(dst, PlayTrap(c))
			}
		}
		dst = append(dst, NoResponse())
	case DecideDiscard:
		for _, c := range g.players[d.Seat].Hand {
			dst = append(dst, Choose(c))
		}
	case DecideDestroy:
		for _, c := range g.players[d.Victim].Hand {
			dst = append(dst, Choose(c))
		}
	case DecideOrder:
		for _, c := range d.Cards {
			dst = append(dst, Choose(c))
		}
	}
	return dst
}

// trapFits reports whether c is a trap that may answer the spell on the table.
func (g *Game) trapFits(c CardID) bool {
	df := g.defs[c]
	if df.Kind != Trap {
		return false
	}
	switch df.Only {
	case OnlyCinder:
		return g.cast.cinder
	case OnlyCostly:
		return !g.cast.cinder && g.defs[g.cast.card].Cost >= 3
	}
	return true
}

// IsLegal reports whether a is one of the legal actions.
func (g *Game) IsLegal(a Action) bool {
	g.legalBuf = g.LegalInto(g.legalBuf[:0])
	for _, l := range g.legalBuf {
		if l == a {
			return true
		}
	}
	return false
}

// Apply makes a decision. It returns the events it caused; an action not in
// Legal returns ErrIllegal and changes nothing.
func (g *Game) Apply(a Action) ([]Event, error) {
	if g.over {
		return nil, fmt.Errorf("%w: the game is over", ErrIllegal)
	}
	if !g.IsLegal(a) {
		return nil, fmt.Errorf("%w: %v while waiting for %v by %v", ErrIllegal, a, g.pending.Kind, g.pending.Seat)
	}
	g.events = g.events[:0]
	s := g.pending.Seat
	switch a.Kind {
	case ActCast, ActCinder:
		g.castSpell(s, a.Card, a.Kind == ActCinder)
	case ActEndTurn:
		g.note(EvEndTurn, s, NoSeat, 0)
		g.beginTurn(s.Other())
	case ActTrap:
		g.playTrap(s, a.Card)
	case ActNoResponse:
		g.note(EvNoResponse, s, NoSeat, 0)
		g.resolveCast()
	case ActChoose:
		g.choose(a.Card)
	}
	return g.events, nil
}

// beginTurn refreshes, draws and adds a source for s, then waits for s.
func (g *Game) beginTurn(s Seat) {
	g.turn++
	g.active = s
	g.note(EvTurn, s, NoSeat, g.turn)
	g.refresh(s, -1)
	if !g.draw(s, 1) {
		return
	}
	g.addSource(s)
	g.pending = Decision{Kind: DecideMain, Seat: s, Victim: NoSeat}
}

func (g *Game) castSpell(s Seat, c CardID, cinder bool) {
	p := &g.players[s]
	p.Hand = remove(p.Hand, c)
	if cinder {
		g.emit(Event{Kind: EvCast, Seat: s, Other: NoSeat, Card: c, From: ZoneHand, To: ZoneTable, Amount: 1})
	} else {
		g.exhaust(s, g.defs[c].Cost)
		g.reveal(c)
		g.emit(Event{Kind: EvCast, Seat: s, Other: NoSeat, Card: c, From: ZoneHand, To: ZoneTable})
	}
	g.cast = &casting{card: c, caster: s, cinder: cinder}
	g.pending = Decision{Kind: DecideResponse, Seat: s.Other(), Victim: s}
}

func (g *Game) playTrap(s Seat, c CardID) {
	p := &g.players[s]
	p.Hand = remove(p.Hand, c)
	g.reveal(c)
	g.emit(Event{Kind: EvTrap, Seat: s, Other: NoSeat, Card: c, From: ZoneHand, To: ZoneTable})
	g.res = &resolution{card: c, ops: g.defs[c].Ops, you: s, trap: true}
	g.emit(Event{Kind: EvResolve, Seat: s, Other: s, Card: c})
	g.run()
}

// resolveCast carries out the spell on the table: it was let through.
func (g *Game) resolveCast() {
	c := g.cast
	ops := g.defs[c.card].Ops
	if c.cinder {
		g.reveal(c.card)
		ops = cinderOps
	}
	you := c.caster
	if c.redirected {
		you = you.Other()
	}
	g.emit(Event{Kind: EvResolve, Seat: c.caster, Other: you, Card: c.card, Amount: boolInt(c.cinder)})
	g.res = &resolution{card: c.card, ops: ops, you: you}
	g.run()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

package fourcuatro

import "slices"

// resolution is a card's instructions being carried out, one at a time;
// an instruction that needs a choice waits for it in the pending decision.
type resolution struct {
	card CardID
	ops  []Op
	pc   int
	you  Seat // who "you" is for these instructions
	trap bool
	// the instruction in progress
	started bool
	left    int      // choices still to make
	placed  []CardID // order-top: chosen so far, top first
}

// cinderOps are a Cinder's instructions: your opponent burns a card.
var cinderOps = []Op{{Kind: OpBurn, Who: Opponent, N: 1}}

func (r *resolution) seat(who Role) Seat {
	if who == You {
		return r.you
	}
	return r.you.Other()
}

// run carries out instructions until one waits for a choice or all are done.
func (g *Game) run() {
	r := g.res
	for !g.over && r.pc < len(r.ops) {
		if !g.step(r, r.ops[r.pc]) {
			return
		}
		r.pc++
		r.started, r.left, r.placed = false, 0, nil
	}
	if g.over {
		return // the cards being played stay on the table
	}
	g.finish(r)
}

// step carries out (or goes on with) one instruction. It reports whether the
// instruction is done; if not, g.pending holds the choice it waits for.
func (g *Game) step(r *resolution, op Op) bool {
	who := r.seat(op.Who)
	p := &g.players[who]
	switch op.Kind {
	case OpBurn:
		g.burn(who, op.N)
	case OpBurnPerHand:
		g.burn(who, len(p.Hand))
	case OpDraw:
		g.draw(who, op.N)
	case OpRecover:
		g.recover(who, op.N)
	case OpRefresh:
		g.refresh(who, op.N)
	case OpAddSource:
		for range op.N {
			g.addSource(who)
		}
	case OpBurnSource:
		g.burnSources(who, op.N)
	case OpCounter:
		g.cast.countered = true
		g.reveal(g.cast.card)
		g.emit(Event{Kind: EvCounter, Seat: g.cast.caster, Other: NoSeat, Card: g.cast.card, Amount: boolInt(g.cast.cinder)})
	case OpRedirect:
		g.cast.redirected = !g.cast.redirected
		amount := 0
		if g.cast.redirected {
			amount = 1
		}
		g.emit(Event{Kind: EvRedirect, Seat: g.cast.caster, Other: NoSeat, Card: g.cast.card, Amount: amount})
	case OpDiscard:
		return g.stepDiscard(r, who, op.N)
	case OpDestroyPick:
		return g.stepDestroy(r, who, op.N)
	case OpOrderTop:
		return g.stepOrder(r, who, op.N)
	}
	return true
}

// stepDiscard has who discard n cards of their choice.
func (g *Game) stepDiscard(r *resolution, who Seat, n int) bool {
	return g.stepFromHand(r, DecideDiscard, who, who, n, g.discard)
}

// stepDestroy has the other player look at who's hand and pick n cards
// for who to destroy.
func (g *Game) stepDestroy(r *resolution, who Seat, n int) bool {
	picker := who.Other()
	if !r.started {
		g.note(EvPeek, picker, who, len(g.players[who].Hand))
		for _, c := range g.players[who].Hand {
			g.learn(picker, c)
		}
	}
	return g.stepFromHand(r, DecideDestroy, who, picker, n, g.destroy)
}

// stepFromHand goes on with an instruction that takes n cards from who's
// hand (take discards or destroys one), chosen one at a time by chooser;
// with n or fewer in hand they all go without a choice.
func (g *Game) stepFromHand(r *resolution, kind DecisionKind, who, chooser Seat, n int, take func(Seat, CardID)) bool {
	p := &g.players[who]
	if !r.started {
		r.started = true
		if len(p.Hand) <= n {
			for len(p.Hand) > 0 {
				take(who, p.Hand[0])
			}
			return true
		}
		r.left = n
	}
	if r.left == 0 {
		return true
	}
	g.pending = Decision{Kind: kind, Seat: chooser, Victim: who, N: r.left}
	return false
}

func (g *Game) stepOrder(r *resolution, who Seat, n int) bool {
	p := &g.players[who]
	looker := r.you
	if !r.started {
		r.started = true
		g.fill(who, n)
		n = min(n, len(p.Deck))
		for _, c := range p.Deck[:n] {
			g.learn(looker, c)
		}
		g.note(EvLook, looker, who, n)
		r.left = n
	}
	k := len(r.placed) + r.left
	if r.left <= 1 {
		// The last card needs no choice.
		for _, c := range p.Deck[:k] {
			if !slices.Contains(r.placed, c) {
				r.placed = append(r.placed, c)
			}
		}
		copy(p.Deck[:k], r.placed)
		g.note(EvOrder, looker, who, k)
		return true
	}
	var rest []CardID
	for _, c := range p.Deck[:k] {
		if !slices.Contains(r.placed, c) {
			rest = append(rest, c)
		}
	}
	g.pending = Decision{Kind: DecideOrder, Seat: looker, Victim: who, N: r.left, Cards: rest}
	return false
}

// choose goes on with the instruction waiting for a choice.
func (g *Game) choose(c CardID) {
	r := g.res
	d := g.pending
	switch d.Kind {
	case DecideDiscard:
		g.discard(d.Seat, c)
	case DecideDestroy:
		g.destroy(d.Victim, c)
	case DecideOrder:
		r.placed = append(r.placed, c)
	}
	r.left--
	if !g.step(r, r.ops[r.pc]) {
		return
	}
	r.pc++
	r.started, r.left, r.placed = false, 0, nil
	g.run()
}

// finish puts the resolved card away and says what happens next.
func (g *Game) finish(r *resolution) {
	g.res = nil
	if r.trap {
		g.toDiscard(r.you, r.card)
		if g.cast.countered {
			g.closeCast()
			return
		}
		g.pending = Decision{Kind: DecideResponse, Seat: g.cast.caster.Other(), Victim: g.cast.caster}
		return
	}
	g.closeCast()
}

// closeCast puts the spell on the table on top of its caster's discard pile.
func (g *Game) closeCast() {
	c := g.cast
	g.cast = nil
	g.toDiscard(c.caster, c.card)
	g.pending = Decision{Kind: DecideMain, Seat: g.active, Victim: NoSeat}
}

func (g *Game) toDiscard(s Seat, c CardID) {
	g.reveal(c)
	g.players[s].Discard = append(g.players[s].Discard, c)
	g.move(s, c, ZoneTable, ZoneDiscard)
}

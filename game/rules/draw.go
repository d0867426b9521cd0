package rules

import "slices"

// drawReq is a pending draw of N cards under the keep-half rule.
type drawReq struct {
	seat   Seat
	n      int
	source ObjID // the spell or ability source that makes s draw; NoObj for the draw step
}

// queueDraw makes s draw n cards because of source (NoObj: a turn-based
// draw). Plain draws happen at once; under the other rules they are
// queued and become choices. A resolving spell or ability stops after its draw effect
// until every queued draw is done (see advance), so what follows a draw on
// the card ("draw two, then discard one") happens after the keep-half choice.
func (g *Game) queueDraw(s Seat, n int, source ObjID) {
	if n <= 0 {
		return
	}
	if g.opts.Draw == DrawPlain {
		for i := 0; i < n; i++ {
			if !g.drawOne(s) {
				return
			}
		}
		return
	}
	g.draws = append(g.draws, drawReq{seat: s, n: n, source: source})
}

// nextDraw starts the first queued draw: under a row rule one card of
// the row chosen (nextRowDraw); under DrawKeepHalf it takes 2N cards and
// asks which N to keep.
func (g *Game) nextDraw() {
	if g.opts.Draw.RowDraw() {
		g.nextRowDraw()
		return
	}
	if g.opts.Draw == DrawRummy {
		g.nextRummyDraw()
		return
	}
	r := g.draws[0]
	g.draws = g.draws[1:]
	if g.players[r.seat].Lost {
		return
	}
	var took []ObjID
	for i := 0; i < 2*r.n; i++ {
		id, ok := g.takeTop(r.seat, true)
		if !ok {
			break
		}
		took = append(took, id)
	}
	switch {
	case len(took) == 0:
	case len(took) <= r.n:
		for _, id := range took {
			g.toHand(r.seat, id)
		}
	default:
		g.choice = &choiceState{purpose: ChooseKeep, seat: r.seat, count: r.n, cands: took, source: r.source}
	}
}

// takeDrawReq takes one card's draw off the first queued draw under a
// draw method that asks (a row or rummy): who draws, how many cards that
// draw still takes counting this one, and because of what. It is false
// when the drawer has left the game; their queued draws are dropped.
func (g *Game) takeDrawReq() (s Seat, n int, source ObjID, ok bool) {
	r := &g.draws[0]
	s, n, source = r.seat, r.n, r.source
	if r.n > 1 {
		r.n--
	} else {
		g.draws = g.draws[1:]
	}
	if g.players[s].Lost {
		g.draws = slices.DeleteFunc(g.draws, func(d drawReq) bool { return d.seat == s })
		return s, n, source, false
	}
	return s, n, source, true
}

// nothingToDraw ends a draw that finds nothing left to draw (n cards of
// it were still to come, this one included): the rest of it does not
// happen, or, with mill counters, the fewest counters win.
func (g *Game) nothingToDraw(n int) {
	if g.markMillOut() {
		g.draws = g.draws[:0] // no more draws: the game is about to end
		return
	}
	if n > 1 {
		g.draws = g.draws[1:]
	}
}

package rules

// openingState tracks the deal and mulligans before the first turn.
type openingState struct {
	order []Seat
	at    int // index in order of the seat deciding
}

func (g *Game) startOpening() {
	op := &openingState{order: g.seatOrder(g.firstTurn)}
	g.opening = op
	if g.opts.Draw.RowDraw() {
		g.dealRow(NoSeat)
		if g.opts.Start == StartCareful {
			for r := 0; r < 7; r++ {
				for _, s := range op.order {
					g.draws = append(g.draws, drawReq{seat: s, n: 1, source: NoObj})
				}
			}
			for _, s := range op.order {
				g.players[s].Kept = true
			}
			return
		}
	}
	switch g.opts.Deal {
	case DealRoundRobin:
		for r := 0; r < 7; r++ {
			for _, s := range op.order {
				g.drawOne(s)
			}
		}
	case DealDoubleRoundRobin:
		for r := 0; r < 7; r++ {
			for _, s := range op.order {
				g.drawOne(s)
				g.drawOne(s)
			}
		}
	default:
		n := 7
		if g.opts.Draw == DrawRummy {
			n = 14 // then each discards down to seven onto the common pile
		}
		for _, s := range op.order {
			for i := 0; i < n; i++ {
				g.drawOne(s)
			}
		}
	}
	for _, s := range op.order {
		g.players[s].DrewFromEmpty = false
	}
}

// openingStep sets the next opening decision; it reports false when the
// opening is over.
func (g *Game) openingStep() bool {
	op := g.opening
	if len(g.draws) > 0 {
		// A careful start's draws, or a quick start's draw for two cards
		// removed; advance comes back here afterwards.
		g.nextDraw()
		return false
	}
	for op.at < len(op.order) {
		s := op.order[op.at]
		p := &g.players[s]
		if extra := len(p.Hand) - g.openingHandSize(s); extra > 0 {
			purpose := ChooseBottom
			if g.opts.Draw == DrawRummy && p.Mulligans == 0 {
				purpose = ChoosePile
			}
			g.choice = &choiceState{purpose: purpose, seat: s, count: extra, source: NoObj, fromHand: true}
			return true
		}
		if !p.Kept && g.opts.Mulligan != MulliganNone && len(p.Hand) > 0 && !g.mulliganKept(s) {
			g.pending = Decision{Seat: s, Kind: DecideMulligan, Count: g.mulliganBottom(s), Source: NoObj}
			return true
		}
		if !p.Kept {
			// A keep forced by the mulligan limit still puts cards on the bottom.
			p.Kept = true
			continue
		}
		op.at++
	}
	g.opening = nil
	g.beginTurn(g.firstTurn, true)
	return false
}

// openingHandSize is the hand a seat ends with after putting cards back.
func (g *Game) openingHandSize(s Seat) int {
	p := &g.players[s]
	switch {
	case g.opts.Mulligan == MulliganDoubleDraw && p.Mulligans > 0:
		return 7 - p.Mulligans
	case (g.opts.Deal == DealDoubleRoundRobin || g.opts.Draw == DrawRummy) && p.Mulligans == 0:
		return 7
	case p.Kept:
		return 7 - p.Mulligans
	}
	return 1 << 30
}

// mulliganKept reports whether the seat has no more sensible mulligans.
func (g *Game) mulliganKept(s Seat) bool {
	if g.opts.Mulligan == MulliganRemoveTwo {
		return len(g.players[s].Hand) < 2
	}
	return g.players[s].Mulligans >= 6
}

// mulliganBottom is how many cards keeping now would put on the bottom.
func (g *Game) mulliganBottom(s Seat) int {
	if g.opts.Mulligan == MulliganLondon {
		return g.players[s].Mulligans
	}
	return 0
}

// applyMulligan handles ActKeep and ActMulligan.
func (g *Game) applyMulligan(a Action) {
	s := g.pending.Seat
	p := &g.players[s]
	if a.Kind == ActKeep {
		p.Kept = true
		g.emitObj(EvKeep, s, NoObj)
		return
	}
	p.Mulligans++
	g.emitObj(EvMulligan, s, NoObj)
	if g.opts.Mulligan == MulliganRemoveTwo {
		g.choice = &choiceState{purpose: ChooseRemove, seat: s, count: 2, source: NoObj, fromHand: true}
		return
	}
	if g.opts.Mulligan == MulliganDoubleDraw {
		g.doubleDrawMulligan(s)
		return
	}
	for len(p.Hand) > 0 {
		id := p.Hand[len(p.Hand)-1]
		g.putBottomQuietly(s, id)
	}
	g.shuffleLibrary(s)
	for i := 0; i < 7; i++ {
		g.drawOne(s)
	}
	p.DrewFromEmpty = false
}

// doubleDrawMulligan deals seat s's new hand under MulliganDoubleDraw: two
// fewer cards than the last, from the top of the library, and only then
// puts the old hand under the cards already on the bottom. Nothing is
// shuffled: the seats that put cards on the bottom in a known order keep
// that knowledge, which is what the rules give instead of a scry.
func (g *Game) doubleDrawMulligan(s Seat) {
	p := &g.players[s]
	old := append([]ObjID(nil), p.Hand...)
	for i := 0; i < 14-2*p.Mulligans; i++ {
		g.drawOne(s)
	}
	for i := len(old) - 1; i >= 0; i-- {
		g.putBottomQuietly(s, old[i])
	}
	p.DrewFromEmpty = false
}

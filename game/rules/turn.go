package rules

// advance runs the game forward until some seat must decide.
func (g *Game) advance() {
	for !g.over {
		if g.choice != nil {
			c := g.choice
			g.pending = Decision{Seat: c.seat, Kind: DecideChoice, Purpose: c.purpose, Count: c.count, Source: c.source, Options: c.options}
			return
		}
		if g.cast != nil {
			if g.cast.trigger && g.triggerStuck() {
				// A triggered ability with no legal choice left for a
				// target is removed from the game's stack.
				g.cast = nil
				g.sbaDue = true // its scheme, if any, is no longer busy
				continue
			}
			g.pending = g.cast.decision()
			return
		}
		if g.opening != nil {
			if g.openingStep() && g.choice == nil {
				return
			}
			continue
		}
		// Queued draws come before the rest of a resolution: a spell that
		// draws and then discards waits for its keep-half choices.
		if len(g.draws) > 0 {
			g.nextDraw()
			continue
		}
		if g.resolving != nil {
			g.continueResolve()
			continue
		}
		if !g.stepBegun {
			g.stepBegun = true
			g.beginStep()
			continue
		}
		if g.declare != nil {
			if g.declareStep() {
				return
			}
			continue
		}
		if g.stateBasedActions() {
			continue
		}
		if g.over {
			break
		}
		if len(g.trig) > 0 {
			g.putTriggers()
			continue
		}
		if !stepHasPriority(g.step) || (g.step == StepAttackers && !g.attacked) {
			g.nextStep()
			continue
		}
		if g.priority == NoSeat {
			g.priority = g.order[0]
			g.passes = 0
		}
		g.pendPriority(g.priority)
		return
	}
	g.pending = Decision{Seat: NoSeat, Kind: DecideNone, Source: NoObj}
}

// pendPriority makes the pending decision seat s's priority, as
// g.pending = Decision{Seat: s, Kind: DecidePriority, Source: NoObj}
// does, field by field and clearing the options only when they are set:
// a whole Decision, which holds strings, takes write barriers while a
// collection runs, and most decisions are these.
func (g *Game) pendPriority(s Seat) {
	d := &g.pending
	if len(d.Options[0]) != 0 || len(d.Options[1]) != 0 {
		d.Options = [2]string{}
	}
	d.Seat, d.Kind, d.Purpose, d.Count, d.Source, d.Ability, d.TargetIndex = s, DecidePriority, 0, 0, NoObj, 0, 0
}

func stepHasPriority(s Step) bool { return s != StepUntap && s != StepCleanup }

// turnOrder returns the seats in priority order for a turn of s: the active
// team's members first, then everyone else around the table. The list is
// made in the room of g.order, which it replaces: nothing keeps or loops
// over the old order while a turn order is made.
func (g *Game) turnOrder(s Seat) []Seat {
	var buf [MaxSeats]Seat
	all := g.appendSeatOrder(buf[:0], s)
	out := g.order[:0]
	for _, t := range all {
		if g.players[t].Team == g.players[s].Team {
			out = append(out, t)
		}
	}
	for _, t := range all {
		if g.players[t].Team != g.players[s].Team {
			out = append(out, t)
		}
	}
	return out
}

// isActive reports whether s takes part in the current turn as an active player.
func (g *Game) isActive(s Seat) bool {
	if s == g.active {
		return true
	}
	return g.opts.SharedTeamTurns && g.players[s].Team == g.players[g.active].Team && !g.players[s].Lost
}

// activeSeats lists the active players (several with shared team turns).
// The active players come first in the priority order, so this is a prefix
// of it and allocates nothing.
func (g *Game) activeSeats() []Seat {
	n := 0
	for n < len(g.order) && g.isActive(g.order[n]) {
		n++
	}
	return g.order[:n]
}

func (g *Game) beginTurn(s Seat, first bool) {
	if !first && g.opts.MaxTurns > 0 && g.turn >= g.opts.MaxTurns {
		g.endGame(-1)
		return
	}
	g.turn++
	g.manaChanged() // summoning sickness
	g.active = s
	g.order = g.turnOrder(s)
	g.step = StepUntap
	g.stepBegun = false
	g.priority = NoSeat
	g.passes = 0
	g.attacked = false
	for i := range g.players {
		g.players[i].LandsPlayed = 0
		g.players[i].LifeGained = 0
		if g.isActive(Seat(i)) {
			g.players[i].LastTurn = g.turn
		}
	}
	g.emit(Event{Kind: EvTurn, Seat: s, Obj: NoObj, Other: NoObj, Target: noTarget, Amount: g.turn})
}

// nextTurn starts the turn of the next seat (or team) in turn order.
func (g *Game) nextTurn() {
	n := len(g.players)
	for i := 1; i <= n; i++ {
		t := Seat((int(g.active) + i) % n)
		if g.players[t].Lost {
			continue
		}
		if g.opts.SharedTeamTurns && g.players[t].Team == g.players[g.active].Team {
			continue
		}
		g.beginTurn(g.teamLead(t), false)
		return
	}
	g.beginTurn(g.active, false)
}

// teamLead returns the first seat still playing of s's team (with shared team turns), or s.
func (g *Game) teamLead(s Seat) Seat {
	if !g.opts.SharedTeamTurns {
		return s
	}
	for i := range g.players {
		if g.players[i].Team == g.players[s].Team && !g.players[i].Lost {
			return Seat(i)
		}
	}
	return s
}

func (g *Game) nextStep() {
	for i := range g.players {
		g.players[i].Pool.Empty()
	}
	g.priority = NoSeat
	g.passes = 0
	if g.step == StepEndCombat {
		g.clearCombat()
	}
	if g.step == StepCleanup {
		g.nextTurn()
		return
	}
	g.step++
	switch g.step {
	case StepBlockers, StepDamage:
		if !g.attacked {
			g.step = StepEndCombat
		}
	case StepFirstStrike:
		if !g.attacked {
			g.step = StepEndCombat
		} else if !g.anyFirstStrike() {
			g.step = StepDamage
		}
	}
	g.stepBegun = false
	g.emit(Event{Kind: EvStep, Seat: g.active, Obj: NoObj, Other: NoObj, Target: noTarget, Amount: int(g.step)})
}

// beginStep performs the step's turn-based actions.
func (g *Game) beginStep() {
	switch g.step {
	case StepUntap:
		for _, id := range g.bf {
			o := &g.objs[id]
			if o.Tapped && g.isActive(o.Controller) {
				o.Tapped = false
				g.untapChanged(o.Controller)
				g.emitObj(EvUntap, o.Controller, id)
			}
		}
	case StepUpkeep:
		g.triggerStep(0)
	case StepDraw:
		if g.turn == 1 && g.skipsFirstDraw() {
			return
		}
		for _, s := range g.activeSeats() {
			g.queueDraw(s, 1, NoObj)
		}
	case StepMain1:
		for _, s := range g.activeSeats() {
			g.setSchemeInMotion(s)
		}
	case StepAttackers:
		g.startDeclare(true)
	case StepBlockers:
		g.startDeclare(false)
	case StepFirstStrike, StepDamage:
		if g.askDamageOrder(g.step == StepFirstStrike) {
			g.stepBegun = false // damage is dealt once the order is chosen
			return
		}
		g.combatDamage(g.step == StepFirstStrike)
	case StepEnd:
		g.triggerStep(1)
	case StepCleanup:
		g.cleanup()
	}
}

// cleanup discards down to hand size, removes damage and ends "until end of turn" effects.
func (g *Game) cleanup() {
	max := g.opts.HandSize
	if max == 0 {
		max = 7
	}
	for _, s := range g.activeSeats() {
		if extra := len(g.players[s].Hand) - max; max > 0 && extra > 0 {
			g.choice = &choiceState{purpose: ChooseCleanupDiscard, seat: s, count: extra, fromHand: true, source: NoObj}
			// Damage is removed after the discard: the choice interrupts, and
			// cleanup runs again (stepBegun stays false) once it is made.
			g.stepBegun = false
			return
		}
	}
	for _, id := range g.bf {
		g.objs[id].Damage = 0
		g.objs[id].DeathTouch = false
	}
	if len(g.pumps) > 0 {
		g.pumps = g.pumps[:0]
		g.touch()
	}
}

// skipsFirstDraw reports whether the first turn has no draw (rule 103.8):
// in a two-player game, and in a game of two teams sharing their turns
// whose first team has several players (Two-Headed Giant); in every other
// multiplayer game, the Archenemy variant among them, nobody skips it.
func (g *Game) skipsFirstDraw() bool {
	if len(g.players) == 2 {
		return true
	}
	if !g.opts.SharedTeamTurns || g.countTeams() != 2 {
		return false
	}
	return len(g.activeSeats()) > 1
}

func (g *Game) countTeams() int {
	n := 0
	for i := range g.players {
		p := &g.players[i]
		if p.Lost {
			continue
		}
		first := true // the first seat still playing of its team (any int)
		for j := 0; j < i && first; j++ {
			first = g.players[j].Lost || g.players[j].Team != p.Team
		}
		if first {
			n++
		}
	}
	return n
}

// pass handles ActPass.
func (g *Game) pass() {
	g.passes++
	if g.passes >= len(g.order) {
		g.passes = 0
		g.priority = NoSeat
		if len(g.stack) > 0 {
			g.startResolve()
			return
		}
		g.nextStep()
		return
	}
	for i, s := range g.order {
		if s == g.priority {
			g.priority = g.order[(i+1)%len(g.order)]
			return
		}
	}
	g.priority = g.order[0]
}

package rules

import "github.com/kitchentable/kitchentable/game/card"

// stateBasedActions performs one round of state-based actions, all at once.
// It reports whether anything happened (the caller checks again). It is
// small enough to be inlined where it is called, most often with nothing
// due; checkStateBased does the work.
func (g *Game) stateBasedActions() bool {
	return g.sbaDue && g.checkStateBased()
}

// checkStateBased is stateBasedActions when something changed that
// state-based actions look at.
func (g *Game) checkStateBased() bool {
	g.refresh()
	if g.millOut {
		g.millVictory()
		return true
	}
	did := false
	var loserBuf [MaxSeats]Seat
	losers := loserBuf[:0]
	for i := range g.players {
		p := &g.players[i]
		if p.Lost {
			continue
		}
		if p.Life <= 0 || p.DrewFromEmpty {
			losers = append(losers, Seat(i))
		}
	}
	var dyingBuf [16]ObjID
	dying := dyingBuf[:0]
	for _, id := range g.bodyPerms() {
		o := &g.objs[id]
		dies := o.Types.Has(card.Creature) &&
			(o.Toughness <= 0 || !o.Keywords.Has(card.Indestructible) && (o.Damage >= o.Toughness || (o.DeathTouch && o.Damage > 0)))
		if dies {
			dying = append(dying, id)
		}
		if o.Def.IsAura() {
			if !dies && o.LandDef == nil {
				t := o.AttachedTo
				if t == NoObj || g.objs[t].Zone != ZoneBattlefield || !g.matchesKind(o.Def.Enchant.Kind, &g.objs[t]) {
					dying = append(dying, id)
				}
			}
		} else if o.AttachedTo != NoObj {
			// Equipment attached to something that is gone or no longer a
			// creature becomes unattached.
			t := &g.objs[o.AttachedTo]
			if t.Zone != ZoneBattlefield || !t.Types.Has(card.Creature) {
				o.AttachedTo = NoObj
				g.touch()
				did = true
			}
		}
	}
	for _, id := range dying {
		if g.objs[id].Zone == ZoneBattlefield {
			g.move(id, ZoneGraveyard, false)
			did = true
		}
	}
	if g.legendRule() {
		return true
	}
	if g.schemeSBA() {
		did = true
	}
	// Everyone who loses now loses at once: if nobody is left, it is a draw,
	// not a win for whoever was removed last.
	for _, s := range losers {
		g.players[s].Lost = true
	}
	for _, s := range losers {
		g.lose(s)
		did = true
	}
	if !did {
		g.sbaDue = false
	}
	return did
}

// legendRule asks a player to choose which of two same-named legendary
// permanents to keep.
func (g *Game) legendRule() bool {
	if g.legendCount() < 2 {
		return false
	}
	var buf [16]ObjID
	legends := buf[:0]
	for _, a := range g.bf {
		if g.objs[a].Base().Super.Has(card.Legendary) {
			legends = append(legends, a)
		}
	}
	for i, a := range legends {
		ao := &g.objs[a]
		var cands []ObjID
		for _, b := range legends[i+1:] {
			bo := &g.objs[b]
			if bo.Controller == ao.Controller && bo.Name() == ao.Name() {
				cands = append(cands, b)
			}
		}
		if len(cands) > 0 {
			g.choice = &choiceState{purpose: ChooseLegend, seat: ao.Controller, count: 1, cands: append([]ObjID{a}, cands...), source: a}
			return true
		}
	}
	return false
}

// lose removes a seat from the game with everything it owns.
func (g *Game) lose(s Seat) {
	p := &g.players[s]
	p.Lost = true
	p.LostTurn = g.turn
	g.emitObj(EvLose, s, NoObj)
	if p.Conceded {
		g.events[len(g.events)-1].Amount = 1
	}
	ownLibrary := g.opts.Library == OwnLibrary && g.libraryOwner(s) == s
	for i := range g.objs {
		o := &g.objs[i]
		if o.Zone == ZoneNone || (o.Owner != s && o.Controller != s) {
			continue
		}
		if (o.Zone == ZoneLibrary && g.opts.Library == SharedLibrary) || o.Zone == ZoneRow || o.Zone == ZoneRemoved || o.Zone == ZonePile {
			continue
		}
		id := ObjID(i)
		if !ownsListCleared(o, s, ownLibrary) {
			g.detach(id)
		}
		if o.Zone == ZoneBattlefield {
			g.leaveBattlefield(id)
		}
		o.Zone = ZoneNone
		o.Shown = false
		o.Stamp++
	}
	for i := len(g.stack) - 1; i >= 0; i-- {
		if g.stack[i].controller == s {
			g.stack = append(g.stack[:i], g.stack[i+1:]...)
		}
	}
	kept := g.trig[:0]
	for _, t := range g.trig {
		if t.controller != s {
			kept = append(kept, t)
		}
	}
	g.trig = kept
	p.Hand, p.Graveyard, p.Exile, p.Command = p.Hand[:0], p.Graveyard[:0], p.Exile[:0], p.Command[:0]
	g.handChanged(s)
	p.KnownSchemes = 0
	if g.opts.Library == OwnLibrary {
		p.Library = p.Library[:0]
	}
	p.Pool.Empty()
	g.touch()
	if g.cast != nil && g.cast.seat == s {
		g.cast = nil
	}
	if g.choice != nil && g.choice.seat == s {
		g.choice = nil
	}
	if g.resolving != nil && g.resolving.item.controller == s {
		g.resolving = nil
	}
	g.checkGameOver()
	if g.over {
		return
	}
	g.order = g.turnOrder(g.active)
	if g.players[g.active].Lost {
		if lead := g.teamLead(g.active); g.opts.SharedTeamTurns && !g.players[lead].Lost {
			g.active = lead
			g.order = g.turnOrder(lead)
		} else {
			// The turn ends at once; the next seat in turn order goes on.
			g.order = g.turnOrder(g.active)
			g.declare = nil
			g.step = StepCleanup
			g.stepBegun = false // damage and "until end of turn" effects still end
		}
	}
	if g.declare != nil {
		d := g.declare
		for i := d.at; i < len(d.seats); i++ {
			if d.seats[i] == s {
				d.seats = append(d.seats[:i], d.seats[i+1:]...)
				break
			}
		}
	}
	if g.priority == s || g.priority != NoSeat && g.players[g.priority].Lost {
		g.priority = NoSeat
	}
	g.passes = 0
}

// ownsListCleared reports whether object o, which leaves the game with
// seat s, is in one of s's own zone lists that lose empties at the end
// (its hand, graveyard, exile, command zone, and its library when it has
// its own), so that taking it out of the list one by one is no use.
func ownsListCleared(o *Object, s Seat, ownLibrary bool) bool {
	if o.Owner != s {
		return false
	}
	switch o.Zone {
	case ZoneHand, ZoneGraveyard, ZoneExile, ZoneCommand:
		return true
	case ZoneLibrary:
		return ownLibrary
	}
	return false
}

// checkGameOver ends the game when one team or none is left.
func (g *Game) checkGameOver() {
	switch g.countTeams() {
	case 0:
		g.endGame(-1)
	case 1:
		for i := range g.players {
			if !g.players[i].Lost {
				g.endGame(g.players[i].Team)
				return
			}
		}
	}
}

func (g *Game) endGame(team int) {
	if g.over {
		return
	}
	g.over = true
	g.winTeam = team
	g.cast, g.choice, g.resolving, g.declare = nil, nil, nil, nil
	seat := NoSeat
	for i := range g.players {
		if g.players[i].Team == team {
			seat = Seat(i)
			break
		}
	}
	g.emitObj(EvWin, seat, NoObj)
	g.pending = Decision{Seat: NoSeat, Kind: DecideNone, Source: NoObj}
}

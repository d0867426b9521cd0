package rules

// libraryOwner returns the seat whose library s draws from.
func (g *Game) libraryOwner(s Seat) Seat {
	if g.opts.Library == SharedLibrary {
		return 0
	}
	return s
}

// library returns the library s draws from.
func (g *Game) library(s Seat) *[]ObjID { return &g.players[g.libraryOwner(s)].Library }

// zoneList returns the list that holds an object in zone z owned by s.
func (g *Game) zoneList(z Zone, s Seat) *[]ObjID {
	p := &g.players[s]
	switch z {
	case ZoneLibrary:
		return g.library(s)
	case ZoneHand:
		return &p.Hand
	case ZoneGraveyard:
		return &p.Graveyard
	case ZoneExile:
		return &p.Exile
	case ZoneCommand:
		return &p.Command
	case ZoneBattlefield:
		return &g.bf
	case ZoneRow:
		return &g.row
	case ZoneRemoved:
		return &g.removed
	case ZonePile:
		return &g.pile
	}
	return nil
}

func removeID(list *[]ObjID, id ObjID) bool {
	l := *list
	for i := len(l) - 1; i >= 0; i-- {
		if l[i] == id {
			copy(l[i:], l[i+1:])
			*list = l[:len(l)-1]
			return true
		}
	}
	return false
}

// detach takes an object out of whatever zone list holds it.
func (g *Game) detach(id ObjID) {
	o := &g.objs[id]
	if o.Zone == ZoneBattlefield {
		g.permLeaving(id)
		g.manaChanged()
	}
	switch o.Zone {
	case ZoneStack:
		for i := range g.stack {
			if g.stack[i].obj == id && g.stack[i].isSpell {
				g.stack = append(g.stack[:i], g.stack[i+1:]...)
				break
			}
		}
	case ZoneLooking, ZoneNone:
	case ZoneLibrary:
		if !removeID(g.library(o.Owner), id) {
			for s := range g.players {
				if removeID(&g.players[s].Library, id) {
					break
				}
			}
		}
	default:
		removeID(g.zoneList(o.Zone, o.Owner), id)
		if o.Zone == ZoneHand {
			g.handChanged(o.Owner)
		}
	}
}

// move puts an object into a zone (on top, or at the bottom of a library).
// It handles leaving the battlefield, tokens ceasing to exist, and triggers.
func (g *Game) move(id ObjID, to Zone, bottom bool) {
	o := &g.objs[id]
	from := o.Zone
	g.detach(id)
	if from == ZoneBattlefield {
		g.leaveBattlefield(id)
	}
	// Whether a creature died is decided by what it was on the battlefield:
	// a creature card played as a land (Landless) does not die.
	died := from == ZoneBattlefield && to == ZoneGraveyard && o.Base().IsCreature()
	if from == ZoneBattlefield || from == ZoneExile {
		if to != ZoneBattlefield && to != ZoneExile {
			o.LandDef = nil
		}
	}
	o.Stamp++
	o.Timestamp = g.newTimestamp()
	if from == ZoneHand {
		o.Seen |= 1 << o.Owner // its owner knew it, wherever it goes
	}
	o.Zone = to
	o.Shown = false
	o.resetCharacteristics()
	if to.public() {
		o.Seen = allSeats
	}
	if from == ZoneBattlefield || to == ZoneBattlefield || from == ZoneCommand || to == ZoneCommand {
		// Characteristics, mana sources, cost changes and state-based
		// actions depend only on the battlefield and the command zone.
		g.touch()
	}
	g.events = append(g.events, Event{Kind: EvMove, Seat: o.Owner, Obj: id, Other: NoObj, Target: noTarget, From: from, To: to})
	if died {
		g.checkDies(id)
	}
	if (o.Token && to != ZoneBattlefield) || (o.Copy && to != ZoneStack) {
		o.Zone = ZoneNone
		return
	}
	switch to {
	case ZoneBattlefield:
		o.Controller = o.Owner
		g.bf = append(g.bf, id)
		g.permEntered(id)
		g.manaChanged()
		o.SickTurn = int32(g.turn)
		if o.Base().EntersTapped {
			o.Tapped = true
			g.manaChanged()
		}
		g.checkEnters(id)
	case ZoneLibrary, ZoneRow, ZoneRemoved, ZonePile:
		o.Owner = g.libraryOwner(o.Owner)
		o.Controller = o.Owner
		lib := g.zoneList(to, o.Owner)
		if bottom {
			*lib = append(*lib, 0)
			copy((*lib)[1:], *lib)
			(*lib)[0] = id
		} else {
			*lib = append(*lib, id)
		}
	case ZoneStack, ZoneLooking, ZoneNone:
	default:
		o.Controller = o.Owner
		l := g.zoneList(to, o.Owner)
		*l = append(*l, id)
		if to == ZoneHand {
			g.handChanged(o.Owner)
		}
	}
}

// leaveBattlefield clears everything a permanent had only while on the battlefield.
func (g *Game) leaveBattlefield(id ObjID) {
	o := &g.objs[id]
	o.Tapped = false
	g.manaChanged()
	o.Damage = 0
	o.Plus = 0
	o.DeathTouch = false
	o.AttachedTo = NoObj
	o.Attacking = NoSeat
	o.Blocked = false
	o.BlockingObj = NoObj
	o.BlockRank = 0
	for _, b := range g.bodyPerms() {
		if g.objs[b].BlockingObj == id {
			g.objs[b].BlockingObj = NoObj
		}
	}
}

// draw makes s draw one card the plain way. It reports false when the
// library was empty (and applies the empty-library rule).
func (g *Game) drawOne(s Seat) bool {
	lib := g.library(s)
	if len(*lib) == 0 && !g.emptyLibraryDraw(s) {
		return false
	}
	g.millCounter(s, 1)
	l := *lib
	id := l[len(l)-1]
	*lib = l[:len(l)-1]
	o := &g.objs[id]
	o.Owner = s
	o.Controller = s
	o.Zone = ZoneHand
	o.Seen |= 1 << s
	o.Stamp++
	g.players[s].Hand = append(g.players[s].Hand, id)
	g.handChanged(s)
	g.events = append(g.events, Event{Kind: EvDraw, Seat: s, Obj: id, Other: NoObj, Target: noTarget, From: ZoneLibrary, To: ZoneHand})
	return true
}

// takeTop moves the top card of s's library to the looking area (for double
// draw and scry), applying the empty-library rule like a draw when drawing.
func (g *Game) takeTop(s Seat, drawing bool) (ObjID, bool) {
	lib := g.library(s)
	if len(*lib) == 0 && (!drawing || !g.emptyLibraryDraw(s)) {
		return NoObj, false
	}
	l := *lib
	id := l[len(l)-1]
	*lib = l[:len(l)-1]
	o := &g.objs[id]
	o.Zone = ZoneLooking
	o.Seen |= 1 << s // the seat looks at it
	o.Stamp++
	return id, true
}

// emptyLibraryDraw applies the empty-library rule when s must draw from an
// empty library; it reports whether the library has cards again.
func (g *Game) emptyLibraryDraw(s Seat) bool {
	switch g.opts.EmptyLibrary {
	case EmptyLose:
		g.players[s].DrewFromEmpty = true
		g.sbaDue = true
	case EmptyReshuffleGraveyards:
		return g.reshuffleGraveyards()
	case EmptyReshuffleRemoved:
		return g.reshuffleRemoved()
	}
	return false
}

// refillLibrary applies the empty-library rule when a Live-Draft draw
// method needs a card from the empty library: nobody loses. It reports
// whether the library has cards again.
func (g *Game) refillLibrary() bool {
	switch g.opts.EmptyLibrary {
	case EmptyReshuffleGraveyards:
		return g.reshuffleGraveyards()
	case EmptyReshuffleRemoved:
		return g.reshuffleRemoved()
	}
	return false
}

// reshuffleRemoved shuffles the cards removed from the game by the draw
// method into the (shared) library (an EvReshuffle with Seat NoSeat and
// From ZoneRemoved).
func (g *Game) reshuffleRemoved() bool {
	if len(g.removed) == 0 {
		return false
	}
	lib := g.library(0)
	n := len(g.removed)
	for _, id := range g.removed {
		o := &g.objs[id]
		o.Zone = ZoneLibrary
		o.Stamp++
		o.Owner = g.libraryOwner(0)
		o.Controller = o.Owner
		*lib = append(*lib, id)
	}
	g.removed = g.removed[:0]
	g.shuffleHidden(*lib)
	g.emit(Event{Kind: EvReshuffle, Seat: NoSeat, Obj: NoObj, Other: NoObj, Target: noTarget, From: ZoneRemoved, To: ZoneLibrary, Amount: n})
	return true
}

// millCounter gives s n mill counters under Options.MillCounters.
func (g *Game) millCounter(s Seat, n int) {
	if g.opts.MillCounters && s >= 0 && n > 0 {
		g.players[s].MillCounters += n
	}
}

// millOut marks, under Options.MillCounters, that a player must draw and
// library and row (or pile) are exhausted; it reports whether the option
// is on. The game ends at the next check of state-based actions
// (millVictory), so a spell that was drawing finishes resolving first.
func (g *Game) markMillOut() bool {
	if !g.opts.MillCounters {
		return false
	}
	g.millOut = true
	g.sbaDue = true
	return true
}

// MillOut reports whether, under Options.MillCounters, a draw found the
// library and the row (or pile) exhausted: the game ends, or has ended, by
// mill counters, the fewest winning.
func (g *Game) MillOut() bool { return g.millOut }

// millVictory ends the game: the team of the player with the fewest mill
// counters wins; a tie between teams is a draw.
func (g *Game) millVictory() {
	best, team := -1, -1
	for i := range g.players {
		p := &g.players[i]
		switch {
		case p.Lost:
		case best < 0 || p.MillCounters < best:
			best, team = p.MillCounters, p.Team
		case p.MillCounters == best && p.Team != team:
			team = -1
		}
	}
	g.endGame(team)
}

// reshuffleGraveyards shuffles every graveyard into the (shared) library.
func (g *Game) reshuffleGraveyards() bool {
	lib := g.library(0)
	n := 0
	for s := range g.players {
		p := &g.players[s]
		for _, id := range p.Graveyard {
			o := &g.objs[id]
			o.Zone = ZoneLibrary
			o.Stamp++
			o.Owner = g.libraryOwner(Seat(s))
			*lib = append(*lib, id)
			n++
		}
		p.Graveyard = p.Graveyard[:0]
	}
	if n == 0 {
		return false
	}
	g.shuffleHidden(*lib)
	g.emit(Event{Kind: EvReshuffle, Seat: NoSeat, Obj: NoObj, Other: NoObj, Target: noTarget, Amount: n})
	return true
}

func (g *Game) shuffle(l []ObjID) {
	g.rng.Shuffle(len(l), func(i, j int) { l[i], l[j] = l[j], l[i] })
}

func (g *Game) shuffleLibrary(s Seat) {
	g.shuffleHidden(*g.library(s))
	g.emitObj(EvShuffle, s, NoObj)
}

// putBottom puts a card from the looking area or hand on the bottom of the
// library s uses (an EvMove with Amount 1 says so).
func (g *Game) putBottom(s Seat, id ObjID) {
	g.events = append(g.events, Event{Kind: EvMove, Seat: s, Obj: id, Other: NoObj, Target: noTarget,
		From: g.objs[id].Zone, To: ZoneLibrary, Amount: 1})
	g.putBottomQuietly(s, id)
}

// putBottomQuietly is putBottom without an event (a mulligan's hand going back).
func (g *Game) putBottomQuietly(s Seat, id ObjID) {
	o := &g.objs[id]
	if o.Zone == ZoneHand {
		removeID(&g.players[o.Owner].Hand, id)
		g.handChanged(o.Owner)
	}
	lib := g.library(s)
	*lib = append(*lib, 0)
	copy((*lib)[1:], *lib)
	(*lib)[0] = id
	o.Seen |= 1 << s // s put it there from its hand or from what it looked at
	o.Zone = ZoneLibrary
	o.Shown = false
	o.Owner = g.libraryOwner(s)
	o.Controller = o.Owner
	o.Stamp++
}

// toHand puts a card from the looking area into s's hand.
func (g *Game) toHand(s Seat, id ObjID) { g.toHandFrom(s, id, ZoneLibrary, 0) }

// toHandFrom is toHand for a card drawn from zone from, at place at of it
// (the EvDraw's Amount).
func (g *Game) toHandFrom(s Seat, id ObjID, from Zone, at int) {
	o := &g.objs[id]
	o.Zone = ZoneHand
	o.Owner = s
	o.Controller = s
	o.Stamp++
	g.players[s].Hand = append(g.players[s].Hand, id)
	g.handChanged(s)
	g.events = append(g.events, Event{Kind: EvDraw, Seat: s, Obj: id, Other: NoObj, Target: noTarget, From: from, To: ZoneHand, Amount: at})
}

// takeShown puts the face-up card id of a public zone (the row, the
// rummy pile) into s's hand: s owns it, and everyone saw it taken.
func (g *Game) takeShown(s Seat, id ObjID, from Zone, at int) {
	g.toHandFrom(s, id, from, at)
	o := &g.objs[id]
	o.Timestamp = g.newTimestamp()
	o.Shown = true
	g.touch()
}

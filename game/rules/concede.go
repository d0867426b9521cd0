package rules

// A seat may concede at any time while it is still in the game, whoever
// must decide: it loses at once and leaves the game as a seat that loses
// does, and the others play on while more than one team is left.
// Concessions are not among Legal's actions, which are the pending
// decision's, so that computer players and random playouts never
// concede; Apply takes them as it takes a legal action, and a record
// replays them.

// Concede returns the action of seat s conceding.
func Concede(s Seat) Action { return Action{Kind: ActConcede, Obj: NoObj, Target: PlayerTarget(s)} }

// CanConcede reports whether seat s may concede now: the game is not over
// and s has not left it.
func (g *Game) CanConcede(s Seat) bool {
	return !g.over && s >= 0 && int(s) < len(g.players) && !g.players[s].Lost
}

// Concessions appends to dst the concessions that may be applied now, one
// for each seat still in the game, in seat order.
func (g *Game) Concessions(dst []Action) []Action {
	for i := range g.players {
		if g.CanConcede(Seat(i)) {
			dst = append(dst, Concede(Seat(i)))
		}
	}
	return dst
}

// applyConcession carries out a concession, or refuses one that is not
// allowed now without changing anything.
func (g *Game) applyConcession(a Action) ([]Event, error) {
	s := a.Target.Player
	if a != Concede(s) || !g.CanConcede(s) {
		return nil, ErrIllegal
	}
	g.events = g.events[:0]
	g.legalFresh = false
	g.players[s].Conceded = true
	if c := g.choice; c != nil && c.seat == s {
		// The cards the seat was looking at to choose among go back to
		// the bottom of the library they came from (with its own library
		// they leave the game with it).
		looked := append(append([]ObjID(nil), c.cands...), c.kept...)
		for _, id := range looked {
			if g.objs[id].Zone == ZoneLooking {
				g.move(id, ZoneLibrary, true)
			}
		}
	}
	spell := NoObj
	if r := g.resolving; r != nil && r.item.isSpell {
		spell = r.item.obj
	}
	g.lose(s)
	if spell != NoObj && g.objs[spell].Zone == ZoneStack && (g.over || g.resolving == nil) {
		// A spell stops resolving halfway (its caster conceded, or the
		// game ended): it goes to its owner's graveyard.
		g.move(spell, ZoneGraveyard, false)
	}
	g.advance()
	return g.events, nil
}

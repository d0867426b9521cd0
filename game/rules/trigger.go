package rules

import "github.com/kitchentable/kitchentable/game/card"

// pendingTrigger is a triggered ability waiting to be put on the stack.
type pendingTrigger struct {
	source     ObjID
	stamp      uint32
	controller Seat
	ability    int16
	amount     int16
	def        *card.Def // the definition whose ability this is
	player     Seat      // the player the trigger names ("that player"), or NoSeat
}

// queueTriggers adds every ability of id with trigger kind k.
func (g *Game) queueTriggers(id ObjID, k card.TriggerKind, controller Seat, amount int) {
	g.queueTriggersNaming(id, k, controller, amount, NoSeat, nil)
}

// queueTriggersNaming adds every ability of id with trigger kind k whose
// cast filter matches spell (when spell is not nil); "that player" is
// player.
func (g *Game) queueTriggersNaming(id ObjID, k card.TriggerKind, controller Seat, amount int, player Seat, spell *card.Def) {
	d := g.objs[id].Base()
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		if ab.Kind == card.Triggered && ab.Trigger == k && (spell == nil || spellMatches(ab.CastFilter, spell)) {
			g.trig = append(g.trig, pendingTrigger{source: id, stamp: g.objs[id].Stamp, controller: controller, ability: int16(i),
				amount: int16(amount), def: d, player: player})
			g.emitObj(EvTrigger, controller, id)
		}
	}
}

// seatTriggers queues the k triggers of everything seat s controls that
// has abilities: its permanents and its face-up schemes (rule 904.8: a
// face-up scheme's abilities work from the command zone, and its owner
// controls it).
func (g *Game) seatTriggers(s Seat, k card.TriggerKind, amount int, player Seat, spell *card.Def) {
	if g.players[s].Lost {
		return
	}
	for _, id := range g.trigPerms() {
		if g.objs[id].Controller == s {
			g.queueTriggersNaming(id, k, s, amount, player, spell)
		}
	}
	for _, id := range g.players[s].Command {
		if !g.objs[id].FaceDown {
			g.queueTriggersNaming(id, k, s, amount, player, spell)
		}
	}
}

func (g *Game) checkEnters(id ObjID) { g.queueTriggers(id, card.OnEnters, g.objs[id].Controller, 0) }

// checkDies queues the dies triggers of a creature that just left the
// battlefield, using its abilities as it last existed there.
func (g *Game) checkDies(id ObjID) {
	o := &g.objs[id]
	d := o.Def
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		if ab.Kind == card.Triggered && ab.Trigger == card.OnDies {
			g.trig = append(g.trig, pendingTrigger{source: id, stamp: o.Stamp, controller: o.Controller, ability: int16(i), def: d})
			g.emitObj(EvTrigger, o.Controller, id)
		}
	}
}

// checkCast queues "whenever you cast" triggers for a spell s just cast,
// and the "whenever an opponent casts" triggers of s's opponents.
func (g *Game) checkCast(s Seat, spell ObjID) {
	d := g.objs[spell].Def
	g.seatTriggers(s, card.OnCast, 0, NoSeat, d)
	var buf [MaxSeats]Seat
	for _, t := range g.appendSeatOrder(buf[:0], g.active) {
		if g.opponents(s, t) {
			g.seatTriggers(t, card.OnOpponentCasts, 0, s, d)
		}
	}
}

// checkGainLife queues "whenever you gain life" triggers.
func (g *Game) checkGainLife(s Seat, n int) {
	g.seatTriggers(s, card.OnGainLife, n, NoSeat, nil)
}

// checkOpponentAttacks queues "whenever an opponent attacks you"
// triggers once attackers are declared: for each attacked seat, once for
// each opponent who attacks it with one or more creatures.
func (g *Game) checkOpponentAttacks() {
	for _, def := range g.order {
		for _, att := range g.order {
			if !g.opponents(att, def) {
				continue
			}
			for _, id := range g.bodyPerms() { // only bodies attack
				if o := &g.objs[id]; o.Attacking == def && o.Controller == att {
					g.seatTriggers(def, card.OnOpponentAttacks, 0, att, nil)
					break
				}
			}
		}
	}
}

// checkCombatDamageToPlayer queues "whenever a creature an opponent
// controls deals combat damage to you" triggers of the player t that
// creature src dealt n combat damage to.
func (g *Game) checkCombatDamageToPlayer(src ObjID, t Seat, n int) {
	c := g.objs[src].Controller
	if g.objs[src].Types.Has(card.Creature) && g.opponents(c, t) {
		g.seatTriggers(t, card.OnCombatDamageToYou, n, c, nil)
	}
}

// triggerStep queues upkeep (which 0) or end step (which 1) triggers of
// the active players; at upkeep also the "each opponent's upkeep"
// triggers of the other seats, once for each active player who is their
// opponent (with shared team turns every team member has an upkeep).
func (g *Game) triggerStep(which int) {
	k := card.OnUpkeep
	if which == 1 {
		k = card.OnEndStep
	}
	for _, id := range g.trigPerms() {
		if o := &g.objs[id]; g.isActive(o.Controller) {
			g.queueTriggers(id, k, o.Controller, 0)
		}
	}
	for _, s := range g.activeSeats() {
		for _, id := range g.players[s].Command {
			if o := &g.objs[id]; !o.FaceDown {
				g.queueTriggers(id, k, s, 0)
			}
		}
	}
	if which != 0 {
		return
	}
	for _, t := range g.order {
		if g.isActive(t) {
			continue
		}
		for _, s := range g.activeSeats() {
			if g.opponents(s, t) {
				g.seatTriggers(t, card.OnOpponentUpkeep, 0, s, nil)
			}
		}
	}
}

// putTriggers puts waiting triggers on the stack in APNAP order: the active
// player's first (so they resolve last), each player ordering their own.
func (g *Game) putTriggers() {
	for _, s := range g.order {
		n, first := 0, -1
		for i, t := range g.trig {
			if t.controller == s {
				if first < 0 {
					first = i
				}
				n++
			}
		}
		if n == 0 {
			continue
		}
		if n == 1 {
			g.stackTrigger(first)
			return
		}
		g.choice = &choiceState{purpose: ChooseTriggerOrder, seat: s, count: 1, source: NoObj}
		return
	}
	// Triggers of players who left the game are dropped.
	g.trig = g.trig[:0]
}

// TriggerOrderMatters reports whether the trigger order now being chosen
// (ChooseTriggerOrder) is between triggers that differ. It is false when
// every waiting trigger of the choosing seat is the same ability of the
// same object naming the same player: then every order makes the same
// game (no effect reads the event's amount), and a table may choose for
// a person.
func (g *Game) TriggerOrderMatters() bool {
	c := g.choice
	if c == nil || c.purpose != ChooseTriggerOrder {
		return false
	}
	var first *pendingTrigger
	for i := range g.trig {
		t := &g.trig[i]
		if t.controller != c.seat {
			continue
		}
		if first == nil {
			first = t
			continue
		}
		if t.source != first.source || t.stamp != first.stamp || t.ability != first.ability || t.def != first.def ||
			t.player != first.player {
			return true
		}
	}
	return false
}

// stackTrigger puts waiting trigger i on the stack, choosing targets first.
func (g *Game) stackTrigger(i int) {
	t := g.trig[i]
	g.trig = append(g.trig[:i], g.trig[i+1:]...)
	ab := &t.def.Abilities[t.ability]
	if len(ab.Targets) > 0 {
		if !g.hasTargets(ab.Targets, t.controller, t.source) {
			g.sbaDue = true // its scheme, if any, is no longer busy
			return
		}
		g.cast = &castState{seat: t.controller, obj: t.source, ability: t.ability, trigger: true, specs: ab.Targets,
			sacObj: NoObj, def: t.def, stamp: t.stamp, amount: t.amount, player: t.player}
		g.cast.targets = g.cast.targetBuf[:0]
		return
	}
	it := stackItem{obj: t.source, stamp: t.stamp, controller: t.controller, ability: t.ability, trigger: true, amount: t.amount, def: t.def,
		player: t.player}
	g.stack = append(g.stack, it)
}

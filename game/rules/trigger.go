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
}

// queueTriggers adds every ability of id with trigger kind k.
func (g *Game) queueTriggers(id ObjID, k card.TriggerKind, controller Seat, amount int) {
	d := g.objs[id].Base()
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		if ab.Kind == card.Triggered && ab.Trigger == k {
			g.trig = append(g.trig, pendingTrigger{source: id, stamp: g.objs[id].Stamp, controller: controller, ability: int16(i), amount: int16(amount), def: d})
			g.emitObj(EvTrigger, controller, id)
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

// checkCast queues "whenever you cast" triggers for a spell s just cast.
func (g *Game) checkCast(s Seat, spell ObjID) {
	d := g.objs[spell].Def
	for _, id := range g.bf {
		o := &g.objs[id]
		if o.Controller != s {
			continue
		}
		b := o.Base()
		for i := range b.Abilities {
			ab := &b.Abilities[i]
			if ab.Kind == card.Triggered && ab.Trigger == card.OnCast && spellMatches(ab.CastFilter, d) {
				g.trig = append(g.trig, pendingTrigger{source: id, stamp: o.Stamp, controller: s, ability: int16(i), def: b})
				g.emitObj(EvTrigger, s, id)
			}
		}
	}
}

// checkGainLife queues "whenever you gain life" triggers.
func (g *Game) checkGainLife(s Seat, n int) {
	for _, id := range g.bf {
		if g.objs[id].Controller == s {
			g.queueTriggers(id, card.OnGainLife, s, n)
		}
	}
}

// triggerStep queues upkeep (which 0) or end step (which 1) triggers of the active players.
func (g *Game) triggerStep(which int) {
	k := card.OnUpkeep
	if which == 1 {
		k = card.OnEndStep
	}
	for _, id := range g.bf {
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
			sacObj: NoObj, def: t.def, stamp: t.stamp, amount: t.amount}
		return
	}
	it := stackItem{obj: t.source, stamp: t.stamp, controller: t.controller, ability: t.ability, trigger: true, amount: t.amount, def: t.def}
	g.stack = append(g.stack, it)
}

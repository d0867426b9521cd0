package rules

import "github.com/kitchentable/kitchentable/game/card"

// declareState is a declaration of attackers or blockers in progress; each
// seat in seats declares in turn.
type declareState struct {
	attackers bool
	seats     []Seat
	at        int
}

// summoningSick reports whether a creature can't attack or tap yet.
func (g *Game) summoningSick(id ObjID) bool {
	o := &g.objs[id]
	if !o.Types.Has(card.Creature) || o.Keywords.Has(card.Haste) {
		return false
	}
	// It may attack or {T} only if its controller has controlled it
	// continuously since the start of their most recent turn.
	return o.SickTurn >= int32(g.players[o.Controller].LastTurn)
}

func (g *Game) canAttack(id ObjID) bool {
	o := &g.objs[id]
	return o.Zone == ZoneBattlefield && o.Types.Has(card.Creature) && !o.Tapped && !o.CantAttack &&
		!o.Keywords.Has(card.Defender) && o.Attacking == NoSeat && !g.summoningSick(id)
}

func (g *Game) canBlock(id ObjID) bool {
	o := &g.objs[id]
	return o.Zone == ZoneBattlefield && o.Types.Has(card.Creature) && !o.Tapped && !o.CantBlock && o.BlockingObj == NoObj
}

// canBlockAttacker reports whether blocker may block attacker (evasion).
func (g *Game) canBlockAttacker(blocker, attacker ObjID) bool {
	a, b := &g.objs[attacker], &g.objs[blocker]
	if a.Keywords.Has(card.Flying) && !b.Keywords.Has(card.Flying) && !b.Keywords.Has(card.Reach) {
		return false
	}
	return true
}

// startDeclare begins declaring attackers (active players) or blockers (attacked players).
func (g *Game) startDeclare(attackers bool) {
	g.refresh()
	var buf [8]Seat
	seats := buf[:0]
	for _, s := range g.order {
		if attackers && g.isActive(s) {
			for _, id := range g.bodyPerms() {
				if g.objs[id].Controller == s && g.canAttack(id) {
					seats = append(seats, s)
					break
				}
			}
		}
		if !attackers && g.isAttacked(s) && g.hasPossibleBlocker(s) {
			seats = append(seats, s)
		}
	}
	if len(seats) > 0 {
		// In the game's own room: no other declaration is under way.
		g.declareBuf = declareState{attackers: attackers, seats: append(g.declareBuf.seats[:0], seats...)}
		g.declare = &g.declareBuf
	}
}

// isAttacked reports whether any creature attacks s.
func (g *Game) isAttacked(s Seat) bool {
	for _, id := range g.bodyPerms() {
		if g.objs[id].Attacking == s {
			return true
		}
	}
	return false
}

// declareStep sets the pending declaration; false when all have declared.
func (g *Game) declareStep() bool {
	d := g.declare
	if d.at >= len(d.seats) {
		g.declare = nil
		g.finishDeclare(d.attackers)
		return false
	}
	k := DecideBlockers
	if d.attackers {
		k = DecideAttackers
	}
	g.pending = Decision{Seat: d.seats[d.at], Kind: k, Source: NoObj}
	return true
}

// finishDeclare checks the blocks (a creature with menace blocked by just
// one creature is not blocked by it) and fires attack and block triggers.
func (g *Game) finishDeclare(attackers bool) {
	if attackers {
		g.checkOpponentAttacks()
		return
	}
	for _, a := range g.bodyPerms() {
		ao := &g.objs[a]
		if ao.Attacking == NoSeat || !ao.Keywords.Has(card.Menace) {
			continue
		}
		var blockers []ObjID
		for _, b := range g.bodyPerms() {
			if g.objs[b].BlockingObj == a {
				blockers = append(blockers, b)
			}
		}
		if len(blockers) == 1 {
			g.objs[blockers[0]].BlockingObj = NoObj
			ao.Blocked = false
		}
	}
	for _, b := range g.bodyPerms() {
		if o := &g.objs[b]; o.BlockingObj != NoObj {
			g.emit(Event{Kind: EvBlock, Seat: o.Controller, Obj: b, Other: o.BlockingObj, Target: noTarget})
			g.queueTriggers(b, card.OnBlocks, o.Controller, 0)
		}
	}
}

// legalDeclare lists the attack or block actions of the declaring seat.
func (g *Game) legalDeclare(out []Action) []Action {
	s := g.pending.Seat
	g.refresh()
	if g.pending.Kind == DecideAttackers {
		for _, id := range g.bodyPerms() {
			if g.objs[id].Controller != s || !g.canAttack(id) {
				continue
			}
			for _, t := range g.order {
				if g.opponents(s, t) {
					out = append(out, Action{Kind: ActAttack, Obj: id, Target: PlayerTarget(t)})
				}
			}
		}
		return append(out, act(ActAttackDone))
	}
	var buf [16]ObjID
	attackers := buf[:0] // the creatures attacking s, in battlefield order
	for _, a := range g.bodyPerms() {
		if g.objs[a].Attacking == s {
			attackers = append(attackers, a)
		}
	}
	if len(attackers) == 0 {
		return append(out, act(ActBlockDone))
	}
	for _, b := range g.bodyPerms() {
		if g.objs[b].Controller != s || !g.canBlock(b) {
			continue
		}
		for _, a := range attackers {
			if ao := &g.objs[a]; g.canBlockAttacker(b, a) {
				out = append(out, Action{Kind: ActBlock, Obj: b, Target: Target{Player: NoSeat, Obj: a, Stamp: ao.Stamp}})
			}
		}
	}
	return append(out, act(ActBlockDone))
}

// applyDeclare carries out an attack or block action.
func (g *Game) applyDeclare(a Action) {
	s := g.pending.Seat
	switch a.Kind {
	case ActAttack:
		o := &g.objs[a.Obj]
		o.Attacking = a.Target.Player
		g.attacked = true
		if !o.Keywords.Has(card.Vigilance) {
			g.tap(a.Obj)
		}
		g.emit(Event{Kind: EvAttack, Seat: s, Obj: a.Obj, Other: NoObj, Target: a.Target})
		g.queueTriggers(a.Obj, card.OnAttacks, s, 0)
	case ActBlock:
		g.objs[a.Obj].BlockingObj = a.Target.Obj
		g.objs[a.Target.Obj].Blocked = true
	case ActAttackDone, ActBlockDone:
		g.declare.at++
	}
}

func (g *Game) anyFirstStrike() bool {
	g.refresh()
	for _, id := range g.bodyPerms() {
		o := &g.objs[id]
		if (o.Attacking != NoSeat || o.BlockingObj != NoObj) && (o.Keywords.Has(card.FirstStrike) || o.Keywords.Has(card.DoubleStrike)) {
			return true
		}
	}
	return false
}

// dealsDamageNow reports whether a combatant deals damage in this damage step.
func dealsDamageNow(o *Object, first bool) bool {
	fs, ds := o.Keywords.Has(card.FirstStrike), o.Keywords.Has(card.DoubleStrike)
	if first {
		return fs || ds
	}
	return !fs || ds
}

type combatHit struct {
	src ObjID
	t   Target
	n   int
}

// combatDamage assigns and deals all combat damage of one damage step at once.
func (g *Game) combatDamage(first bool) {
	g.refresh()
	var hitBuf [16]combatHit // room for most combats without allocating
	hits := hitBuf[:0]
	var blockerBuf [8]ObjID
	for _, a := range g.bodyPerms() {
		ao := &g.objs[a]
		if ao.Attacking == NoSeat || !dealsDamageNow(ao, first) || ao.Power <= 0 {
			continue
		}
		power := int(ao.Power)
		if !ao.Blocked {
			if !g.players[ao.Attacking].Lost {
				hits = append(hits, combatHit{a, PlayerTarget(ao.Attacking), power})
			}
			continue
		}
		blockers := g.appendBlockersInOrder(blockerBuf[:0], a)
		if len(blockers) == 0 {
			if ao.Keywords.Has(card.Trample) && !g.players[ao.Attacking].Lost {
				hits = append(hits, combatHit{a, PlayerTarget(ao.Attacking), power})
			}
			continue
		}
		dt := ao.Keywords.Has(card.Deathtouch)
		for i, b := range blockers {
			bo := &g.objs[b]
			// Lethal damage counts what is already marked and, from an
			// attacker with deathtouch, any single point.
			lethal := int(bo.Toughness - bo.Damage)
			if dt {
				lethal = 1
			}
			if lethal < 0 {
				lethal = 0
			}
			n := min(lethal, power)
			if i == len(blockers)-1 && !ao.Keywords.Has(card.Trample) {
				n = power
			}
			if n > 0 {
				hits = append(hits, combatHit{a, Target{Player: NoSeat, Obj: b, Stamp: bo.Stamp}, n})
			}
			power -= n
		}
		if power > 0 && !g.players[ao.Attacking].Lost {
			hits = append(hits, combatHit{a, PlayerTarget(ao.Attacking), power})
		}
	}
	for _, b := range g.bodyPerms() {
		bo := &g.objs[b]
		if bo.BlockingObj == NoObj || !dealsDamageNow(bo, first) || bo.Power <= 0 {
			continue
		}
		a := bo.BlockingObj
		hits = append(hits, combatHit{b, Target{Player: NoSeat, Obj: a, Stamp: g.objs[a].Stamp}, int(bo.Power)})
	}
	for _, h := range hits {
		g.dealDamage(h.src, h.t, h.n, true)
	}
}

// clearCombat removes every creature from combat.
func (g *Game) clearCombat() {
	for _, id := range g.bodyPerms() {
		o := &g.objs[id]
		o.Attacking = NoSeat
		o.Blocked = false
		o.BlockingObj = NoObj
		o.BlockRank = 0
	}
	g.attacked = false
}

// hasPossibleBlocker reports whether s controls a creature able to block
// some creature attacking s.
func (g *Game) hasPossibleBlocker(s Seat) bool {
	for _, b := range g.bodyPerms() {
		if g.objs[b].Controller != s || !g.canBlock(b) {
			continue
		}
		for _, a := range g.bodyPerms() {
			if g.objs[a].Attacking == s && g.canBlockAttacker(b, a) {
				return true
			}
		}
	}
	return false
}

// blockersInOrder lists the creatures blocking attacker a in the order it
// assigns damage to them: the chosen order, else the order they entered.
func (g *Game) blockersInOrder(a ObjID) []ObjID { return g.appendBlockersInOrder(nil, a) }

// appendBlockersInOrder appends blockersInOrder(a) to dst and returns it.
func (g *Game) appendBlockersInOrder(dst []ObjID, a ObjID) []ObjID {
	n := len(dst)
	for _, b := range g.bodyPerms() {
		if g.objs[b].BlockingObj == a {
			dst = append(dst, b)
		}
	}
	blockers := dst[n:]
	for i := 1; i < len(blockers); i++ {
		for j := i; j > 0 && g.rankBefore(blockers[j], blockers[j-1]); j-- {
			blockers[j], blockers[j-1] = blockers[j-1], blockers[j]
		}
	}
	return dst
}

func (g *Game) rankBefore(x, y ObjID) bool {
	rx, ry := g.objs[x].BlockRank, g.objs[y].BlockRank
	return rx != 0 && (ry == 0 || rx < ry)
}

// askDamageOrder asks the controller of an attacker blocked by several
// creatures, which can't kill them all, which blocker gets its damage first.
// It reports whether a choice is now pending.
func (g *Game) askDamageOrder(first bool) bool {
	g.refresh()
	for _, a := range g.bodyPerms() {
		ao := &g.objs[a]
		if ao.Attacking == NoSeat || !dealsDamageNow(ao, first) || ao.Power <= 0 {
			continue
		}
		blockers := g.blockersInOrder(a)
		if len(blockers) < 2 || g.objs[blockers[0]].BlockRank != 0 {
			continue
		}
		need := 0
		for _, b := range blockers {
			bo := &g.objs[b]
			if ao.Keywords.Has(card.Deathtouch) {
				need++
			} else {
				need += max(int(bo.Toughness-bo.Damage), 0)
			}
		}
		if int(ao.Power) >= need {
			continue // every blocker gets lethal damage whatever the order
		}
		g.choice = &choiceState{purpose: ChooseDamageOrder, seat: ao.Controller, count: len(blockers) - 1, cands: blockers, source: a}
		return true
	}
	return false
}

package rules

import "github.com/kitchentable/kitchentable/game/card"

// keywordsOf returns an object's keywords now, or as it last existed on the
// battlefield when it has left (last known information).
func (g *Game) keywordsOf(id ObjID) card.Keywords {
	g.refresh()
	o := &g.objs[id]
	if o.Zone == ZoneBattlefield {
		return o.Keywords
	}
	return o.Base().Keywords
}

// dealDamage makes source deal n damage to t.
func (g *Game) dealDamage(src ObjID, t Target, n int, combat bool) {
	if n <= 0 {
		return
	}
	kw := g.keywordsOf(src)
	ctrl := g.objs[src].Controller
	g.emit(Event{Kind: EvDamage, Seat: ctrl, Obj: src, Other: NoObj, Target: t, Amount: n})
	g.sbaDue = true
	if t.IsPlayer() {
		g.loseLife(t.Player, n)
		if combat {
			g.checkCombatDamageToPlayer(src, t.Player, n)
		}
	} else {
		o := &g.objs[t.Obj]
		if o.Zone != ZoneBattlefield {
			return
		}
		o.Damage += int16(n)
		if kw.Has(card.Deathtouch) {
			o.DeathTouch = true
		}
	}
	if kw.Has(card.Lifelink) {
		g.gainLife(ctrl, n)
	}
}

func (g *Game) loseLife(s Seat, n int) {
	if n == 0 || g.players[s].Lost {
		return
	}
	g.players[s].Life -= n
	g.sbaDue = true
	g.emit(Event{Kind: EvLife, Seat: s, Obj: NoObj, Other: NoObj, Target: noTarget, Amount: -n})
}

func (g *Game) gainLife(s Seat, n int) {
	if n <= 0 || g.players[s].Lost {
		return
	}
	g.players[s].Life += n
	g.players[s].LifeGained += n
	g.emit(Event{Kind: EvLife, Seat: s, Obj: NoObj, Other: NoObj, Target: noTarget, Amount: n})
	g.checkGainLife(s, n)
}

// destroy puts a permanent into its owner's graveyard unless it is indestructible.
func (g *Game) destroy(id ObjID) {
	if g.objs[id].Zone != ZoneBattlefield || g.keywordsOf(id).Has(card.Indestructible) {
		return
	}
	g.move(id, ZoneGraveyard, false)
}

// sacrifice puts a permanent its controller controls into its owner's graveyard.
func (g *Game) sacrifice(id ObjID) {
	if g.objs[id].Zone == ZoneBattlefield {
		g.move(id, ZoneGraveyard, false)
	}
}

func (g *Game) discard(s Seat, id ObjID) {
	if g.objs[id].Zone == ZoneHand {
		g.move(id, ZoneGraveyard, false)
	}
}

func (g *Game) mill(s Seat, n int) {
	lib := g.library(s)
	for i := 0; i < n && len(*lib) > 0; i++ {
		id := (*lib)[len(*lib)-1]
		g.objs[id].Owner = s
		g.millCounter(s, 1)
		g.move(id, ZoneGraveyard, false)
	}
}

func (g *Game) tap(id ObjID) {
	o := &g.objs[id]
	if !o.Tapped && o.Zone == ZoneBattlefield {
		o.Tapped = true
		g.tapChanged(o.Controller)
		g.emitObj(EvTap, o.Controller, id)
	}
}

func (g *Game) untap(id ObjID) {
	o := &g.objs[id]
	if o.Tapped && o.Zone == ZoneBattlefield {
		o.Tapped = false
		g.untapChanged(o.Controller)
		g.emitObj(EvUntap, o.Controller, id)
	}
}

func (g *Game) attach(id, to ObjID) {
	g.objs[id].AttachedTo = to
	g.touch()
	g.emit(Event{Kind: EvAttach, Seat: g.objs[id].Controller, Obj: id, Other: to, Target: noTarget})
}

// doEquip attaches a resolving equip ability's equipment to its target.
func (g *Game) doEquip(r *resolveState) {
	it := &r.item
	eq, ok := g.selfObj(it)
	t, tok := r.target(0)
	if ok && tok && !t.IsPlayer() && g.objs[t.Obj].Controller == it.controller {
		g.attach(eq, t.Obj)
	}
}

package rules

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// seatPerms indexes the battlefield by controller for the loops that list
// legal actions and mana sources: for each seat, in battlefield order, the
// permanents it controls that have a mana ability and those that have an
// activated ability. Which permanents these are changes only when a
// permanent leaves or enters the battlefield (entering also sets its
// controller and a land's identity), so detach and move update a fresh
// index then. The zero value is stale: it is built when next needed.
type seatPerms struct {
	fresh bool
	mana  [][]manaPerm
	act   [][]ObjID
	// Whoever controls them, in battlefield order: the permanents with a
	// static ability (one whose Static is set) and those with a triggered
	// ability.
	statics []ObjID
	trig    []ObjID
	// bodies are, whoever controls them and in battlefield order, the
	// creatures, auras and equipment: the only permanents that fight,
	// die of damage or toughness, or are attached to something (see
	// isBody).
	bodies  []ObjID
	legends int // legendary permanents
}

// manaPerm is a permanent with a mana ability that has an effect.
type manaPerm struct {
	id ObjID
	// first and last are its first and last mana abilities with an effect.
	first, last int8
	// tapOnly says every such ability has {T} in its cost, so that all of
	// them can be used exactly when the permanent is untapped and not
	// summoning sick.
	tapOnly bool
	// creature says it is a creature (its base definition is one: no
	// effect changes types), so that it may be summoning sick.
	creature bool
	// With tapOnly and a single mana ability: the source each of its n
	// mana is (see fillManaSlot), and whether that ability costs nothing
	// but {T} (plain).
	n     int8
	plain bool
	src   mana.Source
}

// manaPerms returns the permanents s controls that have a mana ability
// with an effect, in battlefield order. The slice is valid until something
// moves.
func (g *Game) manaPerms(s Seat) []manaPerm {
	if !g.perms.fresh {
		g.buildPerms()
	}
	return g.perms.mana[s]
}

// manaPermOf returns the entry of permanent id among seat s's mana
// permanents, or nil.
func (g *Game) manaPermOf(s Seat, id ObjID) *manaPerm {
	perms := g.manaPerms(s)
	for k := range perms {
		if perms[k].id == id {
			return &perms[k]
		}
	}
	return nil
}

// activatedPerms returns the permanents s controls that have an activated
// ability, in battlefield order. The slice is valid until something moves.
func (g *Game) activatedPerms(s Seat) []ObjID {
	if !g.perms.fresh {
		g.buildPerms()
	}
	return g.perms.act[s]
}

// staticPerms returns the permanents with a static ability, in
// battlefield order. The slice is valid until something moves.
func (g *Game) staticPerms() []ObjID {
	if !g.perms.fresh {
		g.buildPerms()
	}
	return g.perms.statics
}

// trigPerms returns the permanents with a triggered ability, in
// battlefield order. The slice is valid until something moves.
func (g *Game) trigPerms() []ObjID {
	if !g.perms.fresh {
		g.buildPerms()
	}
	return g.perms.trig
}

// bodyPerms returns the creatures, auras and equipment on the
// battlefield, in battlefield order (see isBody). The slice is valid until
// something moves.
func (g *Game) bodyPerms() []ObjID {
	if !g.perms.fresh {
		g.buildPerms()
	}
	return g.perms.bodies
}

// isBody reports whether permanent o is one of the bodies: a creature
// (its base definition is one: no effect changes types), an aura or
// equipment. Only these attack, block, are dealt combat damage and
// checked for it, or are attached to something (attach is only for auras
// and equipment).
func isBody(o *Object) bool {
	d := o.Base()
	return d.IsCreature() || o.Def.IsAura() || d.IsAura() || d.IsEquipment()
}

// legendCount returns the number of legendary permanents.
func (g *Game) legendCount() int {
	if !g.perms.fresh {
		g.buildPerms()
	}
	return g.perms.legends
}

// The room a new index has for each seat's permanents with mana
// abilities, and for the bodies.
const (
	manaPermRoom = 16
	bodiesRoom   = 16
)

// buildPerms indexes the battlefield from scratch.
func (g *Game) buildPerms() {
	n := len(g.players)
	if len(g.perms.mana) != n {
		g.perms.mana = make([][]manaPerm, n)
		g.perms.act = make([][]ObjID, n)
		// Room for most boards from one allocation, rather than each
		// seat's list growing its own.
		room := make([]manaPerm, n*manaPermRoom)
		for s := range n {
			g.perms.mana[s] = room[s*manaPermRoom : s*manaPermRoom : (s+1)*manaPermRoom]
		}
	}
	if cap(g.perms.bodies) == 0 {
		g.perms.bodies = make([]ObjID, 0, bodiesRoom)
	}
	for s := range n {
		g.perms.mana[s] = g.perms.mana[s][:0]
		g.perms.act[s] = g.perms.act[s][:0]
	}
	g.perms.statics, g.perms.trig, g.perms.bodies = g.perms.statics[:0], g.perms.trig[:0], g.perms.bodies[:0]
	g.perms.legends = 0
	for _, id := range g.bf {
		g.indexPerm(id)
	}
	g.perms.fresh = true
}

// permEntered adds a permanent that has just entered the battlefield (so
// it is last in battlefield order) to the index, if the index is fresh.
func (g *Game) permEntered(id ObjID) {
	if g.perms.fresh {
		g.indexPerm(id)
	}
}

// permLeaving takes a permanent that is leaving the battlefield out of the
// index, if the index is fresh. Its controller and characteristics'
// identity are still those it entered with.
func (g *Game) permLeaving(id ObjID) {
	if !g.perms.fresh {
		return
	}
	o := &g.objs[id]
	if o.Base().Super.Has(card.Legendary) {
		g.perms.legends--
	}
	g.perms.statics = removeIDOnce(g.perms.statics, id)
	g.perms.trig = removeIDOnce(g.perms.trig, id)
	if isBody(o) {
		g.perms.bodies = removeIDOnce(g.perms.bodies, id)
	}
	if s := int(o.Controller); s >= 0 && s < len(g.perms.mana) {
		g.perms.act[s] = removeIDOnce(g.perms.act[s], id)
		ms := g.perms.mana[s]
		for i := range ms {
			if ms[i].id == id {
				g.perms.mana[s] = append(ms[:i], ms[i+1:]...)
				break
			}
		}
	}
}

// removeIDOnce removes the first id from l, keeping the order.
func removeIDOnce(l []ObjID, id ObjID) []ObjID {
	for i, x := range l {
		if x == id {
			return append(l[:i], l[i+1:]...)
		}
	}
	return l
}

// indexPerm adds permanent id, last in battlefield order, to the index.
func (g *Game) indexPerm(id ObjID) {
	n := len(g.players)
	o := &g.objs[id]
	d := o.Base()
	if d.Super.Has(card.Legendary) {
		g.perms.legends++
	}
	hasStatic, hasTrig, hasAct := false, false, false
	mp := manaPerm{id: id, first: -1, tapOnly: true, creature: d.IsCreature()}
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		hasStatic = hasStatic || ab.Static != nil
		switch ab.Kind {
		case card.Triggered:
			hasTrig = true
		case card.ManaAbility:
			if len(ab.Effects) == 0 {
				continue
			}
			if mp.first < 0 {
				mp.first = int8(i)
			}
			mp.last = int8(i)
			mp.tapOnly = mp.tapOnly && ab.Tap
		case card.Activated:
			hasAct = true
		}
	}
	if hasStatic {
		g.perms.statics = append(g.perms.statics, id)
	}
	if hasTrig {
		g.perms.trig = append(g.perms.trig, id)
	}
	if isBody(o) {
		g.perms.bodies = append(g.perms.bodies, id)
	}
	s := int(o.Controller)
	if s < 0 || s >= n {
		return
	}
	if mp.first >= 0 {
		if mp.tapOnly && mp.first == mp.last {
			ab := &d.Abilities[mp.first]
			e := &ab.Effects[0]
			mp.n = int8(max(e.Amount, 1))
			mp.src = mana.Source{Kinds: e.ManaKinds, ExtraCost: ab.Cost}
			mp.plain = ab.Cost.IsZero()
		}
		g.perms.mana[s] = append(g.perms.mana[s], mp)
	}
	if hasAct {
		g.perms.act[s] = append(g.perms.act[s], id)
	}
}

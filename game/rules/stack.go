package rules

import "github.com/kitchentable/kitchentable/game/card"

// maxTargets is the most targets one spell or ability may have.
const maxTargets = 3

// stackItem is a spell or ability on the stack.
type stackItem struct {
	obj        ObjID // the spell, or the source of the ability
	stamp      uint32
	controller Seat
	ability    int16 // -1 for a spell
	isSpell    bool
	trigger    bool
	x          int16
	nTargets   int8
	targets    [maxTargets]Target
	amount     int16     // for triggers: the amount of the event (life gained)
	def        *card.Def // the definition whose spell or ability this is
	player     Seat      // for triggers: the player the trigger names ("that player"), or NoSeat
}

func (it *stackItem) setTargets(ts []Target) {
	it.nTargets = int8(copy(it.targets[:], ts))
}

// Targets returns the item's chosen targets.
func (it *stackItem) Targets() []Target { return it.targets[:it.nTargets] }

// resolveState is the resolution of the top of the stack, which may stop
// for choices between its effects.
type resolveState struct {
	item   stackItem
	effect int
	sub    int // progress inside an effect that asks several players in turn
	legal  [maxTargets]bool
	opt    optionProgress // inside an opponents' choice (each-opponent-chooses)
}

// startResolve takes the top of the stack and begins resolving it.
func (g *Game) startResolve() {
	it := g.stack[len(g.stack)-1]
	g.stack = g.stack[:len(g.stack)-1]
	// A scheme turns face down once its abilities are gone from the stack.
	g.sbaDue = true
	r := &g.resolveBuf // nothing else resolves while a player has priority
	*r = resolveState{item: it}
	specs := g.itemSpecs(&it)
	anyLegal := false
	for i, t := range it.Targets() {
		if i < len(specs) && g.stillLegal(&specs[i], t, it.controller, it.obj) {
			r.legal[i] = true
			anyLegal = true
		}
	}
	if it.nTargets > 0 && !anyLegal {
		// Every target is gone: the spell or ability does nothing.
		g.emitObj(EvFizzle, it.controller, it.obj)
		if it.isSpell {
			g.spellDone(it.obj)
		}
		return
	}
	g.resolving = r
}

// itemSpecs returns the target specs of a stack item.
func (g *Game) itemSpecs(it *stackItem) []card.TargetSpec {
	if it.isSpell {
		return spellSpecs(it.def)
	}
	ab := &it.def.Abilities[it.ability]
	if ab.Equip {
		return equipSpecs
	}
	return ab.Targets
}

// itemAbility returns the ability whose effects a stack item carries out,
// or nil for a permanent spell without a spell ability.
func (g *Game) itemAbility(it *stackItem) *card.Ability {
	d := it.def
	if !it.isSpell {
		return &d.Abilities[it.ability]
	}
	for i := range d.Abilities {
		if d.Abilities[i].Kind == card.SpellAbility {
			return &d.Abilities[i]
		}
	}
	return nil
}

// continueResolve carries out effects until one stops for a choice or all
// are done. It also stops after an effect that queued keep-half draws: advance
// runs them (and their choices) first and then calls it again to go on.
func (g *Game) continueResolve() {
	r := g.resolving
	it := &r.item
	ab := g.itemAbility(it)
	if ab != nil && !(it.isSpell && g.objs[it.obj].Def.IsPermanent()) {
		for r.effect < len(ab.Effects) {
			if g.doEffect(r, &ab.Effects[r.effect]) {
				r.effect++
				r.sub = 0
			}
			if g.choice != nil || len(g.draws) > 0 || g.over {
				return
			}
		}
		if ab.Equip {
			g.doEquip(r)
		}
	}
	g.resolving = nil
	g.emitObj(EvResolve, it.controller, it.obj)
	if it.isSpell {
		g.resolveSpellCard(r)
	}
}

// resolveSpellCard puts a resolved spell where it goes: permanents onto the
// battlefield (auras attached to their target), others to the graveyard.
func (g *Game) resolveSpellCard(r *resolveState) {
	it := &r.item
	o := &g.objs[it.obj]
	if o.Zone != ZoneStack {
		return
	}
	if o.Def.IsPermanent() {
		if o.Def.IsAura() {
			if it.nTargets == 0 || !r.legal[0] {
				g.spellDone(it.obj)
				return
			}
			g.move(it.obj, ZoneBattlefield, false)
			g.attach(it.obj, it.targets[0].Obj)
			return
		}
		g.move(it.obj, ZoneBattlefield, false)
		return
	}
	g.spellDone(it.obj)
}

// spellDone puts a spell card that left the stack into its owner's graveyard.
func (g *Game) spellDone(id ObjID) {
	if g.objs[id].Zone == ZoneStack {
		g.move(id, ZoneGraveyard, false)
	}
}

// counter removes a spell from the stack to its owner's graveyard.
func (g *Game) counter(id ObjID) {
	for i := range g.stack {
		if g.stack[i].obj == id && g.stack[i].isSpell {
			g.emitObj(EvCountered, g.stack[i].controller, id)
			g.move(id, ZoneGraveyard, false)
			return
		}
	}
}

package rules

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/card"
)

// refresh recomputes the characteristics of every object when something
// changed. Continuous effects apply in this order, following the layer
// system of the comprehensive rules:
//
//  1. Identity: the card's own definition, or its land identity when it was
//     played as a land (Landless) — this replaces the copiable values.
//  2. Types and colours come from that identity (no type-changing effects exist yet).
//  3. Ability-adding effects (layer 6): static keyword grants (anthems,
//     auras, equipment) in timestamp order of their sources, then
//     until-end-of-turn keyword pumps in timestamp order.
//  4. Power/toughness (layer 7): base values (7a/7b), then modifications
//     (7c) from statics in source timestamp order, until-end-of-turn pumps in
//     timestamp order, and +1/+1 counters.
//  5. Rules restrictions ("can't block", "can't attack") from statics.
//
// Cost changes are not characteristics; spellCost applies them when a spell is cast.
//
// refresh is small enough to be inlined where it is called, most often
// with nothing to do; recompute does the work.
func (g *Game) refresh() {
	if g.dirty {
		g.recompute()
	}
}

// recompute recomputes the characteristics of every object (see refresh).
func (g *Game) recompute() {
	g.dirty = false
	g.costStatics = false
	// +1/+1 counters are added with the base values: every later layer
	// only adds to power and toughness, so the sums are the same. Only
	// the bodies (creatures, auras, equipment) and the other permanents
	// an effect changed last time or that have counters (modded) can
	// differ from their own characteristics: the lands and the rest keep
	// theirs, set when they moved.
	for _, id := range g.bodyPerms() {
		g.objs[id].resetWithCounters()
	}
	kept := g.modded[:0]
	for _, id := range g.modded {
		o := &g.objs[id]
		if o.Zone != ZoneBattlefield {
			continue
		}
		o.resetWithCounters()
		if o.Plus != 0 {
			kept = append(kept, id)
		}
	}
	g.modded = kept
	// Static abilities, sources in the order they entered (timestamps).
	for _, src := range g.staticPerms() {
		g.applyStatics(src)
	}
	for i := range g.players {
		for _, src := range g.players[i].Command {
			if !g.objs[src].FaceDown {
				g.applyStatics(src)
			}
		}
	}
	for _, p := range g.pumps {
		o := &g.objs[p.obj]
		if o.Zone != ZoneBattlefield || o.Stamp != p.stamp {
			continue
		}
		g.markModded(p.obj)
		o.Keywords |= p.keywords
		o.Power += p.power
		o.Toughness += p.toughness
	}
}

// resetWithCounters sets the computed characteristics to the object's own
// plus its +1/+1 counters, before any continuous effect.
func (o *Object) resetWithCounters() {
	o.resetCharacteristics()
	o.Power += o.Plus
	o.Toughness += o.Plus
}

// markModded notes that an effect changes the characteristics of object
// id, or that it has counters: unless it is a creature (every creature is
// a body, reset by every recompute), recompute must reset it next time.
func (g *Game) markModded(id ObjID) {
	if g.objs[id].Types.Has(card.Creature) || slices.Contains(g.modded, id) {
		return
	}
	g.modded = append(g.modded, id)
}

// applyStatics applies the static abilities of one source.
func (g *Game) applyStatics(src ObjID) {
	so := &g.objs[src]
	d := so.Base()
	for i := range d.Abilities {
		st := d.Abilities[i].Static
		if st == nil {
			continue
		}
		if st.CostChange {
			g.costStatics = true
			continue
		}
		switch st.Affects {
		case card.AffectsSelf:
			g.applyStatic(st, src)
		case card.AffectsEnchanted, card.AffectsEquipped:
			if so.AttachedTo != NoObj && g.objs[so.AttachedTo].Zone == ZoneBattlefield {
				g.applyStatic(st, so.AttachedTo)
			}
		default:
			for _, id := range g.bodyPerms() {
				o := &g.objs[id]
				if !o.Types.Has(card.Creature) {
					continue
				}
				switch st.Affects {
				case card.AffectsCreaturesYouControl:
					if o.Controller != so.Controller {
						continue
					}
				case card.AffectsOtherCreaturesYouControl:
					if o.Controller != so.Controller || id == src {
						continue
					}
				case card.AffectsCreaturesOpponentsControl:
					if !g.opponents(o.Controller, so.Controller) {
						continue
					}
				}
				if st.Subtype != "" && !hasSubtype(o.Base(), st.Subtype) {
					continue
				}
				g.applyStatic(st, id)
			}
		}
	}
}

func (g *Game) applyStatic(st *card.StaticAbility, id ObjID) {
	g.markModded(id)
	o := &g.objs[id]
	o.Keywords |= st.Keywords
	o.Power += int16(st.Power)
	o.Toughness += int16(st.Toughness)
	if st.CantBlock {
		o.CantBlock = true
	}
	if st.CantAttack {
		o.CantAttack = true
	}
}

// resetCharacteristics sets the computed characteristics to the object's
// own, before any continuous effect.
func (o *Object) resetCharacteristics() {
	b := o.Base()
	o.Power, o.Toughness = int16(b.Power), int16(b.Toughness)
	o.Keywords = b.Keywords
	o.Types = b.Types
	o.Colors = b.Colors
	o.CantBlock, o.CantAttack = false, false
	o.instant = o.Def.Types.Has(card.Instant) || o.Def.Keywords.Has(card.Flash)
}

// touch marks the computed characteristics stale and state-based actions
// due for a check.
func (g *Game) touch() {
	g.manaChanged()
	g.dirty = true
	g.sbaDue = true
}

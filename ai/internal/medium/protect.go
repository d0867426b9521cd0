package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// harm is what one spell or ability on the stack does to one creature
// when it resolves: the damage and -X/-X it deals, whether it destroys or
// exiles it, and whether it does so by targeting it.
type harm struct {
	dmg      int
	dt       bool // the damage comes from a source with deathtouch
	shrink   int  // toughness lost (-X/-X)
	destroy  bool
	exile    bool
	targeted bool
	foe      *rules.CardView // the creature it fights, if any
}

// any reports whether h does anything that could kill.
func (h harm) any() bool { return h.dmg > 0 || h.shrink > 0 || h.destroy || h.exile }

// pending is the spell or ability a response answers: the top of the
// stack, not counting the one being cast or activated now.
func (b *Board) pending() *rules.StackView {
	for i := len(b.V.Stack) - 1; i >= 0; i-- {
		st := &b.V.Stack[i]
		if b.V.Pending.Kind != rules.DecidePriority && st.Source.ID == b.V.Pending.Source {
			continue
		}
		return st
	}
	return nil
}

// stackAbility is the ability a stack item will resolve, or nil.
func stackAbility(st *rules.StackView) *card.Ability {
	d := st.Source.Def
	if d == nil {
		return nil
	}
	if st.IsSpell || st.Ability < 0 {
		if d.Enchant != nil {
			return nil
		}
		return cardvalue.SpellAbility(d)
	}
	if d = baseDef(&st.Source); st.Ability < len(d.Abilities) {
		return &d.Abilities[st.Ability]
	}
	return nil
}

// harmTo is what the pending stack item does to creature c.
func (b *Board) harmTo(c *rules.CardView) harm {
	var h harm
	st := b.pending()
	if st == nil || c == nil {
		return h
	}
	ab := stackAbility(st)
	if ab == nil {
		return h
	}
	target := func(i int8) *rules.CardView {
		if i < 0 || int(i) >= len(st.Targets) || st.Targets[i].IsPlayer() {
			return nil
		}
		return b.Obj(st.Targets[i].Obj)
	}
	hits := func(e *card.Effect) (bool, bool) {
		if t := target(e.Target); t != nil && t.ID == c.ID && e.Who != card.TargetsController {
			return true, true
		}
		if e.Each != nil && b.matches(*e.Each, c, st.Source.ID) {
			return true, false
		}
		return false, false
	}
	srcDT := st.Source.Keywords.Has(card.Deathtouch) && st.Source.Zone == rules.ZoneBattlefield
	for k := range ab.Effects {
		e := &ab.Effects[k]
		if e.Kind == card.Fight {
			a, o := target(e.Target), target(e.Target2)
			if a == nil || o == nil {
				continue
			}
			if o.ID == c.ID {
				a, o = o, a
			}
			if a.ID != c.ID {
				continue
			}
			f := *o
			f.Power += b.pumpedBy(ab, st, o.ID)
			h.dmg += max(f.Power, 0)
			h.dt = h.dt || f.Keywords.Has(card.Deathtouch)
			h.targeted = true
			h.foe = o
			continue
		}
		hit, tg := hits(e)
		if !hit {
			continue
		}
		h.targeted = h.targeted || tg
		switch e.Kind {
		case card.Damage:
			h.dmg += amount(e, st.X)
			h.dt = h.dt || srcDT
		case card.Destroy:
			h.destroy = true
		case card.Exile:
			h.exile = true
		case card.Pump:
			if e.Toughness < 0 {
				h.shrink -= int(e.Toughness)
			}
		}
	}
	return h
}

// pumpedBy is the power the pump effects of ab give object id (a fight's
// pump before the fight).
func (b *Board) pumpedBy(ab *card.Ability, st *rules.StackView, id rules.ObjID) int {
	n := 0
	for k := range ab.Effects {
		e := &ab.Effects[k]
		if e.Target >= 0 && int(e.Target) < len(st.Targets) && st.Targets[e.Target].Obj == id {
			switch e.Kind {
			case card.Pump:
				n += int(e.Power)
			case card.AddCounters:
				n += amount(e, st.X)
			}
		}
	}
	return n
}

// diesTo reports whether c, given +dp/+dt and keywords kw first, dies to h.
func diesTo(c *rules.CardView, h harm, dt int, kw card.Keywords) bool {
	if !h.any() {
		return false
	}
	if h.targeted && kw.Has(card.Hexproof) && !c.Keywords.Has(card.Hexproof) {
		return false // the spell loses its target
	}
	if h.exile {
		return true
	}
	tough := c.Toughness + dt - h.shrink
	if tough <= 0 {
		return true
	}
	if c.Keywords.Has(card.Indestructible) || kw.Has(card.Indestructible) {
		return false
	}
	return h.destroy || (h.dmg > 0 && (h.dt || h.dmg >= tough-c.Damage))
}

// saveScore is what giving our creature c +dp/+dt and keywords kw now
// gains against the pending stack item: its value when that saves it,
// and in a fight the foe's value when that makes ours kill it.
func (b *Board) saveScore(c *rules.CardView, dp, dt int, kw card.Keywords) float64 {
	if c.Controller != b.Me || len(b.V.Stack) == 0 {
		return 0
	}
	h := b.harmTo(c)
	if !h.any() {
		return 0
	}
	s := 0.0
	if diesTo(c, h, 0, 0) && !diesTo(c, h, dt, kw) {
		s += cardvalue.Creature(c)
	}
	if o := h.foe; o != nil && o.Controller != b.Me {
		up := *c
		up.Power += dp
		up.Keywords |= kw
		if !kills(c, o) && kills(&up, o) {
			s += cardvalue.Creature(o)
		}
	}
	return s
}

// bounceSave is what returning our creature c to hand gains against the
// pending stack item: most of its value when that item would kill it
// (the card comes back; the mana spent on it does not).
func (b *Board) bounceSave(c *rules.CardView) float64 {
	if c.Controller != b.Me || c.Token || len(b.V.Stack) == 0 {
		return 0
	}
	if h := b.harmTo(c); diesTo(c, h, 0, 0) {
		return cardvalue.Creature(c)
	}
	return 0
}

// savesCreature reports whether an ability can answer removal aimed at
// our creatures: a pump, counters, an untap or a bounce.
func savesCreature(ab *card.Ability) bool {
	if ab == nil {
		return false
	}
	for _, e := range ab.Effects {
		switch e.Kind {
		case card.Pump:
			if e.Toughness > 0 || e.Power > 0 || e.Keywords.Has(card.Indestructible) || e.Keywords.Has(card.Hexproof) {
				return true
			}
		case card.AddCounters, card.Bounce:
			return true
		}
	}
	return false
}

// protectMin is the least a response that saves a creature must gain
// (a card is spent on it).
const protectMin = 2.5

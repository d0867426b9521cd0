package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// copyValue is what a copy of spell c on the stack, controlled by the
// deciding seat, would gain it. A copy keeps the original's targets, so
// what it does to them comes on top of what the original does: another
// card drawn, drained or dealt to a player, another pump on a creature.
// Of our own spell, a second removal of the same object gains nothing
// (the original does it, or finds its target gone), nor does copying a
// copy; of an opponent's spell, the copy's harm to what is ours counts
// against it (their burn aimed at our creature stays aimed at it).
func (b *Board) copyValue(c *rules.CardView) float64 {
	var it *rules.StackView
	for i := range b.V.Stack {
		if b.V.Stack[i].Source.ID == c.ID {
			it = &b.V.Stack[i]
		}
	}
	if it == nil || !it.IsSpell || c.Def == nil || c.Def.IsPermanent() {
		return 0
	}
	ab := cardvalue.SpellAbility(c.Def)
	if ab == nil {
		return 0
	}
	own := !b.foe(it.Controller)
	s := 0.0
	for k := range ab.Effects {
		e := &ab.Effects[k]
		if e.Target < 0 || int(e.Target) >= len(it.Targets) || e.Kind == card.Fight || e.Kind == card.CopySpell {
			continue
		}
		t := it.Targets[e.Target]
		switch {
		case t.IsPlayer():
			s += b.playerEffect(e.Kind, amount(e, it.X), t.Player)
		default:
			o := b.Obj(t.Obj)
			if o == nil || (own && onceIsEnough(e.Kind)) {
				continue
			}
			if own && e.Kind == card.Damage {
				s += b.secondDamage(e, o, it.X)
				continue
			}
			if e.Who == card.TargetsController {
				s += b.playerEffect(e.Kind, amount(e, it.X), o.Controller)
				continue
			}
			s += b.objEffect(e, o, it.X, false)
		}
	}
	return s + b.untargeted(ab, c.ID, it.X)
}

// onceIsEnough reports whether an effect of kind k does all it can to an
// object the first time: removing or countering it twice is once.
func onceIsEnough(k card.EffectKind) bool {
	switch k {
	case card.Destroy, card.Exile, card.Bounce, card.CounterSpell, card.Tap:
		return true
	}
	return false
}

// secondDamage is what a copy of our damage effect e adds on object o:
// the kill, when the original's damage alone does not kill it and the
// two together do.
func (b *Board) secondDamage(e *card.Effect, o *rules.CardView, x int) float64 {
	n, left := amount(e, x), o.Toughness-o.Damage
	if !cardvalue.IsCreature(o) || n <= 0 || n >= left || 2*n < left {
		return 0
	}
	hit := *o // as the original leaves it
	hit.Damage += n
	return b.objEffect(e, &hit, x, false)
}

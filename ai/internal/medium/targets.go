package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// matchesKind reports whether a visible object fits a target kind.
func matchesKind(k card.TargetKind, c *rules.CardView) bool {
	if c.Def == nil {
		return false
	}
	types := c.Def.Types
	if c.LandDef != nil {
		types = c.LandDef.Types
	}
	onBF := c.Zone == rules.ZoneBattlefield
	switch k {
	case card.AnyTarget, card.CreatureTarget:
		return onBF && types.Has(card.Creature)
	case card.PermanentTarget:
		return onBF
	case card.NonlandPermanent:
		return onBF && !types.Has(card.Land)
	case card.ArtifactTarget:
		return onBF && types.Has(card.Artifact)
	case card.EnchantmentTarget:
		return onBF && types.Has(card.Enchantment)
	case card.LandTarget:
		return onBF && types.Has(card.Land)
	case card.ArtifactOrEnchantment:
		return onBF && (types.Has(card.Artifact) || types.Has(card.Enchantment))
	case card.SpellTarget:
		return c.Zone == rules.ZoneStack
	case card.CreatureSpell:
		return c.Zone == rules.ZoneStack && types.Has(card.Creature)
	case card.NoncreatureSpell:
		return c.Zone == rules.ZoneStack && !types.Has(card.Creature)
	case card.InstantOrSorcerySpell:
		return c.Zone == rules.ZoneStack && (types.Has(card.Instant) || types.Has(card.Sorcery))
	}
	return false
}

// matches reports whether object c fits spec for an ability of src.
func (b *Board) matches(spec card.TargetSpec, c *rules.CardView, src rules.ObjID) bool {
	if !matchesKind(spec.Kind, c) || (spec.Other && c.ID == src) {
		return false
	}
	switch spec.Controller {
	case card.YouControl:
		if c.Controller != b.Me {
			return false
		}
	case card.OpponentControls:
		if !b.foe(c.Controller) {
			return false
		}
	}
	if spec.MaxPower > 0 && c.Power > int(spec.MaxPower) {
		return false
	}
	if spec.Subtype != "" {
		found := false
		for _, st := range c.Def.Subtypes {
			found = found || st == spec.Subtype
		}
		if !found {
			return false
		}
	}
	return true
}

// candidates lists what the deciding seat could target with spec: a
// close estimate of the engine's list, used to decide whether casting is
// worth it before the engine offers the real targets.
func (b *Board) candidates(spec card.TargetSpec, src rules.ObjID) []rules.Target {
	var out []rules.Target
	switch spec.Kind {
	case card.AnyTarget, card.PlayerTarget, card.OpponentTarget:
		for i := range b.V.Players {
			s := rules.Seat(i)
			if b.V.Players[i].Lost || ((spec.Kind == card.OpponentTarget || spec.Controller == card.OpponentControls) && !b.foe(s)) {
				continue
			}
			out = append(out, rules.PlayerTarget(s))
		}
		if spec.Kind != card.AnyTarget {
			return out
		}
	}
	if spec.Kind >= card.SpellTarget {
		for i := range b.V.Stack {
			if st := &b.V.Stack[i]; st.IsSpell && b.matches(spec, &st.Source, src) {
				out = append(out, rules.Target{Player: rules.NoSeat, Obj: st.Source.ID})
			}
		}
		return out
	}
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Keywords.Has(card.Hexproof) && b.foe(c.Controller) {
			continue
		}
		if b.matches(spec, c, src) {
			out = append(out, rules.Target{Player: rules.NoSeat, Obj: c.ID})
		}
	}
	return out
}

// lifeWeight is what one point of life of seat s is worth: more as the
// seat gets closer to losing.
func (b *Board) lifeWeight(s rules.Seat) float64 {
	l := b.V.Players[s].Life
	return 0.7 + float64(max(0, 10-l))*0.15
}

// playerEffect scores an effect of n on player s for the deciding seat.
func (b *Board) playerEffect(k card.EffectKind, n int, s rules.Seat) float64 {
	if s < 0 || int(s) >= len(b.V.Players) || b.V.Players[s].Lost {
		return 0
	}
	p := &b.V.Players[s]
	harm := 0.0
	switch k {
	case card.Damage, card.LoseLife:
		harm = float64(n) * b.lifeWeight(s)
		if n >= p.Life {
			harm += 50
		}
	case card.Discard:
		harm = 1.5 * float64(min(n, p.HandCount))
	case card.Mill:
		harm = 0.15 * float64(n)
		switch {
		case b.V.Options.MillCounters:
			harm += b.millHarm(s, n) // counters for s, not a loss
		case n >= p.LibraryCount && b.V.Options.EmptyLibrary == rules.EmptyLose:
			harm += 30
		}
	case card.Sacrifice:
		cs := b.Creatures(s)
		worst := 1e9
		for _, c := range cs {
			worst = min(worst, cardvalue.Creature(c))
		}
		if len(cs) > 0 {
			harm = worst * float64(min(n, len(cs)))
			if len(cs) == 1 {
				harm *= 1.2
			}
		}
	case card.Draw:
		harm = -1.8 * float64(n)
		if n >= p.LibraryCount && b.V.Options.EmptyLibrary == rules.EmptyLose {
			harm += 30
		}
	case card.GainLife:
		harm = -float64(n) * 0.4 * b.lifeWeight(s)
	}
	if b.foe(s) {
		return harm
	}
	return -harm
}

// amount is an effect's amount with X known.
func amount(e *card.Effect, x int) int {
	if e.AmountX {
		return x
	}
	return int(e.Amount)
}

// objEffect scores an effect on a visible object for the deciding seat.
// deathtouch says the source has deathtouch.
func (b *Board) objEffect(e *card.Effect, c *rules.CardView, x int, deathtouch bool) float64 {
	if c.Def == nil {
		return 0
	}
	val := cardvalue.Permanent(c)
	if c.Zone == rules.ZoneStack {
		val = cardvalue.AsSpell(c.Def)
	}
	foe := b.foe(c.Controller)
	sign := -1.0 // harmful effects help us on a foe's permanent
	if foe {
		sign = 1
	}
	indestructible := c.Keywords.Has(card.Indestructible)
	switch e.Kind {
	case card.Damage:
		if !cardvalue.IsCreature(c) {
			return 0
		}
		n := amount(e, x)
		if !indestructible && n > 0 && (n >= c.Toughness-c.Damage || deathtouch) {
			return sign * val
		}
		return sign * 0.1 * float64(n)
	case card.Destroy:
		if indestructible {
			return 0
		}
		return sign * val
	case card.Exile:
		return sign * val * 1.05
	case card.Bounce:
		if c.Token {
			return sign * val
		}
		cost := 0.4*val + 0.2*float64(c.Def.Cost.ManaValue())
		if !foe && cardvalue.IsCreature(c) {
			return b.bounceSave(c) - cost // saved from removal, or a card's tempo lost
		}
		return sign * cost
	case card.Tap:
		if c.Tapped || !cardvalue.IsCreature(c) {
			return 0
		}
		return sign * 0.2 * val
	case card.Untap:
		if !c.Tapped {
			return 0
		}
		return -sign * 0.2 * val
	case card.Pump:
		if e.Toughness < 0 && cardvalue.IsCreature(c) && c.Toughness+int(e.Toughness) <= 0 {
			return sign * val // -X/-X that kills, indestructible or not
		}
		return -sign * b.pumpScore(c, int(e.Power), int(e.Toughness), e.Keywords)
	case card.AddCounters:
		n := amount(e, x)
		return -sign * (2.2*float64(n) + b.pumpScore(c, n, n, 0))
	case card.CounterSpell:
		if c.Zone != rules.ZoneStack {
			return 0
		}
		return sign * (val + 1)
	case card.CopySpell:
		return b.copyValue(c)
	}
	return 0
}

// targetScore scores choosing t as target i of ability ab (whose source
// is src) for the deciding seat. first is target 0 when i is 1.
func (b *Board) targetScore(ab *card.Ability, src rules.ObjID, i int, t rules.Target, first rules.Target, x int) float64 {
	s := 0.0
	dt := false
	if sc := b.Obj(src); sc != nil {
		dt = sc.Keywords.Has(card.Deathtouch)
	}
	var c *rules.CardView
	if !t.IsPlayer() {
		if c = b.Obj(t.Obj); c == nil {
			return 0
		}
	}
	for k := range ab.Effects {
		e := &ab.Effects[k]
		if e.Kind == card.Fight {
			if c != nil && int(e.Target) == i {
				up := pumpedFor(ab, e.Target, c, x)
				s += b.fightFirst(&up)
			} else if c != nil && int(e.Target2) == i {
				s += b.fightSecond(first, c, func(m *rules.CardView) rules.CardView { return pumpedFor(ab, e.Target, m, x) })
			}
			continue
		}
		if int(e.Target) != i {
			continue
		}
		switch {
		case e.Who == card.TargetPlayer && t.IsPlayer():
			s += b.playerEffect(e.Kind, amount(e, x), t.Player)
		case e.Who == card.TargetsController && c != nil:
			s += b.playerEffect(e.Kind, amount(e, x), c.Controller)
		case t.IsPlayer():
			s += b.playerEffect(e.Kind, amount(e, x), t.Player)
		default:
			s += b.objEffect(e, c, x, dt)
		}
	}
	return s
}

// fightFirst scores one of ours as the first creature of a fight.
func (b *Board) fightFirst(m *rules.CardView) float64 {
	if b.foe(m.Controller) {
		return -5
	}
	best := -1.0
	for _, f := range b.Foes() {
		for _, o := range b.Creatures(f) {
			if o.Keywords.Has(card.Hexproof) {
				continue
			}
			best = max(best, fightValue(m, o))
		}
	}
	return best
}

// fightSecond scores foe creature o as the second creature of a fight
// whose first creature is first (unknown: our strongest), as pump makes
// it before the fight.
func (b *Board) fightSecond(first rules.Target, o *rules.CardView, pump func(*rules.CardView) rules.CardView) float64 {
	if !b.foe(o.Controller) {
		return -5
	}
	if m := b.Obj(first.Obj); m != nil && !first.IsPlayer() {
		up := pump(m)
		return fightValue(&up, o)
	}
	best := -1.0
	for _, m := range b.Creatures(b.Me) {
		up := pump(m)
		best = max(best, fightValue(&up, o))
	}
	return best
}

// pumpedFor is c as it fights after the pumps and counters that ability
// ab gives its target number i first (a pump-then-fight spell).
func pumpedFor(ab *card.Ability, i int8, c *rules.CardView, x int) rules.CardView {
	up := *c
	for k := range ab.Effects {
		e := &ab.Effects[k]
		if e.Target != i {
			continue
		}
		switch e.Kind {
		case card.Pump:
			up.Power += int(e.Power)
			up.Toughness += int(e.Toughness)
			up.Keywords |= e.Keywords
		case card.AddCounters:
			n := amount(e, x)
			up.Power += n
			up.Toughness += n
		}
	}
	return up
}

// fightValue is what m fighting o gains us.
func fightValue(m, o *rules.CardView) float64 {
	v := 0.0
	if kills(m, o) {
		v += cardvalue.Creature(o)
	}
	if kills(o, m) {
		v -= cardvalue.Creature(m)
	}
	return v
}

// kills reports whether a's damage is lethal to b.
func kills(a, b *rules.CardView) bool {
	if a.Power <= 0 || b.Keywords.Has(card.Indestructible) {
		return false
	}
	return a.Keywords.Has(card.Deathtouch) || a.Power >= b.Toughness-b.Damage
}

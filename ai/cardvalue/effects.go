package cardvalue

import "github.com/kitchentable/kitchentable/game/card"

// Effects rates what an ability's effects do for its controller,
// apart from any board: the scale of Score. x says the amounts marked
// X count as 3.
func Effects(ab *card.Ability, x bool) float64 {
	v := 0.0
	for i := range ab.Effects {
		e := &ab.Effects[i]
		n := float64(e.Amount)
		if e.AmountX || (x && n == 0) {
			n = 3
		}
		var spec *card.TargetSpec
		if e.Target >= 0 && int(e.Target) < len(ab.Targets) {
			spec = &ab.Targets[e.Target]
		}
		switch {
		case e.Each != nil:
			v += eachValue(e, e.Each, n)
		case spec != nil:
			v += targetedValue(e, spec, n)
		default:
			v += Untargeted(e, n)
		}
	}
	return v
}

// CreatureTarget reports whether spec can name a creature.
func CreatureTarget(k card.TargetKind) bool {
	switch k {
	case card.AnyTarget, card.CreatureTarget, card.PermanentTarget, card.NonlandPermanent:
		return true
	}
	return false
}

// targetedValue rates an effect on a chosen target.
func targetedValue(e *card.Effect, spec *card.TargetSpec, n float64) float64 {
	ours := spec.Controller == card.YouControl
	limit := 1.0
	if spec.MaxPower > 0 {
		limit = 0.6 // only small creatures
	}
	switch e.Kind {
	case card.Damage:
		switch {
		case ours:
			return -0.5
		case CreatureTarget(spec.Kind):
			v := 0.8 + 0.8*min(n, 6)
			if spec.Kind == card.AnyTarget {
				v += 0.3
			}
			return v * limit
		}
		return 0.5 * n // a player
	case card.Destroy, card.Exile:
		if ours {
			return -1
		}
		v := 1.5 // artifacts, enchantments, lands
		if CreatureTarget(spec.Kind) {
			v = 5
		}
		if e.Kind == card.Exile {
			v += 0.3
		}
		return v * limit
	case card.Bounce:
		if ours {
			return 0.3
		}
		return 1.5 * limit
	case card.Tap:
		return 0.6
	case card.Untap:
		return 0.3
	case card.Pump:
		return 0.3*float64(e.Power+e.Toughness) + 0.4*float64(len(e.Keywords.List()))
	case card.AddCounters:
		return 0.9 * n
	case card.CounterSpell:
		if spec.Kind == card.SpellTarget {
			return 2.6
		}
		return 2
	case card.CopySpell:
		return 1.5
	case card.Fight:
		return 3.2
	}
	return Untargeted(e, n) // a player effect aimed at a chosen player
}

// eachValue rates an effect on every object matching spec.
func eachValue(e *card.Effect, spec *card.TargetSpec, n float64) float64 {
	sign := 0.25 // it hits both sides
	switch spec.Controller {
	case card.YouControl:
		sign = -1
	case card.OpponentControls:
		sign = 1
	}
	switch e.Kind {
	case card.Damage:
		return sign * (1.5 + 0.7*min(n, 5))
	case card.Destroy, card.Exile:
		return sign * 7
	case card.Bounce:
		return sign * 3
	case card.Tap:
		return sign * 1.5
	case card.Pump:
		return -sign * (0.7*float64(e.Power+e.Toughness) + 0.6*float64(len(e.Keywords.List())))
	case card.AddCounters, card.Untap:
		return -sign * 1.3 * n
	}
	return 0
}

// Untargeted rates an effect with no object target: on players,
// on the ability's own permanent, or making things.
func Untargeted(e *card.Effect, n float64) float64 {
	if e.Self {
		switch e.Kind {
		case card.Pump:
			return 0.25*float64(e.Power+e.Toughness) + 0.3*float64(len(e.Keywords.List()))
		case card.AddCounters:
			return 0.9 * n
		case card.Untap:
			return 0.5
		case card.Bounce:
			return 0.2
		}
		return 0
	}
	mine := 1.0 // who:you
	switch e.Who {
	case card.EachOpponent, card.TargetsController:
		mine = -1
	case card.EachPlayer:
		mine = -0.3
	case card.TargetPlayer:
		mine = -0.8 // usually aimed at an opponent
	}
	switch e.Kind {
	case card.Draw:
		if mine < 0 && e.Who == card.TargetPlayer {
			return 1.1 * n // "target player draws": ourselves
		}
		return mine * 1.3 * n
	case card.Discard:
		return -mine * 0.9 * n
	case card.GainLife:
		return mine * 0.2 * n
	case card.LoseLife, card.Damage:
		return -mine * 0.45 * n
	case card.Mill:
		return -mine * 0.05 * n
	case card.Sacrifice:
		return -mine * 2.8 * n
	case card.CreateToken:
		return n * tokenValue(e.Token)
	case card.SearchBasic:
		if e.ToBattlefield {
			return 1.2
		}
		return 0.8
	case card.Scry:
		return 0.3 * n
	case card.PayOrSacrifice:
		return -2 // an upkeep tax, or the card is lost
	}
	return 0
}

// tokenValue rates one token a card creates.
func tokenValue(d *card.Def) float64 {
	if d == nil {
		return 0.5
	}
	if !d.IsCreature() {
		return 0.8
	}
	p := float64(max(d.Power, 0))
	return 0.2 + 0.4*(1.5*p+float64(max(d.Toughness, 0))+Keywords(d.Keywords, int(d.Power)))
}

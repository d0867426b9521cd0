package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// SchemeWorth is what one face-up ongoing scheme is worth to its owner in
// the evaluation: about a good permanent, since it works every turn and
// nothing but its own condition removes it.
const SchemeWorth = 4.0

// OngoingSchemes counts the face-up ongoing schemes in v of seat s.
func OngoingSchemes(v *rules.View, s rules.Seat) int {
	n := 0
	cmd := v.Players[s].Command
	for i := range cmd {
		if c := &cmd[i]; c.Def != nil && !c.FaceDown && c.Def.Super.Has(card.Ongoing) {
			n++
		}
	}
	return n
}

// tax sums what def's face-up schemes and permanents that trigger on
// trig (an attack on def, a hit on def) are worth to def when an
// attacker sets them off (punishValue).
func (b *Board) tax(def rules.Seat, trig card.TriggerKind) float64 {
	t := 0.0
	add := func(c *rules.CardView) {
		for i := range c.Def.Abilities {
			if ab := &c.Def.Abilities[i]; ab.Kind == card.Triggered && ab.Trigger == trig {
				t += punishValue(ab)
			}
		}
	}
	cmd := b.V.Players[def].Command
	for i := range cmd {
		if c := &cmd[i]; c.Def != nil && !c.FaceDown {
			add(c)
		}
	}
	for i := range b.V.Battlefield {
		if c := &b.V.Battlefield[i]; c.Controller == def && c.Def != nil && !cardvalue.IsLand(c) {
			add(c)
		}
	}
	return t
}

// punishValue rates what a punishing trigger does for its controller when
// the attacker sets it off: its effects, with "that player" read as the
// attacker, and less the scheme's worth when it abandons itself (then
// setting it off is good for the attacker).
func punishValue(ab *card.Ability) float64 {
	cp := *ab
	cp.Effects = append([]card.Effect(nil), ab.Effects...)
	v := 0.0
	for i := range cp.Effects {
		e := &cp.Effects[i]
		if e.Kind == card.Abandon {
			v -= SchemeWorth
		}
		if e.Who == card.ThatPlayer {
			e.Who = card.EachOpponent
		}
	}
	return v + cardvalue.Effects(&cp, false)
}

// attackTax is what attacking def costs once per combat: the value to def
// of its "whenever an opponent attacks you" triggers (negative when
// attacking it is a good idea anyway, as it abandons a scheme).
func (b *Board) attackTax(def rules.Seat) float64 { return b.tax(def, card.OnOpponentAttacks) }

// hitTax is what each creature dealing combat damage to def costs
// (negative when a hit abandons a scheme of def's: a gain).
func (b *Board) hitTax(def rules.Seat) float64 { return b.tax(def, card.OnCombatDamageToYou) }

// damageWorth is what a point of damage to an opponent is worth on the
// scale of cardvalue.Effects (see cardvalue.Untargeted).
const damageWorth = 0.45

// weighTaxes trims an attack plan on def that is not lethal by what def's
// punishing schemes and permanents cost: creatures too small to be worth
// their combat-damage tax stay home, and an attack that would deal less
// than one and a half times the once-per-combat tax is called off, unless
// the tax is already paid (a creature of ours attacks def) or a hit would
// abandon a scheme worth more.
func (b *Board) weighTaxes(def rules.Seat, plan []*rules.CardView) []*rules.CardView {
	hit := b.hitTax(def)
	if hit > 0 {
		kept := plan[:0:0]
		for _, c := range plan {
			if damageWorth*float64(Strikes(c)) > hit {
				kept = append(kept, c)
			}
		}
		plan = kept
	}
	tax := b.attackTax(def) + min(hit, 0) // a hit that abandons a scheme pays for the attack
	if tax <= 0 || len(plan) == 0 || b.attackingAlready(def) {
		return plan
	}
	dmg := 0
	for _, c := range plan {
		dmg += Strikes(c)
	}
	if damageWorth*float64(dmg) < 1.5*tax {
		return nil
	}
	return plan
}

// attackingAlready reports whether a creature the deciding seat controls
// attacks def.
func (b *Board) attackingAlready(def rules.Seat) bool {
	for _, c := range b.Creatures(b.Me) {
		if c.Attacking == def {
			return true
		}
	}
	return false
}

// chooseOption answers an opponents' choice (each-opponent-chooses) put
// to the deciding seat: the option that costs it least.
func (b *Board) chooseOption(legal []rules.Action) rules.Action {
	src := b.Card(b.V.Pending.Source)
	var choices *[2][]card.Effect
	if src != nil && src.Def != nil {
		for i := range src.Def.Abilities {
			for _, e := range src.Def.Abilities[i].Effects {
				if e.Kind == card.OpponentsChoose && e.Choices != nil && choices == nil {
					choices = e.Choices
				}
			}
		}
	}
	best, bs := pick.Fallback(legal), -1e18
	for _, a := range legal {
		if a.Kind != rules.ActChoose || a.Index < 0 || a.Index > 1 {
			continue
		}
		s := 0.0
		if choices != nil {
			s = b.optionScore(choices[a.Index], src.Controller)
		}
		if s > bs {
			best, bs = a, s
		}
	}
	return best
}

// optionScore rates one option of an opponents' choice for the deciding
// seat, which chooses it: its effects on itself ("they") and on the
// ability's controller owner ("you"), and the tokens owner gets.
func (b *Board) optionScore(list []card.Effect, owner rules.Seat) float64 {
	s := 0.0
	for i := range list {
		e := &list[i]
		n := int(e.Amount)
		if e.Kind == card.CreateToken {
			s -= float64(max(n, 1)) * cardvalue.AsSpell(e.Token) * 0.8 // the owner's tokens
			continue
		}
		who := b.Me
		if e.Who == card.Owner {
			who = owner
		}
		s += b.playerEffect(e.Kind, n, who)
	}
	return s
}

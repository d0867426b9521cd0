package cardvalue

import (
	"github.com/kitchentable/kitchentable/game/card"
)

// Score rates a card for deck building and drafting, apart from any
// deck: about 3 for a vanilla two-mana 2/2 common, 5 to 6 for cheap
// unconditional removal, 7 and more for bombs; basic lands, tokens and
// schemes score 0. It adds up
//
//   - rarity: a little more for uncommon, rare and mythic cards;
//   - creatures: the body (1.5 a point of power, 1 a point of toughness,
//     plus its keywords) against what its mana value usually buys, and its
//     size, since bigger bodies win games at equal efficiency;
//   - instants and sorceries: what their effects do (removal most, then
//     card draw, burn to a player, tricks), less a little per mana;
//   - abilities of permanents: enters and dies triggers once, other
//     triggers as repeatable value, activated abilities at a discount for
//     their costs, mana abilities as ramp and anthems by their size;
//   - a penalty for costs of seven and more, which are hard to cast.
//
// An {X} in a cost counts as 3. Scores depend only on the definition.
func Score(d *card.Def) float64 {
	if d == nil || d.Token || d.Types.Has(card.Scheme) || d.Super.Has(card.Basic) {
		return 0
	}
	if d.IsLand() {
		return landScore(d)
	}
	mv := float64(d.Cost.ManaValue() + 3*int(d.Cost.X))
	s := rarityBonus[min(d.Rarity, card.Mythic)]
	switch {
	case d.IsCreature():
		p, t := float64(max(d.Power, 0)), float64(max(d.Toughness, 0))
		body := 1.5*p + t + Keywords(d.Keywords, int(d.Power))
		s += 3 + 0.5*(body-2.5*mv) + 0.25*min(p+t, 10)
		if d.Keywords.Has(card.Defender) {
			s -= 0.5
		}
	case d.Types.Has(card.Instant) || d.Types.Has(card.Sorcery):
		s += 1 - 0.45*(mv-2)
		if ab := SpellAbility(d); ab != nil {
			s += Effects(ab, d.Cost.X > 0)
		}
		if d.Types.Has(card.Instant) {
			s += 0.2
		}
	default: // auras, equipment and other non-creature permanents
		s += 1.2 - 0.3*(mv-3)
		if d.Enchant != nil {
			s += auraValue(d) - 1 // the card is lost with the creature
		}
	}
	s += permanentAbilities(d)
	if mv >= 7 {
		s -= 0.6 * (mv - 6)
	}
	return max(s, 0.1)
}

// rarityBonus is what each rarity adds to a card's score.
var rarityBonus = [...]float64{card.Common: 0, card.Uncommon: 0.3, card.Rare: 0.6, card.Mythic: 0.9}

// landScore rates a nonbasic land: its colours and its other abilities.
func landScore(d *card.Def) float64 {
	s := 1.0
	colours := 0
	for k := LandKinds(d); k != 0; k &= k - 1 {
		colours++
	}
	s += 0.4 * float64(max(colours-1, 0))
	for i := range d.Abilities {
		if ab := &d.Abilities[i]; ab.Kind == card.Activated {
			s += 0.5 * max(0, Effects(ab, ab.Cost.X > 0)-0.3*float64(ab.Cost.ManaValue()))
		}
	}
	if d.EntersTapped {
		s -= 0.3
	}
	return s + rarityBonus[min(d.Rarity, card.Mythic)]
}

// permanentAbilities is what the triggered, activated, mana and static
// abilities of a permanent card add to its score.
func permanentAbilities(d *card.Def) float64 {
	s := 0.0
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		x := ab.Cost.X > 0
		switch ab.Kind {
		case card.Triggered:
			v := Effects(ab, x)
			switch ab.Trigger {
			case card.OnEnters:
			case card.OnDies:
				v *= 0.8
			default:
				v *= 1.2 // happens again and again
			}
			s += v
		case card.Activated:
			cost := 0.3*float64(ab.Cost.ManaValue()) + 0.3*float64(ab.LifeCost) + 1.2*float64(ab.DiscardCost)
			if ab.SacSelf {
				cost += 1.5
			}
			if ab.SacFilter != nil {
				cost += 1
			}
			if ab.Tap {
				cost += 0.3
			}
			if !ab.Equip {
				s += max(0.1, 0.7*Effects(ab, x)-cost)
			}
		case card.ManaAbility:
			if d.IsLand() {
				continue
			}
			s += 1
		case card.Static:
			s += staticValue(ab.Static, d)
		}
	}
	return s
}

// staticValue rates a static ability of card d.
func staticValue(st *card.StaticAbility, d *card.Def) float64 {
	if st == nil {
		return 0
	}
	size := float64(st.Power+st.Toughness) + 0.6*float64(len(st.Keywords.List()))
	switch st.Affects {
	case card.AffectsCreaturesYouControl, card.AffectsOtherCreaturesYouControl:
		if st.Subtype != "" {
			return 0.8 * size
		}
		return 1.6 * size
	case card.AffectsCreaturesOpponentsControl:
		v := -1.6 * size
		if st.CantBlock || st.CantAttack {
			v += 2
		}
		return v
	case card.AffectsAllCreatures:
		return 0.2 * size
	case card.AffectsEquipped:
		return 0.8*(1.5*float64(st.Power)+float64(st.Toughness)+Keywords(st.Keywords, 2)) - 0.3*equipCost(d)
	case card.AffectsSelf:
		if st.CantBlock || st.CantAttack {
			return -0.6
		}
	case card.AffectsEnchanted:
		return 0 // auraValue rates it
	}
	if st.CostChange {
		return -0.5 * float64(st.CostDelta)
	}
	return 0.3
}

// equipCost is the mana value of a card's equip ability.
func equipCost(d *card.Def) float64 {
	for i := range d.Abilities {
		if d.Abilities[i].Equip {
			return float64(d.Abilities[i].Cost.ManaValue())
		}
	}
	return 0
}

// auraValue rates what an aura does to the creature it enchants: a boost
// for ours, or a removal-like penalty for theirs.
func auraValue(d *card.Def) float64 {
	v := 0.0
	for i := range d.Abilities {
		st := d.Abilities[i].Static
		if st == nil || st.Affects != card.AffectsEnchanted {
			continue
		}
		boost := 0.8 * (1.5*float64(st.Power) + float64(st.Toughness) + Keywords(st.Keywords, 2))
		if st.CantBlock && st.CantAttack {
			return 4.5
		}
		if st.CantAttack || st.CantBlock || boost < 0 {
			return 2 - boost*0.3
		}
		v += boost
	}
	return v
}

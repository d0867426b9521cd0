package cardvalue

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Keywords is what a keyword adds to a creature of the given power.
func Keywords(k card.Keywords, power int) float64 {
	p := float64(max(power, 0))
	v := 0.0
	if k.Has(card.Flying) {
		v += 0.8 * p
	}
	if k.Has(card.Reach) {
		v += 0.3
	}
	if k.Has(card.FirstStrike) {
		v += 0.4 * p
	}
	if k.Has(card.DoubleStrike) {
		v += 1.0 * p
	}
	if k.Has(card.Deathtouch) {
		v += 2
	}
	if k.Has(card.Lifelink) {
		v += 0.5 * p
	}
	if k.Has(card.Trample) {
		v += 0.3 * p
	}
	if k.Has(card.Vigilance) {
		v += 0.5
	}
	if k.Has(card.Menace) {
		v += 0.4 * p
	}
	if k.Has(card.Hexproof) {
		v += 1
	}
	if k.Has(card.Indestructible) {
		v += 3
	}
	if k.Has(card.Defender) {
		v -= 1.2 * p
	}
	return v
}

// Abilities is a rough worth of a permanent's non-keyword abilities.
func Abilities(d *card.Def) float64 {
	v := 0.0
	for i := range d.Abilities {
		switch d.Abilities[i].Kind {
		case card.ManaAbility:
			v += 0.5
		case card.Static:
			st := d.Abilities[i].Static
			if st.Affects == card.AffectsCreaturesYouControl || st.Affects == card.AffectsOtherCreaturesYouControl {
				v += 2 * float64(st.Power+st.Toughness)
			} else if st.CantBlock && st.Affects == card.AffectsSelf {
				v -= 0.5
			} else {
				v += 0.5
			}
		case card.Triggered, card.Activated:
			v += 1
		}
	}
	return v
}

// Creature is what a creature on the battlefield is worth to its controller.
func Creature(c *rules.CardView) float64 {
	if c.Def == nil {
		return 3
	}
	v := 1 + 1.5*float64(max(c.Power, 0)) + float64(max(c.Toughness-c.Damage, 0)) + Keywords(c.Keywords, c.Power)
	v += Abilities(c.Def)
	if c.Token {
		v -= 0.3
	}
	return max(v, 0.5)
}

// Permanent is what a permanent on the battlefield is worth to its controller.
func Permanent(c *rules.CardView) float64 {
	switch {
	case c.Def == nil:
		return 1
	case IsLand(c):
		return 1.5
	case IsCreature(c):
		return Creature(c)
	}
	return 1 + float64(c.Def.Cost.ManaValue()) + Abilities(c.Def)
}

// AsSpell is what a card is worth as a spell: creatures by their size,
// other cards by their mana value.
func AsSpell(d *card.Def) float64 {
	if d == nil {
		return 2
	}
	if d.IsLand() {
		return 1.5
	}
	if d.IsCreature() {
		p := int(d.Power)
		return 1 + 1.5*float64(max(p, 0)) + float64(max(int(d.Toughness), 0)) + Keywords(d.Keywords, p) + Abilities(d)
	}
	return 1.5 + float64(d.Cost.ManaValue())
}

// LandKinds returns the mana kinds (mana.Kind bits) a land can make.
func LandKinds(d *card.Def) uint8 {
	var k uint8
	for i := range d.Abilities {
		if d.Abilities[i].Kind != card.ManaAbility {
			continue
		}
		for _, e := range d.Abilities[i].Effects {
			if e.Kind == card.AddMana {
				k |= e.ManaKinds
			}
		}
	}
	return k
}

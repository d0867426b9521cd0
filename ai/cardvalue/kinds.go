package cardvalue

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// IsCreature reports whether a battlefield object is a creature now.
func IsCreature(c *rules.CardView) bool {
	return c.Def != nil && c.Zone == rules.ZoneBattlefield && (c.Def.IsCreature() && c.LandDef == nil)
}

// IsLand reports whether a battlefield object is a land.
func IsLand(c *rules.CardView) bool {
	return c.LandDef != nil || (c.Def != nil && c.Def.IsLand())
}

// SpellAbility returns a card's spell ability, or nil.
func SpellAbility(d *card.Def) *card.Ability {
	for i := range d.Abilities {
		if d.Abilities[i].Kind == card.SpellAbility {
			return &d.Abilities[i]
		}
	}
	return nil
}

// Colours is the colours a card is and needs to be cast.
func Colours(d *card.Def) mana.ColorSet { return (d.Colors | d.Cost.Colors()) & mana.AllColors }

// LandColours is the set of colours a land can make.
func LandColours(d *card.Def) mana.ColorSet {
	return mana.ColorSet(LandKinds(d)) & mana.AllColors
}

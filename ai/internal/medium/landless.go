package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Landless (Options.Land == LandAnyCard): any card may be played as a land
// and becomes the land its colours give (rules.LandIdentity). The careful
// player chooses which card becomes the land by what the card is worth as
// a spell against what its land does for the rest of the hand: the spells
// it lets us pay for this turn and next (as castingLand) and the colours
// the rest of the hand needs.

// Weights of landlessLand.
const (
	landSpellPart  = 0.3 // how much of the card's worth as a spell playing it as a land gives up
	landlessFit    = 0.5 // how much the colours the rest of the hand needs count
	landLateBonus  = 2   // a spell that costs more than two beyond the lands we have
	promenadeToll  = 1.5 // the Promenade enters tapped and costs {1} on the turn it comes
	hollowFilterOK = 0.2 // the Hollow makes any colour for {1} more: a little fit to every need
)

// landlessIdentity returns the land d becomes and the colours it makes
// for free (the Hollow makes colourless; its any-colour ability costs {1}).
func landlessIdentity(d *card.Def) (land *card.Def, kinds uint8) {
	land = rules.LandIdentity(d, nil)
	for i := range land.Abilities {
		a := &land.Abilities[i]
		if a.Kind != card.ManaAbility || a.Cost.ManaValue() > 0 {
			continue
		}
		for _, e := range a.Effects {
			if e.Kind == card.AddMana {
				kinds |= e.ManaKinds
			}
		}
	}
	return land, kinds
}

// spellWorth is what a card is worth as a spell to the careful player.
func spellWorth(d *card.Def) float64 {
	return max(cardvalue.AsSpell(d), rateWeight*cachedScore(d))
}

// landlessLand scores playing d as a land beside lands when the rest of
// the hand is rest: higher is better.
func landlessLand(d *card.Def, rest []*card.Def, lands ownLands) float64 {
	return landlessLandBeside(d, rest, -1, lands)
}

// landlessLandBeside is landlessLand with the rest of the hand being
// cards but its skip-th card (none when skip is negative): the hand plan
// scores every card of a hand without making a list for each.
func landlessLandBeside(d *card.Def, cards []*card.Def, skip int, lands ownLands) float64 {
	land, kinds := landlessIdentity(d)
	s := -landSpellPart*spellWorth(d) + castsWith(land, kinds, cards, skip, lands) +
		landlessFit*landFit(kinds, needOf(cards, skip, lands))
	if d.Colors&mana.AllColors == 0 {
		s += hollowFilterOK
	}
	if d.Cost.ManaValue() > lands.n+2 {
		s += landLateBonus
	}
	if (d.Colors & mana.AllColors).Count() >= 4 {
		s -= promenadeToll
	} else if land.EntersTapped && castableIn(cards, skip, lands.n+1) {
		s -= enterTapped
	}
	return s
}

// castsWith is landCasts for the rest of a Landless hand: each spell of
// cards but the skip-th whose coloured symbols lands and the new land
// (making kinds) pay counts castNowWorth this turn and castNextWorth the
// next.
func castsWith(land *card.Def, kinds uint8, cards []*card.Def, skip int, lands ownLands) float64 {
	now, next, nowMana := lands.made, lands.made, lands.n
	if !land.EntersTapped {
		now.add(kinds)
		nowMana++
	}
	next.add(kinds)
	s := 0.0
	for i, sp := range cards {
		if i == skip {
			continue
		}
		s += castWorth(sp, nowMana, lands.n, &now, &next)
	}
	return s
}

// castableIn reports whether a spell of cards but the skip-th costs at
// most mv.
func castableIn(cards []*card.Def, skip, mv int) bool {
	for i, d := range cards {
		if i != skip && d.Cost.ManaValue() <= mv {
			return true
		}
	}
	return false
}

// needOf is colourNeed for a list of cards but the skip-th beside lands.
func needOf(cards []*card.Def, skip int, lands ownLands) [8]float64 {
	var need [8]float64
	for i, d := range cards {
		if i == skip {
			continue
		}
		for k, n := range d.Cost.Colored {
			need[k] += float64(n)
		}
	}
	for k, n := range lands.made {
		need[k] -= 0.7 * float64(n)
	}
	return need
}

// handDefs returns the cards of the deciding seat's hand but skip.
func (b *Board) handDefs(skip rules.ObjID) []*card.Def {
	var out []*card.Def
	for _, c := range b.V.Players[b.Me].Hand {
		if c.ID != skip && c.Def != nil {
			out = append(out, c.Def)
		}
	}
	return out
}

// landlessLandChoice scores playing hand card c as a land for the careful
// player under Landless (see landlessLand).
func (b *Board) landlessLandChoice(c *rules.CardView) float64 {
	return landlessLand(c.Def, b.handDefs(c.ID), b.ownLands())
}

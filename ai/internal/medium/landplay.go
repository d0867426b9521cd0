package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Weights of castingLand: a spell the land lets us cast this turn, one
// we could cast next turn, the colours the hand still needs (landFit),
// and the cost of a land that enters tapped on a turn its mana could
// have bought something.
const (
	castNowWorth  = 2
	castNextWorth = 1
	colourFitPart = 0.3
	enterTapped   = 0.2
)

// ownLands is what the deciding seat's lands on the battlefield make:
// how many they are and how many make each colour.
type ownLands struct {
	n    int
	made colourCounts
}

// ownLands counts the deciding seat's lands (see ownLands): one count
// serves every land it could play and the colours its hand needs.
func (b *Board) ownLands() ownLands {
	var l ownLands
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Controller == b.Me && cardvalue.IsLand(c) {
			l.n++
			l.made.add(cardvalue.LandKinds(baseDef(c)))
		}
	}
	return l
}

// castingLand scores playing land d beside own for the careful player:
// above all the spells in hand it lets us pay for, this turn and next
// (landCasts), then the colours the hand needs (need, see colourNeed).
func (b *Board) castingLand(d *card.Def, own ownLands, need [8]float64) float64 {
	s := 10 + b.landCasts(d, own) + colourFitPart*landFit(cardvalue.LandKinds(d), need)
	if d.EntersTapped && b.castableSoon(own.n) {
		s -= enterTapped
	}
	return s
}

// castableSoon reports whether the hand holds a spell that one more
// untapped land beside lands would pay for this turn (colours aside):
// only then does a land entering tapped cost anything.
func (b *Board) castableSoon(lands int) bool {
	for _, c := range b.V.Players[b.Me].Hand {
		if c.Def != nil && !c.Def.IsLand() && c.Def.Cost.ManaValue() <= lands+1 {
			return true
		}
	}
	return false
}

// landCasts is what playing land d beside own does for the spells in
// hand: each spell whose coloured symbols the lands then on the table can
// pay counts castNowWorth when it can be cast this turn and
// castNextWorth when it can the next, so that a land that makes a
// missing colour beats one more of a colour the table already makes. A
// land that enters tapped pays for nothing this turn.
func (b *Board) landCasts(d *card.Def, own ownLands) float64 {
	now, next, nowMana := own.made, own.made, own.n
	if !d.EntersTapped {
		now.add(cardvalue.LandKinds(d))
		nowMana++
	}
	next.add(cardvalue.LandKinds(d))
	s := 0.0
	for _, c := range b.V.Players[b.Me].Hand {
		sp := c.Def
		if sp == nil || sp.IsLand() {
			continue
		}
		s += castWorth(sp, nowMana, own.n, &now, &next)
	}
	return s
}

// castWorth is what one spell adds to landCasts: castNowWorth when
// nowMana lands making now pay for it this turn, castNextWorth when
// lands+1 making next pay for it the next.
func castWorth(sp *card.Def, nowMana, lands int, now, next *colourCounts) float64 {
	mv := sp.Cost.ManaValue()
	switch {
	case mv <= nowMana && now.pays(sp.Cost.Colored):
		return castNowWorth
	case mv <= lands+2 && next.pays(sp.Cost.Colored):
		return castNextWorth
	}
	return 0
}

// colourCounts counts the lands that make each colour.
type colourCounts [mana.NumColors]int

// add counts a land making kinds (a cardvalue.LandKinds set).
func (cc *colourCounts) add(kinds uint8) {
	for k := range cc {
		if kinds&(1<<k) != 0 {
			cc[k]++
		}
	}
}

// pays reports whether the counted lands can pay a cost's coloured
// symbols, each land counted for every colour it makes.
func (cc *colourCounts) pays(colored [mana.NumColors]int8) bool {
	for k, m := range colored {
		if int(m) > cc[k] {
			return false
		}
	}
	return true
}

package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// The careful player's opening hands: it judges the hand it would keep
// after putting cards back (keptHand) by the mana its spells would use in
// the first turns with the colours its lands and mana creatures make,
// against the mana they would use if every source made every colour
// (castMana). A hand that would use less than starveShare of it is
// colour-starved: a mulligan while the hand has six cards or more; with
// five only a hand whose lands make the colours of none of its spells
// (or without lands) goes again.

// Constants of the opening-hand judgement.
const (
	keepTurns   = 4   // turns castMana plays an opening hand forward
	starveShare = 0.5 // a hand using less than this share of its colour-blind mana is colour-starved
)

// carefulMulligan keeps or mulligans a hand for the careful player (not
// under Landless or a quick start): by the land count of the hand dealt
// and by the colours of the hand it keeps after its put-backs, at every
// size; with four cards or fewer it keeps.
func (b *Board) carefulMulligan(keep, mull rules.Action, colours bool) rules.Action {
	hand := b.handDefs(rules.NoObj)
	kept := keptHand(hand, b.V.Pending.Count, colours)
	lands := 0
	for _, d := range hand {
		if d.IsLand() {
			lands++
		}
	}
	keptLands := 0
	for _, d := range kept {
		if d.IsLand() {
			keptLands++
		}
	}
	colour, blind := castMana(kept, false), castMana(kept, true)
	starved := float64(colour) < starveShare*float64(blind)
	switch n := len(kept); {
	case n >= 6:
		// Seven cards want two to five lands (the put-back bottoms the
		// extra lands or spells).
		if lands < 2 || lands > 5 || starved || !castsEnough(kept, keptLands) {
			return mull
		}
	case n == 5:
		if keptLands == 0 || !anyColoursMade(kept) {
			return mull
		}
	}
	return keep
}

// keptHand is what is left of hand after putting n cards back as the
// careful player's put-back does (choice, ChooseBottom): one at a time,
// the first of those least worth keeping.
func keptHand(hand []*card.Def, n int, colours bool) []*card.Def {
	left := append([]*card.Def(nil), hand...)
	var bf *colourCounts
	if colours {
		bf = &colourCounts{}
	}
	for ; n > 0 && len(left) > 0; n-- {
		worst, ws := 0, 1e18
		for i, d := range left {
			if w := keepWorth(d, cardsWithout(left, i), 0, bf, true); w < ws {
				worst, ws = i, w
			}
		}
		left = cardsWithout(left, worst)
	}
	return left
}

// castMana plays an opening hand forward alone for keepTurns turns, no
// cards drawn: each turn a land from the hand (the one making most of
// the colours the spells still need), then the dearest spells its
// sources pay for, mana creatures adding a source from the next turn.
// It returns the mana spent; blind lets every source make every colour.
func castMana(hand []*card.Def, blind bool) int {
	cards := append([]*card.Def(nil), hand...)
	var made colourCounts
	sources, spent := 0, 0
	for range keepTurns {
		best, bs := -1, -1.0
		for i, d := range cards {
			if !d.IsLand() {
				continue
			}
			if s := landFit(cardvalue.LandKinds(d), needOf(nonLands(cards), -1, ownLands{n: sources, made: made})); s > bs {
				best, bs = i, s
			}
		}
		if best >= 0 {
			sources++
			made.add(cardvalue.LandKinds(cards[best]))
			cards = cardsWithout(cards, best)
		}
		mana := sources
		var later []*card.Def // mana creatures cast this turn
		for {
			pick, pm := -1, -1
			for i, d := range cards {
				mv := d.Cost.ManaValue()
				if d.IsLand() || mv > mana || mv <= pm || !(blind || made.pays(d.Cost.Colored)) {
					continue
				}
				pick, pm = i, mv
			}
			if pick < 0 {
				break
			}
			if d := cards[pick]; d.IsCreature() && cardvalue.LandKinds(d) != 0 {
				later = append(later, d)
			}
			mana -= pm
			spent += pm
			cards = cardsWithout(cards, pick)
		}
		for _, d := range later {
			sources++
			made.add(cardvalue.LandKinds(d))
		}
	}
	return spent
}

// anyColoursMade reports whether the lands and mana creatures of hand make
// the coloured symbols of one of its spells at least (or it has none).
func anyColoursMade(hand []*card.Def) bool {
	s := supplyOf(hand, colourCounts{})
	spells := false
	for _, d := range hand {
		if d.IsLand() {
			continue
		}
		spells = true
		if s.sources.pays(d.Cost.Colored) {
			return true
		}
	}
	return !spells
}

// nonLands returns the cards of cards that are not lands.
func nonLands(cards []*card.Def) []*card.Def {
	var out []*card.Def
	for _, d := range cards {
		if !d.IsLand() {
			out = append(out, d)
		}
	}
	return out
}

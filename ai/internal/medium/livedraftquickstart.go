package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// quickMulligan decides a Live-Draft quick start (MulliganRemoveTwo):
// removing two cards from the game to draw one by the draw method, which
// lets the seat choose the card. It does so with six or seven cards when
// the hand has no land or nothing but lands and at most one spell, with
// seven when it has one land, or when it has three spells or more and
// its lands make the colours of none of them; under mill counters only
// for no land or nothing but lands.
func quickMulligan(b *Board, keep, mull rules.Action) rules.Action {
	hand := b.V.Players[b.Me].Hand
	h := len(hand)
	if h < 6 {
		return keep
	}
	lands, spells, castable := 0, 0, 0
	var colours mana.ColorSet
	for _, c := range hand {
		if c.Def != nil && c.Def.IsLand() {
			lands++
			colours |= cardvalue.LandColours(c.Def)
		}
	}
	for _, c := range hand {
		if c.Def == nil || c.Def.IsLand() {
			continue
		}
		spells++
		if cardvalue.Colours(c.Def)&^colours == 0 {
			castable++
		}
	}
	switch {
	case lands == 0, lands >= h-1:
		return mull
	case b.V.Options.MillCounters:
		return keep // the draw costs a mill counter: only a hopeless hand is worth it
	case h == 7 && lands == 1:
		return mull
	case h == 7 && spells >= 3 && castable == 0:
		return mull
	}
	return keep
}

// pickRemove chooses the hand card to remove from the game for a quick
// start's mulligan (ChooseRemove): the one least worth keeping.
func pickRemove(b *Board, legal []rules.Action) rules.Action {
	best, bs := pick.Fallback(legal), -1e18
	keepWorth := b.keepWorths()
	for _, a := range legal {
		c := b.HandCard(a.Obj)
		if a.Kind != rules.ActChoose || c == nil {
			continue
		}
		if s := -keepWorth(*c); s > bs {
			best, bs = a, s
		}
	}
	return best
}

package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/pick"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// mulligan keeps a hand with a workable number of lands.
func (p *Policy) mulligan(b *Board, legal []rules.Action) rules.Action {
	keep, mull := legal[0], legal[len(legal)-1]
	for _, a := range legal {
		switch a.Kind {
		case rules.ActKeep:
			keep = a
		case rules.ActMulligan:
			mull = a
		}
	}
	if p.careful && p.k.draft && b.V.Options.Mulligan == rules.MulliganRemoveTwo {
		return quickMulligan(b, keep, mull)
	}
	if p.careful && b.V.Options.Land == rules.LandAnyCard {
		return b.landlessMulligan(keep, mull)
	}
	if b.V.Options.Land != rules.LandAnyCard && p.careful && p.k.mullColours {
		return b.carefulMulligan(keep, mull, p.k.keepColours)
	}
	hand := b.V.Players[b.Me].Hand
	if b.V.Options.Land == rules.LandAnyCard || b.V.Pending.Count >= 2 || len(hand) <= 5 {
		return keep
	}
	lands := 0
	for _, c := range hand {
		if c.Def != nil && c.Def.IsLand() {
			lands++
		}
	}
	// A seven-card hand wants two to five lands (after putting cards back,
	// the policy bottoms the extra lands or spells).
	if lands >= 2 && lands <= 5 {
		return keep
	}
	return mull
}

// castsEnough reports whether a hand's lands make the colours of enough of
// its spells that cost at most one more than it has lands: two of them
// with two lands, one with more.
func castsEnough(hand []*card.Def, lands int) bool {
	var kinds uint8
	for _, d := range hand {
		if d.IsLand() {
			kinds |= cardvalue.LandKinds(d)
		}
	}
	n := 0
	for _, d := range hand {
		if d.IsLand() || d.Cost.ManaValue() > lands+1 {
			continue
		}
		ok := true
		for k, m := range d.Cost.Colored {
			if m > 0 && kinds&(1<<k) == 0 {
				ok = false
			}
		}
		if ok {
			n++
		}
	}
	if lands == 2 {
		return n >= 2
	}
	return n >= 1
}

// keepValue is what a card in hand (or being looked at) is worth keeping,
// colours aside (the easy player's judgement).
func (b *Board) keepValue(id rules.ObjID) float64 { return b.worthKeeping(id, false, false) }

// rateWeight turns a cardvalue.Score into keepValue's scale (a vanilla 2/2
// for two is worth about 6 either way).
const rateWeight = 1.5

// worthKeeping is keepValue; rated also counts what a spell does
// (cardvalue.Score), so that removal is not put back or discarded before a
// bear, as a spell's bare mana value would have it; colours weighs the
// colours the hand's spells need against the sources the seat has (see
// landColourWorth and missingColours).
func (b *Board) worthKeeping(id rules.ObjID, rated, colours bool) float64 {
	c := b.Card(id)
	if c == nil || c.Def == nil {
		return 0
	}
	var rest []*card.Def
	for _, h := range b.V.Players[b.Me].Hand {
		if h.Def != nil && h.ID != id {
			rest = append(rest, h.Def)
		}
	}
	onBF, _ := b.Lands(b.Me)
	var bf *colourCounts
	if colours {
		cc := b.battlefieldSources()
		if b.V.Options.Land == rules.LandAnyCard {
			for _, h := range rest {
				_, kinds := landlessIdentity(h) // any of them may become a land of its colours
				cc.add(kinds)
			}
		}
		bf = &cc
	}
	return keepWorth(c.Def, rest, onBF, bf, rated)
}

// keepWorth is worthKeeping for card d beside the rest of the hand, with
// onBF lands on the battlefield; bf, when not nil, counts the sources of
// each colour on the battlefield and asks for the colour part.
func keepWorth(d *card.Def, rest []*card.Def, onBF int, bf *colourCounts, rated bool) float64 {
	inHand := 0
	for _, h := range rest {
		if h.IsLand() {
			inHand++
		}
	}
	lands := onBF + inHand
	var colour float64
	if bf != nil {
		s := supplyOf(rest, *bf)
		if d.IsLand() {
			colour = landColourWorth(d, s)
		} else {
			colour = -missingColourCost * float64(missingColours(d, s))
		}
	}
	if d.IsLand() {
		switch {
		case lands < 3:
			return 9 + colour
		case lands < 5:
			return 5 + colour
		case lands < 7:
			return 2 + colour
		}
		return 0.5 + colour
	}
	v := cardvalue.AsSpell(d)
	if rated {
		v = max(v, rateWeight*cachedScore(d))
	}
	if short := d.Cost.ManaValue() - (lands + 1); short > 0 {
		v -= 1.5 * float64(short)
	}
	return v + colour
}

// choice makes a choice while something resolves.
func (p *Policy) choice(b *Board, legal []rules.Action) rules.Action {
	d := b.V.Pending
	rated, colours := p.careful && p.k.rateSpells, p.careful && p.k.keepColours
	keep := func(id rules.ObjID) float64 { return b.worthKeeping(id, rated, colours) }
	switch d.Purpose {
	case rules.ChooseScryBottom:
		if len(b.V.Looking) > 0 && keep(b.V.Looking[0].ID) < 3 {
			return firstWhere(legal, func(a rules.Action) bool { return a.Index == 1 })
		}
		return firstWhere(legal, func(a rules.Action) bool { return a.Index == 0 })
	case rules.ChoosePayOrSacrifice:
		return firstWhere(legal, func(a rules.Action) bool { return a.Index == 1 })
	case rules.ChooseTriggerOrder:
		return legal[0]
	case rules.ChooseOption:
		return b.chooseOption(legal)
	}
	if p.careful && p.k.draft {
		// Live-Draft: drafting, rummy and the quick start's mulligan.
		switch d.Purpose {
		case rules.ChooseDraw:
			return p.pickRow(b, legal)
		case rules.ChooseRummy:
			return p.pickRummy(b, legal)
		case rules.ChoosePile:
			return p.pickPile(b, legal)
		case rules.ChooseRemove:
			return pickRemove(b, legal)
		}
	}
	if p.careful && b.V.Options.Land == rules.LandAnyCard {
		if a, ok := b.landlessChoice(legal); ok {
			return a
		}
	}
	var score func(id rules.ObjID) float64
	switch d.Purpose {
	case rules.ChooseRummy:
		return p.pickRummy(b, legal)
	case rules.ChooseDraw:
		score = b.keepValue // the easy player: the card's own worth, no colours, no hate
	case rules.ChooseDiscard, rules.ChooseCleanupDiscard, rules.ChooseBottom, rules.ChoosePile, rules.ChooseRemove:
		score = func(id rules.ObjID) float64 { return -keep(id) }
	case rules.ChooseKeep:
		score = keep
	case rules.ChooseSearch:
		need := b.colourNeed(b.ownLands())
		score = func(id rules.ObjID) float64 {
			if c := b.Card(id); c != nil && c.Def != nil {
				return landFit(cardvalue.LandKinds(c.Def), need)
			}
			return 0
		}
	case rules.ChooseSacrifice:
		score = func(id rules.ObjID) float64 {
			if c := b.Card(id); c != nil {
				return -cardvalue.Permanent(c)
			}
			return 0
		}
	case rules.ChooseLegend:
		score = func(id rules.ObjID) float64 {
			if c := b.Card(id); c != nil {
				return cardvalue.Permanent(c) + float64(c.Counters) - 0.1*float64(c.Damage)
			}
			return 0
		}
	case rules.ChooseDamageOrder:
		src := b.Obj(d.Source)
		score = func(id rules.ObjID) float64 {
			c := b.Card(id)
			if c == nil {
				return 0
			}
			s := cardvalue.Permanent(c)
			if src != nil && !kills(src, c) {
				s -= 100 // damage first the blockers we can actually kill
			}
			return s
		}
	default:
		score = func(rules.ObjID) float64 { return 0 }
	}
	best, bs := pick.Fallback(legal), -1e18
	for _, a := range legal {
		if a.Kind != rules.ActChoose {
			continue
		}
		if s := score(a.Obj); s > bs {
			best, bs = a, s
		}
	}
	return best
}

// firstWhere returns the first legal action ok accepts, or a fallback.
func firstWhere(legal []rules.Action, ok func(rules.Action) bool) rules.Action {
	for _, a := range legal {
		if ok(a) {
			return a
		}
	}
	return pick.Fallback(legal)
}

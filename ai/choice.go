package ai

import (
	"github.com/kitchentable/kitchentable/game/rules"
)

// mulligan keeps a hand with a workable number of lands.
func (p *policy) mulligan(b *board, legal []rules.Action) rules.Action {
	keep, mull := legal[0], legal[len(legal)-1]
	for _, a := range legal {
		switch a.Kind {
		case rules.ActKeep:
			keep = a
		case rules.ActMulligan:
			mull = a
		}
	}
	if p.careful && p.k.draft && b.v.Options.Mulligan == rules.MulliganRemoveTwo {
		return quickMulligan(b, keep, mull)
	}
	if p.careful && b.v.Options.Land == rules.LandAnyCard {
		return b.landlessMulligan(keep, mull)
	}
	hand := b.v.Players[b.me].Hand
	if b.v.Options.Land == rules.LandAnyCard || b.v.Pending.Count >= 2 || len(hand) <= 5 {
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
		if p.careful && p.k.mullColours && b.v.Pending.Count == 0 && !castsEnough(hand, lands) {
			return mull
		}
		return keep
	}
	return mull
}

// castsEnough reports whether a hand's lands make the colours of enough of
// its spells that cost at most one more than it has lands: two of them
// with two lands, one with more.
func castsEnough(hand []rules.CardView, lands int) bool {
	var kinds uint8
	for _, c := range hand {
		if c.Def != nil && c.Def.IsLand() {
			kinds |= landKinds(c.Def)
		}
	}
	n := 0
	for _, c := range hand {
		if c.Def == nil || c.Def.IsLand() || c.Def.Cost.ManaValue() > lands+1 {
			continue
		}
		ok := true
		for k, m := range c.Def.Cost.Colored {
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

// keepValue is what a card in hand (or being looked at) is worth keeping.
func (b *board) keepValue(id rules.ObjID) float64 { return b.worthKeeping(id, false) }

// rateWeight turns a CardScore into keepValue's scale (a vanilla 2/2
// for two is worth about 6 either way).
const rateWeight = 1.5

// worthKeeping is keepValue; rated also counts what a spell does
// (CardScore), so that removal is not put back or discarded before a
// bear, as a spell's bare mana value would have it.
func (b *board) worthKeeping(id rules.ObjID, rated bool) float64 {
	c := b.card(id)
	if c == nil || c.Def == nil {
		return 0
	}
	d := c.Def
	onBF, _ := b.lands(b.me)
	inHand := 0
	for _, h := range b.v.Players[b.me].Hand {
		if h.Def != nil && h.Def.IsLand() && h.ID != id {
			inHand++
		}
	}
	lands := onBF + inHand
	if d.IsLand() {
		switch {
		case lands < 3:
			return 9
		case lands < 5:
			return 5
		case lands < 7:
			return 2
		}
		return 0.5
	}
	v := defValue(d)
	if rated {
		v = max(v, rateWeight*cachedScore(d))
	}
	if short := d.Cost.ManaValue() - (lands + 1); short > 0 {
		v -= 1.5 * float64(short)
	}
	return v
}

// choice makes a choice while something resolves.
func (p *policy) choice(b *board, legal []rules.Action) rules.Action {
	d := b.v.Pending
	rated := p.careful && p.k.rateSpells
	keep := func(id rules.ObjID) float64 { return b.worthKeeping(id, rated) }
	switch d.Purpose {
	case rules.ChooseScryBottom:
		if len(b.v.Looking) > 0 && keep(b.v.Looking[0].ID) < 3 {
			return pick(legal, func(a rules.Action) bool { return a.Index == 1 })
		}
		return pick(legal, func(a rules.Action) bool { return a.Index == 0 })
	case rules.ChoosePayOrSacrifice:
		return pick(legal, func(a rules.Action) bool { return a.Index == 1 })
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
	if p.careful && b.v.Options.Land == rules.LandAnyCard {
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
			if c := b.card(id); c != nil && c.Def != nil {
				return landFit(landKinds(c.Def), need)
			}
			return 0
		}
	case rules.ChooseSacrifice:
		score = func(id rules.ObjID) float64 {
			if c := b.card(id); c != nil {
				return -permValue(c)
			}
			return 0
		}
	case rules.ChooseLegend:
		score = func(id rules.ObjID) float64 {
			if c := b.card(id); c != nil {
				return permValue(c) + float64(c.Counters) - 0.1*float64(c.Damage)
			}
			return 0
		}
	case rules.ChooseDamageOrder:
		src := b.obj(d.Source)
		score = func(id rules.ObjID) float64 {
			c := b.card(id)
			if c == nil {
				return 0
			}
			s := permValue(c)
			if src != nil && !kills(src, c) {
				s -= 100 // damage first the blockers we can actually kill
			}
			return s
		}
	default:
		score = func(rules.ObjID) float64 { return 0 }
	}
	best, bs := fallback(legal), -1e18
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

// pick returns the first legal action ok accepts, or a fallback.
func pick(legal []rules.Action, ok func(rules.Action) bool) rules.Action {
	for _, a := range legal {
		if ok(a) {
			return a
		}
	}
	return fallback(legal)
}

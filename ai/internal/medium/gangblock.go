package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// gang says what happens when blockers (at most a few) together block
// attacker a: whether a dies, and the value of the blockers a kills at
// worst for us, since its controller orders its damage. First strike of
// either side is counted; a double striker's damage counts twice.
func gang(a *rules.CardView, bls []*rules.CardView) (aDies bool, lost float64) {
	aFirst := a.Keywords.Has(card.FirstStrike) || a.Keywords.Has(card.DoubleStrike)
	life := a.Toughness - a.Damage
	hits := func(cs []*rules.CardView, firstOnly bool) (int, bool) {
		n, dt := 0, false
		for _, c := range cs {
			if c.Power <= 0 || (firstOnly && !c.Keywords.Has(card.FirstStrike) && !c.Keywords.Has(card.DoubleStrike)) {
				continue
			}
			n += c.Power
			dt = dt || c.Keywords.Has(card.Deathtouch)
		}
		return n, dt
	}
	lethal := func(n int, dt bool) bool {
		return n > 0 && !a.Keywords.Has(card.Indestructible) && (dt || n >= life)
	}
	if n, dt := hits(bls, true); !aFirst && lethal(n, dt) {
		return true, 0 // our first strikers kill it before it deals damage
	}
	power := max(a.Power, 0)
	if a.Keywords.Has(card.DoubleStrike) {
		power *= 2
	}
	best, bestMask := 0.0, 0
	for mask := 1; mask < 1<<len(bls); mask++ {
		need, val := 0, 0.0
		for i, bl := range bls {
			if mask&(1<<i) == 0 {
				continue
			}
			if bl.Keywords.Has(card.Indestructible) {
				need = 1 << 20
			}
			switch {
			case a.Keywords.Has(card.Deathtouch):
				need++
			default:
				need += max(bl.Toughness-bl.Damage, 1)
			}
			val += cardvalue.Creature(bl)
		}
		if need <= power && val > best {
			best, bestMask = val, mask
		}
	}
	dealers := bls
	if aFirst {
		dealers = nil
		for i, bl := range bls {
			if bestMask&(1<<i) == 0 {
				dealers = append(dealers, bl)
			}
		}
	}
	n, dt := hits(dealers, false)
	return lethal(n, dt), best
}

// gangBlocks adds blocks that kill attackers by numbers: a second
// blocker for an attacker our blockers alone do not kill, then pairs of
// blockers for unblocked attackers. A gang block is made when the
// attacker dies and is worth more than what it can kill, by margin.
func (b *Board) gangBlocks(attackers []*rules.CardView, free func(a *rules.CardView) []*rules.CardView, add func(bl, a *rules.CardView)) {
	const margin = 1.0
	for _, a := range attackers {
		av := cardvalue.Creature(a)
		have := b.blockersOf(a.ID)
		if dies, _ := gang(a, have); dies || len(have) > 2 {
			continue
		}
		cands := free(a)
		if len(have) > 0 {
			var pick *rules.CardView
			bestGain := margin
			for _, y := range cands {
				if dies, lost := gang(a, append(append([]*rules.CardView(nil), have...), y)); dies && av-lost >= bestGain {
					pick, bestGain = y, av-lost+1e-9
				}
			}
			if pick != nil {
				add(pick, a)
			}
			continue
		}
		var px, py *rules.CardView
		bestGain := margin
		for i, x := range cands {
			for _, y := range cands[i+1:] {
				if dies, lost := gang(a, []*rules.CardView{x, y}); dies && av-lost >= bestGain {
					px, py, bestGain = x, y, av-lost+1e-9
				}
			}
		}
		if px != nil {
			add(px, a)
			add(py, a)
		}
	}
}

package medium

import (
	"slices"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// pressure adds attackers to plan when the whole attack, met by the
// defender's best blocks (answerBlocks), gains more than plan: one at a
// time a creature may be unsafe (a blocker eats it), yet together the
// attackers outnumber the blockers, and each blocker stops only one. The
// counter-attack still decides who stays home (keepDefence).
func (p *Policy) pressure(b *Board, def rules.Seat, cands, plan, blockers []*rules.CardView) []*rules.CardView {
	if len(plan) == len(cands) {
		return plan
	}
	best, bestGain := plan, b.attackGain(def, plan, blockers)+p.k.pressure
	try := func(next []*rules.CardView) {
		next = p.keepDefence(b, def, next)
		if len(next) <= len(plan) {
			return
		}
		if g := b.attackGain(def, next, blockers); g > bestGain {
			best, bestGain = next, g
		}
	}
	grown := append([]*rules.CardView(nil), plan...)
	for _, c := range cands {
		if !slices.Contains(plan, c) {
			grown = append(grown, c)
			try(grown)
		}
	}
	return best
}

// attackGain is what attacking def with plan (and the creatures already
// attacking it) gains us, in cardvalue.Creature's units, when def blocks as
// answerBlocks says: the damage through, worth more as def nears death,
// and the blockers killed, less the attackers lost.
func (b *Board) attackGain(def rules.Seat, plan, blockers []*rules.CardView) float64 {
	attackers := append(b.attackersOf(def), plan...)
	byValue(attackers)
	life := b.V.Players[def].Life
	blocked := b.answerBlocks(attackers, blockers, life)
	gain, dmg := 0.0, 0
	for i, a := range attackers {
		bl := blocked[i]
		if bl == nil {
			dmg += Strikes(a)
			continue
		}
		aDies, blDies := Duel(a, bl)
		if aDies {
			gain -= cardvalue.Creature(a)
		}
		if blDies {
			gain += cardvalue.Creature(bl)
		}
		if a.Keywords.Has(card.Trample) && !a.Keywords.Has(card.Deathtouch) {
			dmg += max(Strikes(a)-(bl.Toughness-bl.Damage), 0)
		}
	}
	return gain + lifeDamageWorth(dmg, life)
}

// answerBlocks is how the defender, at life, blocks attackers (most
// valuable first), as the careful player's own blocks go: first each
// attacker a blocker kills and survives, with the least valuable such
// blocker; then walls, blockers that survive; then trades at least
// even; then, while the damage left would kill it, chump blocks on the
// biggest hitters. It returns each attacker's blocker, or nil.
func (b *Board) answerBlocks(attackers, blockers []*rules.CardView, life int) []*rules.CardView {
	out := make([]*rules.CardView, len(attackers))
	used := make([]bool, len(blockers))
	pick := func(a *rules.CardView, ok func(a, bl *rules.CardView) bool) *rules.CardView {
		best := -1
		for j, bl := range blockers {
			if used[j] || a.Keywords.Has(card.Menace) || !b.canBlock(bl, a) || !ok(a, bl) {
				continue
			}
			if best < 0 || cardvalue.Creature(bl) < cardvalue.Creature(blockers[best]) {
				best = j
			}
		}
		if best < 0 {
			return nil
		}
		used[best] = true
		return blockers[best]
	}
	for _, ok := range answerPasses {
		for i, a := range attackers {
			if out[i] == nil {
				out[i] = pick(a, ok)
			}
		}
	}
	through := 0
	for i, a := range attackers {
		if out[i] == nil {
			through += Strikes(a)
		}
	}
	if through < life {
		return out
	}
	// Chumps, biggest hitters first, while the rest would kill.
	order := make([]int, len(attackers))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return Strikes(attackers[y]) - Strikes(attackers[x]) })
	for _, i := range order {
		if through < life {
			break
		}
		if out[i] == nil {
			if out[i] = pick(attackers[i], chumpBlock); out[i] != nil {
				through -= Strikes(attackers[i])
			}
		}
	}
	return out
}

// answerPasses are the blocks answerBlocks makes first, in order, each
// for every attacker still unblocked: a blocker that eats the attacker,
// a wall, a trade at least even.
var answerPasses = [...]func(a, bl *rules.CardView) bool{
	func(a, bl *rules.CardView) bool { aDies, blDies := Duel(a, bl); return aDies && !blDies },
	func(a, bl *rules.CardView) bool { _, blDies := Duel(a, bl); return !blDies },
	func(a, bl *rules.CardView) bool {
		aDies, blDies := Duel(a, bl)
		return aDies && blDies && cardvalue.Creature(bl) <= cardvalue.Creature(a)
	},
}

// chumpBlock is any block: a chump block to live.
func chumpBlock(_, _ *rules.CardView) bool { return true }

// lifeDamageWorth is what dealing dmg to a player at life is worth, in
// cardvalue.Creature's units: the whole game (100) when it kills, else half
// a unit for each point lost above 15 life, a unit down to 7, two and a
// half from 6 down.
func lifeDamageWorth(dmg, life int) float64 {
	if dmg >= life {
		return 100
	}
	w := 0.0
	for l := life; l > life-dmg; l-- {
		switch {
		case l > 15:
			w += 0.5
		case l > 6:
			w++
		default:
			w += 2.5
		}
	}
	return w
}

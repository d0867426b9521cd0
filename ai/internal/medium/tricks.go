package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// trickSize is the pump a likely combat trick gives: +2/+2.
const trickSize = 2

// mayTrick reports whether seat s could cast a combat trick now, as far
// as anyone can see: it holds a card and has mana open (an untapped land
// or mana in its pool).
func (b *Board) mayTrick(s rules.Seat) bool {
	if s < 0 || int(s) >= len(b.V.Players) {
		return false
	}
	p := &b.V.Players[s]
	if p.HandCount == 0 {
		return false
	}
	if p.Pool.Total() > 0 {
		return true
	}
	_, untapped := b.Lands(s)
	return untapped > 0
}

// tricked is c after a likely trick.
func tricked(c *rules.CardView) *rules.CardView {
	up := *c
	up.Power += trickSize
	up.Toughness += trickSize
	return &up
}

// lostToTrick reports whether attacker c, which bl would block without
// either dying (a wall the defender keeps), dies to bl pumped by one
// likely trick while bl lives.
func lostToTrick(c, bl *rules.CardView) bool {
	cDies, blDies := Duel(c, bl)
	if cDies || blDies {
		return false
	}
	cDies, blDies = Duel(c, tricked(bl))
	return cDies && !blDies
}

// smallGain reports whether c's attack on def gains little: its damage is
// worth less than half of c, and def is not close to dying.
func (b *Board) smallGain(c *rules.CardView, def rules.Seat) bool {
	life := b.V.Players[def].Life
	return Strikes(c) < life/2 && float64(Strikes(c))*b.lifeWeight(def) < 0.5*cardvalue.Creature(c)
}

// trickedBlocker reports whether blocker bl, which survives attacker a as
// things stand, would die to a with one likely trick.
func trickedBlocker(a, bl *rules.CardView) bool {
	_, blDies := Duel(a, bl)
	if blDies {
		return false
	}
	_, blDies = Duel(tricked(a), bl)
	return blDies
}

// ownTrick is the biggest pump the deciding seat could cast from hand on
// an attacker after blocks: an instant that only pumps (or puts counters
// on) target creature, and mana enough to cast it. ok is false when it
// holds none.
func (b *Board) ownTrick() (dp, dt int, kw card.Keywords, ok bool) {
	_, untapped := b.Lands(b.Me)
	mana := untapped + b.V.Players[b.Me].Pool.Total()
	for _, h := range b.V.Players[b.Me].Hand {
		d := h.Def
		if d == nil || !d.Types.Has(card.Instant) || d.Cost.X > 0 || int(d.Cost.ManaValue()) > mana {
			continue
		}
		ab := cardvalue.SpellAbility(d)
		if !isTrick(ab) || len(ab.Targets) != 1 || !cardvalue.CreatureTarget(ab.Targets[0].Kind) {
			continue
		}
		p, t, k := 0, 0, card.Keywords(0)
		for _, e := range ab.Effects {
			switch e.Kind {
			case card.Pump:
				p, t, k = p+int(e.Power), t+int(e.Toughness), k|e.Keywords
			case card.AddCounters:
				p, t = p+int(e.Amount), t+int(e.Amount)
			}
		}
		if p+t > dp+dt {
			dp, dt, kw, ok = p, t, k, true
		}
	}
	return dp, dt, kw, ok
}

// trickAttacker is the most valuable of cands (none in plan) that no
// blocker could kill without dying once we pump it with our trick, and
// that some blocker would eat without it: the defender who blocks it
// loses a creature. nil when there is none.
func (b *Board) trickAttacker(cands, plan, blockers []*rules.CardView) *rules.CardView {
	dp, dt, kw, ok := b.ownTrick()
	if !ok {
		return nil
	}
	in := map[rules.ObjID]bool{}
	for _, c := range plan {
		in[c.ID] = true
	}
	for _, c := range cands { // most valuable first
		if in[c.ID] {
			continue
		}
		up := *c
		up.Power, up.Toughness, up.Keywords = c.Power+dp, c.Toughness+dt, c.Keywords|kw
		eaten, safe := false, true
		for _, bl := range blockers {
			if !b.canBlock(bl, c) {
				continue
			}
			if cDies, blDies := Duel(c, bl); cDies && !blDies {
				eaten = true
			}
			if cDies, _ := Duel(&up, bl); cDies {
				safe = false
			}
		}
		if eaten && safe {
			return c
		}
	}
	return nil
}

// pumpedAttackKills reports whether, with the pump of ab (whose source
// is src) on each creature of ours it reaches, attacking with every
// creature that can attack kills some opponent (see lethal): what a team
// pump at sorcery speed is for.
func (b *Board) pumpedAttackKills(ab *card.Ability, src rules.ObjID) bool {
	var cands []*rules.CardView
	for _, c := range b.Creatures(b.Me) {
		if !b.couldAttack(c) {
			continue
		}
		up := *c
		for k := range ab.Effects {
			e := &ab.Effects[k]
			if e.Kind == card.Pump && e.Each != nil && b.matches(*e.Each, c, src) {
				up.Power += int(e.Power)
				up.Toughness += int(e.Toughness)
				up.Keywords |= e.Keywords
			}
		}
		if up.Power > 0 {
			cands = append(cands, &up)
		}
	}
	if len(cands) == 0 {
		return false
	}
	for _, f := range b.Foes() {
		if b.damageThrough(f, cands, b.UntappedBlockers(f)) >= b.V.Players[f].Life {
			return true
		}
	}
	return false
}

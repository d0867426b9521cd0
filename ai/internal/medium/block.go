package medium

import (
	"sort"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// blockPair is one planned block.
type blockPair struct{ blocker, attacker rules.ObjID }

// block chooses the next block to declare, or ActBlockDone, planning all
// blocks from the current state each time (see attack).
func (p *Policy) block(b *Board, legal []rules.Action) rules.Action {
	done := legal[len(legal)-1]
	for _, a := range legal {
		if a.Kind == rules.ActBlockDone {
			done = a
		}
	}
	for _, pr := range p.planBlocks(b, legal) {
		for _, a := range legal {
			if a.Kind == rules.ActBlock && a.Obj == pr.blocker && a.Target.Obj == pr.attacker {
				return a
			}
		}
	}
	return done
}

// planBlocks returns the new blocks to make: blockers that kill their
// attacker and survive, walls that survive, even trades, and chump blocks
// only when the damage coming would kill us.
func (p *Policy) planBlocks(b *Board, legal []rules.Action) []blockPair {
	can := map[blockPair]bool{}
	var free []*rules.CardView
	seen := map[rules.ObjID]bool{}
	for _, a := range legal {
		if a.Kind != rules.ActBlock {
			continue
		}
		can[blockPair{a.Obj, a.Target.Obj}] = true
		if !seen[a.Obj] {
			seen[a.Obj] = true
			if c := b.Obj(a.Obj); c != nil {
				free = append(free, c)
			}
		}
	}
	var attackers, held []*rules.CardView // unblocked, and blocked already
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Attacking != b.Me {
			continue
		}
		if len(b.blockersOf(c.ID)) == 0 {
			attackers = append(attackers, c)
		} else {
			held = append(held, c)
		}
	}
	byValue(attackers)
	// Cheapest blockers first, so the least valuable one that works is used.
	sort.SliceStable(free, func(i, j int) bool { return cardvalue.Creature(free[i]) < cardvalue.Creature(free[j]) })
	used := map[rules.ObjID]bool{}
	blocked := map[rules.ObjID]bool{}
	plan := completeMenace(b, held, free, can, used)
	life := b.V.Players[b.Me].Life
	incoming := 0
	for _, a := range attackers {
		incoming += Strikes(a)
	}
	pick := func(a *rules.CardView, ok func(bl *rules.CardView) bool) bool {
		for _, bl := range free {
			if !used[bl.ID] && can[blockPair{bl.ID, a.ID}] && ok(bl) {
				used[bl.ID], blocked[a.ID] = true, true
				plan = append(plan, blockPair{bl.ID, a.ID})
				return true
			}
		}
		return false
	}
	desperate := incoming >= life
	if p.careful && p.k.survive {
		p.surviveFirst(b, held, attackers, free, can, life, plan, func(bl, a *rules.CardView) {
			used[bl.ID], blocked[a.ID] = true, true
			plan = append(plan, blockPair{bl.ID, a.ID})
		})
	}
	if p.careful && p.k.eatFirst {
		// Blocks that kill an attacker and survive come before walls and
		// trades, for whichever attacker they are found.
		for _, a := range attackers {
			if !blocked[a.ID] && !a.Keywords.Has(card.Menace) {
				pick(a, func(bl *rules.CardView) bool { aD, bD := Duel(a, bl); return aD && !bD })
			}
		}
	}
	for _, a := range attackers {
		if blocked[a.ID] || a.Keywords.Has(card.Menace) {
			continue
		}
		av := cardvalue.Creature(a)
		// An attacker whose controller is tapped out or has no cards
		// brings no trick: trades are safer, walls surely hold.
		open := p.careful && b.mayTrick(a.Controller)
		margin := p.k.blockTrade
		if !open {
			margin += p.k.tappedTrade
		}
		eat := func(bl *rules.CardView) bool { aD, bD := Duel(a, bl); return aD && !bD }
		wall := func(bl *rules.CardView) bool {
			_, bD := Duel(a, bl)
			return !bD && !(p.k.wallWary && open && trickedBlocker(a, bl))
		}
		trade := func(bl *rules.CardView) bool {
			aD, _ := Duel(a, bl)
			return aD && (cardvalue.Creature(bl) <= av+margin || desperate)
		}
		if !p.careful {
			pick(a, eat)
			continue
		}
		if pick(a, eat) || pick(a, wall) || pick(a, trade) {
			continue
		}
	}
	if p.careful && p.k.doubleBlock {
		var open []*rules.CardView
		for _, a := range attackers {
			if !blocked[a.ID] {
				open = append(open, a)
			}
		}
		freeFor := func(a *rules.CardView) []*rules.CardView {
			var out []*rules.CardView
			for _, bl := range free {
				if !used[bl.ID] && can[blockPair{bl.ID, a.ID}] {
					out = append(out, bl)
				}
			}
			return out
		}
		b.gangBlocks(append(held, open...), freeFor, func(bl, a *rules.CardView) {
			used[bl.ID], blocked[a.ID] = true, true
			plan = append(plan, blockPair{bl.ID, a.ID})
		})
	}
	// Chump the biggest unblocked attackers while the rest would be lethal.
	left := func() int {
		n := 0
		for _, a := range attackers {
			if !blocked[a.ID] {
				n += Strikes(a)
			} else if a.Keywords.Has(card.Trample) {
				n += max(0, a.Power-1)
			}
		}
		return n
	}
	sort.SliceStable(attackers, func(i, j int) bool { return Strikes(attackers[i]) > Strikes(attackers[j]) })
	for _, a := range attackers {
		if left() < life {
			break
		}
		if blocked[a.ID] || a.Keywords.Has(card.Menace) {
			continue
		}
		pick(a, func(*rules.CardView) bool { return true })
	}
	return plan
}

// surviveFirst makes the blocks without which the attack would kill us
// (see survivalBlocks), keeping trickSize life in hand when an
// attacker's controller could still cast a trick. planned are the new
// blocks planned already.
func (p *Policy) surviveFirst(b *Board, held, attackers, free []*rules.CardView, can map[blockPair]bool, life int, planned []blockPair, add func(bl, a *rules.CardView)) {
	blocks := map[rules.ObjID][]*rules.CardView{}
	for _, a := range held {
		blocks[a.ID] = b.blockersOf(a.ID)
	}
	for _, pr := range planned {
		if bl := b.Obj(pr.blocker); bl != nil {
			blocks[pr.attacker] = append(blocks[pr.attacker], bl)
		}
	}
	margin := 0
	for _, a := range attackers {
		if b.mayTrick(a.Controller) {
			margin = trickSize
		}
	}
	all := append(append([]*rules.CardView(nil), held...), attackers...)
	legal := func(bl, a *rules.CardView) bool { return can[blockPair{bl.ID, a.ID}] }
	survivalBlocks(all, free, legal, blocks, life-margin, add)
}

// completeMenace returns a second block for each menace attacker that has
// one blocker so far: that blocker was declared as half of a double block,
// and alone it would not block at all. Of the creatures free to join, the
// one with which the pair fares best (see blockFare) is chosen; used gets
// the blockers taken.
func completeMenace(b *Board, held, free []*rules.CardView, can map[blockPair]bool, used map[rules.ObjID]bool) []blockPair {
	var plan []blockPair
	for _, a := range held {
		if !a.Keywords.Has(card.Menace) {
			continue
		}
		have := b.blockersOf(a.ID)
		if len(have) != 1 {
			continue
		}
		var best *rules.CardView
		bf := 0.0
		for _, bl := range free {
			if used[bl.ID] || !can[blockPair{bl.ID, a.ID}] {
				continue
			}
			if f := blockFare(a, []*rules.CardView{have[0], bl}); best == nil || f > bf {
				best, bf = bl, f
			}
		}
		if best != nil {
			used[best.ID] = true
			plan = append(plan, blockPair{best.ID, a.ID})
		}
	}
	return plan
}

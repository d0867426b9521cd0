package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// through is the combat damage that reaches us from attackers when the
// creatures in blocks stand in front of them: all of an unblocked
// attacker's (a menace attacker with one blocker is unblocked), and a
// trampler's excess over its blockers' toughness.
func through(attackers []*rules.CardView, blocks map[rules.ObjID][]*rules.CardView) int {
	n := 0
	for _, a := range attackers {
		bls := blocks[a.ID]
		if len(bls) == 0 || (len(bls) == 1 && a.Keywords.Has(card.Menace)) {
			n += Strikes(a) // a menace attacker's lone blocker does not block it
			continue
		}
		if !a.Keywords.Has(card.Trample) {
			continue
		}
		soak := 0
		for _, bl := range bls {
			soak += max(bl.Toughness-bl.Damage, 0)
		}
		n += max(Strikes(a)-soak, 0)
	}
	return n
}

// survivalBlocks adds, before any other block, the blocks that keep the
// damage coming below life: each time the block that stops the most
// damage (of equal ones, the one whose blockers fare best: surviving,
// killing the attacker, costing least), until the rest is survivable or
// no block helps. A menace attacker takes two blockers at once; a
// trampler is best stopped by toughness. blocks holds the blocks already
// made and gets the new ones; can says which blocks are legal.
func survivalBlocks(attackers, free []*rules.CardView, can func(bl, a *rules.CardView) bool,
	blocks map[rules.ObjID][]*rules.CardView, life int, add func(bl, a *rules.CardView)) {
	used := map[rules.ObjID]bool{}
	for _, bls := range blocks {
		for _, bl := range bls {
			used[bl.ID] = true
		}
	}
	for now := through(attackers, blocks); now >= life; now = through(attackers, blocks) {
		var bestA *rules.CardView
		var bestB []*rules.CardView
		bestCut, bestFare := 0, 0.0
		try := func(a *rules.CardView, bls []*rules.CardView) {
			old := blocks[a.ID]
			blocks[a.ID] = append(append([]*rules.CardView(nil), old...), bls...)
			cut := now - through(attackers, blocks)
			blocks[a.ID] = old
			if cut <= 0 {
				return
			}
			fare := blockFare(a, bls)
			if cut > bestCut || (cut == bestCut && fare > bestFare) {
				bestA, bestB, bestCut, bestFare = a, bls, cut, fare
			}
		}
		for _, a := range attackers {
			var cands []*rules.CardView
			for _, bl := range free {
				if !used[bl.ID] && can(bl, a) {
					cands = append(cands, bl)
				}
			}
			if a.Keywords.Has(card.Menace) && len(blocks[a.ID]) == 0 {
				for i, x := range cands {
					for _, y := range cands[i+1:] {
						try(a, []*rules.CardView{x, y})
					}
				}
				continue
			}
			for _, bl := range cands {
				try(a, []*rules.CardView{bl})
			}
		}
		if bestA == nil {
			return
		}
		for _, bl := range bestB {
			used[bl.ID] = true
			blocks[bestA.ID] = append(blocks[bestA.ID], bl)
			add(bl, bestA)
		}
	}
}

// blockFare is how well blockers bls fare blocking a, each on its own:
// a surviving blocker counts its value, a killed attacker its value, and
// every blocker risked costs its value.
func blockFare(a *rules.CardView, bls []*rules.CardView) float64 {
	fare := 0.0
	for _, bl := range bls {
		aDies, blDies := Duel(a, bl)
		if !blDies {
			fare += 2 * cardvalue.Creature(bl)
		}
		if aDies {
			fare += cardvalue.Creature(a)
		}
		fare -= cardvalue.Creature(bl)
	}
	return fare
}

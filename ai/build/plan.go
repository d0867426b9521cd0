package build

import (
	"sort"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// plan is a choice of colours and the spells played in them.
type plan struct {
	colours mana.ColorSet // the main colours
	splash  mana.ColorSet // a third colour for a few strong cards, or empty
	spells  []entry
	lands   int // lands to add
	value   float64
}

// Deck-building constants.
const (
	monoBonus   = 2.0 // one colour casts its spells more reliably
	splashTax   = 1.5 // what a splashed card must beat the card it replaces by
	splashMin   = 5.5 // the least Score of a card worth splashing
	splashCards = 3   // at most this many splashed cards
	missingCost = 3.0 // a spell slot the colours cannot fill
)

// bestPlan tries every colour and pair of colours with a basic land, then
// a splash for the best pairs, and returns the most valuable plan.
func bestPlan(spells []entry, size int, basics map[mana.Color]*card.Def) plan {
	nLands := LandCount(size)
	var plans []plan
	for cs := mana.ColorSet(1); cs <= mana.AllColors; cs++ {
		if cs.Count() > 2 || !hasBasics(cs, basics) {
			continue
		}
		in, _ := splitColours(spells, cs)
		p := makePlan(cs, 0, in, size, nLands)
		if cs.Count() == 1 {
			p.value += monoBonus
		}
		plans = append(plans, p)
	}
	sort.SliceStable(plans, func(i, j int) bool { return plans[i].value > plans[j].value })
	best := plans[0]
	for _, p := range plans[:min(3, len(plans))] {
		if p.colours.Count() != 2 {
			continue
		}
		for c := mana.Color(0); c < mana.NumColors; c++ {
			if p.colours.Has(c) || basics[c] == nil {
				continue
			}
			if s, ok := splashPlan(p, c, spells, size, nLands); ok && s.value > best.value {
				best = s
			}
		}
	}
	return best
}

// hasBasics reports whether every colour of cs has a basic land.
func hasBasics(cs mana.ColorSet, basics map[mana.Color]*card.Def) bool {
	for _, c := range cs.Colors() {
		if basics[c] == nil {
			return false
		}
	}
	return true
}

// makePlan chooses the spells of a plan from the castable cards and sets
// the land count from the curve: one land fewer for a low curve, one more
// for a high one.
func makePlan(cs, splash mana.ColorSet, cands []entry, size, nLands int) plan {
	sel, v := chooseSpells(cands, size-nLands)
	v -= missingCost * float64(size-nLands-len(sel))
	mv := 0
	for _, e := range sel {
		mv += e.d.Cost.ManaValue() + 2*int(e.d.Cost.X)
	}
	lands := nLands
	if n := len(sel); n > 0 {
		switch avg := float64(mv) / float64(n); {
		case avg < 2.6 && len(cands) > n:
			lands--
			sel, _ = chooseSpells(cands, size-lands) // the value stays comparable
		case avg > 3.5:
			lands++
			sel = sel[:len(sel)-1]
		}
	}
	return plan{colours: cs, splash: splash, spells: sel, lands: lands, value: v}
}

// splashPlan adds a third colour c to a two-colour plan: up to three
// strong cards needing a single symbol of it and, when the two colours
// cannot fill the deck, the best cards of c needing at most two symbols
// for the missing slots. ok is false when no card of c makes the deck.
func splashPlan(p plan, c mana.Color, spells []entry, size, nLands int) (plan, bool) {
	in, _ := splitColours(spells, p.colours)
	strong, fill := 0, max(0, size-nLands-len(p.spells))
	for _, e := range spells {
		cols := cardvalue.Colours(e.d)
		if !cols.Has(c) || cols&^p.colours.With(c) != 0 {
			continue
		}
		switch pips := e.d.Cost.Colored[c]; {
		case strong < splashCards && pips == 1 && e.score >= splashMin:
			strong++
		case fill > 0 && pips <= 2:
			fill--
		default:
			continue
		}
		e.score -= splashTax
		in = append(in, e)
	}
	if len(in) == len(p.spells) {
		return p, false
	}
	byScore(in)
	s := makePlan(p.colours, mana.SetOf(c), in, size, nLands)
	for _, e := range s.spells {
		if cardvalue.Colours(e.d).Has(c) {
			return s, true
		}
	}
	return p, false
}

// LandCount is the usual number of lands in a deck of size cards: 17 of
// 40, 24 of 60.
func LandCount(size int) int {
	return max(0, 17+int(float64(size-40)*0.35+0.5*sign(size-40)))
}

func sign(n int) float64 {
	if n < 0 {
		return -1
	}
	return 1
}

// curveShare is how many of 23 spells each mana value (0–1, 2, 3, 4, 5,
// 6 and more) should at most take.
var curveShare = [6]float64{3, 6, 5, 4, 3, 2}

// chooseSpells picks n cards from cands (best first) greedily by score,
// less a penalty for each card beyond the curve's share of its mana value
// and for non-creatures beyond about a third of the deck. It returns the
// cards and the sum of their adjusted scores.
func chooseSpells(cands []entry, n int) ([]entry, float64) {
	if n <= 0 {
		return nil, 0
	}
	scale := float64(n) / 23
	var count [6]int
	others := 0
	taken := make([]bool, len(cands))
	var out []entry
	total := 0.0
	for len(out) < n {
		bi, bs := -1, -1e18
		for i, e := range cands {
			if taken[i] {
				continue
			}
			s := e.score
			b := curveBucket(e.d)
			if over := float64(count[b]+1) - curveShare[b]*scale; over > 0 {
				s -= 0.7 * over
			}
			if !e.d.IsCreature() {
				if over := float64(others+1) - 8*scale; over > 0 {
					s -= 0.6 * over
				}
			}
			if s > bs {
				bi, bs = i, s
			}
		}
		if bi < 0 {
			break
		}
		taken[bi] = true
		out = append(out, cands[bi])
		total += bs
		count[curveBucket(cands[bi].d)]++
		if !cands[bi].d.IsCreature() {
			others++
		}
	}
	return out, total
}

// curveBucket is the curveShare index of a card.
func curveBucket(d *card.Def) int {
	mv := d.Cost.ManaValue() + 2*int(d.Cost.X)
	return min(max(mv-1, 0), 5)
}

// byScore sorts entries best first, ties by name then pool place.
func byScore(es []entry) {
	sort.SliceStable(es, func(i, j int) bool {
		if es[i].score != es[j].score {
			return es[i].score > es[j].score
		}
		if es[i].d.Name != es[j].d.Name {
			return es[i].d.Name < es[j].d.Name
		}
		return es[i].idx < es[j].idx
	})
}

// BestFirst sorts cards by Score, best first, ties by name then their
// place in cards.
func BestFirst(cards []*card.Def) {
	es := make([]entry, len(cards))
	for i, d := range cards {
		es[i] = entry{d: d, idx: i, score: cardvalue.Score(d)}
	}
	byScore(es)
	for i, e := range es {
		cards[i] = e.d
	}
}

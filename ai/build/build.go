package build

import (
	"errors"
	"fmt"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Options says what kind of deck Deck makes.
type Options struct {
	// MinSize is the number of cards in the main deck (0: 40). The deck
	// has exactly this many cards unless the pool cannot fill it.
	MinSize int
	// Landless builds for the Landless variants, where any card may be
	// played as a land: the deck holds no land cards, and cards of more
	// colours are kept, since every card is also a source of its colours.
	Landless bool
	// Basics are the basic lands to add, by the colour they make, as many
	// copies as needed. Basic lands in the pool stand in for missing ones.
	Basics map[mana.Color]*card.Def
}

// maxCopies is how many copies of one card, basic lands aside, a deck may hold.
const maxCopies = 4

// entry is one card of the pool: its place in the pool and its score.
type entry struct {
	d     *card.Def
	idx   int
	score float64
}

// Deck builds a legal deck from a card pool. It chooses the colours
// whose best cards are strongest (two, one when a colour is deep enough,
// and a third for up to three strong cards needing a single symbol of it),
// picks spells by cardvalue.Score along a sensible curve (about 15 creatures in
// 23 spells, few cards above five mana), and adds about 40% lands: the
// pool's nonbasic lands of its colours, then basics that make each
// colour's sources, the nonbasic ones counted, follow the coloured
// symbols of the spells (17 lands of 40 and 24 of 60, one more or less
// for a high or low curve). A Landless deck has no lands and up to three
// colours. No card but a basic land appears more than four times. side is
// the rest of the pool, in pool order. The result depends only on pool
// and opts.
//
// It fails when the pool holds too few cards (Landless) or no basic land
// is given or in the pool (otherwise).
func Deck(pool []*card.Def, opts Options) (main, side []*card.Def, err error) {
	size := opts.MinSize
	if size <= 0 {
		size = 40
	}
	spells, lands := sortPool(pool)
	var chosen []entry
	var basics []*card.Def
	if opts.Landless {
		if len(spells) < size {
			return nil, nil, fmt.Errorf("ai: a Landless deck of %d cards needs as many non-land cards, the pool has %d usable", size, len(spells))
		}
		chosen = landlessDeck(spells, size)
	} else {
		have := basicsFor(pool, opts.Basics)
		if len(have) == 0 {
			return nil, nil, errors.New("ai: no basic lands to build with")
		}
		p := bestPlan(spells, size, have)
		var nb []entry
		nb, basics = manaBase(p, lands, have, size)
		chosen = append(p.spells, nb...)
	}
	used := map[int]bool{}
	for _, e := range chosen {
		used[e.idx] = true
	}
	main = make([]*card.Def, 0, size)
	for _, e := range chosen {
		main = append(main, e.d)
	}
	main = append(main, basics...)
	for i, d := range pool {
		if d != nil && !used[i] {
			side = append(side, d)
		}
	}
	return main, side, nil
}

// sortPool splits the usable cards of a pool (no tokens, schemes or
// basic lands; at most four copies of a card) into spells and nonbasic
// lands, each best first.
func sortPool(pool []*card.Def) (spells, lands []entry) {
	copies := map[string]int{}
	for i, d := range pool {
		if d == nil || d.Token || d.Types.Has(card.Scheme) || d.Super.Has(card.Basic) || copies[d.Name] >= maxCopies {
			continue
		}
		copies[d.Name]++
		e := entry{d: d, idx: i, score: cardvalue.Score(d)}
		if d.IsLand() {
			lands = append(lands, e)
		} else {
			spells = append(spells, e)
		}
	}
	byScore(spells)
	byScore(lands)
	return spells, lands
}

// BasicLands returns, for each colour, the first basic land in cards that
// makes it (for Options.Basics, e.g. from card.Library.All).
func BasicLands(cards []*card.Def) map[mana.Color]*card.Def {
	out := map[mana.Color]*card.Def{}
	for _, d := range cards {
		if d == nil || !d.IsLand() || !d.Super.Has(card.Basic) {
			continue
		}
		if cs := cardvalue.LandColours(d); cs.Count() == 1 && out[cs.Colors()[0]] == nil {
			out[cs.Colors()[0]] = d
		}
	}
	return out
}

// basicsFor returns a basic land for each colour that has one: the
// options' first, else one from the pool.
func basicsFor(pool []*card.Def, given map[mana.Color]*card.Def) map[mana.Color]*card.Def {
	out := BasicLands(pool)
	for c, d := range given {
		if d != nil {
			out[c] = d
		}
	}
	return out
}

// landlessDeck picks a Landless deck: the best plan of one to three
// colours, filled up with the best cards of other colours if it is short.
func landlessDeck(spells []entry, size int) []entry {
	var best []entry
	bv := -1e18
	for cs := mana.ColorSet(1); cs <= mana.AllColors; cs++ {
		if cs.Count() > 3 {
			continue
		}
		in, out := splitColours(spells, cs)
		sel, v := chooseSpells(in, size)
		if len(sel) < size {
			extra, _ := chooseSpells(out, size-len(sel))
			for _, e := range extra {
				v += e.score - 2 // an off-colour card is mostly a land
			}
			sel = append(sel, extra...)
		}
		if v > bv {
			best, bv = sel, v
		}
	}
	return best
}

// splitColours splits cards into those castable with colours cs
// (colourless cards included) and the others.
func splitColours(es []entry, cs mana.ColorSet) (in, out []entry) {
	for _, e := range es {
		if cardvalue.Colours(e.d)&^cs == 0 {
			in = append(in, e)
		} else {
			out = append(out, e)
		}
	}
	return in, out
}

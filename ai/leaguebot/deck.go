package leaguebot

import (
	"sort"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/game/mana"
)

// League deck-building constants.
const (
	// mainBasics is the least basic lands of a colour left in the pool for
	// the builder to consider it as a main colour.
	mainBasics = 8
)

// leaguePool is what a 421 builder may take: every copy of the non-basic
// cards left, and how many of each basic land.
type leaguePool struct {
	cards  []*card.Def       // one entry per copy, in the pool's order
	basics []*card.Def       // the basic lands, in the pool's order
	left   map[*card.Def]int // copies of each basic land left
}

// poolOf is the pool of v, plus the cards of extra (a deck being altered
// or decks about to be taken apart), whose copies count as unchosen.
func poolOf(v league.View, extra ...[]*card.Def) leaguePool {
	p := leaguePool{left: map[*card.Def]int{}}
	more := map[*card.Def]int{}
	for _, cs := range extra {
		for _, d := range cs {
			more[d]++
		}
	}
	for _, pc := range v.Pool {
		n := pc.Left + more[pc.Card]
		delete(more, pc.Card)
		if pc.Card.Super.Has(card.Basic) {
			p.basics = append(p.basics, pc.Card)
			p.left[pc.Card] = n
			continue
		}
		for k := 0; k < n; k++ {
			p.cards = append(p.cards, pc.Card)
		}
	}
	// Cards of extra that the view's pool does not list (it always does
	// for a league's own decks) are kept in a fixed order.
	var rest []*card.Def
	for d := range more {
		rest = append(rest, d)
	}
	sort.Slice(rest, func(i, j int) bool { return rest[i].Name < rest[j].Name })
	for _, d := range rest {
		for k := 0; k < more[d]; k++ {
			p.cards = append(p.cards, d)
		}
	}
	return p
}

// size is how many cards the pool holds, basic lands included.
func (p leaguePool) size() int {
	n := len(p.cards)
	for _, b := range p.basics {
		n += p.left[b]
	}
	return n
}

// basicsWith returns a basic land for each colour with at least n left.
func (p leaguePool) basicsWith(n int) map[mana.Color]*card.Def {
	out := map[mana.Color]*card.Def{}
	for _, b := range p.basics {
		cs := cardvalue.LandColours(b)
		if cs.Count() != 1 || p.left[b] < n {
			continue
		}
		if c := cs.Colors()[0]; out[c] == nil {
			out[c] = b
		}
	}
	return out
}

// Deck builds the strongest 60-card deck it can from what is left
// in a 421 league's pool (v.Pool, with the copies left): build.Deck's
// choice of one or two colours (and a small splash) by the quality and
// number of playable cards left, about 24 lands adjusted to the curve,
// and a sensible curve, with no more basic lands of a colour than the
// pool has left (a colour with fewer than eight left is not a main
// colour). A pool too thin for a real deck gets the best 60 cards it can
// give. It returns nil when the pool holds fewer than 60 cards.
func Deck(v league.View) []*card.Def {
	return buildLeague(poolOf(v), 0)
}

// buildLeague builds a 60-card deck from p; colours, when not empty, is
// the only set of colours the spells may need.
func buildLeague(p leaguePool, colours mana.ColorSet) []*card.Def {
	if p.size() < league.DeckSize {
		return nil
	}
	cands := p.cards
	if colours != 0 {
		cands = nil
		for _, d := range p.cards {
			if cardvalue.Colours(d)&^colours == 0 {
				cands = append(cands, d)
			}
		}
	}
	basics := p.basicsWith(mainBasics)
	if len(basics) == 0 {
		basics = p.basicsWith(1)
	}
	var main []*card.Def
	if len(basics) > 0 {
		main, _, _ = build.Deck(cands, build.Options{MinSize: league.DeckSize, Basics: basics})
	}
	return fitPool(main, p)
}

// fitPool makes deck a legal 60-card deck of p: copies beyond what p has
// (basic lands, mostly) are dropped, and the deck is filled up with basic
// lands of its colours that are left, then the best cards of its colours,
// then the best of the rest.
func fitPool(deck []*card.Def, p leaguePool) []*card.Def {
	avail := map[*card.Def]int{}
	for _, d := range p.cards {
		avail[d]++
	}
	for b, n := range p.left {
		avail[b] = n
	}
	out := make([]*card.Def, 0, league.DeckSize)
	var colours mana.ColorSet
	var pips [mana.NumColors]int
	spells := 0
	for _, d := range deck {
		if avail[d] == 0 || len(out) == league.DeckSize {
			continue
		}
		avail[d]--
		out = append(out, d)
		if !d.IsLand() {
			spells++
			colours |= cardvalue.Colours(d)
			for c := mana.Color(0); c < mana.NumColors; c++ {
				pips[c] += int(d.Cost.Colored[c])
			}
		}
	}
	lands := len(out) - spells
	// Basic lands of the deck's colours, the colour with the most
	// symbols per land first, up to the usual share of lands.
	for lands < build.LandCount(league.DeckSize) && len(out) < league.DeckSize {
		best, bv := (*card.Def)(nil), -1.0
		for _, b := range p.basics {
			cs := cardvalue.LandColours(b)
			if avail[b] == 0 || cs.Count() != 1 || !colours.Has(cs.Colors()[0]) {
				continue
			}
			have := 0
			for _, d := range out {
				if d == b {
					have++
				}
			}
			if v := float64(pips[cs.Colors()[0]]) / float64(have+1); v > bv {
				best, bv = b, v
			}
		}
		if best == nil {
			break
		}
		avail[best]--
		out = append(out, best)
		lands++
	}
	if len(out) == league.DeckSize {
		return out
	}
	// The best cards left: first those the deck's colours cast.
	var rest []*card.Def
	for d, n := range avail {
		if n > 0 && !d.Super.Has(card.Basic) {
			rest = append(rest, d)
		}
	}
	build.BestFirst(rest)
	for _, pass := range []bool{true, false} {
		for _, d := range rest {
			fits := cardvalue.Colours(d)&^colours == 0
			if d.IsLand() {
				// A land fits when it makes only the deck's colours.
				fits = cardvalue.LandColours(d)&^colours == 0
			}
			if fits != pass {
				continue
			}
			for ; avail[d] > 0 && len(out) < league.DeckSize; avail[d]-- {
				out = append(out, d)
			}
		}
	}
	// Any basic land left.
	for _, b := range p.basics {
		for ; avail[b] > 0 && len(out) < league.DeckSize; avail[b]-- {
			out = append(out, b)
		}
	}
	if len(out) < league.DeckSize {
		return nil
	}
	return out
}

// DeckPower rates a deck for the league's choices, on cardvalue.Score's scale:
// the mean score of its spells, those its lands cannot cast counting for
// nothing, less a little for each land away from the usual count (24 of
// 60), for a colour with too few sources and for a third main colour.
// It depends only on the cards.
func DeckPower(deck []*card.Def) float64 {
	if len(deck) == 0 {
		return 0
	}
	var sources, needs [mana.NumColors]int
	lands := 0
	for _, d := range deck {
		if d.IsLand() {
			lands++
			for _, c := range cardvalue.LandColours(d).Colors() {
				sources[c]++
			}
			continue
		}
		for _, c := range cardvalue.Colours(d).Colors() {
			needs[c]++
		}
	}
	spells := len(deck) - lands
	if spells == 0 {
		return 0
	}
	total := 0.0
	for _, d := range deck {
		if d.IsLand() {
			continue
		}
		castable := true
		for _, c := range cardvalue.Colours(d).Colors() {
			if sources[c] == 0 {
				castable = false
			}
		}
		if castable {
			total += cardvalue.Score(d)
		}
	}
	p := total / float64(spells)
	ideal := build.LandCount(len(deck))
	if off := abs(lands-ideal) - 1; off > 0 {
		p -= 0.12 * float64(off)
	}
	main := 0
	for c := mana.Color(0); c < mana.NumColors; c++ {
		if needs[c] == 0 || sources[c] == 0 {
			continue
		}
		want := build.SplashSources + 1 // a few cards of a colour
		if needs[c]*4 >= spells {
			want = 9 // a main colour
			main++
		}
		if short := want - sources[c]; short > 0 {
			p -= 0.04 * float64(short*needs[c]) / float64(spells) * 10
		}
	}
	if main > 2 {
		p -= 0.4 * float64(main-2)
	}
	return p
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// DeckColours is a deck's main colours: those at least a fifth of its
// spells need, or every colour its spells need when none is that common.
func DeckColours(deck []*card.Def) mana.ColorSet {
	var needs [mana.NumColors]int
	spells := 0
	var all mana.ColorSet
	for _, d := range deck {
		if d.IsLand() {
			continue
		}
		spells++
		for _, c := range cardvalue.Colours(d).Colors() {
			needs[c]++
		}
		all |= cardvalue.Colours(d)
	}
	var out mana.ColorSet
	for c := mana.Color(0); c < mana.NumColors; c++ {
		if needs[c] > 0 && needs[c]*5 >= spells {
			out = out.With(c)
		}
	}
	if out == 0 {
		return all
	}
	return out
}

// AlterDeck is option A for seat: the best deck it can make of its
// own deck and the unchosen cards, swapping weak cards for better ones.
// It tries a rebuild in the deck's own colours and a free rebuild (which
// must be clearly stronger), and keeps the deck when neither is stronger
// (DeckPower). The result always
// holds 60 cards the league accepts for the alteration.
func AlterDeck(v league.View, seat int) []*card.Def {
	n := v.Players[seat].Deck
	if n < 1 || n > len(v.Decks) {
		return nil
	}
	own := v.Decks[n-1].Cards
	p := poolOf(v, own)
	best, bv := own, DeckPower(own)
	// A change must be worth it: a tenth of a point of the mean for a
	// deck of the same colours, three tenths for new colours.
	for _, try := range []struct {
		colours mana.ColorSet
		margin  float64
	}{{DeckColours(own), 0.1}, {0, 0.3}} {
		d := buildLeague(p, try.colours)
		if d == nil {
			continue
		}
		if pv := DeckPower(d); pv > bv+try.margin {
			best, bv = d, pv
		}
	}
	return append([]*card.Def(nil), best...)
}

package build

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Mana-base constants.
const (
	SplashSources = 3 // lands making the splash colour
	mainSources   = 4 // the least lands making a main colour with symbols
	utilityMin    = 1.5
)

// manaBase returns the lands of a plan: nonbasic lands from the pool
// making two of its colours (or its splash colour) and none other, one colourless
// utility land at most, then basic lands split by the coloured symbols of
// the spells. Together with the spells they make size cards.
func manaBase(p plan, lands []entry, basics map[mana.Color]*card.Def, size int) ([]entry, []*card.Def) {
	all := p.colours | p.splash
	n := size - len(p.spells)
	var nb []entry
	var sources [mana.NumColors]int
	utility := 0
	for _, e := range lands {
		if len(nb) >= n/3 {
			break
		}
		cols := cardvalue.LandColours(e.d)
		switch {
		case cols&^all != 0:
			continue // a colour no spell needs: a wasted land, and a confusing one
		case (cols&all).Count() >= 2 || cols&p.splash != 0:
		case cols == 0 && utility == 0 && e.score >= utilityMin:
			utility++
		default:
			continue
		}
		nb = append(nb, e)
		for _, c := range (cols & all).Colors() {
			sources[c]++
		}
	}
	count := splitBasics(p, n-len(nb), sources)
	var out []*card.Def
	for c := mana.Color(0); c < mana.NumColors; c++ {
		for i := 0; i < count[c]; i++ {
			out = append(out, basics[c])
		}
	}
	return nb, out
}

// splitBasics shares n basic lands among the colours of a plan so that
// each colour's sources, the nonbasic lands' (sources) included, follow
// its coloured symbols: first each colour with symbols gets enough for
// mainSources sources (splashSources for the splash colour) when
// possible, then each basic goes to the colour with the most symbols per
// source it would then have (ties to the first colour), so a colour the
// nonbasic lands already make gets fewer basics.
func splitBasics(p plan, n int, sources [mana.NumColors]int) map[mana.Color]int {
	cols := (p.colours | p.splash).Colors()
	out := map[mana.Color]int{}
	if n <= 0 || len(cols) == 0 {
		return out
	}
	var pips [mana.NumColors]float64
	total := 0.0
	for _, e := range p.spells {
		for _, c := range cols {
			pips[c] += float64(e.d.Cost.Colored[c])
			total += float64(e.d.Cost.Colored[c])
		}
	}
	if total == 0 {
		for _, c := range p.colours.Colors() {
			pips[c] = 1
		}
	}
	left := n
	// The floor first: a colour with symbols needs a few sources.
	for _, c := range cols {
		floor := mainSources
		if p.splash.Has(c) {
			floor = SplashSources
		}
		if pips[c] > 0 {
			k := min(max(floor-sources[c], 0), left)
			out[c] += k
			sources[c] += k
			left -= k
		}
	}
	for ; left > 0; left-- {
		best, bs := cols[0], -1.0
		for _, c := range cols {
			if s := pips[c] / float64(sources[c]+1); s > bs {
				best, bs = c, s
			}
		}
		out[best]++
		sources[best]++
	}
	return out
}

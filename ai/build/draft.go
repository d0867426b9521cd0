package build

import (
	"math/rand/v2"
	"sort"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Draft constants.
const (
	settlePicks = 12   // picks after which the drafter is fully in its colours
	onColour    = 1.5  // bonus for a card of the drafter's two colours, when settled
	offColour   = 2.5  // penalty per colour outside them, when settled
	draftJitter = 0.05 // seeded noise that breaks ties between drafters
)

// PickDraft returns the index in pack of the card to take, given the cards
// picked so far (-1 for an empty pack). It takes the card with the best
// cardvalue.Score at first and, as its picks settle into two colours (fully
// after a dozen picks), favours cards of those colours and colourless
// cards over the rest: an off-colour card must be much better to be
// taken. The seed adds a little noise, so seats with equal picks need not
// draft alike; the choice depends only on the arguments.
func PickDraft(pack []*card.Def, picked []*card.Def, seed uint64) int {
	if len(pack) == 0 {
		return -1
	}
	main := draftColours(picked)
	settle := min(float64(len(picked))/settlePicks, 1)
	r := rand.New(rand.NewPCG(seed, uint64(len(picked))<<32|uint64(len(pack))))
	best, bs := -1, -1e18
	for i, d := range pack {
		s := draftScore(d, main, settle) + draftJitter*r.Float64()
		if d == nil {
			s = -1e9
		}
		if s > bs {
			best, bs = i, s
		}
	}
	return best
}

// draftScore is what taking d is worth to a drafter settling (0 to 1)
// into the colours main.
func draftScore(d *card.Def, main mana.ColorSet, settle float64) float64 {
	if d == nil {
		return 0
	}
	s := cardvalue.Score(d)
	cols := cardvalue.Colours(d)
	if d.IsLand() {
		cols = cardvalue.LandColours(d)
		if cols&^main == 0 || (cols&main).Count() >= 2 {
			return s + settle*0.5*float64((cols&main).Count())
		}
		return s - settle
	}
	off := (cols &^ main).Count()
	switch {
	case cols == 0:
		s += 0.4 * settle
	case off == 0:
		s += onColour * settle
	default:
		s -= offColour * settle * float64(off)
	}
	return s
}

// draftColours returns the two colours the picks so far are strongest
// in: each pick adds its score to each of its colours, shared among them.
func draftColours(picked []*card.Def) mana.ColorSet {
	var w [mana.NumColors]float64
	for _, d := range picked {
		if d == nil || d.IsLand() {
			continue
		}
		cols := cardvalue.Colours(d).Colors()
		for _, c := range cols {
			w[c] += cardvalue.Score(d) / float64(len(cols))
		}
	}
	order := []mana.Color{0, 1, 2, 3, 4}
	sort.SliceStable(order, func(i, j int) bool { return w[order[i]] > w[order[j]] })
	var out mana.ColorSet
	for _, c := range order[:2] {
		if w[c] > 0 {
			out = out.With(c)
		}
	}
	return out
}

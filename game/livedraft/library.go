package livedraft

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// MaxCopies is the most copies of one card (basic lands aside) a generated
// library holds; a second copy is used only where the block is short.
const MaxCopies = 2

// maxSize bounds the library Generate makes.
const maxSize = 1000

// The rarity tiers of a library's spells, like a draft booster's slots:
// commons, uncommons, and rares with the odd mythic.
const (
	tierCommon = iota
	tierUncommon
	tierRare
	numTiers
)

// tierShare is the part of a library's spells from each tier, leaning the
// way a draft's boosters do: commons most, rares few.
var tierShare = [numTiers]float64{tierCommon: 0.62, tierUncommon: 0.26, tierRare: 0.12}

// mythicWeight is how likely a mythic is picked for a rare's place next to
// a rare (about one rare slot in eight, as in a booster).
const mythicWeight = 0.35

// tierOf returns the rarity tier of a card.
func tierOf(d *card.Def) int {
	switch d.Rarity {
	case card.Common:
		return tierCommon
	case card.Uncommon:
		return tierUncommon
	}
	return tierRare
}

// The colour groups a spell falls into: one for each colour (its index is
// the mana.Color), then multicoloured and colourless.
const (
	groupMulti      = mana.NumColors
	groupColourless = groupMulti + 1
	numGroups       = groupColourless + 1
)

// Generate builds a common library of size cards from the block's cards:
// a quarter of it (size/4) lands, the rest spells.
//
// Every card of the block that is not a basic land or a token is
// eligible. The spells are shared out so that the five colours have about
// as many each, and multicoloured and colourless cards as many as their
// part of the block; within each group the rarities lean like a draft's
// (tierShare: commons most, rares few, a mythic now and then), and cards
// of mana value 1 to 4 are likelier picks than cheaper or dearer ones.
// Cards are distinct where the block allows, with at most MaxCopies of
// one. The block's non-basic lands, if any, make a tenth of the lands
// (one card in forty); the rest are its basic lands, split by colour in
// proportion to the coloured mana symbols of the spells. The library
// comes out shuffled. Its errors are one plain sentence.
func Generate(block []*card.Def, size int, rng *rand.Rand) ([]*card.Def, error) {
	if size < MinLibrary || size > maxSize {
		return nil, fmt.Errorf("livedraft: a library has %d to %d cards, not %d", MinLibrary, maxSize, size)
	}
	basics := basicLands(block)
	if basics == [mana.NumColors]*card.Def{} {
		return nil, fmt.Errorf("livedraft: the block has no basic lands")
	}
	spells, others := eligible(block)
	nLands := size / 4
	nSpells := size - nLands
	if len(spells)*MaxCopies < nSpells {
		return nil, fmt.Errorf("livedraft: the block has %d cards besides lands, too few for a library of %d cards", len(spells), size)
	}
	var groups [numGroups][]*card.Def
	for _, d := range spells {
		groups[groupOf(d)] = append(groups[groupOf(d)], d)
	}
	used := map[*card.Def]int{}
	var lib []*card.Def
	for g, n := range groupQuotas(groups, nSpells) {
		lib = append(lib, fillGroup(groups[g], n, used, rng)...)
	}
	// A group short even with second copies leaves the rest to any spell.
	for limit := 1; limit <= MaxCopies && len(lib) < nSpells; limit++ {
		lib = append(lib, take(spells, nSpells-len(lib), limit, used, rng)...)
	}
	lands := take(others, min(size/40, nLands), 1, used, rng)
	lands = append(lands, splitBasics(basics, lib, nLands-len(lands))...)
	lib = append(lib, lands...)
	rng.Shuffle(len(lib), func(i, j int) { lib[i], lib[j] = lib[j], lib[i] })
	return lib, nil
}

// basicLandColours are the basic land types and the colour each taps for.
var basicLandColours = map[string]mana.Color{
	"Plains": mana.White, "Island": mana.Blue, "Swamp": mana.Black, "Mountain": mana.Red, "Forest": mana.Green,
}

// basicLands returns the block's basic land of each colour (nil where it
// has none).
func basicLands(block []*card.Def) [mana.NumColors]*card.Def {
	var out [mana.NumColors]*card.Def
	for _, d := range block {
		if d == nil || d.Token || !isBasicLand(d) {
			continue
		}
		for _, st := range d.Subtypes {
			if c, ok := basicLandColours[st]; ok && out[c] == nil {
				out[c] = d
			}
		}
	}
	return out
}

func isBasicLand(d *card.Def) bool { return d.IsLand() && d.Super.Has(card.Basic) }

// eligible returns the block's spells (no lands, tokens or schemes) and
// its non-basic lands, each once, sorted by name so that the order of the
// block does not matter.
func eligible(block []*card.Def) (spells, lands []*card.Def) {
	seen := map[*card.Def]bool{}
	for _, d := range block {
		if d == nil || seen[d] || d.Token || d.Rarity == card.Special || d.Types.Has(card.Scheme) || isBasicLand(d) {
			continue
		}
		seen[d] = true
		if d.IsLand() {
			lands = append(lands, d)
		} else {
			spells = append(spells, d)
		}
	}
	byName := func(s []*card.Def) {
		sort.SliceStable(s, func(i, j int) bool {
			if s[i].Name != s[j].Name {
				return s[i].Name < s[j].Name
			}
			return s[i].Set < s[j].Set
		})
	}
	byName(spells)
	byName(lands)
	return spells, lands
}

// groupOf returns the colour group of a spell.
func groupOf(d *card.Def) int {
	cs := d.Colors & mana.AllColors
	switch cs.Count() {
	case 0:
		return groupColourless
	case 1:
		return int(cs.Colors()[0])
	}
	return groupMulti
}

// groupQuotas shares n spells out among the colour groups: multicoloured
// and colourless as their part of the block, the rest equally among the
// colours the block has.
func groupQuotas(groups [numGroups][]*card.Def, n int) []int {
	total := 0
	for _, g := range groups {
		total += len(g)
	}
	w := make([]float64, numGroups)
	rest := 1.0
	for _, g := range []int{groupMulti, groupColourless} {
		w[g] = float64(len(groups[g])) / float64(total)
		rest -= w[g]
	}
	var present []int
	for c := range mana.NumColors {
		if len(groups[c]) > 0 {
			present = append(present, c)
		}
	}
	for _, c := range present {
		w[c] = rest / float64(len(present))
	}
	return apportion(w, n)
}

// fillGroup picks n spells of one colour group: by tier quota, a tier
// that runs short passing its part on to the next commoner one, then any
// unused card of the group, then second copies.
func fillGroup(cands []*card.Def, n int, used map[*card.Def]int, rng *rand.Rand) []*card.Def {
	var cells [numTiers][]*card.Def
	for _, d := range cands {
		cells[tierOf(d)] = append(cells[tierOf(d)], d)
	}
	quota := apportion(tierShare[:], n)
	var out []*card.Def
	carry := 0
	for t := numTiers - 1; t >= 0; t-- {
		got := take(cells[t], quota[t]+carry, 1, used, rng)
		carry += quota[t] - len(got)
		out = append(out, got...)
	}
	for limit := 1; limit <= MaxCopies && carry > 0; limit++ {
		for t := 0; t < numTiers && carry > 0; t++ {
			got := take(cells[t], carry, limit, used, rng)
			carry -= len(got)
			out = append(out, got...)
		}
	}
	return out
}

// take picks up to n different cards of cands used fewer than limit times
// so far, at random, a card's chance weighted by its mana value and
// rarity (weight), and counts them as used.
func take(cands []*card.Def, n, limit int, used map[*card.Def]int, rng *rand.Rand) []*card.Def {
	if n <= 0 {
		return nil
	}
	type keyed struct {
		d   *card.Def
		key float64
	}
	var free []keyed
	for _, d := range cands {
		if used[d] < limit {
			// Weighted sampling without replacement: the smallest keys
			// -ln(u)/w win.
			free = append(free, keyed{d, -math.Log(1-rng.Float64()) / weight(d)})
		}
	}
	sort.SliceStable(free, func(i, j int) bool { return free[i].key < free[j].key })
	var out []*card.Def
	for _, k := range free[:min(n, len(free))] {
		used[k.d]++
		out = append(out, k.d)
	}
	return out
}

// weight is how likely a card is picked: a library wants most of its
// spells at mana value 1 to 4 and few at 6 or more, and a mythic less
// often than a rare.
func weight(d *card.Def) float64 {
	w := 1.0
	if d.Rarity == card.Mythic {
		w = mythicWeight
	}
	switch mv := d.Cost.ManaValue(); {
	case d.IsLand():
	case mv == 0:
		w *= 0.6
	case mv == 5:
		w *= 0.7
	case mv >= 6:
		w *= 0.35
	}
	return w
}

// splitBasics returns n basic lands split by colour in proportion to the
// coloured mana symbols of the spells (equally when they have none), among
// the colours the block has a basic land of.
func splitBasics(basics [mana.NumColors]*card.Def, spells []*card.Def, n int) []*card.Def {
	w := make([]float64, mana.NumColors)
	sum := 0.0
	for _, d := range spells {
		for c, k := range d.Cost.Colored {
			if basics[c] != nil {
				w[c] += float64(k)
				sum += float64(k)
			}
		}
	}
	if sum == 0 {
		for c := range w {
			if basics[c] != nil {
				w[c] = 1
			}
		}
	}
	var out []*card.Def
	for c, k := range apportion(w, n) {
		for range k {
			out = append(out, basics[c])
		}
	}
	return out
}

// apportion splits n into whole parts in proportion to the weights by
// largest remainders (ties to the earlier weight). Weights of zero get
// nothing; all zero, everything is 0.
func apportion(w []float64, n int) []int {
	out := make([]int, len(w))
	sum := 0.0
	for _, x := range w {
		sum += x
	}
	if sum <= 0 || n <= 0 {
		return out
	}
	frac := make([]float64, len(w))
	left := n
	for i, x := range w {
		exact := x / sum * float64(n)
		out[i] = int(exact)
		frac[i] = exact - float64(out[i])
		left -= out[i]
	}
	order := make([]int, len(w))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return frac[order[a]] > frac[order[b]] })
	for left > 0 {
		for _, i := range order {
			if left > 0 && w[i] > 0 {
				out[i]++
				left--
			}
		}
	}
	return out
}

package fcai

import (
	"math/rand/v2"
	"sort"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// BuildDeck makes a legal 44-card constructed deck from the card list:
// the copies (up to each card's circles) that are worth most to cast or to
// hold, with about a quarter traps, shuffled for variety by seed among
// cards of nearly equal worth.
func BuildDeck(cards []*fourcuatro.Def, seed uint64) []*fourcuatro.Def {
	r := rand.New(rand.NewPCG(seed, 0xdec4))
	type copyOf struct {
		d     *fourcuatro.Def
		worth float64
	}
	var spells, traps []copyOf
	for _, d := range cards {
		for i := range d.Count {
			// Later copies are worth a little less: a deck wants variety.
			w := keepValue(d, 3)/float64(max(1, d.Cost)) + 0.15*r.Float64() - 0.1*float64(i)
			if d.Kind == fourcuatro.Trap {
				traps = append(traps, copyOf{d, w})
			} else {
				spells = append(spells, copyOf{d, w})
			}
		}
	}
	byWorth := func(cs []copyOf) {
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].worth > cs[j].worth })
	}
	byWorth(spells)
	byWorth(traps)
	nTraps := min(len(traps), fourcuatro.ConstructedDeckSize/4)
	nSpells := min(len(spells), fourcuatro.ConstructedDeckSize-nTraps)
	nTraps = min(len(traps), fourcuatro.ConstructedDeckSize-nSpells)
	var deck []*fourcuatro.Def
	for _, c := range spells[:nSpells] {
		deck = append(deck, c.d)
	}
	for _, c := range traps[:nTraps] {
		deck = append(deck, c.d)
	}
	return deck
}

package build

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// LandlessForm is the land-free form of a ready-made deck, for the
// Landless variants, where any card may be played as a land. It keeps
// every non-land card of deck, in deck order, and fills the places of its
// lands with cards from collection, chosen as Deck chooses spells (by
// cardvalue.Score along the curve): only cards whose colours are among the
// colours of the deck's spells (colourless ones too), no lands, tokens or
// schemes, as many copies as collection holds and never more than four of
// a card in the deck. Where collection falls short, more copies of the
// deck's own spells fill the rest, best first; a deck that still cannot be
// filled comes out shorter. The result depends only on its arguments.
func LandlessForm(deck, collection []*card.Def) []*card.Def {
	var out []*card.Def
	copies := map[string]int{}
	colours := cardColoursOf(deck)
	for _, d := range deck {
		if d != nil && !d.IsLand() {
			out = append(out, d)
			copies[d.Name]++
		}
	}
	need := len(deck) - len(out)
	if need == 0 {
		return out
	}
	var cands []entry
	offered := map[string]int{}
	for i, d := range collection {
		if d == nil || d.IsLand() || d.Token || d.Types.Has(card.Scheme) || cardvalue.Colours(d)&^colours != 0 {
			continue
		}
		if copies[d.Name]+offered[d.Name] >= maxCopies {
			continue
		}
		offered[d.Name]++
		cands = append(cands, entry{d: d, idx: i, score: cardvalue.Score(d)})
	}
	byScore(cands)
	picked, _ := chooseSpells(cands, need)
	for _, e := range picked {
		out = append(out, e.d)
		copies[e.d.Name]++
	}
	if len(out) < len(deck) {
		out = append(out, moreCopies(out, copies, len(deck)-len(out))...)
	}
	return out
}

// cardColoursOf is the colours the non-land cards of deck are and need.
func cardColoursOf(deck []*card.Def) (cs mana.ColorSet) {
	for _, d := range deck {
		if d != nil && !d.IsLand() {
			cs |= cardvalue.Colours(d)
		}
	}
	return cs
}

// moreCopies is up to n more copies of the spells in deck, best first,
// while a card has fewer than four.
func moreCopies(deck []*card.Def, copies map[string]int, n int) []*card.Def {
	var es []entry
	seen := map[string]bool{}
	for i, d := range deck {
		if !seen[d.Name] {
			seen[d.Name] = true
			es = append(es, entry{d: d, idx: i, score: cardvalue.Score(d)})
		}
	}
	byScore(es)
	var out []*card.Def
	for len(out) < n {
		added := false
		for _, e := range es {
			if len(out) < n && copies[e.d.Name] < maxCopies {
				copies[e.d.Name]++
				out = append(out, e.d)
				added = true
			}
		}
		if !added {
			break
		}
	}
	return out
}

// LandlessFormFrom is LandlessForm with the collection made from cards
// (every card known): the cards of the sets the deck's spells come from,
// as many copies of each as CollectionCopies says.
func LandlessFormFrom(deck, cards []*card.Def) []*card.Def {
	sets := map[string]bool{}
	for _, d := range deck {
		if d != nil && !d.IsLand() {
			sets[d.Set] = true
		}
	}
	var collection []*card.Def
	for _, d := range cards {
		if d == nil || !sets[d.Set] {
			continue
		}
		for range CollectionCopies(d) {
			collection = append(collection, d)
		}
	}
	return LandlessForm(deck, collection)
}

// CollectionCopies is how many copies of d a collection holds: one of a
// rare, a mythic or a legendary card, two of an uncommon, four of the
// rest.
func CollectionCopies(d *card.Def) int {
	switch {
	case d.Super.Has(card.Legendary) || d.Rarity >= card.Rare:
		return 1
	case d.Rarity == card.Uncommon:
		return 2
	}
	return 4
}

package catalog

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/card"
)

// BlockSets are the set codes of the card block (docs/block.md): the
// collection random drafts and shared Landless decks are made from.
var BlockSets = []string{"HTH", "SMF", "LDF"}

// Block is every card of the block's sets, in library order (tokens and
// lands included; landless.Playable picks the usable ones).
func (c *Catalog) Block() []*card.Def {
	in := map[string]bool{}
	for _, s := range BlockSets {
		in[s] = true
	}
	var out []*card.Def
	for _, d := range c.Lib.All() {
		if in[d.Set] {
			out = append(out, d)
		}
	}
	return out
}

// BasicSet is the set code of the five basic lands (assets/cards/basic.cards).
const BasicSet = "BAS"

// BlockWithBasics is Block and the basic lands: what a Live-Draft library
// is generated from (livedraft.Generate takes its lands from the basics).
func (c *Catalog) BlockWithBasics() []*card.Def {
	out := c.Block()
	for _, d := range c.Lib.All() {
		if d.Set == BasicSet {
			out = append(out, d)
		}
	}
	return out
}

// OwnCards is every card of the player's own sets, in library order
// (none when they have none or their sets did not load).
func (c *Catalog) OwnCards() []*card.Def {
	var out []*card.Def
	for _, d := range c.Lib.All() {
		if slices.Contains(c.OwnSets, d.Set) {
			out = append(out, d)
		}
	}
	return out
}

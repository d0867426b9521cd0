package aitest

import (
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
)

// blockSets are the set codes of the card block.
var blockSets = map[string]bool{"HTH": true, "SMF": true, "LDF": true}

// Block returns the block's cards (lands included) and every card of the
// shipped sets, the basic lands among them.
func Block(tb testing.TB) (block, all []*card.Def) {
	tb.Helper()
	sets, err := card.LoadFS(assets.Cards, ".")
	if err != nil {
		tb.Fatal(err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		tb.Fatal(err)
	}
	for _, d := range lib.All() {
		if blockSets[d.Set] {
			block = append(block, d)
		}
	}
	return block, lib.All()
}

// RandomPool draws n cards from the block at random, repeats allowed.
func RandomPool(block []*card.Def, n int, seed uint64) []*card.Def {
	r := rand.New(rand.NewPCG(seed, 0x9001))
	pool := make([]*card.Def, n)
	for i := range pool {
		pool[i] = block[r.IntN(len(block))]
	}
	return pool
}

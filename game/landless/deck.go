package landless

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// MaxCopies is the most copies of one card a shared deck holds; a second
// copy is used only when the block has too few cards for a slot.
const MaxCopies = 2

// Playable is the block's cards that can be in a Landless collection: no
// lands, tokens or basic-rarity cards.
func Playable(block []*card.Def) []*card.Def {
	var out []*card.Def
	for _, d := range block {
		if d.Token || d.IsLand() || d.Rarity == card.Special {
			continue
		}
		out = append(out, d)
	}
	return out
}

// SharedDeck builds the shared library of a single-deck game with size
// cards (200 for the rules' table, about 100 for smaller games) from the
// block. Each slot of Table(size) is filled with different cards of its
// rarity and exact colours, chosen at random; where the block has too few,
// second copies are added; where even two copies of each are too few, the
// rest of the slot comes from the next commoner rarity of the same colours.
// It fails only when the commons run out too. The deck comes out shuffled.
func SharedDeck(block []*card.Def, size int, rng *rand.Rand) ([]*card.Def, error) {
	if size < 20 {
		return nil, fmt.Errorf("landless: a shared deck of %d cards is too small", size)
	}
	cells := map[cellKey][]*card.Def{}
	for _, d := range Playable(block) {
		k := cellKey{d.Rarity, d.Colors & mana.AllColors}
		cells[k] = append(cells[k], d)
	}
	used := map[*card.Def]int{}
	var deck []*card.Def
	for _, slot := range Table(size) {
		need := slot.Count
		for r := slot.Rarity; need > 0; r-- {
			got := take(cells[cellKey{r, slot.Colors}], need, used, rng)
			deck = append(deck, got...)
			need -= len(got)
			if r == card.Common {
				break
			}
		}
		if need > 0 {
			return nil, fmt.Errorf("landless: the block has too few %s cards of colours %v for the shared deck (short by %d)",
				rarityName(slot.Rarity), slot.Colors, need)
		}
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck, nil
}

type cellKey struct {
	rarity card.Rarity
	colors mana.ColorSet
}

// take picks up to n cards from cands, first cards not used yet, then
// second copies, each at random.
func take(cands []*card.Def, n int, used map[*card.Def]int, rng *rand.Rand) []*card.Def {
	var out []*card.Def
	for copies := 0; copies < MaxCopies && len(out) < n; copies++ {
		var free []*card.Def
		for _, d := range cands {
			if used[d] == copies {
				free = append(free, d)
			}
		}
		sort.SliceStable(free, func(i, j int) bool { return free[i].Name < free[j].Name })
		rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
		for _, d := range free {
			if len(out) == n {
				break
			}
			used[d]++
			out = append(out, d)
		}
	}
	return out
}

func rarityName(r card.Rarity) string {
	return [...]string{"common", "uncommon", "rare", "mythic", "special"}[r]
}

// DraftPools deals each of seats players a random pool of size cards from
// the playable cards of block (the block, a player's own sets or a card
// list). The block is copied as often as needed for
// everyone to get a full pool, shuffled, and dealt out in turn, so no card
// appears in the pools more often than the number of copies made.
func DraftPools(block []*card.Def, seats, size int, rng *rand.Rand) ([][]*card.Def, error) {
	cards := Playable(block)
	if len(cards) == 0 {
		return nil, fmt.Errorf("landless: the cards hold none that can be played in a Landless draft")
	}
	if seats < 1 || size < 1 {
		return nil, fmt.Errorf("landless: %d pools of %d cards", seats, size)
	}
	copies := (seats*size + len(cards) - 1) / len(cards)
	var collection []*card.Def
	for range copies {
		collection = append(collection, cards...)
	}
	rng.Shuffle(len(collection), func(i, j int) { collection[i], collection[j] = collection[j], collection[i] })
	pools := make([][]*card.Def, seats)
	for i := range seats * size {
		pools[i%seats] = append(pools[i%seats], collection[i])
	}
	return pools, nil
}

package landless

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"github.com/kitchentable/kitchentable/game/card"
)

// MinShared is the fewest cards a shared deck made from a collection may
// have.
const MinShared = 40

// CollectionDeck builds the shared library of a single-deck game with
// size cards from a collection other than the block (a player's own
// sets): by the rules' table, as SharedDeck does, when the collection can
// fill it; otherwise from its playable cards at random, each at most
// MaxCopies times, which is fewer than size cards when the collection has
// fewer than size/MaxCopies. It fails when that is under MinShared. The
// deck comes out shuffled.
func CollectionDeck(cards []*card.Def, size int, rng *rand.Rand) ([]*card.Def, error) {
	if deck, err := SharedDeck(cards, size, rng); err == nil {
		return deck, nil
	}
	playable := Playable(cards)
	if n := len(playable) * MaxCopies; n < MinShared {
		return nil, fmt.Errorf("landless: the cards hold %d that can be played, too few for a shared deck of %d or more even with %d copies of each", len(playable), MinShared, MaxCopies)
	}
	sort.SliceStable(playable, func(i, j int) bool { return playable[i].Name < playable[j].Name })
	var all []*card.Def
	for range MaxCopies {
		all = append(all, playable...)
	}
	rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	return all[:min(size, len(all))], nil
}

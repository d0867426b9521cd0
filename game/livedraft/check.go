package livedraft

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/card"
)

// MinLibrary is the fewest cards a Live-Draft library may have.
const MinLibrary = 60

// Sizes are the library sizes Generate is offered with at set-up.
var Sizes = []int{120, 180, 240}

// Check reports whether cards can be a Live-Draft library: at least
// MinLibrary cards, none missing. Its error is one plain sentence.
func Check(cards []*card.Def) error {
	for _, d := range cards {
		if d == nil {
			return fmt.Errorf("livedraft: the list holds a missing card")
		}
	}
	if len(cards) < MinLibrary {
		return fmt.Errorf("livedraft: it holds %d cards, and at least %d are needed to play from", len(cards), MinLibrary)
	}
	return nil
}

// Summary counts a library's land cards and all its cards, for a line
// such as "180 cards, 45 lands".
func Summary(cards []*card.Def) (lands, total int) {
	for _, d := range cards {
		if d != nil && d.IsLand() {
			lands++
		}
	}
	return lands, len(cards)
}

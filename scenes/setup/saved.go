package setup

import (
	"log"
	"strings"

	"github.com/kitchentable/kitchentable/scenes/store"
)

// savedDecks returns the names of the decks saved with the deck editor,
// none without a store. A folder of decks that cannot be read is logged
// and offers none.
func savedDecks(st *store.Store) []string {
	if st == nil {
		return nil
	}
	names, err := st.DeckNames(store.MainDecks)
	if err != nil {
		log.Printf("setup: the saved decks are left out: %v", err)
		return nil
	}
	return names
}

// savedDeckPath returns the file of a saved deck's choice ("my:Name"),
// which catalog.Deck reads as a deck file, and whether value is one.
func (l *seatList) savedDeckPath(value string) (string, bool) {
	name, ok := strings.CutPrefix(value, savedPrefix)
	if !ok || l.svc.Store == nil {
		return "", false
	}
	return l.svc.Store.DeckPath(store.MainDecks, name), true
}

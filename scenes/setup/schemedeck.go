package setup

import (
	"fmt"
	"log"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// savedSchemeChoices returns the decks saved with the deck editor that an
// archenemy can play, as theme deck choices ("My deck: NAME"): those with
// cards and a scheme deck card.CheckSchemeDeck accepts. The others are
// not offered; a saved deck that does not read is logged.
func savedSchemeChoices(cat *catalog.Catalog, st *store.Store) []option {
	if cat == nil {
		return nil
	}
	var opts []option
	for _, name := range savedDecks(st) {
		d, err := st.LoadDeck(name, cat.Lib)
		if err != nil {
			log.Printf("setup: the saved deck %q is not offered to an archenemy: %v", name, err)
			continue
		}
		if d.Size() == 0 || card.CheckSchemeDeck(d.SchemeCards()) != nil {
			continue
		}
		opts = append(opts, option{savedPrefix + name, "My deck: " + name})
	}
	return opts
}

// savedSchemeSeat loads the saved deck of choice value ("my:NAME", its
// file path) for archenemy seat i: its main deck and its scheme deck. A
// deck whose scheme deck an archenemy cannot play is refused in one
// sentence.
func (l *seatList) savedSchemeSeat(i int, value, path string) (record.Seat, error) {
	name := strings.TrimPrefix(value, savedPrefix)
	d, err := l.svc.Catalog.Deck(path)
	if err != nil {
		return record.Seat{}, fmt.Errorf("setup: seat %d's deck %q: %s", i+1, name, deckError(path, err))
	}
	if err := card.CheckSchemeDeck(d.Schemes); err != nil {
		why := strings.TrimPrefix(err.Error(), "card: the scheme deck ")
		return record.Seat{}, fmt.Errorf("setup: seat %d's deck %q cannot be an archenemy's: its scheme deck %s", i+1, name, why)
	}
	return record.Seat{DeckName: path, Deck: d.Cards, Schemes: d.Schemes}, nil
}

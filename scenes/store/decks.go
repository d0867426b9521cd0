package store

import (
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
)

// LoadDeck reads the saved main-game deck named name (MainDecks),
// finding its cards in lib; the deck is named name. A file that does not
// read gives an error naming the file and line, and is left as it is.
func (s *Store) LoadDeck(name string, lib *card.Library) (*card.Deck, error) {
	f, path, err := s.openDeck(MainDecks, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() > card.MaxDeckFileSize {
		return nil, fmt.Errorf("store: the deck file %s is %s; a deck file may be at most %s", path,
			card.FormatSize(info.Size()), card.FormatSize(card.MaxDeckFileSize))
	}
	deck, err := card.ParseDeck(path, f, lib)
	if err != nil {
		return nil, unreadableDeck(path, err, func(err error) error {
			return fmt.Errorf("store: %s", strings.TrimPrefix(err.Error(), "card: "))
		})
	}
	deck.Name = name
	return deck, nil
}

// SaveDeck writes cards, and the scheme deck schemes if there is one, as
// the saved main-game deck named name, atomically (see FormatDeck).
func (s *Store) SaveDeck(name string, cards []*card.Def, schemes ...*card.Def) error {
	return s.writeDeck(MainDecks, name, FormatDeck(name, cards, schemes...), nil)
}

// FormatDeck returns cards as a deck file that card.ParseDeck reads back
// to the same cards: a comment line naming the deck, then one
// "COUNT Card Name" line per card, grouped by card.GroupOf under comment
// lines, in the order card.FormatDeckList lists them. Schemes, when there
// are some, follow under a "Schemes" line (card.FormatSchemeList); a deck
// without them is written as before schemes could be kept.
func FormatDeck(name string, cards []*card.Def, schemes ...*card.Def) string {
	var b strings.Builder
	if len(schemes) > 0 {
		fmt.Fprintf(&b, "# Kitchen Table deck %q: %d cards and %d schemes, one \"COUNT Card Name\" line per card\n", name, len(cards), len(schemes))
	} else {
		fmt.Fprintf(&b, "# Kitchen Table deck %q: %d cards, one \"COUNT Card Name\" line per card\n", name, len(cards))
	}
	// The shared list's "// group" comments become "#" comments and its
	// "Deck" line is dropped: a deck file reads only "#" comments.
	list := strings.TrimPrefix(card.FormatDeckList(cards), "Deck\n")
	for line := range strings.Lines(list) {
		if rest, ok := strings.CutPrefix(line, "// "); ok {
			line = "# " + rest
		}
		b.WriteString(line)
	}
	if list := card.FormatSchemeList(schemes); list != "" {
		b.WriteString("\n" + list)
	}
	return b.String()
}

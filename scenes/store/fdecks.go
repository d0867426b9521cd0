package store

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// LoadFDeck reads the saved FourCuatro deck named name (FourCuatroDecks),
// finding its cards in cards. A file that does not read gives an error
// naming the file and line, and is left as it is.
func (s *Store) LoadFDeck(name string, cards []*fourcuatro.Def) ([]*fourcuatro.Def, error) {
	f, path, err := s.openDeck(FourCuatroDecks, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	deck, err := ParseFDeck(path, f, cards)
	if err != nil {
		return nil, unreadableDeck(path, err, shortFDeckError)
	}
	return deck, nil
}

// shortFDeckError restates a ParseFDeck error for a saved deck, which the
// player knows by its name: the line and what is wrong, without the long
// path in front that a one-line message would cut the reason for (the
// log has the path).
func shortFDeckError(err error) error {
	var pe *fourcuatro.ParseError
	if !errors.As(err, &pe) {
		return fmt.Errorf("store: %w", err)
	}
	msg := fmt.Sprintf("store: line %d: %s", pe.Line, pe.Msg)
	if strings.HasPrefix(pe.Msg, "the deck file") {
		msg = "store: " + pe.Msg
	}
	return &storeError{msg: msg, err: err}
}

// SaveFDeck writes deck as the saved FourCuatro deck named name,
// atomically, in the order of cards (see FormatFDeck). A file of that name
// that does not read as a deck is first kept as NAME.fdeck.bad.
func (s *Store) SaveFDeck(name string, deck, cards []*fourcuatro.Def) error {
	return s.writeDeck(FourCuatroDecks, name, FormatFDeck(name, deck, cards), func(file string, r io.Reader) error {
		_, err := ParseFDeck(file, r, cards)
		return err
	})
}

package store

import (
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
)

// The saved main-game decks: NAME.deck files in the "decks" folder of the
// store, in the deck file format (card.ParseDeck), so that the set-up can
// read them like any deck file. Their names follow CheckDeckName.
const (
	deckDir = "decks"
	// DeckExt is the extension of a main-game deck file.
	DeckExt = ".deck"
)

// DeckPath returns the path of the saved main-game deck named name.
func (s *Store) DeckPath(name string) string { return s.path(filepath.Join(deckDir, name+DeckExt)) }

// Decks returns the names of the saved main-game decks, sorted ignoring
// case. With no folder of decks yet there are none and no error.
func (s *Store) Decks() ([]string, error) { return s.namesIn(deckDir, DeckExt, CheckDeckName) }

// LoadDeck reads the saved main-game deck named name, finding its cards
// in lib; the deck is named name. A file that does not read gives an
// error naming the file and line, and is left as it is.
func (s *Store) LoadDeck(name string, lib *card.Library) (*card.Deck, error) {
	if err := CheckDeckName(name); err != nil {
		return nil, err
	}
	path := s.DeckPath(name)
	f, err := openFile(path, "deck file")
	if notThere(err) {
		return nil, fmt.Errorf("store: there is no saved deck %q (%s)", name, path)
	}
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
		log.Printf("store: the saved deck %s could not be read: %v", path, err)
		return nil, fmt.Errorf("store: %s", strings.TrimPrefix(err.Error(), "card: "))
	}
	deck.Name = name
	return deck, nil
}

// SaveDeck writes cards, and the scheme deck schemes if there is one, as
// the saved main-game deck named name, atomically (see FormatDeck).
func (s *Store) SaveDeck(name string, cards []*card.Def, schemes ...*card.Def) error {
	if err := CheckDeckName(name); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.noWrite != nil {
		return s.noWrite
	}
	if err := os.MkdirAll(s.path(deckDir), 0o755); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	text := FormatDeck(name, cards, schemes...)
	return s.writeFile(filepath.Join(deckDir, name+DeckExt), false, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}

// DeleteDeck removes the saved main-game deck named name.
func (s *Store) DeleteDeck(name string) error {
	if err := CheckDeckName(name); err != nil {
		return err
	}
	return s.deleteNamed(deckDir, s.DeckPath(name), "saved deck", name)
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

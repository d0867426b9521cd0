package store

import (
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// The saved FourCuatro decks: NAME.fdeck files in the "fourcuatro" folder
// of the store.
const (
	fdeckDir = "fourcuatro"
	// FDeckExt is the extension of a FourCuatro deck file.
	FDeckExt = ".fdeck"
	// MaxDeckName is the longest deck name, in characters.
	MaxDeckName = 40
)

// CheckDeckName reports what is wrong with name as the name of a saved
// FourCuatro deck: it becomes a file name, so it must not be empty, start
// with a dot or a space, or hold a character that some systems refuse in
// file names (/ \ : * ? " < > | and control characters).
func CheckDeckName(name string) error {
	switch {
	case strings.TrimSpace(name) == "":
		return errors.New("store: the deck needs a name")
	case name != strings.TrimSpace(name) || strings.HasPrefix(name, "."):
		return errors.New("store: a deck name cannot start or end with a space or start with a dot")
	case utf8.RuneCountInString(name) > MaxDeckName:
		return fmt.Errorf("store: a deck name has at most %d characters", MaxDeckName)
	}
	for _, r := range name {
		if strings.ContainsRune(`/\:*?"<>|`, r) || !unicode.IsPrint(r) {
			return fmt.Errorf("store: a deck name cannot hold %q", r)
		}
	}
	return nil
}

// FDeckPath returns the path of the saved FourCuatro deck named name.
func (s *Store) FDeckPath(name string) string { return s.path(filepath.Join(fdeckDir, name+FDeckExt)) }

// FDecks returns the names of the saved FourCuatro decks, sorted ignoring
// case. With no folder of decks yet there are none and no error.
func (s *Store) FDecks() ([]string, error) { return s.namesIn(fdeckDir, FDeckExt, CheckDeckName) }

// LoadFDeck reads the saved FourCuatro deck named name, finding its cards
// in cards. A file that does not read gives an error naming the file and
// line, and is left as it is.
func (s *Store) LoadFDeck(name string, cards []*fourcuatro.Def) ([]*fourcuatro.Def, error) {
	if err := CheckDeckName(name); err != nil {
		return nil, err
	}
	path := s.FDeckPath(name)
	f, err := openFile(path, "deck file")
	if notThere(err) {
		return nil, fmt.Errorf("store: there is no saved deck %q (%s)", name, path)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	deck, err := ParseFDeck(path, f, cards)
	if err != nil {
		log.Printf("store: the saved deck %s could not be read: %v", path, err)
		return nil, shortFDeckError(err)
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
	if err := CheckDeckName(name); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.noWrite != nil {
		return s.noWrite
	}
	if err := os.MkdirAll(s.path(fdeckDir), 0o755); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	file := filepath.Join(fdeckDir, name+FDeckExt)
	bad := false
	if old, err := readFile(s.path(file), "deck file", card.MaxDeckFileSize); err == nil {
		_, perr := ParseFDeck(file, strings.NewReader(string(old)), cards)
		bad = perr != nil
	}
	text := FormatFDeck(name, deck, cards)
	return s.writeFile(file, bad, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}

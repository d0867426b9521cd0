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
)

// DeckKind is one kind of saved deck: NAME+ext files in a folder of the
// store. Decks of every kind are named, listed, opened, written and
// deleted alike; only how a file reads differs (LoadDeck, LoadFDeck).
type DeckKind struct {
	dir, ext string
	// keepsBad says a file that does not read as a deck is kept as
	// NAME+ext+".bad" before a save replaces it.
	keepsBad bool
}

var (
	// MainDecks are the main game's decks: NAME.deck in "decks", in the
	// deck file format (card.ParseDeck).
	MainDecks = DeckKind{dir: "decks", ext: DeckExt}
	// FourCuatroDecks are the FourCuatro decks: NAME.fdeck in
	// "fourcuatro" (ParseFDeck).
	FourCuatroDecks = DeckKind{dir: "fourcuatro", ext: FDeckExt, keepsBad: true}
)

const (
	// DeckExt is the extension of a main-game deck file.
	DeckExt = ".deck"
	// FDeckExt is the extension of a FourCuatro deck file.
	FDeckExt = ".fdeck"
	// MaxDeckName is the longest deck name, in characters.
	MaxDeckName = 40
)

// CheckDeckName reports what is wrong with name as the name of a saved
// deck: it becomes a file name, so it must not be empty, start with a dot
// or a space, or hold a character that some systems refuse in file names
// (/ \ : * ? " < > | and control characters).
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

// file returns the store-relative name of the deck file named name.
func (k DeckKind) file(name string) string { return filepath.Join(k.dir, name+k.ext) }

// DeckPath returns the path of the saved deck of kind k named name.
func (s *Store) DeckPath(k DeckKind, name string) string { return s.path(k.file(name)) }

// DeckNames returns the names of the saved decks of kind k, sorted
// ignoring case. With no folder of them yet there are none and no error.
func (s *Store) DeckNames(k DeckKind) ([]string, error) {
	return s.namesIn(k.dir, k.ext, CheckDeckName)
}

// DeleteDeck removes the saved deck of kind k named name.
func (s *Store) DeleteDeck(k DeckKind, name string) error {
	if err := CheckDeckName(name); err != nil {
		return err
	}
	return s.deleteNamed(k.dir, s.DeckPath(k, name), "saved deck", name)
}

// openDeck opens the saved deck of kind k named name, returning it and
// its path; when there is none the error says so in one sentence.
func (s *Store) openDeck(k DeckKind, name string) (*os.File, string, error) {
	if err := CheckDeckName(name); err != nil {
		return nil, "", err
	}
	path := s.DeckPath(k, name)
	f, err := openFile(path, "deck file")
	if notThere(err) {
		return nil, path, fmt.Errorf("store: there is no saved deck %q (%s)", name, path)
	}
	return f, path, err
}

// unreadableDeck logs why the saved deck at path did not read, err, and
// returns short(err), the error for the player.
func unreadableDeck(path string, err error, short func(error) error) error {
	log.Printf("store: the saved deck %s could not be read: %v", path, err)
	return short(err)
}

// writeDeck writes text as the saved deck of kind k named name,
// atomically. For a kind that keepsBad, a file of that name that reads
// does not accept (reads returns an error) is first kept as a .bad file.
func (s *Store) writeDeck(k DeckKind, name, text string, reads func(file string, r io.Reader) error) error {
	if err := CheckDeckName(name); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.noWrite != nil {
		return s.noWrite
	}
	if err := os.MkdirAll(s.path(k.dir), 0o755); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	file := k.file(name)
	bad := false
	if k.keepsBad {
		if old, err := readFile(s.path(file), "deck file", card.MaxDeckFileSize); err == nil {
			bad = reads(file, strings.NewReader(string(old))) != nil
		}
	}
	return s.writeFile(file, bad, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}

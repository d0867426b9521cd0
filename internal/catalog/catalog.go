// Package catalog loads every card the program knows (the embedded sets and
// the player's own sets) and the ready-made decks, for the app and its tools.
package catalog

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/configdir"
)

// Catalog is every card the program knows and the ready-made decks.
type Catalog struct {
	// Lib holds every known card by name.
	Lib *card.Library
	// Decks are the ready-made deck names without ".deck", sorted.
	Decks []string
	// OwnSets are the set codes of the player's own sets that loaded.
	OwnSets []string
}

// Deck is a deck's cards in deck order and the name it was chosen by.
type Deck struct {
	Name  string
	Cards []*card.Def
	// Schemes is the deck's scheme deck in order (an archenemy theme
	// deck's), empty for most decks.
	Schemes []*card.Def
}

// Load loads the embedded card sets and the player's own sets from the
// "sets" folder of the folder configdir.Dir("") decides (as the window
// does without -config). A problem with the player's sets is reported to
// warn (when not nil) and those sets are left out; the built-in cards
// always load.
func Load(warn io.Writer) (*Catalog, error) { return LoadConfig(warn, "") }

// LoadConfig is Load with the folder decided by configdir.Dir(configDir):
// configDir is the value of a -config flag, "" when none was given.
func LoadConfig(warn io.Writer, configDir string) (*Catalog, error) {
	dir, err := configdir.Dir(configDir)
	if err != nil {
		if warn != nil {
			fmt.Fprintf(warn, "kitchentable: your card sets are left out: %v\n", err)
		}
		return LoadDir(warn, "")
	}
	return LoadDir(warn, configdir.Sets(dir))
}

// LoadDir is Load with the player's own sets read from the card files in
// setsDir ("" or a missing folder: none).
func LoadDir(warn io.Writer, setsDir string) (*Catalog, error) {
	sets, err := card.LoadFS(assets.FS, "cards")
	if err != nil {
		return nil, fmt.Errorf("catalog: the built-in cards: %w", err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		return nil, fmt.Errorf("catalog: the built-in cards: %w", err)
	}
	var own []string
	if setsDir != "" {
		user, err := card.LoadDir(setsDir)
		if err == nil && len(user) > 0 {
			var all *card.Library
			if all, err = card.NewLibrary(append(sets, user...)...); err == nil {
				lib = all
				for _, set := range user {
					own = append(own, set.Code)
				}
			}
		}
		if err != nil && warn != nil {
			fmt.Fprintf(warn, "kitchentable: your card sets are left out: %s\n", plain(err, "card file"))
		}
	}
	c := &Catalog{Lib: lib, OwnSets: own}
	for _, n := range assets.DeckNames() {
		c.Decks = append(c.Decks, strings.TrimSuffix(n, ".deck"))
	}
	return c, nil
}

// ErrUnknownDeck is the error (wrapped) of Deck for a name that is no
// ready-made deck.
var ErrUnknownDeck = errors.New("catalog: unknown deck")

// Deck returns a ready-made deck by name ("rg-stampede", with or without
// ".deck"), or a deck file on disk when name contains a path separator.
// The deck must have cards. Its errors are one sentence naming the file
// (and the line): "catalog: deck file x.deck line 3: unknown card "Y"".
func (c *Catalog) Deck(name string) (Deck, error) {
	stem := strings.TrimSuffix(name, ".deck")
	var (
		data []byte
		err  error
	)
	if strings.ContainsAny(name, `/\`) {
		data, err = card.ReadFile(name, "deck file", card.MaxDeckFileSize)
		stem = strings.TrimSuffix(filepath.Base(name), ".deck")
	} else {
		data, err = fs.ReadFile(assets.Decks, stem+".deck")
		if err != nil {
			return Deck{}, fmt.Errorf("%w %q (ready-made decks: %s)", ErrUnknownDeck, name, strings.Join(c.Decks, ", "))
		}
	}
	if err != nil {
		return Deck{}, fmt.Errorf("catalog: %w", plainWrap(err, "deck file"))
	}
	return c.parseDeck(name, stem, data, "deck file")
}

// parseDeck parses the deck text data of the file name, a file of the
// given kind ("deck file") for error messages; the deck is named stem. It
// must have cards.
func (c *Catalog) parseDeck(name, stem string, data []byte, kind string) (Deck, error) {
	d, err := card.ParseDeck(name, bytes.NewReader(data), c.Lib)
	if err != nil {
		return Deck{}, fmt.Errorf("catalog: %s", plain(err, kind))
	}
	if d.Size() == 0 {
		return Deck{}, fmt.Errorf("catalog: %s %s has no cards", kind, name)
	}
	return Deck{Name: stem, Cards: d.Cards(), Schemes: d.SchemeCards()}, nil
}

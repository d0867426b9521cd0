// Package catalog loads every card the program knows (the embedded sets and
// the player's own sets) and the ready-made decks, for the app and its tools.
package catalog

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
)

// Catalog is every card the program knows and the ready-made decks.
type Catalog struct {
	// Lib holds every known card by name.
	Lib *card.Library
	// Decks are the ready-made deck names without ".deck", sorted.
	Decks []string
}

// Deck is a deck's cards in deck order and the name it was chosen by.
type Deck struct {
	Name  string
	Cards []*card.Def
}

// Load loads the embedded card sets and the player's own sets from
// card.UserSetsDir(). A problem with the player's sets is reported to warn
// (when not nil) and those sets are left out; the built-in cards always
// load.
func Load(warn io.Writer) (*Catalog, error) {
	dir, err := card.UserSetsDir()
	if err != nil {
		dir = ""
	}
	return LoadDir(warn, dir)
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
	if setsDir != "" {
		user, err := card.LoadDir(setsDir)
		if err == nil && len(user) > 0 {
			var all *card.Library
			if all, err = card.NewLibrary(append(sets, user...)...); err == nil {
				lib = all
			}
		}
		if err != nil && warn != nil {
			fmt.Fprintf(warn, "kitchentable: leaving out your card sets: %v\n", err)
		}
	}
	c := &Catalog{Lib: lib}
	for _, n := range assets.DeckNames() {
		c.Decks = append(c.Decks, strings.TrimSuffix(n, ".deck"))
	}
	return c, nil
}

// Deck returns a ready-made deck by name ("rg-stampede", with or without
// ".deck"), or a deck file on disk when name contains a path separator.
// The deck must have cards.
func (c *Catalog) Deck(name string) (Deck, error) {
	stem := strings.TrimSuffix(name, ".deck")
	var (
		data []byte
		err  error
	)
	if strings.ContainsAny(name, `/\`) {
		data, err = os.ReadFile(name)
		stem = strings.TrimSuffix(filepath.Base(name), ".deck")
	} else {
		data, err = fs.ReadFile(assets.Decks, stem+".deck")
		if err != nil {
			return Deck{}, fmt.Errorf("catalog: unknown deck %q (ready-made decks: %s)", name, strings.Join(c.Decks, ", "))
		}
	}
	if err != nil {
		return Deck{}, fmt.Errorf("catalog: %w", err)
	}
	d, err := card.ParseDeck(name, strings.NewReader(string(data)), c.Lib)
	if err != nil {
		return Deck{}, fmt.Errorf("catalog: %w", err)
	}
	if d.Size() == 0 {
		return Deck{}, fmt.Errorf("catalog: deck %s has no cards", name)
	}
	return Deck{Name: stem, Cards: d.Cards()}, nil
}

package main

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

// catalog is every card the program knows and the ready-made decks.
type catalog struct {
	lib   *card.Library
	decks []string // embedded deck names without ".deck", sorted
}

// namedDeck is a deck's cards in deck order and the name it was chosen by.
type namedDeck struct {
	Name  string
	Cards []*card.Def
}

// loadCatalog loads the embedded card sets and the player's own sets from
// card.UserSetsDir(). A problem with the player's sets is reported to warn
// and those sets are left out.
func loadCatalog(warn io.Writer) (*catalog, error) {
	sets, err := card.LoadFS(assets.FS, "cards")
	if err != nil {
		return nil, fmt.Errorf("the built-in cards: %w", err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		return nil, fmt.Errorf("the built-in cards: %w", err)
	}
	if dir, err := card.UserSetsDir(); err == nil {
		user, err := card.LoadDir(dir)
		if err == nil && len(user) > 0 {
			var all *card.Library
			if all, err = card.NewLibrary(append(sets, user...)...); err == nil {
				lib = all
			}
		}
		if err != nil {
			fmt.Fprintf(warn, "kitchentable: leaving out your card sets: %v\n", err)
		}
	}
	c := &catalog{lib: lib}
	for _, n := range assets.DeckNames() {
		c.decks = append(c.decks, strings.TrimSuffix(n, ".deck"))
	}
	return c, nil
}

// deck returns a ready-made deck by name ("rg-stampede", with or without
// ".deck"), or a deck file on disk by path.
func (c *catalog) deck(name string) (namedDeck, error) {
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
			return namedDeck{}, fmt.Errorf("unknown deck %q (ready-made decks: %s)", name, strings.Join(c.decks, ", "))
		}
	}
	if err != nil {
		return namedDeck{}, err
	}
	d, err := card.ParseDeck(name, strings.NewReader(string(data)), c.lib)
	if err != nil {
		return namedDeck{}, err
	}
	if d.Size() == 0 {
		return namedDeck{}, fmt.Errorf("deck %s has no cards", name)
	}
	return namedDeck{Name: stem, Cards: d.Cards()}, nil
}

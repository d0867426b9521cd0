package catalog

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/livedraft"
)

// LiveDraftLibrary returns the shipped Live-Draft library
// (assets.LiveDraftLibrary): 180 cards of the block, a quarter lands, in
// file order (a game shuffles its library).
func (c *Catalog) LiveDraftLibrary() (Deck, error) {
	data, err := fs.ReadFile(assets.Libraries, assets.LiveDraftLibrary)
	if err != nil {
		return Deck{}, fmt.Errorf("catalog: the Live-Draft library is missing: %w", err) // cannot happen: it is embedded
	}
	return c.library(assets.LiveDraftLibrary, data)
}

// LibraryFile reads a player's card list file (the deck text format, any
// path) as a Live-Draft library: at least livedraft.MinLibrary cards, the
// main list only (a sideboard is left out), no schemes. Its errors are
// one sentence naming the file, and the line for a line that is wrong:
// "catalog: card list lib.deck line 3: unknown card "Y"".
func (c *Catalog) LibraryFile(path string) (Deck, error) {
	data, err := card.ReadFile(path, "card list", card.MaxDeckFileSize)
	if err != nil {
		return Deck{}, fmt.Errorf("catalog: %w", plainWrap(err, "card list"))
	}
	return c.library(path, data)
}

// library parses a card list file's text as a Live-Draft library.
func (c *Catalog) library(name string, data []byte) (Deck, error) {
	d, err := c.parseDeck(name, strings.TrimSuffix(filepath.Base(name), ".deck"), data, "card list")
	if err != nil {
		return Deck{}, err
	}
	if len(d.Schemes) > 0 {
		return Deck{}, fmt.Errorf("catalog: card list %s has schemes, which a list of cards to play from cannot hold", name)
	}
	if err := livedraft.Check(d.Cards); err != nil {
		return Deck{}, fmt.Errorf("catalog: card list %s: %s", name, strings.TrimPrefix(err.Error(), "livedraft: "))
	}
	return d, nil
}

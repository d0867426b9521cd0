package main

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// defaultPattern names the ten ready-made decks of the card block.
const defaultPattern = "block-*.deck"

// deck is one entrant: its file name without ".deck", and its main deck.
type deck struct {
	name  string
	cards []*card.Def
}

// loadDecks reads the decks matching pattern: deck files on disk if any
// match, otherwise the ready-made decks (assets.Decks) whose names match.
// It needs at least two. Their cards are the built-in ones and the
// player's own sets in the folder configDir (a -config flag) leads to, as
// for the game's window; a problem with those sets is one line on warn.
// It also returns every card those sets hold, the pool a computer guesses
// an opponent's unseen cards from.
func loadDecks(warn io.Writer, pattern, configDir string) ([]deck, []*card.Def, error) {
	cat, err := catalog.LoadConfig(warn, configDir)
	if err != nil {
		return nil, nil, err
	}
	lib := cat.Lib
	read := func(n string) ([]byte, error) { return card.ReadFile(n, "deck file", card.MaxDeckFileSize) }
	names, err := filepath.Glob(pattern)
	if err == nil && len(names) == 0 {
		read = func(n string) ([]byte, error) { return fs.ReadFile(assets.Decks, n) }
		names, err = fs.Glob(assets.Decks, pattern)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("-decks %q: %v", pattern, err)
	}
	if len(names) < 2 {
		return nil, nil, fmt.Errorf("-decks %q matches %d decks, want at least two", pattern, len(names))
	}
	var out []deck
	for _, n := range names {
		data, err := read(n)
		if err != nil {
			return nil, nil, err
		}
		d, err := card.ParseDeck(n, bytes.NewReader(data), lib)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, deck{name: strings.TrimSuffix(filepath.Base(n), ".deck"), cards: d.Cards()})
	}
	return out, lib.All(), nil
}

package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
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
// It needs at least two.
func loadDecks(pattern string) ([]deck, error) {
	sets, err := card.LoadFS(assets.FS, "cards")
	if err != nil {
		return nil, err
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		return nil, err
	}
	read := os.ReadFile
	names, err := filepath.Glob(pattern)
	if err == nil && len(names) == 0 {
		read = func(n string) ([]byte, error) { return fs.ReadFile(assets.Decks, n) }
		names, err = fs.Glob(assets.Decks, pattern)
	}
	if err != nil {
		return nil, fmt.Errorf("-decks %q: %v", pattern, err)
	}
	if len(names) < 2 {
		return nil, fmt.Errorf("-decks %q matches %d decks, want at least two", pattern, len(names))
	}
	var out []deck
	for _, n := range names {
		data, err := read(n)
		if err != nil {
			return nil, err
		}
		d, err := card.ParseDeck(n, bytes.NewReader(data), lib)
		if err != nil {
			return nil, err
		}
		out = append(out, deck{name: strings.TrimSuffix(filepath.Base(n), ".deck"), cards: d.Cards()})
	}
	return out, nil
}

// Package testdecks loads the embedded card sets and ready-made decks for
// tests and benchmarks in other packages.
package testdecks

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
)

// Library returns every embedded card, failing the test on an error.
func Library(tb testing.TB) *card.Library {
	tb.Helper()
	sets, err := card.LoadFS(assets.Cards, ".")
	if err != nil {
		tb.Fatal(err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		tb.Fatal(err)
	}
	return lib
}

// Decks returns the main decks of every ready-made deck, in file-name
// order, leaving out the Archenemy theme decks ("archenemy-…", which
// come with a scheme deck): tests that pick decks by index keep the
// decks they were written for.
func Decks(tb testing.TB) [][]*card.Def {
	tb.Helper()
	lib := Library(tb)
	var decks [][]*card.Def
	for _, name := range assets.DeckNames() {
		if !strings.HasPrefix(name, "archenemy-") {
			decks = append(decks, readDeck(tb, lib, name).Cards())
		}
	}
	return decks
}

// readDeck parses the ready-made deck file name, failing the test on an
// error.
func readDeck(tb testing.TB, lib *card.Library, name string) *card.Deck {
	tb.Helper()
	data, err := fs.ReadFile(assets.Decks, name)
	if err != nil {
		tb.Fatal(err)
	}
	d, err := card.ParseDeck(name, strings.NewReader(string(data)), lib)
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// Theme is an Archenemy theme deck: its main deck and its scheme deck.
type Theme struct {
	Cards, Schemes []*card.Def
}

// Themes returns the ready-made Archenemy theme decks ("archenemy-…"),
// in file-name order.
func Themes(tb testing.TB) []Theme {
	tb.Helper()
	lib := Library(tb)
	var themes []Theme
	for _, name := range assets.DeckNames() {
		if strings.HasPrefix(name, "archenemy-") {
			d := readDeck(tb, lib, name)
			themes = append(themes, Theme{Cards: d.Cards(), Schemes: d.SchemeCards()})
		}
	}
	return themes
}

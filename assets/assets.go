// Package assets embeds the game's data files: card sets (cards/*.cards,
// read with card.LoadFS) and ready-made decks (decks/*.deck, read with
// card.ParseDeck) and the FourCuatro card list (fourcuatro/cards.fcards,
// read with fourcuatro.ParseCards). It imports only the standard library.
//
// The schemes of Archenemy and Supervillain Rumble are a set of their own,
// cards/schemes.cards (Villains of the Hearthlands, VIL), and the ten
// archenemy theme decks, one per colour pair, decks/archenemy-*.deck, each pair a 60-card main
// deck of the block with a Schemes section of 20.
//
// The common libraries of Live-Draft are card lists in the deck format,
// libraries/*.deck (LiveDraftLibrary is the shipped one); they are not
// decks and DeckNames does not list them.
package assets

import (
	"embed"
	"io/fs"
)

//go:embed cards/*.cards decks/*.deck libraries/*.deck fourcuatro/*.fcards
var files embed.FS

// FS holds every embedded file under its folder: cards/starter.cards,
// decks/rg-stampede.deck... Load the sets with card.LoadFS(assets.FS, "cards").
var FS fs.FS = files

// Cards holds the card files at its root: card.LoadFS(assets.Cards, ".").
var Cards fs.FS = mustSub("cards")

// Decks holds the deck files at its root.
var Decks fs.FS = mustSub("decks")

// Libraries holds the Live-Draft library files at its root, read with
// card.ParseDeck.
var Libraries fs.FS = mustSub("libraries")

// LiveDraftLibrary is the name in Libraries of the shipped Live-Draft
// library: 180 hand-picked cards of the block, a quarter of them lands.
const LiveDraftLibrary = "live-draft.deck"

func mustSub(dir string) fs.FS {
	sub, err := fs.Sub(files, dir)
	if err != nil {
		panic("assets: " + err.Error()) // cannot happen: dir is a valid embedded path
	}
	return sub
}

// FourCuatroCards is the path in FS of the FourCuatro card list, read with
// fourcuatro.ParseCards.
const FourCuatroCards = "fourcuatro/cards.fcards"

// DeckNames returns the names of the embedded deck files, sorted, e.g.
// "rg-stampede.deck".
func DeckNames() []string {
	names, _ := fs.Glob(Decks, "*.deck") // the pattern is valid, so no error
	return names
}

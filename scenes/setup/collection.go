package setup

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/landless"
	"github.com/kitchentable/kitchentable/render/input"
)

// The choices of where a Landless random draft's pools or single deck's
// shared deck come from.
const (
	blockCollection = "block"
	ownCollection   = "own"
	fileCollection  = "file"
)

// collectionChoices are the cards a Landless draft or shared deck is made
// from: the block, the player's own sets, or a card list file (the same
// path field and checks as a Live-Draft library's).
var collectionChoices = []option{
	{blockCollection, "Cards: the block"},
	{ownCollection, "Cards: my own card sets"},
	{fileCollection, "Cards: a card list file…"},
}

// used reports whether the game makes its decks from a
// collection: a Landless random draft or single deck.
func (c *collectionPanel) used() bool {
	d := c.modeValue().decks
	return d == draftPools || d == sharedDeck
}

// value is the collection choice's value.
func (c *collectionPanel) value() string { return collectionChoices[c.choice.Index].value }

// listFileChosen reports whether the game takes a card list file: a
// Live-Draft library or a Landless collection.
func (c *collectionPanel) listFileChosen() bool {
	switch {
	case c.live.chosen():
		return c.live.libraryValue() == fileLibrary
	case c.used():
		return c.value() == fileCollection
	}
	return false
}

// update follows the frame's input for the collection choice
// and the card list file's path, and reports whether one changed.
func (c *collectionPanel) update(in *input.State) bool {
	if c.live.updateListPath(in) {
		return false
	}
	if !c.choice.Update(in) {
		return false
	}
	c.live.pathErr = ""
	if c.value() == fileCollection && c.live.path.Text == "" {
		c.live.pickLibrary()
	}
	return true
}

// cards are the cards the chosen collection holds and how the
// decks made from it are named: "the block", "your own sets" or the card
// list's name.
func (c *collectionPanel) cards() ([]*card.Def, string, error) {
	switch c.value() {
	case ownCollection:
		own := c.svc.Catalog.OwnCards()
		if len(landless.Playable(own)) == 0 {
			return nil, "", errors.New("setup: you have no card sets of your own with cards to play; put card files in the sets folder of your settings folder, or choose other cards")
		}
		return own, "your own sets", nil
	case fileCollection:
		d, err := c.live.listFile()
		if err != nil {
			return nil, "", fmt.Errorf("setup: the card list file: %s", err)
		}
		return d.Cards, d.Name, nil
	}
	return c.svc.Catalog.Block(), "the block", nil
}

// sharedFrom makes a single-deck game's shared deck of size cards from
// the collection: the block's by the rules' table, the player's own sets'
// by the table when they can fill it, and a card list as it is.
func (c *collectionPanel) sharedFrom(size int, rng *rand.Rand) ([]*card.Def, string, error) {
	cards, from, err := c.cards()
	if err != nil {
		return nil, "", err
	}
	switch c.value() {
	case fileCollection:
		deck := append([]*card.Def(nil), cards...)
		return deck, fmt.Sprintf("Shared deck: %s (%d cards)", from, len(deck)), nil
	case ownCollection:
		deck, err := landless.CollectionDeck(cards, size, rng)
		if err != nil {
			return nil, "", fmt.Errorf("setup: your own sets cannot make a shared deck: they hold too few cards to play (at least %d)", landless.MinShared/landless.MaxCopies)
		}
		return deck, fmt.Sprintf("Shared deck from %s (%d cards)", from, len(deck)), nil
	}
	deck, err := landless.SharedDeck(cards, size, rng)
	if err != nil {
		return nil, "", err
	}
	return deck, fmt.Sprintf("Shared deck (%d cards)", size), nil
}

// note is what the deck column says in a Landless draft or
// single deck: where the cards come from.
func (c *collectionPanel) note() string {
	from := map[string]string{blockCollection: "the block", ownCollection: "your own sets", fileCollection: "the card list"}[c.value()]
	if c.modeValue().decks == sharedDeck {
		return "Shared deck from " + from
	}
	return "Dealt a random pool from " + from
}

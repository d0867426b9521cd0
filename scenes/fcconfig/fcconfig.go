// Package fcconfig is what it takes to start a FourCuatro game: the set-up
// screen (scenes/fcsetup) fills a Config in and the app (scenes/app) hands
// it to the FourCuatro table (scenes/fctable), so that neither screen
// imports the other.
package fcconfig

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
)

// Config is one FourCuatro game to deal.
type Config struct {
	// Setup is the game's set-up: the format, the two names, the card list
	// (catalog.FourCuatro()) and, for the constructed format, both decks.
	Setup fourcuatro.Setup
	// Seed deals the game; the same Config deals the same game.
	Seed uint64
	// Seats say who plays each seat; seat 0 is the person who set the game
	// up.
	Seats [2]fcseat.Kind
}

// Package fcconfig is what it takes to start a FourCuatro game: the set-up
// screen (scenes/fcsetup) fills a Config in and the app (scenes/app) hands
// it to the FourCuatro table (scenes/fourcuatro), so that neither screen
// imports the other.
package fcconfig

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
)

// SeatKind says who plays a seat.
type SeatKind int

// The seat kinds.
const (
	Human        SeatKind = iota // a person at this computer
	ComputerEasy                 // the easy computer player
	ComputerHard                 // the hard computer player
)

// String returns the kind as the set-up screen and the settings name it:
// "human", "easy" or "hard".
func (k SeatKind) String() string {
	switch k {
	case ComputerEasy:
		return "easy"
	case ComputerHard:
		return "hard"
	}
	return "human"
}

// ParseSeatKind reads a kind written by String.
func ParseSeatKind(s string) (SeatKind, error) {
	for _, k := range []SeatKind{Human, ComputerEasy, ComputerHard} {
		if s == k.String() {
			return k, nil
		}
	}
	return Human, fmt.Errorf("fcconfig: unknown player %q (want human, easy or hard)", s)
}

// Computer reports whether a computer player plays the seat.
func (k SeatKind) Computer() bool { return k == ComputerEasy || k == ComputerHard }

// Config is one FourCuatro game to deal.
type Config struct {
	// Setup is the game's set-up: the format, the two names, the card list
	// (catalog.FourCuatro()) and, for the constructed format, both decks.
	Setup fourcuatro.Setup
	// Seed deals the game; the same Config deals the same game.
	Seed uint64
	// Seats say who plays each seat; seat 0 is the person who set the game
	// up.
	Seats [2]SeatKind
}

// Package fcseat says who plays a seat of a FourCuatro game: a person or
// a computer player at a level. The set-up screen chooses it, the
// FourCuatro table seats players by it and the store saves it with an
// unfinished game, so it lives below all of them.
package fcseat

import "fmt"

// Kind says who plays a seat.
type Kind int

// The seat kinds.
const (
	Human        Kind = iota // a person at this computer
	ComputerEasy             // the easy computer player
	ComputerHard             // the hard computer player
)

// String returns the kind as the set-up screen and the settings name it:
// "human", "easy" or "hard".
func (k Kind) String() string {
	switch k {
	case ComputerEasy:
		return "easy"
	case ComputerHard:
		return "hard"
	}
	return "human"
}

// Parse reads a kind written by String.
func Parse(s string) (Kind, error) {
	for _, k := range []Kind{Human, ComputerEasy, ComputerHard} {
		if s == k.String() {
			return k, nil
		}
	}
	return Human, fmt.Errorf("fcseat: unknown player %q (want human, easy or hard)", s)
}

// Computer reports whether a computer player plays the seat.
func (k Kind) Computer() bool { return k == ComputerEasy || k == ComputerHard }

// Package record describes a whole game as data: the variant, the seats
// (name, who plays it, deck), the seed and every action taken, in a plain
// text form. It is the replay format of `kitchentable replay` and the save
// format behind "continue": replaying the actions from the seed rebuilds the
// exact game.
package record

import "github.com/kitchentable/kitchentable/game/card"

// Human is the Controller of a seat played by a person.
const Human = "human"

// Seat is one seat of a recorded game.
type Seat struct {
	// Name is the player's name shown at the table.
	Name string
	// Controller is Human or an AI level (see ai.Levels).
	Controller string
	// DeckName is the ready-made deck's name or the deck file it came from.
	DeckName string
	// Deck is the deck in deck order (the order matters to the shuffle).
	Deck []*card.Def
}

// Record is a recorded game.
type Record struct {
	// Variant names the set-up in package variant ("plain").
	Variant string
	Seed    uint64
	// MaxTurns ends the game as a draw after that many turns (0: no limit).
	MaxTurns int
	Seats    []Seat
	// Actions are the actions taken, in order, in their text form (see
	// ActionText).
	Actions []string
	// Result says how the game ended, for people; it is not checked.
	Result string
	// Hash is the hash of the final state, when known (0: not checked).
	Hash uint64
}

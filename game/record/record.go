// Package record describes a whole game as data: the variant, the seats
// (name, who plays it, deck), the seed and every action taken, in a plain
// text form. It is the replay format of `kitchentable replay` and the save
// format behind "continue": replaying the actions from the seed rebuilds the
// exact game (Start).
//
// Write and Read use this file format:
//
//	kitchentable-replay 2
//	# Play it back with: kitchentable replay FILE
//	variant plain
//	seed 42
//	max-turns 200
//	option mill-counters
//	seat 1 rg-stampede
//	  name Ada
//	  controller human
//	  4 Sparkrunner
//	  ...
//	  scheme 2 The Tide Obeys Me
//	  ...
//	seat 2 br-cinders
//	  ...
//	result P1 wins on turn 12
//	hash 1f3a5b7c9d0e2f41
//	actions 1234
//	keep
//	cast #17
//	...
//
// Files of format 1 ("kitchentable-replay 1") still read: their actions
// name objects by older numbers (Record.DeckOrderNumbers).
// Each "option NAME" line turns on a named option of the variant
// (variant.OptionNames: careful-start, mill-counters, reshuffle-removed
// for Live-Draft), in order; files written before they existed have none.
// Each "seat N DECK" line starts a seat; the lines under it, up to the next
// seat, give the player's name, who plays the seat (Human or an AI level)
// and the deck's cards as "COUNT Card Name" in deck order (the order
// matters to the shuffle); "scheme COUNT Card Name" lines give an
// archenemy's scheme deck the same way (Archenemy and Supervillain
// Rumble). The name, controller and scheme lines may be left out: files
// written before they existed have none. A seat without a name line
// keeps the variant's default name ("Player 1"), one without a controller
// line is played by the DefaultController AI. "result" is for people and
// is not checked, and may be left out; a hash of 0 means the final state
// is not known. After "actions N" come exactly N actions, one a line, in
// the form of ActionText. Indentation does not matter; blank lines and
// lines starting with '#' are ignored.
package record

import "github.com/kitchentable/kitchentable/game/card"

// Human is the Controller of a seat played by a person.
const Human = "human"

// Remote is the Controller of a seat played by a person at another
// computer (a game this computer hosts over the network).
const Remote = "remote"

// DefaultController is the Controller of a seat whose file gives none: the
// default AI level.
const DefaultController = "medium"

// Seat is one seat of a recorded game.
type Seat struct {
	// Name is the player's name shown at the table; empty, the seat keeps
	// the variant's default name ("Player 1").
	Name string
	// Controller is Human, Remote or an AI level (see ai.Levels); Read fills in
	// DefaultController when the file gives none.
	Controller string
	// DeckName is the ready-made deck's name or the deck file it came from.
	DeckName string
	// Deck is the deck in deck order (the order matters to the shuffle).
	Deck []*card.Def
	// Schemes is the seat's scheme deck in deck order (an archenemy's;
	// nil for other seats).
	Schemes []*card.Def
}

// Record is a recorded game: Start rebuilds it, Add records each new
// action, Write and Read keep it in a file.
type Record struct {
	// Variant names the set-up in package variant ("plain").
	Variant string
	// Seed is the seed of the game's random generator.
	Seed uint64
	// MaxTurns ends the game as a draw after that many turns (0: no limit).
	MaxTurns int
	// Options are the names of the variant's named options turned on, in
	// order (variant.OptionNames, e.g. "mill-counters"); Setup passes them
	// to variant.Build.
	Options []string
	// Seats are the players in seat order.
	Seats []Seat
	// Actions are the actions taken, in order, in their text form (see
	// ActionText).
	Actions []string
	// Result says how the game ended, for people; it is not checked.
	Result string
	// Hash is the hash of the final state, when known (0: not checked).
	Hash uint64
	// Pool is the card library the decks come from (rules.Setup.CardPool).
	// It is not written to the file: whoever plays the record sets it, and
	// it changes only what a computer guesses, never the game.
	Pool []*card.Def
	// DeckOrderNumbers says the actions name objects by the numbers of
	// format 1 files (first line MagicDeckOrder): deck-order numbers that
	// shuffles keep. Read sets it for such files, the game replays with
	// rules.Setup.DeckOrderNumbers, and Write writes the record in that
	// format again, so that a game saved before goes on as it began.
	DeckOrderNumbers bool

	// file is the name Read was given, and lines the file line of each
	// action, for error messages; both are empty for a record made in
	// memory.
	file  string
	lines []int
}

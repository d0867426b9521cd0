package league

import (
	"errors"

	"github.com/kitchentable/kitchentable/game/card"
)

// Draw is the Winner of a drawn game (ActGameResult) and of a drawn match.
const Draw = -1

// ErrNotLegal is the error of an action that is not among Legal's choices
// now (the wrong seat, the wrong match, an option that is not open…).
var ErrNotLegal = errors.New("league: that choice is not open now")

// Decision is what the league waits for: whose decision, and what kind.
// While a round's matches are played each unfinished match has its own
// decision (see Decisions); every other time there is exactly one.
type Decision struct {
	Kind DecisionKind
	// Seat decides. A game result has no deciding seat (-1): whoever
	// played the game on the rules engine reports it.
	Seat int
	// Match is the index of the match in the current round (0 is match A),
	// or -1.
	Match int
	// Reason says why a deck is built (DecideBuild and DecideTakeApart).
	Reason Reason
	// Deck is the number the new deck will have (DecideBuild: numbers
	// count every deck ever built) or the deck being altered (DecideAlter).
	Deck int
	// Place is the rules' count for a build: the deck will be deck Place
	// of those that exist (after a teardown, "what is now deck 9").
	Place int
}

// Action is one choice. Only the fields its Kind names matter; Legal gives
// every choice filled in, except the cards of a build or an alteration,
// which Apply checks.
type Action struct {
	Kind ActionKind
	// Seat is the seat deciding (ignored for ActGameResult).
	Seat int
	// Match is the match of ActOption, ActFirstPlayer and ActGameResult.
	Match int
	// Option is ActOption's choice.
	Option Option
	// Deck is the deck claimed with OptionC.
	Deck int
	// Decks are the two decks ActTakeApart takes apart.
	Decks [2]int
	// First is the seat ActFirstPlayer names to play first.
	First int
	// Winner is ActGameResult's winning seat, or Draw.
	Winner int
	// Cards are the 60 cards of ActBuild and ActAlter.
	Cards []*card.Def
}

// sameChoice reports whether a matches the legal choice b, ignoring cards
// and the order of the decks taken apart.
func sameChoice(a, b Action) bool {
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case ActBuild, ActAlter:
		return a.Seat == b.Seat
	case ActTakeApart:
		return a.Seat == b.Seat && (a.Decks == b.Decks || a.Decks == [2]int{b.Decks[1], b.Decks[0]})
	case ActOption:
		if a.Seat != b.Seat || a.Match != b.Match || a.Option != b.Option {
			return false
		}
		return a.Option != OptionC || a.Deck == b.Deck
	case ActFirstPlayer:
		return a.Seat == b.Seat && a.Match == b.Match && a.First == b.First
	case ActGameResult:
		return a.Match == b.Match && a.Winner == b.Winner
	}
	return false
}

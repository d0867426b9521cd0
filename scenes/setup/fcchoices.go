package setup

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
)

// opponent is one choice of who plays the second seat.
type fcOpponent struct {
	kind  fcseat.Kind
	label string
	// name is the seat's default name.
	name  string
	about string
}

// opponents are the Opponent choices, in the order the cycler steps.
var fcOpponents = []fcOpponent{
	{fcseat.ComputerEasy, "Computer (easy)", "Computer", "Plays by rules of thumb, quickly, and sometimes slips."},
	{fcseat.ComputerHard, "Computer (hard)", "Computer", "Thinks ahead, trying its moves against the cards you might hold."},
	{fcseat.Human, "A friend (hot-seat)", "Player 2", "Take turns at this computer; a curtain hides each hand."},
}

// format is one choice of how the decks are made.
type fcFormat struct {
	f     fourcuatro.Format
	label string
	about string
}

// formats are the Format choices.
var fcFormats = []fcFormat{
	{fourcuatro.Basic, "Basic", "One 66-card deck, shuffled and split: 33 cards each."},
	{fourcuatro.Constructed, "Constructed", "Each brings a 44-card deck, at most as many copies of a card as its circles."},
}

func fcOpponentLabels() []string {
	l := make([]string, len(fcOpponents))
	for i, o := range fcOpponents {
		l[i] = o.label
	}
	return l
}

func fcFormatLabels() []string {
	l := make([]string, len(fcFormats))
	for i, f := range fcFormats {
		l[i] = f.label
	}
	return l
}

// opponentIndex returns the index of the opponent stored as v ("easy",
// "hard", "human"), or 0.
func fcOpponentIndex(v string) int {
	for i, o := range fcOpponents {
		if o.kind.String() == v {
			return i
		}
	}
	return 0
}

// formatIndex returns the index of the format stored as v ("basic",
// "constructed"), or 0.
func fcFormatIndex(v string) int {
	for i, f := range fcFormats {
		if f.f.String() == v {
			return i
		}
	}
	return 0
}

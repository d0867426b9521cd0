package fcsetup

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
)

// opponent is one choice of who plays the second seat.
type opponent struct {
	kind  fcseat.Kind
	label string
	// name is the seat's default name.
	name  string
	about string
}

// opponents are the Opponent choices, in the order the cycler steps.
var opponents = []opponent{
	{fcseat.ComputerEasy, "Computer (easy)", "Computer", "Plays by rules of thumb, quickly, and sometimes slips."},
	{fcseat.ComputerHard, "Computer (hard)", "Computer", "Thinks ahead, trying its moves against the cards you might hold."},
	{fcseat.Human, "A friend (hot-seat)", "Player 2", "Take turns at this computer; a curtain hides each hand."},
}

// format is one choice of how the decks are made.
type format struct {
	f     fourcuatro.Format
	label string
	about string
}

// formats are the Format choices.
var formats = []format{
	{fourcuatro.Basic, "Basic", "One 66-card deck, shuffled and split: 33 cards each."},
	{fourcuatro.Constructed, "Constructed", "Each brings a 44-card deck, at most as many copies of a card as its circles."},
}

func opponentLabels() []string {
	l := make([]string, len(opponents))
	for i, o := range opponents {
		l[i] = o.label
	}
	return l
}

func formatLabels() []string {
	l := make([]string, len(formats))
	for i, f := range formats {
		l[i] = f.label
	}
	return l
}

// opponentIndex returns the index of the opponent stored as v ("easy",
// "hard", "human"), or 0.
func opponentIndex(v string) int {
	for i, o := range opponents {
		if o.kind.String() == v {
			return i
		}
	}
	return 0
}

// formatIndex returns the index of the format stored as v ("basic",
// "constructed"), or 0.
func formatIndex(v string) int {
	for i, f := range formats {
		if f.f.String() == v {
			return i
		}
	}
	return 0
}

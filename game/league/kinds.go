package league

import "strconv"

// Option is one of the four choices the loser of a match has.
type Option uint8

// The loser's options. OptionNone marks a match whose loser has not chosen
// yet (or a drawn match, which has no loser).
const (
	OptionNone Option = iota
	// OptionA alters the loser's own deck with unchosen cards; cards taken
	// out go back to the pool. The winner keeps its deck.
	OptionA
	// OptionB builds the loser an entirely new deck of unchosen cards; the
	// deck it just played is set aside. The winner keeps its deck.
	OptionB
	// OptionC claims a set-aside deck that neither player of the match just
	// used; the deck the loser just played is set aside. The winner keeps
	// its deck.
	OptionC
	// OptionD directs the winner to set aside the winning deck and build a
	// new one of unchosen cards; the loser keeps its deck unaltered.
	OptionD
)

var optionNames = [...]string{"none", "A", "B", "C", "D"}

// String returns the option's letter ("A" to "D"), or "none".
func (o Option) String() string { return name(optionNames[:], int(o), "Option") }

var optionExplain = [...]string{
	"",
	"Alter your deck with cards from the pool; cards you take out go back to the pool. The winner keeps its deck.",
	"Build a new deck from the pool; the deck you just played is set aside. The winner keeps its deck.",
	"Claim a set-aside deck that neither of you just played; the deck you just played is set aside. The winner keeps its deck.",
	"Make the winner set aside the winning deck and build a new one from the pool; you keep your deck as it is.",
}

// Explain says in one sentence what choosing the option does, for the
// option chooser.
func (o Option) Explain() string {
	if int(o) < len(optionExplain) {
		return optionExplain[o]
	}
	return ""
}

// DecisionKind says what kind of decision the league waits for.
type DecisionKind uint8

// The decision kinds.
const (
	// DecideNone: nothing is pending; the league is over.
	DecideNone DecisionKind = iota
	// DecideBuild: a seat builds a new deck of exactly 60 unchosen cards.
	DecideBuild
	// DecideTakeApart: a seat that would build one deck too many chooses
	// two decks nobody is using to take apart first.
	DecideTakeApart
	// DecideAlter: the loser who chose option A gives its altered deck.
	DecideAlter
	// DecideOption: the loser of a match chooses option A, B, C or D.
	DecideOption
	// DecideFirstPlayer: the loser of a game chooses who plays first in
	// the next game of the match.
	DecideFirstPlayer
	// DecideGameResult: a game of a match is to be played on the rules
	// engine; whoever ran it reports the result.
	DecideGameResult
)

var decisionNames = [...]string{"none", "build", "take-apart", "alter", "option", "first-player", "game-result"}

// String returns the kind's name, e.g. "take-apart".
func (k DecisionKind) String() string { return name(decisionNames[:], int(k), "DecisionKind") }

// ActionKind says what an Action does.
type ActionKind uint8

// The action kinds, one for each decision kind.
const (
	// ActBuild gives a new deck: Cards holds exactly 60 cards from the pool.
	ActBuild ActionKind = iota + 1
	// ActTakeApart names two unused decks (Decks) to take apart.
	ActTakeApart
	// ActAlter gives the altered deck: Cards holds exactly 60 cards from
	// the old deck and the pool.
	ActAlter
	// ActOption chooses Option; for OptionC, Deck is the deck claimed.
	ActOption
	// ActFirstPlayer names the seat (First) that plays first in the next game.
	ActFirstPlayer
	// ActGameResult reports a game of Match: Winner is a seat, or Draw.
	ActGameResult
)

var actionNames = [...]string{"none", "build", "take-apart", "alter", "option", "first-player", "game-result"}

// String returns the kind's name, e.g. "game-result".
func (k ActionKind) String() string { return name(actionNames[:], int(k), "ActionKind") }

// Reason says why a deck is being built.
type Reason uint8

// The reasons for building a deck.
const (
	// ReasonStart: every player builds a deck before the first round.
	ReasonStart Reason = iota
	// ReasonOptionB: the loser of a match chose to build a new deck.
	ReasonOptionB
	// ReasonOptionD: the loser of a match directed the winner to build.
	ReasonOptionD
)

var reasonNames = [...]string{"start", "option-b", "option-d"}

// String returns the reason's name, e.g. "option-b".
func (r Reason) String() string { return name(reasonNames[:], int(r), "Reason") }

// DeckState says where a deck is.
type DeckState uint8

// The deck states.
const (
	// InUse: a player holds the deck (a player sitting out still holds it).
	InUse DeckState = iota
	// SetAside: nobody uses the deck; its cards stay out of the pool, and
	// it may be claimed (option C) or taken apart.
	SetAside
	// TakenApart: the deck's cards went back to the pool; only its record
	// (number, builder, what it held) remains.
	TakenApart
)

var deckStateNames = [...]string{"in-use", "set-aside", "taken-apart"}

// String returns the state's name, e.g. "set-aside".
func (s DeckState) String() string { return name(deckStateNames[:], int(s), "DeckState") }

func name(names []string, i int, typ string) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return typ + "(" + strconv.Itoa(i) + ")"
}

// lookupName is name's inverse: the index of s in names, or -1.
func lookupName(names []string, s string) int {
	for i, n := range names {
		if n == s {
			return i
		}
	}
	return -1
}

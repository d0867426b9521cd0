package rules

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// DrawRule says how a player draws cards.
type DrawRule uint8

// The draw rules.
const (
	// DrawPlain: draw N takes the top N cards.
	DrawPlain DrawRule = iota
	// DrawKeepHalf: draw N takes 2N cards, keeps N, and puts the rest on the
	// bottom of the library in an order the player chooses (Landless double draw).
	DrawKeepHalf
	// DrawTableau: seven cards lie face up in a row (Game.Row); a draw
	// takes any one of them, replaced at once from the library. Whenever
	// the seven are all lands or all nonlands they are removed from the
	// game (Game.Removed) and seven new ones dealt, again if need be
	// (Live-Draft). Nobody loses for being unable to draw.
	DrawTableau
	// DrawPipeline: seven cards lie face up in a row in the order they
	// were dealt, left to right; a draw takes any one, then the leftmost
	// left is removed from the game, the rest slide left and new cards are
	// added on the right up to seven (two in the steady state; fewer when
	// the library runs short) (Live-Draft). Nobody loses for being unable
	// to draw.
	DrawPipeline
	// DrawRummy: beside the library lies a common discard pile (Game.Pile),
	// no seat's graveyard. A draw is either the pile's top card (face up)
	// or two cards from the library and then any one card of the hand onto
	// the pile. The opening deal is fourteen each, then each seat discards
	// down to seven onto the pile (Live-Draft). Nobody loses for being
	// unable to draw.
	DrawRummy
)

var drawRuleNames = [...]string{"plain", "keep half", "tableau", "pipeline", "rummy"}

// String returns the rule's name.
func (r DrawRule) String() string {
	if int(r) < len(drawRuleNames) {
		return drawRuleNames[r]
	}
	return "draw rule?"
}

// RowDraw reports whether the rule draws from a face-up row (tableau or
// pipeline).
func (r DrawRule) RowDraw() bool { return r == DrawTableau || r == DrawPipeline }

// LiveDraft reports whether the rule is one of Live-Draft's (tableau,
// pipeline, rummy): they need a shared library and nobody loses for being
// unable to draw under them.
func (r DrawRule) LiveDraft() bool { return r == DrawTableau || r == DrawPipeline || r == DrawRummy }

// LibraryRule says whose library a player uses.
type LibraryRule uint8

// The library rules.
const (
	// OwnLibrary: each seat has its own deck.
	OwnLibrary LibraryRule = iota
	// SharedLibrary: all seats draw from one library made of every seat's
	// deck (Landless single deck; Live-Draft). Seat 0's deck is the library.
	SharedLibrary
)

// EmptyLibraryRule says what happens when a player must draw from an empty library.
type EmptyLibraryRule uint8

// The empty-library rules.
const (
	// EmptyLose: the player loses the next time state-based actions are checked.
	EmptyLose EmptyLibraryRule = iota
	// EmptyReshuffleGraveyards: every graveyard is shuffled into a new library
	// and the draw goes on; nobody loses for drawing.
	EmptyReshuffleGraveyards
	// EmptyNothing: the draw simply does not happen.
	EmptyNothing
	// EmptyReshuffleRemoved: when a card must come from the empty library,
	// the cards removed from the game by the draw method (Game.Removed)
	// are shuffled into a new library (Live-Draft's option); with none the
	// draw does not happen. Nobody loses for drawing.
	EmptyReshuffleRemoved
)

// LandRule says how lands are played.
type LandRule uint8

// The land rules.
const (
	// LandNormal: land cards are played as lands, once per turn.
	LandNormal LandRule = iota
	// LandAnyCard: any card may also be played as a land (Landless); it takes a
	// land identity while on the battlefield or in exile.
	LandAnyCard
)

// MulliganRule says how opening hands may be redrawn.
type MulliganRule uint8

// The mulligan rules.
const (
	// MulliganLondon: shuffle the hand back, draw seven, then put one card on
	// the bottom for each mulligan taken.
	MulliganLondon MulliganRule = iota
	// MulliganNone: opening hands are kept.
	MulliganNone
	// MulliganDoubleDraw: deal 12 keep 6, then two fewer each time keeping half
	// (Landless double draw); no scry. Nothing is shuffled: the new hand
	// comes from the top and the old one goes under the bottom cards.
	MulliganDoubleDraw
	// MulliganRemoveTwo: instead of a mulligan a player may remove two
	// cards of their hand from the game (ChooseRemove) to draw one by the
	// draw method in force, as often as they like while they hold two
	// (Live-Draft's quick start).
	MulliganRemoveTwo
)

// StartRule says how opening hands are drawn under a Live-Draft draw rule
// (tableau or pipeline).
type StartRule uint8

// The start rules.
const (
	// StartQuick: the hands are dealt as Deal says (Live-Draft's quick
	// start; pair it with MulliganRemoveTwo).
	StartQuick StartRule = iota
	// StartCareful: from the first player round the table, each seat draws
	// one card at a time by the draw method until everyone has seven; no
	// mulligans (Live-Draft's careful start).
	StartCareful
)

// DealRule says how opening hands are dealt.
type DealRule uint8

// The deal rules.
const (
	// DealOwn: each player draws seven from their library.
	DealOwn DealRule = iota
	// DealRoundRobin: seven cards are dealt one at a time around the table
	// from the shared library.
	DealRoundRobin
	// DealDoubleRoundRobin: fourteen are dealt two at a time around the
	// table; each player in turn order keeps seven and puts the rest on the
	// bottom in an order they choose.
	DealDoubleRoundRobin
)

// Options are the variant rules of a game. The zero value is the standard game.
type Options struct {
	Draw         DrawRule
	Library      LibraryRule
	EmptyLibrary EmptyLibraryRule
	Land         LandRule
	Mulligan     MulliganRule
	Deal         DealRule
	// Start is how the hands are drawn under DrawTableau and DrawPipeline.
	Start StartRule
	// MillCounters (Live-Draft's option): every card a player takes from
	// the library, drawing included (a row's replacement counts for the
	// drawer), gives them a mill counter (Player.MillCounters); when a
	// player must draw and library and row (or rummy's pile) are
	// exhausted, the player with the fewest mill counters wins (a tie
	// between teams is a draw).
	MillCounters bool
	// SharedTeamTurns: the members of a team take their turns together and
	// attack together (Archenemy). Needs Teams.
	SharedTeamTurns bool
	// FixedFirst makes FirstPlayer take the first turn; otherwise the seeded
	// generator picks one.
	FixedFirst  bool
	FirstPlayer Seat
	// HandSize is the maximum hand size at cleanup (0 means 7; -1 means no maximum).
	HandSize int
	// BasicLands are the basic lands, by colour, that one-colour cards
	// become when played as lands under LandAnyCard (nil: built-in ones).
	BasicLands [mana.NumColors]*card.Def
	// MaxTurns ends the game as a draw after this many turns (0: no limit).
	MaxTurns int
	// OpenDecklists says every seat's decklist is public (421's open
	// decks): a seat's guesses about another seat's hidden cards (see
	// Knowledge.Sample) then come from that seat's real remaining cards.
	// The default is secret decklists.
	OpenDecklists bool
}

// PlayerSetup describes one seat.
type PlayerSetup struct {
	Name string
	Deck []*card.Def
	// Life is the starting life (0 means 20).
	Life int
	// Team is the team number; seats with equal Team play together. When no
	// seat sets a team, every seat is its own team.
	Team int
	// Command holds cards that start in the command zone (schemes), top first.
	Command []*card.Def
}

// Setup is everything needed to start a game besides the seed.
type Setup struct {
	Players []PlayerSetup
	Options Options
	// CardPool is the card library the decks come from (every card of the
	// sets in play). Under secret decklists a seat guesses another seat's
	// unseen cards from it, restricted to that seat's colours seen so far
	// (nil: from the cards the guessing seat knows, its own deck and every
	// card it has seen).
	CardPool []*card.Def
	// DeckOrderNumbers keeps the numbering of records written before
	// shuffles renumbered objects (record format 1): a shuffle reorders
	// the list of numbers, so each object keeps the number of its place
	// in the deck list all game, and numbers give hidden cards away. Only
	// replaying such a record needs it.
	DeckOrderNumbers bool
}

// DefaultSetup returns a standard free-for-all set-up for the given decks.
func DefaultSetup(decks ...[]*card.Def) Setup {
	var s Setup
	for i, d := range decks {
		s.Players = append(s.Players, PlayerSetup{Name: "Player " + itoa(i+1), Deck: d, Team: i})
	}
	return s
}

package league

import "fmt"

// EventKind says what happened.
type EventKind uint8

// The event kinds.
const (
	EvDeckBuilt      EventKind = iota // Seat built deck Deck
	EvDeckAltered                     // Seat altered deck Deck (Count cards changed)
	EvDeckSetAside                    // deck Deck, Seat's, was set aside
	EvDeckClaimed                     // Seat claimed set-aside deck Deck
	EvDeckTakenApart                  // Seat took deck Deck apart; its cards are back in the pool
	EvSetAdded                        // set Set joined the pool (Count basics of each kind with it)
	EvRoundStarted                    // round Round began
	EvBye                             // Seat sits out the round and scores Points
	EvGamePlayed                      // a game of Match ended: Seat won, or Draw
	EvFirstPlayer                     // Seat plays first in the next game of Match
	EvMatchOver                       // Match ended: Seat won (Draw: drawn); scores changed
	EvScored                          // Seat scored Points (now Count)
	EvOptionChosen                    // Seat chose Option after losing Match
	EvLeagueOver                      // Seat won the league
)

var eventNames = [...]string{"deck-built", "deck-altered", "deck-set-aside", "deck-claimed", "deck-taken-apart",
	"set-added", "round-started", "bye", "game-played", "first-player", "match-over", "scored", "option-chosen", "league-over"}

// String returns the kind's name, e.g. "set-added".
func (k EventKind) String() string { return name(eventNames[:], int(k), "EventKind") }

// Event is one thing that happened, for the league's log and the screens.
// Text says it in a sentence with the players' names.
type Event struct {
	Kind   EventKind
	Seat   int // the player concerned, or -1
	Match  int // the match of the round, or -1
	Round  int
	Deck   int
	Set    int // EvSetAdded: the set's index in the league
	Option Option
	Points int
	Count  int
	Text   string
}

func (l *League) event(kind EventKind, seat int, format string, args ...any) Event {
	return Event{Kind: kind, Seat: seat, Match: -1, Round: len(l.rounds), Text: fmt.Sprintf(format, args...)}
}

// who is a seat's name for events.
func (l *League) who(seat int) string {
	if seat >= 0 && seat < len(l.players) {
		return l.players[seat].Name
	}
	return "nobody"
}

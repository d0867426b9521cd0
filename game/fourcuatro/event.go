package fourcuatro

// EventKind is a kind of event.
type EventKind uint8

// The event kinds.
const (
	EvReveal     EventKind = iota // Seat revealed Card, the bottom of their deck, of cost Amount (to decide who goes first)
	EvFirst                       // Seat goes first
	EvShuffle                     // Seat's deck was shuffled (Amount cards)
	EvNewDeck                     // Seat's discard pile (Amount cards) was shuffled into a new deck
	EvTurn                        // Seat's turn Amount begins
	EvRefresh                     // Seat refreshed mana source Card
	EvExhaust                     // Seat exhausted mana source Card
	EvMove                        // Card of Seat moved From -> To
	EvCast                        // Seat cast Card (Amount 1: face down, as a Cinder)
	EvTrap                        // Seat played trap Card in answer
	EvNoResponse                  // Seat let the spell through
	EvCounter                     // the spell Card was countered (Amount 1: it was a Cinder, now revealed)
	EvRedirect                    // the spell Card's players were swapped (Amount 1: now redirected)
	EvResolve                     // Card (a spell or trap) resolves; Other is who it now acts for
	EvLook                        // Seat looked at Amount cards from the top of Other's deck
	EvPeek                        // Seat looked at Other's hand
	EvOrder                       // Seat put Amount cards back on top of Other's deck
	EvEndTurn                     // Seat ended the turn
	EvLose                        // Seat lost: they had to draw and could not
)

// Event is something that happened, for animation and the game log. Card
// is an ID: what the card is, a viewer learns from View.
type Event struct {
	Kind   EventKind
	Seat   Seat
	Other  Seat
	Card   CardID
	From   Zone
	To     Zone
	Amount int
}

func (g *Game) emit(e Event) { g.events = append(g.events, e) }

// note emits an event about a seat that names no card.
func (g *Game) note(k EventKind, s Seat, other Seat, amount int) {
	g.emit(Event{Kind: k, Seat: s, Other: other, Card: NoCard, Amount: amount})
}

func (g *Game) move(s Seat, c CardID, from, to Zone) {
	g.emit(Event{Kind: EvMove, Seat: s, Other: NoSeat, Card: c, From: from, To: to})
}

// Events are the events of the last Apply (or of dealing, after New).
func (g *Game) Events() []Event { return g.events }

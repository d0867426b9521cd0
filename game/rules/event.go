package rules

// EventKind is a kind of event.
type EventKind uint8

// The event kinds.
const (
	EvTurn      EventKind = iota // Seat's turn Amount begins
	EvStep                       // Step Amount begins
	EvMove                       // Obj moved From -> To (to a library: Amount 1 means to the bottom, put there by Seat; command to command: see SchemeMotion; library to row: Amount is its place in the row, Seat NoSeat; row to removed: Seat NoSeat)
	EvDraw                       // Seat drew Obj (From ZoneRow: Amount was its place in the row; From ZonePile: rummy's pile top)
	EvCast                       // Seat cast Obj
	EvActivate                   // Seat activated an ability of Obj
	EvTrigger                    // an ability of Obj triggered
	EvResolve                    // Obj (a spell or ability source) resolved
	EvCountered                  // Obj was countered or fizzled
	EvDamage                     // Obj (source) dealt Amount damage to Target
	EvLife                       // Seat's life changed by Amount
	EvTap                        // Obj became tapped
	EvUntap                      // Obj became untapped
	EvCounters                   // Amount +1/+1 counters were put on Obj
	EvPump                       // Obj gets +Amount/+Amount2 (and maybe keywords) until end of turn
	EvAttack                     // Obj attacks Seat
	EvBlock                      // Obj blocks Other
	EvShuffle                    // Seat's library was shuffled
	EvMulligan                   // Seat took a mulligan
	EvKeep                       // Seat kept
	EvLose                       // Seat lost the game (Amount 1: it conceded)
	EvWin                        // the team of Seat won (Seat NoSeat: draw)
	EvMana                       // Seat added mana (Amount = kind)
	EvPlayLand                   // Seat played Obj as a land
	EvScry                       // Seat looked at Obj and put it on top (Amount 0) or bottom (1)
	EvReshuffle                  // the graveyards (From ZoneRemoved: the removed pile) became the library; Amount cards
	EvAttach                     // Obj was attached to Other
	EvFizzle                     // Obj (a spell or ability source) did nothing: all its targets were gone
	EvChoose                     // Seat chose option Amount (0 or 1) of an each-opponent-chooses effect of Obj
)

// SchemeMotion is the Amount of an EvMove from the command zone to the
// command zone: what happened to the scheme Obj of Seat.
type SchemeMotion int

// The scheme motions.
const (
	// SchemeSetInMotion: the scheme was turned face up (set in motion).
	SchemeSetInMotion SchemeMotion = iota
	// SchemeToBottom: a non-ongoing scheme whose abilities resolved was
	// turned face down at the bottom of the scheme deck.
	SchemeToBottom
	// SchemeAbandoned: an ongoing scheme was abandoned: turned face down
	// at the bottom of the scheme deck.
	SchemeAbandoned
)

// Event is something that happened, for animation and the game log.
type Event struct {
	Kind   EventKind
	Seat   Seat
	Obj    ObjID
	Other  ObjID
	Target Target
	From   Zone
	To     Zone
	Amount int
	// Amount2 is the toughness change of EvPump.
	Amount2 int
}

func (g *Game) emit(e Event) { g.events = append(g.events, e) }

func (g *Game) emitObj(k EventKind, s Seat, o ObjID) {
	g.events = append(g.events, Event{Kind: k, Seat: s, Obj: o, Other: NoObj, Target: noTarget})
}

package control

import "github.com/kitchentable/kitchentable/game/rules"

// Table is the game a Controller shows, as its screen may know it: the
// views of the seats played at this screen, the decisions of the people
// here and their legal actions, the logs, and who thinks or waits. It
// never hands out the game itself, so the Controller knows of the cards
// only what a View shows. The local table (local.go) runs the whole game
// and its computers on this computer; another may follow a game run
// elsewhere. All its methods are for the UI goroutine.
type Table interface {
	// View returns the game as seat s sees it, s a seat played at this
	// screen (or the viewer): with the hands of its teammates when
	// teammates share the screen.
	View(s rules.Seat) *rules.View
	// Deciding returns the decision pending now when a person at this
	// screen makes it, in full; ok is false for anybody else's (the
	// View's Pending then says what the viewer may know of it).
	Deciding() (d rules.Decision, ok bool)
	// Legal appends to dst[:0] the legal actions of the decision pending
	// now when a person at this screen makes it (none otherwise).
	Legal(dst []rules.Action) []rules.Action
	// CastTargets returns the legal first targets of casting the
	// viewer's card obj now (with X = 0), for their own decision;
	// targeted is false when the spell takes no target.
	CastTargets(obj rules.ObjID) (targets []rules.Action, targeted bool)
	// TriggerOrderMatters reports whether the order of the triggers the
	// person deciding now puts on the stack may change anything.
	TriggerOrderMatters() bool
	// CanConcede reports whether seat s, a person at this screen, is
	// still in the game and may concede.
	CanConcede(s rules.Seat) bool
	// Mulligans returns how many mulligans seat s took.
	Mulligans(s rules.Seat) int
	// LostOn returns the turn seat s lost on (0 while it plays).
	LostOn(s rules.Seat) int

	// Apply applies the viewer's decision; an illegal one, or one not
	// theirs to make, changes nothing.
	Apply(a rules.Action) error
	// ApplyOutOfTurn applies an action the viewer may take whoever
	// decides (a concession).
	ApplyOutOfTurn(a rules.Action) error
	// Tick lets the game move on (see Controller.Tick) and returns the
	// events of the actions applied since the last Tick.
	Tick(busy bool) []rules.Event
	// Close stops any thinking and keeps or forgets the game.
	Close()
	// Closed reports whether Close was called.
	Closed() bool

	// Gen changes whenever an action is applied, a line is logged, or
	// the viewer or the curtain changes.
	Gen() uint64
	// Actions counts the actions applied since the table started.
	Actions() uint64
	// Log returns the viewer's log; LogOf seat s's (nil when not kept).
	Log() []string
	LogOf(s rules.Seat) []string

	// Viewer returns the seat whose eyes are on the screen.
	Viewer() rules.Seat
	// Curtain reports whether the table must be hidden until another
	// person comes to the screen, and who.
	Curtain() (rules.Seat, bool)
	// LiftCurtain makes the person the curtain waits for the viewer.
	LiftCurtain()
	// IsPerson reports whether a person plays seat s; People lists them.
	IsPerson(s rules.Seat) bool
	People() []rules.Seat
	// Computer returns the level of the computer playing seat s, "" for
	// a person.
	Computer(s rules.Seat) string
	// Thinking reports whether a computer is deciding now, and for which
	// seat.
	Thinking() (rules.Seat, bool)

	// Over reports whether the game has ended by the rules; Winners are
	// then its winning seats (nil for a draw).
	Over() bool
	Winners() []rules.Seat
	// PeopleConceded reports whether every person at the table has left
	// the game and one of them conceded, while computers play on.
	PeopleConceded() bool
	// Hash is the game's state hash (see record.Record.Hash).
	Hash() uint64
}

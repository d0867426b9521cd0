package control

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// Controller runs one game at the table: the match itself (the game,
// its people and computers, their thinking, the logs and the hot-seat
// curtain) runs behind a Table (on this computer, a match.Runner); the
// Controller sees the game only through it, turns the viewer's drags,
// clicks and keys into actions for it and keeps what the scene shows
// (view, prompt, staging) up to date. All its methods are for the UI
// goroutine.
type Controller struct {
	t        Table
	rec      record.Record
	settings Preferences

	names []string // player names by seat

	// reader is the one person at a table of computers, spoken to as
	// You in their log (NoSeat: none, or several people).
	reader rules.Seat

	version uint64 // bumped on every change of staging or selection the scene must re-lay-out for

	legal    []rules.Action
	legalVer uint64
	legalOK  bool

	view    *rules.View
	viewVer uint64
	viewOK  bool
	cards   cardIndex // the view's cards by ID

	// The table's parts, each keeping its own state (parts.go).
	combat   Combat
	hands    HandPicks
	sorter   Sorter
	arranger Arranger
	replayer Replayer
	dropper  Drops
	selector Selection
	passes   Passes
	prompter prompter
	drafter  drafter
	guards   guards
	asker    asker
	results  Results
	sight    sight // the view's cards and players by ID and seat (cards.go)

	opening   []rules.Event // the deal's events, shown by the first Tick
	curtainUp bool          // the curtain was up at the last Tick

	// replay, when set, makes this a replay of a finished game's record
	// (NewReplay): nobody plays, the recorded actions are fed one by one.
	replay *replay
}

// seatStats are counted from events for the summary.
type seatStats struct {
	spells int
	damage int // dealt to the other players, not to creatures or oneself
}

// New builds the game rec describes (its seed and any actions already
// taken), makes a computer player for every seat not played by a person,
// and starts the match: the first person views (seat 0 without people),
// behind the curtain when two or more people play.
func New(rec *record.Record, opts Options) (*Controller, error) {
	if rec == nil {
		return nil, fmt.Errorf("control: no game record")
	}
	c := newController(rec, opts.Settings)
	t, err := newLocal(&c.rec, opts, c.settings.TeammatesSeeEachOther(), c.localHooks())
	if err != nil {
		return nil, err
	}
	c.attach(t)
	return c, nil
}

// newController returns a controller of a copy of rec, not started.
func newController(rec *record.Record, settings Preferences) *Controller {
	c := &Controller{rec: *rec, settings: settings}
	c.wire()
	c.rec.Actions = append([]string(nil), rec.Actions...)
	if c.settings == nil {
		c.settings = &noPreferences{}
	}
	return c
}

// localHooks are the Controller's ears for a local table: the events
// of the record's past actions, every action applied, and the passes it
// takes for the people.
func (c *Controller) localHooks() localHooks {
	return localHooks{
		played: func(events []rules.Event) {
			c.results.count(events)
			c.opening = append(c.opening, events...)
		},
		applied: c.applied,
		auto:    c.passes.autoAction,
	}
}

// attach makes t, started, the table c shows.
func (c *Controller) attach(t Table) {
	c.t = t
	v := t.View(t.Viewer())
	c.names = make([]string, len(v.Players))
	for i := range v.Players {
		c.names[i] = v.Players[i].Name
	}
	c.reader = rules.NoSeat
	if people := t.People(); len(people) == 1 {
		c.reader = people[0]
	}
	if len(c.rec.Actions) > 0 {
		c.opening = nil // a resumed game does not animate its past
	}
	_, c.curtainUp = t.Curtain()
}

// Close cancels any computer thinking and, with a Saver, saves an
// unfinished game that moved on (or forgets a finished one). It is
// idempotent.
func (c *Controller) Close() { c.t.Close() }

// Version changes whenever the game or the staging, selection, viewer or
// curtain changes; the scene re-lays-out the table only then.
func (c *Controller) Version() uint64 { return c.version + c.t.Gen() }

// Viewer returns the seat whose eyes are on the screen: the last person to
// come to it (the first person at the start; seat 0 without people), or
// the seat a replay is watched as.
func (c *Controller) Viewer() rules.Seat { return c.t.Viewer() }

// View returns the game as the viewer sees it. It is refreshed only when
// Version changes; treat it as read-only.
func (c *Controller) View() *rules.View {
	if v := c.Version(); !c.viewOK || c.viewVer != v {
		c.view = c.t.View(c.Viewer())
		c.cards.index(c.view)
		c.viewVer, c.viewOK = v, true
	}
	return c.view
}

// Curtain reports whether the table must be hidden because another person
// must decide next (hot-seat), and who must come to the screen.
func (c *Controller) Curtain() (rules.Seat, bool) {
	who, up := c.t.Curtain()
	if !up {
		return rules.NoSeat, false
	}
	return who, true
}

// LiftCurtain is the click of the person the curtain waits for: they
// become the viewer.
func (c *Controller) LiftCurtain() {
	if _, up := c.t.Curtain(); !up {
		return
	}
	c.t.LiftCurtain()
	c.curtainUp = false
	c.forgetView() // the last person's: the next one may not see it
	c.clearSelection()
	c.version++
}

// forgetView drops the view held for the screen, and its cards.
func (c *Controller) forgetView() {
	c.view, c.viewOK = nil, false
	c.cards.index(nil)
}

// IsHuman reports whether a person plays seat s.
func (c *Controller) IsHuman(s rules.Seat) bool { return c.t.IsPerson(s) }

// Over reports whether the game has ended (or, when every person left it
// and one of them conceded, is over for the table: only computers are
// left).
func (c *Controller) Over() bool { return c.t.Over() || c.t.PeopleConceded() }

// Thinking reports whether a computer seat is thinking now, and which.
func (c *Controller) Thinking() (rules.Seat, bool) {
	s, busy := c.t.Thinking()
	if !busy {
		return rules.NoSeat, false
	}
	return s, true
}

// Record returns the game so far: the record it started from with every
// action applied since, the current hash and, once over, the result.
func (c *Controller) Record() *record.Record {
	r := c.rec
	r.Actions = append([]string(nil), c.rec.Actions...)
	r.Hash = c.t.Hash()
	if c.Over() {
		r.Result = c.results.resultText()
	}
	return &r
}

// name returns a seat's player name.
func (c *Controller) name(s rules.Seat) string {
	if s < 0 || int(s) >= len(c.names) {
		return "Nobody"
	}
	return c.names[s]
}

// legalNow returns the legal actions of the pending decision, listed once
// per game version.
func (c *Controller) legalNow() []rules.Action {
	if !c.legalOK || c.legalVer != c.t.Actions() {
		c.legal = c.t.Legal(c.legal)
		c.legalVer, c.legalOK = c.t.Actions(), true
	}
	return c.legal
}

// clearSelection forgets staged attacks and blocks, an open menu and a
// remembered aim.
func (c *Controller) clearSelection() {
	c.combat.stagedAtk = c.combat.stagedAtk[:0]
	c.combat.stagedBlk = c.combat.stagedBlk[:0]
	c.selector.menu = rules.NoObj
	c.dropper.aim = layout.Hit{}
	c.dropper.aimSrc = rules.NoObj
	c.guards.guard = nil
	c.asker.asking = nil
	c.hands.picksHand = handPicks{}
}

package control

import (
	"fmt"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// Controller runs one game at the table: the match itself (the game,
// its people and computers, their thinking, the logs and the hot-seat
// curtain) runs on a match.Runner; the Controller turns the viewer's
// drags, clicks and keys into actions for it and keeps what the scene
// shows (view, prompt, staging) up to date. All its methods are for the
// UI goroutine.
type Controller struct {
	g        *rules.Game
	run      *runner
	rec      record.Record
	settings Preferences
	// teamShares: teammates who share turns share the screen and see
	// each other's hands (read from the Preferences at the start).
	teamShares bool

	names  []string // player names by seat
	levels []string // AI level by seat, "" for a person

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

	opening   []rules.Event // the deal's events, shown by the first Tick
	curtainUp bool          // the curtain was up at the last Tick

	// replay, when set, makes this a replay of a finished game's record
	// (NewReplay): nobody plays, the recorded actions are fed one by one.
	replay *replay
}

// runner is the match runner of the core game.
type runner = match.Runner[rules.Seat, rules.Action, rules.Event, *rules.Knowledge]

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
	n := len(rec.Seats)
	c.levels = make([]string, n)
	players := make([]match.Player[*rules.Knowledge, rules.Action], n)
	aiTime := opts.AITime
	if aiTime <= 0 {
		aiTime = time.Second
	}
	for i, s := range rec.Seats {
		if s.Controller == record.Human {
			continue
		}
		aopts := append([]ai.Option{ai.WithTimeLimit(aiTime)}, opts.aiOpts...)
		p, err := ai.New(s.Controller, aiSeed(rec.Seed, i), aopts...)
		if err != nil {
			return nil, fmt.Errorf("control: seat %d: %w", i+1, err)
		}
		if opts.computer != nil {
			p = opts.computer
		}
		c.levels[i], players[i] = s.Controller, p
	}
	if err := c.start(players, opts); err != nil {
		return nil, err
	}
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

// start plays c.rec's actions and starts the match with players (nil for
// a person), keeping the logs of the people (and seat 0's).
func (c *Controller) start(players []match.Player[*rules.Knowledge, rules.Action], opts Options) error {
	n := len(players)
	logs := make([][]string, n)
	c.reader = lonePerson(players)
	g, err := c.rec.Play(func(g *rules.Game, events []rules.Event) {
		for i := range logs {
			if players[i] == nil || i == 0 { // seat 0's log is kept for someone watching computers
				logs[i] = gamelog.Append(logs[i], gamelog.Lines(g, events, c.replayer.logSeat(rules.Seat(i)), c.replayer.logVoice(rules.Seat(i)))...)
			}
		}
		c.results.count(events)
		c.opening = append(c.opening, events...)
	})
	if err != nil {
		return fmt.Errorf("control: %w", err)
	}
	if g.Seats() != n {
		return fmt.Errorf("control: the game has %d seats but the record %d", g.Seats(), n)
	}
	c.g = g
	c.teamShares = c.settings.TeammatesSeeEachOther() && g.Options().SharedTeamTurns
	c.names = make([]string, n)
	for i := range c.names {
		c.names[i] = g.Player(rules.Seat(i)).Name
	}
	if len(c.rec.Actions) > 0 {
		c.opening = nil // a resumed game does not animate its past
	}
	c.run = match.New(match.Engine[rules.Seat, rules.Action, rules.Event, *rules.Knowledge](tableGame{g, c}), match.Options[rules.Seat, rules.Action, rules.Event, *rules.Knowledge]{
		Players: players,
		Logs:    logs,
		Describe: func(events []rules.Event, viewer rules.Seat) []string {
			return gamelog.Lines(c.g, events, c.replayer.logSeat(viewer), c.replayer.logVoice(viewer))
		},
		Merge:    gamelog.Merge,
		Applied:  c.applied,
		Auto:     func(rules.Seat) (rules.Action, bool) { return c.passes.autoAction(c.g.Pending()) },
		Fallback: c.fallback,
		Sync:     opts.syncAI,
		Saver:    opts.Saver,
		Saved:    opts.Saved,
		// Teammates who share the screen (TeammatesSeeEachOther) pass it
		// without the curtain.
		SameSide: func(a, b rules.Seat) bool { return c.teamShares && c.g.Teammates(a, b) },
	})
	_, c.curtainUp = c.run.Curtain()
	return nil
}

// aiSeed derives a computer seat's seed from the game's.
func aiSeed(seed uint64, seat int) uint64 {
	z := seed + uint64(seat+1)*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Close cancels any computer thinking and, with a Saver, saves an
// unfinished game that moved on (or forgets a finished one). It is
// idempotent.
func (c *Controller) Close() { c.run.Close() }

// Version changes whenever the game or the staging, selection, viewer or
// curtain changes; the scene re-lays-out the table only then.
func (c *Controller) Version() uint64 { return c.version + c.run.Gen() }

// Viewer returns the seat whose eyes are on the screen: the last person to
// come to it (the first person at the start; seat 0 without people), or
// the seat a replay is watched as.
func (c *Controller) Viewer() rules.Seat { return c.viewer() }

// View returns the game as the viewer sees it. It is refreshed only when
// Version changes; treat it as read-only.
func (c *Controller) View() *rules.View {
	if v := c.Version(); !c.viewOK || c.viewVer != v {
		switch {
		case c.replay != nil:
			c.view = c.replayer.replayView()
		case c.teamShares:
			c.view = c.g.TeamView(c.Viewer())
		default:
			c.view = c.g.View(c.Viewer())
		}
		c.viewVer, c.viewOK = v, true
	}
	return c.view
}

// Curtain reports whether the table must be hidden because another person
// must decide next (hot-seat), and who must come to the screen.
func (c *Controller) Curtain() (rules.Seat, bool) {
	who, up := c.run.Curtain()
	if !up {
		return rules.NoSeat, false
	}
	return who, true
}

// LiftCurtain is the click of the person the curtain waits for: they
// become the viewer.
func (c *Controller) LiftCurtain() {
	if _, up := c.run.Curtain(); !up {
		return
	}
	c.run.LiftCurtain()
	c.curtainUp = false
	c.clearSelection()
	c.version++
}

// IsHuman reports whether a person plays seat s.
func (c *Controller) IsHuman(s rules.Seat) bool { return c.run.IsPerson(s) }

// Over reports whether the game has ended (or, when every person left it
// and one of them conceded, is over for the table: only computers are
// left).
func (c *Controller) Over() bool { return c.g.Over() || c.results.peopleConceded() }

// Thinking reports whether a computer seat is thinking now, and which.
func (c *Controller) Thinking() (rules.Seat, bool) {
	s, busy := c.run.Thinking()
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
	r.Hash = c.g.Hash()
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
	if !c.legalOK || c.legalVer != c.run.Actions() {
		c.legal = c.g.LegalInto(c.legal)
		c.legalVer, c.legalOK = c.run.Actions(), true
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

package control

import (
	"fmt"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Controller runs one game at the table: it owns the *rules.Game, applies
// the viewer's input and the computer players' decisions to it, and keeps
// what the scene shows (view, prompt, staging, log) up to date. All its
// methods are for the UI goroutine; computer players think on their own
// goroutines on copies of what their seat knows.
type Controller struct {
	g        *rules.Game
	rec      record.Record
	settings *store.Settings

	names   []string    // player names by seat
	levels  []string    // AI level by seat, "" for a person
	players []ai.Player // nil for a person

	viewer  rules.Seat
	curtain bool
	behind  rules.Seat // who must come to the screen while the curtain is up

	version uint64 // bumped on every change the scene must re-lay-out for
	gameVer uint64 // bumped on every applied action

	legal    []rules.Action
	legalVer uint64
	legalOK  bool

	view    *rules.View
	viewVer uint64
	viewOK  bool

	ui uiCache // prompt, buttons and choices for one version

	stagedAtk []stagedAttack
	stagedBlk []stagedBlock
	menu      rules.ObjID // permanent whose abilities or mana kinds Choices lists, or NoObj
	aim       Hit         // where a spell waiting for X was dropped (Kind HitNone: nowhere)
	aimSrc    rules.ObjID
	lastX     int
	sort      sorting // picks on the sorting panel (keep and bottom choices)

	think thinker
	drops dropCache

	queued, out []rules.Event

	logSeats []rules.Seat
	logs     [rules.MaxSeats][]string
	stats    [rules.MaxSeats]seatStats
}

// seatStats are counted from events for the summary.
type seatStats struct {
	spells int
	damage int
}

// New builds the game rec describes (its seed and any actions already
// taken), makes a computer player for every seat not played by a person,
// and picks the first viewer: the first human seat, or seat 0.
func New(rec *record.Record, opts Options) (*Controller, error) {
	if rec == nil {
		return nil, fmt.Errorf("control: no game record")
	}
	c := &Controller{rec: *rec, settings: opts.Settings, menu: rules.NoObj, aimSrc: rules.NoObj}
	c.rec.Actions = append([]string(nil), rec.Actions...)
	if c.settings == nil {
		s := store.DefaultSettings()
		c.settings = &s
	}
	n := len(rec.Seats)
	c.levels = make([]string, n)
	c.players = make([]ai.Player, n)
	c.viewer = rules.NoSeat
	aiTime := opts.AITime
	if aiTime <= 0 {
		aiTime = time.Second
	}
	for i, s := range rec.Seats {
		if s.Controller == record.Human {
			if c.viewer == rules.NoSeat {
				c.viewer = rules.Seat(i)
			}
			c.logSeats = append(c.logSeats, rules.Seat(i))
			continue
		}
		aopts := append([]ai.Option{ai.WithTimeLimit(aiTime)}, opts.aiOpts...)
		p, err := ai.New(s.Controller, aiSeed(rec.Seed, i), aopts...)
		if err != nil {
			return nil, fmt.Errorf("control: seat %d: %w", i+1, err)
		}
		c.levels[i], c.players[i] = s.Controller, p
	}
	if c.viewer == rules.NoSeat {
		c.viewer = 0
		c.logSeats = append(c.logSeats, 0)
	}
	g, err := c.rec.Play(c.observe)
	if err != nil {
		return nil, fmt.Errorf("control: %w", err)
	}
	if g.Seats() != n {
		return nil, fmt.Errorf("control: the game has %d seats but the record %d", g.Seats(), n)
	}
	c.g = g
	c.names = make([]string, n)
	for i := range c.names {
		c.names[i] = g.Player(rules.Seat(i)).Name
	}
	if len(rec.Actions) > 0 {
		c.queued = c.queued[:0] // a resumed game does not animate its past
	}
	c.curtainAtStart()
	c.think.init(opts.syncAI)
	return c, nil
}

// curtainAtStart raises the curtain before anyone sees a hand when more
// than one person sits at the table (a new game or a continued one): the
// first person to decide, or the first person at the table while the
// computers decide, comes to the screen first.
func (c *Controller) curtainAtStart() {
	if len(c.logSeats) < 2 || !c.IsHuman(c.logSeats[1]) || c.g.Over() {
		return
	}
	c.curtain, c.behind = true, c.viewer
	if d := c.g.Pending(); c.IsHuman(d.Seat) {
		c.behind = d.Seat
	}
}

// observe takes the events of the record's replay into the log and the
// summary, and queues the opening events for animation.
func (c *Controller) observe(g *rules.Game, events []rules.Event) {
	c.note(g, events)
	c.queued = append(c.queued, events...)
}

// aiSeed derives a computer seat's seed from the game's.
func aiSeed(seed uint64, seat int) uint64 {
	z := seed + uint64(seat+1)*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Close cancels any computer thinking. It is idempotent.
func (c *Controller) Close() { c.think.close() }

// Version changes whenever the game or the staging, selection, viewer or
// curtain changes; the scene re-lays-out the table only then.
func (c *Controller) Version() uint64 { return c.version }

// Viewer returns the seat whose eyes are on the screen: the last person to
// decide (the first human seat at the start; seat 0 without people).
func (c *Controller) Viewer() rules.Seat { return c.viewer }

// View returns the game as the viewer sees it. It is refreshed only when
// Version changes; treat it as read-only.
func (c *Controller) View() *rules.View {
	if !c.viewOK || c.viewVer != c.version {
		c.view = c.g.View(c.viewer)
		c.viewVer, c.viewOK = c.version, true
	}
	return c.view
}

// Curtain reports whether the table must be hidden because another person
// must decide next (hot-seat), and who must come to the screen.
func (c *Controller) Curtain() (rules.Seat, bool) {
	if !c.curtain {
		return rules.NoSeat, false
	}
	return c.behind, true
}

// LiftCurtain is the click of the person the curtain waits for: they become
// the viewer.
func (c *Controller) LiftCurtain() {
	if !c.curtain {
		return
	}
	c.curtain = false
	c.viewer = c.behind
	c.clearSelection()
	c.version++
}

// IsHuman reports whether a person plays seat s.
func (c *Controller) IsHuman(s rules.Seat) bool {
	return s >= 0 && int(s) < len(c.players) && c.players[s] == nil
}

// Game returns the game for read-only lookups on the UI goroutine (such as
// gamelog.Describe). Never Apply through it.
func (c *Controller) Game() *rules.Game { return c.g }

// Over reports whether the game has ended.
func (c *Controller) Over() bool { return c.g.Over() }

// Thinking reports whether a computer seat is thinking now, and which.
func (c *Controller) Thinking() (rules.Seat, bool) {
	if !c.think.busy {
		return rules.NoSeat, false
	}
	return c.think.seat, true
}

// Record returns the game so far: the record it started from with every
// action applied since, the current hash and, once over, the result.
func (c *Controller) Record() *record.Record {
	r := c.rec
	r.Actions = append([]string(nil), c.rec.Actions...)
	r.Hash = c.g.Hash()
	if c.g.Over() {
		r.Result = c.resultText()
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
	if !c.legalOK || c.legalVer != c.gameVer {
		c.legal = c.g.LegalInto(c.legal)
		c.legalVer, c.legalOK = c.gameVer, true
	}
	return c.legal
}

// clearSelection forgets staged attacks and blocks, an open menu and a
// remembered aim.
func (c *Controller) clearSelection() {
	c.stagedAtk = c.stagedAtk[:0]
	c.stagedBlk = c.stagedBlk[:0]
	c.menu = rules.NoObj
	c.aim = Hit{}
	c.aimSrc = rules.NoObj
}

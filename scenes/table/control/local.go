package control

import (
	"fmt"
	"time"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
)

// localTable is the Table of a game run on this computer: the whole
// game, on a match.Runner with its computers, automatic passes, fallback
// and saver. It is the only code of the Controller that holds the game;
// a replay's is one too (localreplay.go).
type localTable struct {
	g   *rules.Game
	run *runner
	// rec is the Controller's record, which grows by every action.
	rec *record.Record
	// shares: teammates who share turns share the screen and see each
	// other's hands.
	shares bool
	levels []string // AI level by seat, "" for a person
	// reader is the one person at a table of computers, spoken to as
	// You in their log (NoSeat: none, or several people).
	reader rules.Seat
	// replay, when set, makes this a replay of a finished game's record.
	replay *replay
	// before is, in a replay shown at its end, the game one action
	// before it (made once, when the end is shown).
	before      *rules.Game
	beforeTried bool
}

// runner is the match runner of the core game.
type runner = match.Runner[rules.Seat, rules.Action, rules.Event, *rules.Knowledge]

// seatPlayer is a computer player of the core game (nil for a person).
type seatPlayer = match.Player[*rules.Knowledge, rules.Action]

// localHooks are what the Controller is told by, and asked by, its
// local table.
type localHooks struct {
	// played hears the events of the record's actions, replayed when
	// the table starts.
	played func(events []rules.Event)
	// applied hears every action applied since, and its events.
	applied func(a rules.Action, events []rules.Event)
	// auto returns the action taken without asking for d, a person's
	// decision at this screen, if any.
	auto func(d rules.Decision) (rules.Action, bool)
}

// newLocal builds the game rec describes (its seed and any actions
// already taken), makes a computer player for every seat not played by a
// person, and starts the match.
func newLocal(rec *record.Record, opts Options, teammatesSee bool, h localHooks) (*localTable, error) {
	n := len(rec.Seats)
	levels := make([]string, n)
	players := make([]seatPlayer, n)
	aiTime := opts.AITime
	if aiTime <= 0 {
		aiTime = time.Second
	}
	for i, s := range rec.Seats {
		if s.Controller == record.Human {
			continue
		}
		if opts.Host != nil {
			if rs, ok := opts.Host.Seat(rules.Seat(i)); ok {
				players[i] = rs // a person on another computer
				continue
			}
		}
		aopts := append([]ai.Option{ai.WithTimeLimit(aiTime)}, opts.aiOpts...)
		p, err := ai.New(s.Controller, aiSeed(rec.Seed, i), aopts...)
		if err != nil {
			return nil, fmt.Errorf("control: seat %d: %w", i+1, err)
		}
		if opts.computer != nil {
			p = opts.computer
		}
		levels[i], players[i] = s.Controller, p
	}
	t := &localTable{rec: rec, levels: levels}
	if host := opts.Host; host != nil {
		applied := h.applied
		h.applied = func(a rules.Action, events []rules.Event) {
			applied(a, events)
			host.Applied(a, events)
		}
	}
	if err := t.start(players, opts, teammatesSee, h); err != nil {
		return nil, err
	}
	if opts.Host != nil {
		opts.Host.Adopt(t.g)
	}
	return t, nil
}

// aiSeed derives a computer seat's seed from the game's.
func aiSeed(seed uint64, seat int) uint64 {
	z := seed + uint64(seat+1)*0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// start plays t.rec's actions and starts the match with players (nil for
// a person), keeping the logs of the people (and seat 0's).
func (t *localTable) start(players []seatPlayer, opts Options, teammatesSee bool, h localHooks) error {
	n := len(players)
	logs := make([][]string, n)
	t.reader = lonePerson(players)
	g, err := t.rec.Play(func(g *rules.Game, events []rules.Event) {
		for i := range logs {
			if players[i] == nil || i == 0 { // seat 0's log is kept for someone watching computers
				logs[i] = gamelog.Append(logs[i], t.lines(g, events, rules.Seat(i))...)
			}
		}
		h.played(events)
	})
	if err != nil {
		return fmt.Errorf("control: %w", err)
	}
	if g.Seats() != n {
		return fmt.Errorf("control: the game has %d seats but the record %d", g.Seats(), n)
	}
	t.g = g
	t.shares = teammatesSee && g.Options().SharedTeamTurns
	t.run = match.New(match.Engine[rules.Seat, rules.Action, rules.Event, *rules.Knowledge](tableGame{t}), match.Options[rules.Seat, rules.Action, rules.Event, *rules.Knowledge]{
		Players:  players,
		Logs:     logs,
		Describe: func(events []rules.Event, viewer rules.Seat) []string { return t.lines(t.g, events, viewer) },
		Merge:    gamelog.Merge,
		Applied:  h.applied,
		Auto:     func(rules.Seat) (rules.Action, bool) { return h.auto(t.g.Pending()) },
		Fallback: t.fallback,
		Sync:     opts.syncAI,
		Saver:    opts.Saver,
		Saved:    opts.Saved,
		// Teammates who share the screen (TeammatesSeeEachOther) pass it
		// without the curtain.
		SameSide: func(a, b rules.Seat) bool { return t.shares && t.g.Teammates(a, b) },
	})
	return nil
}

// lonePerson returns the seat of the only person among players (nil
// entries are people), or NoSeat when there are none or several.
func lonePerson(players []seatPlayer) rules.Seat {
	seat := rules.NoSeat
	for i, p := range players {
		if p != nil {
			continue
		}
		if seat != rules.NoSeat {
			return rules.NoSeat
		}
		seat = rules.Seat(i)
	}
	return seat
}

// lines are the log lines of events for viewer's log: in a replay, the
// watched seat's (every card named for all of them), in the voice of
// logVoice.
func (t *localTable) lines(g *rules.Game, events []rules.Event, viewer rules.Seat) []string {
	seat := viewer
	if t.replay != nil {
		seat = t.replay.seat
	}
	return gamelog.Lines(g, events, seat, t.logVoice(viewer))
}

// logVoice is how the log viewer reads is written: by the players'
// names, the one person at a table of computers spoken to as You ("You
// draw", not "Player 1 draws") whatever their name; a replay keeps the
// names.
func (t *localTable) logVoice(viewer rules.Seat) gamelog.Option {
	if t.replay == nil && viewer == t.reader && viewer != rules.NoSeat {
		return gamelog.Addressing(viewer)
	}
	return gamelog.WithNames()
}

// fallback is the runner's hook for a computer seat whose player failed:
// the first legal action, and a line for the log that says so. A replay
// takes none: it plays only what was recorded.
func (t *localTable) fallback(s rules.Seat, cause error) (rules.Action, string, bool) {
	legal := t.g.Legal()
	if len(legal) == 0 || t.replay != nil {
		return rules.Action{}, "", false
	}
	a := legal[0]
	return a, fmt.Sprintf("%s's computer player failed (%v); it takes the first choice (%s).", t.g.Player(s).Name, cause, a.Kind), true
}

// tableGame is the game as the match runner sees it: over when the
// rules say so, or when the people conceded and only computers are left.
type tableGame struct{ *localTable }

// Over implements match.Engine.
func (t tableGame) Over() bool { return t.g.Over() || t.PeopleConceded() }

// Deciding implements match.Engine.
func (t tableGame) Deciding() rules.Seat { return t.g.Deciding() }

// Apply implements match.Engine.
func (t tableGame) Apply(a rules.Action) ([]rules.Event, error) { return t.g.Apply(a) }

// KnowledgeOf implements match.Engine.
func (t tableGame) KnowledgeOf(s rules.Seat) *rules.Knowledge { return t.g.KnowledgeOf(s) }

// GameForTests returns c's whole game, every hidden card included, for
// tests that check the table against it. The scene never calls it: it
// sees the game only through View (a test of package table checks so).
func GameForTests(c *Controller) *rules.Game { return c.t.(*localTable).g }

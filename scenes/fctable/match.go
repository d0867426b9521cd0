// Package fctable is the FourCuatro table: the two players' face-down mana
// sources (refreshed on the right, exhausted on the left, turned), decks,
// burnt piles and fanned discard piles, the hands, the spell on the table
// with any traps played on it, the log and a prompt with its buttons. A
// person casts by dragging a card onto the table (a spell, or any card as
// a face-down Cinder), answers spells with traps or "No response", and
// makes the choices spells ask for on a panel. The match itself runs on
// game/match: computer seats think on their own goroutine, each person
// has their own log, and in hot-seat games a curtain hides the table when
// the person who must decide changes.
package fctable

import (
	"fmt"

	"github.com/kitchentable/kitchentable/ai/fcai"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	gamematch "github.com/kitchentable/kitchentable/game/match"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
)

// runner is the match runner of a FourCuatro game.
type runner = gamematch.Runner[fourcuatro.Seat, fourcuatro.Action, fourcuatro.Event, *fourcuatro.Knowledge]

// match is the game being played, its record and the runner that plays
// it, without any drawing; it keeps the events not yet animated.
type match struct {
	g   *fourcuatro.Game
	cfg fcconfig.Config
	rec *fourcuatro.Record
	run *runner
	// events are the events not yet animated, oldest first.
	events []fourcuatro.Event
}

// newMatch deals the game of cfg and replays the actions of a saved game,
// if any (their events are logged, not animated).
func newMatch(cfg fcconfig.Config, actions ...fourcuatro.Action) (*match, error) {
	g, err := fourcuatro.New(cfg.Setup, cfg.Seed)
	if err != nil {
		return nil, err
	}
	m := &match{g: g, cfg: cfg, rec: fourcuatro.NewRecord(cfg.Setup, cfg.Seed)}
	players := make([]gamematch.Player[*fourcuatro.Knowledge, fourcuatro.Action], 2)
	for s, k := range cfg.Seats {
		if k.Computer() {
			level := fcai.Easy
			if k == fcseat.ComputerHard {
				level = fcai.Hard
			}
			players[s] = fcai.New(level, cfg.Seed^uint64(s+1)*0x9e3779b97f4a7c15)
		}
	}
	logs := make([][]string, 2)
	note := func(events []fourcuatro.Event) {
		for s := range logs {
			if players[s] == nil {
				logs[s] = append(logs[s], g.Describe(events, fourcuatro.Seat(s))...)
			}
		}
	}
	note(g.Events())
	m.events = g.Events()
	for i, a := range actions {
		events, err := g.Apply(a)
		if err != nil {
			return nil, fmt.Errorf("fctable: the saved game no longer plays: action %d: %w", i+1, err)
		}
		m.record(a, events)
		note(events)
		m.events = nil // a continued game does not animate its past
	}
	m.run = gamematch.New(gamematch.Engine[fourcuatro.Seat, fourcuatro.Action, fourcuatro.Event, *fourcuatro.Knowledge](g),
		gamematch.Options[fourcuatro.Seat, fourcuatro.Action, fourcuatro.Event, *fourcuatro.Knowledge]{
			Players:  players,
			Logs:     logs,
			Describe: g.Describe,
			Applied:  m.record,
			Auto:     m.auto,
			Fallback: m.fallback,
		})
	return m, nil
}

// record adds an applied action and the hash it leads to to the record.
func (m *match) record(a fourcuatro.Action, _ []fourcuatro.Event) {
	m.rec.Actions = append(m.rec.Actions, a)
	m.rec.Hash = m.g.Hash()
}

// auto is the runner's hook for a person's decision taken without them: a
// person who holds no trap that could answer a spell has nothing to
// decide, so nobody is called to the screen for it (the log still says
// they let it through).
func (m *match) auto(s fourcuatro.Seat) (fourcuatro.Action, bool) {
	d := m.g.Pending()
	if d.Kind == fourcuatro.DecideResponse && d.Seat == s && len(m.g.Legal()) == 1 {
		return fourcuatro.NoResponse(), true
	}
	return fourcuatro.Action{}, false
}

// fallback is the runner's hook for a computer whose player failed: the
// first legal action, so that the game goes on.
func (m *match) fallback(fourcuatro.Seat, error) (fourcuatro.Action, string, bool) {
	legal := m.g.Legal()
	if len(legal) == 0 {
		return fourcuatro.Action{}, "", false
	}
	return legal[0], "", true
}

// human reports whether a person plays seat s.
func (m *match) human(s fourcuatro.Seat) bool { return m.run.IsPerson(s) }

// hotSeat reports whether two people share the computer.
func (m *match) hotSeat() bool { return len(m.run.People()) == 2 }

// deciding is the seat the game waits for.
func (m *match) deciding() fourcuatro.Seat { return m.g.Deciding() }

// viewer is the seat whose side the table shows: the person in front of
// the screen, or, while the curtain is up, the one called to it (the
// curtain hides the table until they come).
func (m *match) viewer() fourcuatro.Seat {
	if who, up := m.run.Curtain(); up {
		return who
	}
	return m.run.Viewer()
}

// curtain reports whether the table is hidden until the person called
// comes to the screen.
func (m *match) curtain() bool {
	_, up := m.run.Curtain()
	return up
}

// lift lowers the curtain: the person behind it has come to the screen.
func (m *match) lift() { m.run.LiftCurtain() }

// log returns the log of the person in front of the screen.
func (m *match) log() []string { return m.run.LogOf(m.viewer()) }

// mine reports whether the person in front of the screen decides now (a
// decision taken for them without asking is not theirs to make).
func (m *match) mine() bool {
	if m.g.Over() || m.curtain() || m.deciding() != m.viewer() || !m.human(m.viewer()) {
		return false
	}
	_, auto := m.auto(m.deciding())
	return !auto
}

// apply makes the decision of the person in front of the screen; an
// illegal one changes nothing and returns the engine's error.
func (m *match) apply(a fourcuatro.Action) error {
	if err := m.run.Apply(a); err != nil {
		return err
	}
	m.tick(true) // its events, for animation
	return nil
}

// tick lets the match move on: a computer's decision, or a person's
// automatic one, unless busy (animations still running), or the curtain
// when another person must decide. sync makes computers decide at once
// (tests).
func (m *match) tick(busy bool) {
	m.events = append(m.events, m.run.Tick(busy)...)
}

// takeEvents returns the events not yet animated and forgets them.
func (m *match) takeEvents() []fourcuatro.Event {
	e := m.events
	m.events = nil
	return e
}

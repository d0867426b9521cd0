// Package fctable is the FourCuatro table: the two players' face-down mana
// sources (refreshed on the right, exhausted on the left, turned), decks,
// burnt piles and fanned discard piles, the hands, the spell on the table
// with any traps played on it, the log and a prompt with its buttons. A
// person casts by dragging a card onto the table (a spell, or any card as
// a face-down Cinder), answers spells with traps or "No response", and
// makes the choices spells ask for on a panel. Computer seats think on
// their own goroutine; in hot-seat games a curtain hides the table when
// the person who must decide changes.
package fctable

import (
	"log"
	"runtime/debug"

	"github.com/kitchentable/kitchentable/ai/fcai"
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
)

// match is the game being played and who plays it, without any drawing:
// it applies the people's actions and the computers' decisions, keeps a
// log per person, and says when the curtain is up.
type match struct {
	g       *fourcuatro.Game
	cfg     fcconfig.Config
	rec     *fourcuatro.Record
	players [2]*fcai.Player
	viewer  fourcuatro.Seat // the person in front of the screen
	curtain bool            // the table is hidden until viewer clicks
	logs    [2][]string
	// events are the events not yet animated, oldest first.
	events []fourcuatro.Event
	think  chan fourcuatro.Action // a computer's answer, while it thinks
	busy   bool
}

// newMatch deals the game of cfg.
func newMatch(cfg fcconfig.Config) (*match, error) {
	g, err := fourcuatro.New(cfg.Setup, cfg.Seed)
	if err != nil {
		return nil, err
	}
	m := &match{g: g, cfg: cfg, rec: fourcuatro.NewRecord(cfg.Setup, cfg.Seed), viewer: 0}
	for s, k := range cfg.Seats {
		if k.Computer() {
			level := fcai.Easy
			if k == fcseat.ComputerHard {
				level = fcai.Hard
			}
			m.players[s] = fcai.New(level, cfg.Seed^uint64(s+1)*0x9e3779b97f4a7c15)
		}
	}
	if !m.human(0) && m.human(1) {
		m.viewer = 1
	}
	m.note(g.Events())
	if m.hotSeat() {
		// The first hand is private too: whoever decides first comes to
		// the screen before anything is shown.
		m.viewer, m.curtain = m.deciding(), true
	}
	m.checkCurtain()
	return m, nil
}

// human reports whether a person plays seat s.
func (m *match) human(s fourcuatro.Seat) bool { return !m.cfg.Seats[s].Computer() }

// hotSeat reports whether two people share the computer.
func (m *match) hotSeat() bool { return m.human(0) && m.human(1) }

// deciding is the seat the game waits for.
func (m *match) deciding() fourcuatro.Seat { return m.g.Pending().Seat }

// mine reports whether the person in front of the screen decides now.
func (m *match) mine() bool {
	return !m.g.Over() && !m.curtain && m.deciding() == m.viewer && m.human(m.viewer)
}

// note logs events for each person and queues them for animation.
func (m *match) note(events []fourcuatro.Event) {
	for s := fourcuatro.Seat(0); s < 2; s++ {
		if m.human(s) {
			m.logs[s] = append(m.logs[s], m.g.Describe(events, s)...)
		}
	}
	m.events = append(m.events, events...)
}

// apply makes a decision for the seat deciding; an illegal one changes
// nothing and returns the engine's error.
func (m *match) apply(a fourcuatro.Action) error {
	if err := m.take(a); err != nil {
		return err
	}
	// A person who holds no trap that could answer a spell has nothing to
	// decide, so nobody is called to the screen for it (the log still says
	// they let it through).
	for m.nothingToAnswer() {
		if m.take(fourcuatro.NoResponse()) != nil {
			break
		}
	}
	m.checkCurtain()
	return nil
}

// take applies a, records it (and the hash it leads to) and logs its
// events.
func (m *match) take(a fourcuatro.Action) error {
	events, err := m.g.Apply(a)
	if err != nil {
		return err
	}
	m.rec.Actions = append(m.rec.Actions, a)
	m.rec.Hash = m.g.Hash()
	m.note(events)
	return nil
}

// nothingToAnswer reports whether a person must answer a spell with no
// trap that could.
func (m *match) nothingToAnswer() bool {
	d := m.g.Pending()
	return !m.g.Over() && d.Kind == fourcuatro.DecideResponse && m.human(d.Seat) && len(m.g.Legal()) == 1
}

// checkCurtain raises the curtain when another person must decide.
func (m *match) checkCurtain() {
	if m.g.Over() || !m.hotSeat() {
		return
	}
	if s := m.deciding(); s != m.viewer {
		m.viewer, m.curtain = s, true
	}
}

// lift lowers the curtain: the person behind it has come to the screen.
func (m *match) lift() { m.curtain = false }

// tick lets a computer decide: it starts one thinking on its seat's
// knowledge of the game, and applies its answer when it is ready. sync
// makes it decide at once (tests).
func (m *match) tick(sync bool) {
	if m.g.Over() {
		return
	}
	s := m.deciding()
	p := m.players[s]
	if p == nil {
		return
	}
	if sync {
		_ = m.apply(decideSafely(p, m.g.KnowledgeOf(s)))
		return
	}
	if !m.busy {
		m.busy = true
		m.think = make(chan fourcuatro.Action, 1)
		k, ch := m.g.KnowledgeOf(s), m.think
		go func() { ch <- decideSafely(p, k) }()
		return
	}
	select {
	case a := <-m.think:
		m.busy = false
		_ = m.apply(a) // a decision on a copy of this very game is legal here
	default:
	}
}

// takeEvents returns the events not yet animated and forgets them.
func (m *match) takeEvents() []fourcuatro.Event {
	e := m.events
	m.events = nil
	return e
}

// decideSafely asks p for its action on k. A panic in the computer
// player is written to the log with its stack, and the first legal action
// stands in for its choice, so that the game goes on.
func decideSafely(p *fcai.Player, k *fourcuatro.Knowledge) (a fourcuatro.Action) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("crash in the FourCuatro computer player: %v\n%s", r, debug.Stack())
			if legal := k.Legal(); len(legal) > 0 {
				a = legal[0]
			}
		}
	}()
	return p.Decide(k)
}

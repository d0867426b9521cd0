// Package replay is the screen that shows a finished game again from its
// record: the real table (package table's viewer), with play and pause,
// steps forward and back, a speed, a progress bar by turns and jumps
// from turn to turn. Escape goes back to the screen it came from (the
// end screen).
//
// The Show chooser, at the top of the table's column where the turn is
// written at play, says whose cards the table shows: "All cards" (every
// hand face up, the log naming every card) or "As Ada saw it", one for
// each seat, which is exactly that seat's table at every step (the
// seat's redacted view at the bottom, the other hands as backs,
// face-down cards and libraries hidden, the seat's own log wording). V
// steps to the next view and Shift+V to the one before; the chooser's
// button opens the list of them. Changing the view keeps the position
// and whether the replay plays.
//
// Trust comes first in a hot-seat game (two or more people played):
// the replay never opens on every card. It opens as the seat of the
// person who asked to watch (WithWatcher: the person at the table when
// the game ended) or, when that is not known, asks whose side to show
// before it draws any table: a small panel with one button per seat
// (keys 1 to 8, Up and Down, Enter), All cards and Back. Any change that
// would show someone cards hidden from the side shown, every card or
// another seat's side, asks first in one sentence ("Show every player's
// hidden cards?", "Show Brook's hidden cards?"); Cancel is the default
// answer, for Enter and Escape alike. A game one person played against
// computers opens on every card (the player learns from it) and changes
// view without asking. A seat's side is its own view only: a teammate's
// hand a team sharing the screen saw at the table stays hidden. The end
// screen's final table (FinalBoard) follows the same rule: every hand
// for one person, the watcher's side in a hot-seat game, and no table
// when the watcher is not known.
//
// Stepping back builds the game again from the start to the position
// before: the engine replays a whole game in a few milliseconds.
package replay

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/ask"
	"github.com/kitchentable/kitchentable/scenes/table"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// Speeds are the replay's speeds, slowest first.
var Speeds = [...]float64{0.5, 1, 2, 4}

// normalSpeed is the index of 1× in Speeds.
const normalSpeed = 1

// Scene is the replay viewer.
type Scene struct {
	svc  *scenes.Services
	rec  *record.Record
	back scenes.Scene
	tbl  *table.Scene // nil while the replay asks whose side to show
	th   *widget.Theme
	// sides says whose side the table shows and changes it (view.go).
	sides sides
	ask   *ask.Question // the question over the table, or nil
	pick  chooser       // whose side to show, before the first position
	// design maps the 1280×720 design onto the screen (the question's
	// place), as at the last Update.
	design widget.Design
	quiet  input.State // the table's input while something covers it

	turns   turnIndex
	playing bool
	speed   int     // index in Speeds
	wait    float64 // ticks (at 1×) before the next action may go
	seen    int     // the position wait was set for
	err     string

	ui controls
}

// New returns the replay of rec's finished game, playing from the
// start at normal speed, on the view StartView gives for the watcher
// (WithWatcher) or, when it must ask, on the chooser of whose side to
// show; Escape (or Back) shows back. A record that does not replay
// gives an error.
func New(svc *scenes.Services, rec *record.Record, back scenes.Scene, opts ...Option) (*Scene, error) {
	if svc == nil || svc.Settings == nil || rec == nil {
		return nil, errors.New("replay: no services, settings or record")
	}
	o := options{watcher: rules.NoSeat}
	for _, f := range opts {
		f(&o)
	}
	turns := make([]int, 0, len(rec.Actions)+1)
	if _, err := rec.Play(func(g *rules.Game, _ []rules.Event) { turns = append(turns, g.Turn()) }); err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	s := &Scene{svc: svc, rec: rec, back: back, turns: turns, playing: true, speed: normalSpeed}
	s.sides = sides{Scene: s, view: rules.NoSeat}
	if svc.Painter != nil {
		s.th = widget.NewTheme(svc.Painter, svc.Fonts)
	}
	s.ui.init()
	view, ok := StartView(rec, o.watcher)
	if !ok {
		s.pick.init(&s.sides)
		return s, nil
	}
	c, err := control.NewReplayAs(rec, 0, view)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	if err := s.startTable(c); err != nil {
		return nil, err
	}
	s.sides.view = view
	return s, nil
}

// startTable shows c on a new viewer, at the replay's speed.
func (s *Scene) startTable(c *control.Controller) error {
	tbl, err := table.NewViewer(s.svc, c)
	if err != nil {
		c.Close()
		return fmt.Errorf("replay: %w", err)
	}
	s.tbl = tbl
	s.setSpeed(s.speed)
	return nil
}

// FinalBoard returns a viewer of rec's game as it ended, for the end
// screen to draw behind itself, shown as StartView says for the watcher
// (WithWatcher): every hand when at most one person played, else the
// watcher's side; the seats that lost at the end keep their cards on
// the table. A hot-seat game whose watcher is not known has no final
// board (an error): it would show a side nobody chose.
func FinalBoard(svc *scenes.Services, rec *record.Record, opts ...Option) (*table.Scene, error) {
	if rec == nil {
		return nil, errors.New("replay: no record")
	}
	o := options{watcher: rules.NoSeat}
	for _, f := range opts {
		f(&o)
	}
	view, ok := StartView(rec, o.watcher)
	if !ok {
		return nil, errors.New("replay: whose side the final table shows is not known")
	}
	c, err := control.NewReplayAs(rec, len(rec.Actions), view)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	tbl, err := table.NewViewer(svc, c)
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("replay: %w", err)
	}
	return tbl, nil
}

// Table returns the viewer the replay shows (for tests); nil while it
// asks whose side to show.
func (s *Scene) Table() *table.Scene { return s.tbl }

// Position returns how many of the record's actions have been replayed.
func (s *Scene) Position() int {
	if s.tbl == nil {
		return 0
	}
	return s.tbl.Controller().Replay().Position()
}

// Length returns how many actions the record holds.
func (s *Scene) Length() int { return len(s.turns) - 1 }

// Playing reports whether the replay plays on by itself.
func (s *Scene) Playing() bool { return s.playing }

// Speed returns the replay's speed (one of Speeds).
func (s *Scene) Speed() float64 { return Speeds[s.speed] }

// Turn returns the turn the replay shows and the game's last turn.
func (s *Scene) Turn() (now, last int) {
	return s.turns[min(s.Position(), s.Length())], s.turns[s.Length()]
}

// Err returns the problem the screen shows, or "".
func (s *Scene) Err() string { return s.err }

// setSpeed sets the speed to Speeds[i]: the pauses between actions and
// the table's animations follow it.
func (s *Scene) setSpeed(i int) {
	s.speed = min(max(i, 0), len(Speeds)-1)
	if s.tbl == nil {
		return
	}
	s.tbl.SetAnimSpeed(s.svc.Settings.AnimSpeed * Speeds[s.speed])
}

// goTo shows the game after n actions at once, pausing nothing.
func (s *Scene) goTo(n int) {
	n = min(max(n, 0), s.Length())
	if n == s.Position() && !s.tbl.Controller().Replay().Waiting() {
		return
	}
	c, err := control.NewReplayAs(s.rec, n, s.sides.view)
	if err != nil {
		s.err = "The game could not be shown at that point."
		s.playing = false
		return
	}
	s.tbl.Show(c)
	s.seen, s.wait = n, 0
}

// stepForward pauses and lets the next action go (one more for each
// press while the table still moves).
func (s *Scene) stepForward() {
	s.playing = false
	s.tbl.Controller().Replay().Advance()
}

// stepBack pauses and shows the game one action earlier.
func (s *Scene) stepBack() {
	s.playing = false
	s.goTo(s.Position() - 1)
}

// togglePlay plays or pauses; at the end, play starts again from the
// beginning.
func (s *Scene) togglePlay() {
	if !s.playing && s.Position() >= s.Length() {
		s.goTo(0)
	}
	s.playing = !s.playing
}

// pace lets the next action go when playing, the table is still and the
// pause after the last action has passed.
func (s *Scene) pace() {
	c := s.tbl.Controller()
	pos := c.Replay().Position()
	if pos != s.seen {
		s.seen = pos
		if pos > 0 && pos <= len(s.rec.Actions) {
			s.wait = pauseAfter(s.rec.Actions[pos-1])
		}
	}
	if !s.playing {
		return
	}
	if pos >= s.Length() {
		s.playing = false
		return
	}
	if c.Replay().Waiting() || s.tbl.Busy() {
		return
	}
	s.wait -= Speeds[s.speed]
	if s.wait <= 0 {
		c.Replay().Advance()
	}
}

// pauseAfter is how long (in ticks at 1×) the replay rests after an
// action, so that what matters can be seen: little after a pass or a
// step of paying and aiming, longer after a spell, a land, an attack.
func pauseAfter(action string) float64 {
	verb, _, _ := strings.Cut(action, " ")
	switch verb {
	case "pass":
		return 4
	case "tap", "pay-pool", "auto-pay", "target", "x", "attack", "block", "choose", "done", "cancel":
		return 12
	}
	return 36
}

// progress returns the position as a fraction of the record.
func (s *Scene) progress() float64 {
	if s.Length() == 0 {
		return 1
	}
	return float64(s.Position()) / float64(s.Length())
}

// seekAt returns the position a press on the progress bar at x means.
func (s *Scene) seekAt(x float64, bar geom.Rect) int {
	if bar.W() <= 0 {
		return s.Position()
	}
	f := min(1, max(0, (x-bar.Min.X)/bar.W()))
	return int(f*float64(s.Length()) + 0.5)
}

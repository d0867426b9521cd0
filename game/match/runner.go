package match

import (
	"context"
	"errors"
)

// Seat is an engine's seat number.
type Seat interface{ ~int8 | ~int16 | ~int32 | ~int }

// Engine is what a Runner needs of a game: whether it is over, which seat
// must decide, applying a decision (an illegal one is refused and changes
// nothing) and a seat's knowledge for its computer player.
type Engine[S Seat, A, E, K any] interface {
	Over() bool
	Deciding() S
	Apply(a A) ([]E, error)
	KnowledgeOf(s S) K
}

// Player is a computer player: it chooses one legal action from what its
// seat knows, and stops early when ctx is cancelled.
type Player[K, A any] interface {
	Choose(ctx context.Context, k K) (A, error)
}

// Options are what a Runner's caller decides.
type Options[S Seat, A, E, K any] struct {
	// Players holds each seat's computer player, nil for a person.
	Players []Player[K, A]
	// Describe returns the log lines of events for seat viewer, naming
	// no card hidden from it. It is called right after the Apply that
	// returned them.
	Describe func(events []E, viewer S) []string
	// Logs are the people's logs so far, by seat (a continued game).
	Logs [][]string
	// Merge, when not nil, folds a new log line into the line before it
	// when it only repeats it ("draws a card" twice: "draws two cards"),
	// returning the merged line and true.
	Merge func(prev, next string) (string, bool)
	// Applied is told every action applied and its events, after the
	// logs (to record it, count what it did).
	Applied func(a A, events []E)
	// Auto returns the action taken for a person without asking them (a
	// pass they set no stop for, the only legal action), if any.
	Auto func(seat S) (A, bool)
	// Fallback returns the action taken for a computer whose player
	// failed with cause (the first legal one, say), and the line that
	// tells the people so, if there is one.
	Fallback func(seat S, cause error) (a A, line string, ok bool)
	// Ended is called once, when an applied action ends the game.
	Ended func()
	// Sync makes computers decide on the caller's goroutine, at once
	// (tests and headless tools).
	Sync bool
	// Saver, when set, keeps the match for Continue: it is told to save
	// the unfinished match when it moved on, at most every SaveEvery
	// ticks (0: about a second) and when the runner closes, and to
	// forget it when the match ends.
	Saver     Saver
	SaveEvery int
	// Saved is told how each save or forget went (nil: it worked).
	Saved func(err error)
	// SameSide, when set, reports whether the people in seats a and b
	// sit on one side and may see each other's secrets (teammates who
	// share turns, when the table lets teammates see each other's
	// hands): the screen then passes from one to the other without the
	// curtain, which still falls between sides.
	SameSide func(a, b S) bool
}

// Runner plays one match; see the package doc.
type Runner[S Seat, A, E, K any] struct {
	g    Engine[S, A, E, K]
	opts Options[S, A, E, K]

	people  []S // the seats people play, in seat order
	readers []S // the seats whose logs are kept: the people, or seat 0 when only computers play
	viewer  S   // whose eyes are on the screen
	curtain bool
	behind  S // who must come to the screen while the curtain is up

	actions uint64 // actions applied
	gen     uint64 // bumped on every change a screen must show
	ended   bool

	savedOnce bool   // the match was saved since New
	savedAt   uint64 // actions applied at the last save
	sinceSave int    // ticks since the last save
	forgotten bool   // the ended match was forgotten

	logs   [][]string // by seat; only people's are kept
	queued []E        // events of actions applied since the last Tick
	out    []E

	think thinker[S, A, K]
}

// New starts running g, whose seats are played by opts.Players (nil: a
// person). The viewer is the first person (seat 0 without people); with
// two or more people the curtain is up before anyone's first private
// view, for the first person to decide.
func New[S Seat, A, E, K any](g Engine[S, A, E, K], opts Options[S, A, E, K]) *Runner[S, A, E, K] {
	r := &Runner[S, A, E, K]{g: g, opts: opts, logs: make([][]string, len(opts.Players))}
	for i, p := range opts.Players {
		if p == nil {
			r.people = append(r.people, S(i))
		}
	}
	r.readers = r.people
	if len(r.people) == 0 && len(opts.Players) > 0 {
		r.readers = []S{0} // someone watching the computers sees seat 0's side
	}
	for _, s := range r.readers {
		if int(s) < len(opts.Logs) {
			r.logs[s] = append([]string(nil), opts.Logs[s]...)
		}
	}
	if len(r.readers) > 0 {
		r.viewer = r.readers[0]
	}
	if r.sides() >= 2 && !g.Over() {
		r.curtain, r.behind = true, r.viewer
		if d := g.Deciding(); r.IsPerson(d) {
			r.behind = d
		}
	}
	r.think.init(opts.Sync || SyncComputers)
	return r
}

// sides counts the sides the people sit on (see Options.SameSide).
func (r *Runner[S, A, E, K]) sides() int {
	n := 0
	for i, p := range r.people {
		alone := true
		for _, q := range r.people[:i] {
			if r.sameSide(p, q) {
				alone = false
				break
			}
		}
		if alone {
			n++
		}
	}
	return n
}

// sameSide reports whether people a and b may see each other's secrets.
func (r *Runner[S, A, E, K]) sameSide(a, b S) bool {
	return a == b || r.opts.SameSide != nil && r.opts.SameSide(a, b)
}

// SetSync makes computers decide on the caller's goroutine, at once
// (tests), or on their own again; it takes effect at the next decision.
func (r *Runner[S, A, E, K]) SetSync(sync bool) { r.think.sync = sync || SyncComputers }

// SyncComputers makes every runner's computers decide on the caller's
// goroutine (as Options.Sync does), whatever its options say. The app
// built for desktop tests driven tick by tick (internal/vmdrive) sets it,
// so that what a tick shows never depends on how fast the machine thinks.
var SyncComputers bool

// Close cancels any computer thinking (no decision is applied after it)
// and saves an unfinished match that moved on, or forgets an ended one.
// It is idempotent.
func (r *Runner[S, A, E, K]) Close() {
	if r.think.closed {
		return
	}
	r.think.close()
	r.autosave(true)
}

// Closed reports whether Close was called.
func (r *Runner[S, A, E, K]) Closed() bool { return r.think.closed }

// Gen changes whenever an action is applied, a line is logged, or the
// viewer or the curtain changes.
func (r *Runner[S, A, E, K]) Gen() uint64 { return r.gen }

// Actions counts the actions applied since New.
func (r *Runner[S, A, E, K]) Actions() uint64 { return r.actions }

// IsPerson reports whether a person plays seat s.
func (r *Runner[S, A, E, K]) IsPerson(s S) bool {
	return int(s) >= 0 && int(s) < len(r.opts.Players) && r.opts.Players[s] == nil
}

// People returns the seats people play, in seat order.
func (r *Runner[S, A, E, K]) People() []S { return r.people }

// Viewer returns the seat whose eyes are on the screen: the last person
// to come to it.
func (r *Runner[S, A, E, K]) Viewer() S { return r.viewer }

// Curtain reports whether the screen must hide the table because another
// person must come to it, and who.
func (r *Runner[S, A, E, K]) Curtain() (S, bool) { return r.behind, r.curtain }

// LiftCurtain is the press of the person the curtain waits for: they
// become the viewer.
func (r *Runner[S, A, E, K]) LiftCurtain() {
	if !r.curtain {
		return
	}
	r.curtain, r.viewer = false, r.behind
	r.gen++
}

// Log returns the viewer's log, oldest line first; treat it as read-only.
func (r *Runner[S, A, E, K]) Log() []string { return r.LogOf(r.viewer) }

// LogOf returns seat s's log (nil for a computer's seat, but for seat 0
// when only computers play: someone may be watching).
func (r *Runner[S, A, E, K]) LogOf(s S) []string {
	if int(s) < 0 || int(s) >= len(r.logs) {
		return nil
	}
	return r.logs[s]
}

// AddLog adds a line to every person's log.
func (r *Runner[S, A, E, K]) AddLog(line string) {
	for _, s := range r.readers {
		r.logs[s] = append(r.logs[s], line)
	}
	r.gen++
}

// Thinking reports whether a computer is thinking now, and for which seat.
func (r *Runner[S, A, E, K]) Thinking() (S, bool) { return r.think.seat, r.think.busy }

// ErrNotYours is Apply's error for a decision of a seat the viewer does
// not play, or while the curtain is up.
var ErrNotYours = errors.New("match: it is not the viewer's decision")

// Apply applies a decision of the person in front of the screen. An
// illegal action, or one while the curtain is up or another seat must
// decide, changes nothing and returns the error.
func (r *Runner[S, A, E, K]) Apply(a A) error {
	if r.curtain || r.g.Over() || r.g.Deciding() != r.viewer || !r.IsPerson(r.viewer) {
		return ErrNotYours
	}
	return r.apply(a)
}

// ApplyOutOfTurn applies an action the person in front of the screen may
// take whoever must decide (conceding): the engine refuses what it does
// not allow. Nothing is applied while the curtain is up, after the end,
// or when no person is in front of the screen.
func (r *Runner[S, A, E, K]) ApplyOutOfTurn(a A) error {
	if r.curtain || r.g.Over() || !r.IsPerson(r.viewer) {
		return ErrNotYours
	}
	return r.apply(a)
}

// apply applies a for whoever decides, records, logs and queues its events.
func (r *Runner[S, A, E, K]) apply(a A) error {
	events, err := r.g.Apply(a)
	if err != nil {
		return err
	}
	r.actions++
	r.gen++
	r.note(events)
	if r.opts.Applied != nil {
		r.opts.Applied(a, events)
	}
	r.queued = append(r.queued, events...)
	if r.g.Over() && !r.ended {
		r.ended = true
		if r.opts.Ended != nil {
			r.opts.Ended()
		}
	}
	return nil
}

// note adds the lines of events to every person's log.
func (r *Runner[S, A, E, K]) note(events []E) {
	if r.opts.Describe == nil || len(events) == 0 {
		return
	}
	for _, s := range r.readers {
		r.logs[s] = r.addLines(r.logs[s], r.opts.Describe(events, s))
	}
}

// addLines adds lines to log, each folded into the line before it when
// Options.Merge can.
func (r *Runner[S, A, E, K]) addLines(log, lines []string) []string {
	for _, l := range lines {
		if n := len(log); n > 0 && r.opts.Merge != nil {
			if m, ok := r.opts.Merge(log[n-1], l); ok {
				log[n-1] = m
				continue
			}
		}
		log = append(log, l)
	}
	return log
}

// Tick runs once per frame. It collects or starts a computer's thinking
// and, unless busy (animations still running), applies at most one
// action: a computer's finished decision, or an automatic one for a
// person; or it raises the curtain when another person must decide. It
// returns the events of every action applied since the last Tick, the
// person's own included, oldest first (nil if none); the slice is valid
// until the next Tick.
func (r *Runner[S, A, E, K]) Tick(busy bool) []E {
	if !r.think.closed && !r.g.Over() {
		d := r.g.Deciding()
		if r.IsPerson(d) {
			if !busy {
				r.tickPerson(d)
			}
		} else if int(d) >= 0 && int(d) < len(r.opts.Players) {
			r.tickComputer(busy, d)
		}
	}
	if !r.think.closed {
		r.autosave(false)
	}
	r.out, r.queued = r.queued, r.out[:0]
	if len(r.out) == 0 {
		return nil
	}
	return r.out
}

// tickPerson takes a person's automatic action, or raises the curtain
// when another person than the viewer must really decide (or, while it is
// up, the game moved on past the one it waited for).
func (r *Runner[S, A, E, K]) tickPerson(d S) {
	if r.opts.Auto != nil {
		if a, ok := r.opts.Auto(d); ok {
			_ = r.apply(a) // Auto gives a legal action
			return
		}
	}
	switch {
	case !r.curtain && d != r.viewer && r.sameSide(r.viewer, d):
		r.viewer = d // a teammate takes the screen without the curtain
		r.gen++
	case r.curtain && r.behind != d || !r.curtain && d != r.viewer:
		r.curtain, r.behind = true, d
		r.gen++
	}
}

// tickComputer starts or collects computer seat s's thinking and, when not
// busy, applies its decision.
func (r *Runner[S, A, E, K]) tickComputer(busy bool, s S) {
	t := &r.think
	t.poll()
	if t.ready && (t.res.actions != r.actions || t.res.seat != s) {
		t.ready = false // computed for a game that has moved on
	}
	if !t.ready && !t.busy {
		t.start(r.opts.Players[s], r.g.KnowledgeOf(s), s, r.actions)
	}
	if busy || !t.ready {
		return
	}
	t.ready = false
	res := t.res
	if res.err == nil {
		if res.err = r.apply(res.act); res.err == nil {
			return
		}
	}
	if errors.Is(res.err, context.Canceled) || t.ctx.Err() != nil {
		return
	}
	r.fallback(s, res.err)
}

// fallback applies the action Options.Fallback gives for a computer seat
// whose player failed, and says so in the log.
func (r *Runner[S, A, E, K]) fallback(s S, cause error) {
	if r.opts.Fallback == nil {
		return
	}
	a, line, ok := r.opts.Fallback(s, cause)
	if !ok {
		return
	}
	if line != "" {
		r.AddLog(line)
	}
	_ = r.apply(a)
}

package match

import (
	"context"
	"fmt"
	"log"
	"runtime/debug"
)

// result is a computer's decision for one game position.
type result[S Seat, A any] struct {
	actions uint64 // how many actions the game had applied when asked
	seat    S
	act     A
	err     error
}

// thinker runs computer decisions off the caller's goroutine, one at a
// time.
type thinker[S Seat, A, K any] struct {
	sync    bool
	ctx     context.Context
	cancel  context.CancelFunc
	results chan result[S, A]
	closed  bool

	busy bool // a goroutine is thinking for seat
	seat S

	ready bool // res holds a decision not yet applied
	res   result[S, A]
}

func (t *thinker[S, A, K]) init(sync bool) {
	t.sync = sync
	t.ctx, t.cancel = context.WithCancel(context.Background())
	// One decision is in flight at a time, so the goroutine never blocks
	// on sending, even after close.
	t.results = make(chan result[S, A], 1)
	t.seat = -1
}

func (t *thinker[S, A, K]) close() {
	if t.closed {
		return
	}
	t.closed = true
	t.busy, t.ready = false, false // the goroutine stops soon; its answer is never read
	t.cancel()
}

// poll takes a finished decision, if any, without blocking.
func (t *thinker[S, A, K]) poll() {
	if !t.busy {
		return
	}
	select {
	case res := <-t.results:
		t.busy = false
		t.ready, t.res = true, res
	default:
	}
}

// start asks p for seat s's decision in the position after the given
// number of actions: on a goroutine, or at once when sync.
func (t *thinker[S, A, K]) start(p Player[K, A], k K, s S, actions uint64) {
	ctx := t.ctx
	if t.sync {
		a, err := choose(ctx, p, k)
		t.ready, t.res = true, result[S, A]{actions: actions, seat: s, act: a, err: err}
		return
	}
	t.busy, t.seat = true, s
	out := t.results
	go func() {
		a, err := choose(ctx, p, k)
		out <- result[S, A]{actions: actions, seat: s, act: a, err: err}
	}()
}

// choose asks p for its action. A panic in the computer player is
// written to the log with its stack and returned as an error, so that the
// match falls back to a legal choice instead of the program dying.
func choose[K, A any](ctx context.Context, p Player[K, A], k K) (a A, err error) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("crash in a computer player: %v\n%s", r, debug.Stack())
			err = fmt.Errorf("it crashed: %v", r)
		}
	}()
	return p.Choose(ctx, k)
}

package control

import (
	"context"
	"errors"
	"fmt"
	"log"
	"runtime/debug"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/rules"
)

// chooseSafely asks p for its action. A panic in the computer player is
// written to the log with its stack and returned as an error, so that the
// table falls back to a legal choice instead of the program dying.
func chooseSafely(ctx context.Context, p ai.Player, k *rules.Knowledge) (a rules.Action, err error) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("crash in a computer player: %v\n%s", r, debug.Stack())
			err = fmt.Errorf("it crashed: %v", r)
		}
	}()
	return p.Choose(ctx, k)
}

// aiResult is a computer player's decision for one game version.
type aiResult struct {
	ver  uint64
	seat rules.Seat
	act  rules.Action
	err  error
}

// thinker runs computer decisions off the UI goroutine, one at a time.
type thinker struct {
	sync    bool
	ctx     context.Context
	cancel  context.CancelFunc
	results chan aiResult
	closed  bool

	busy bool // a goroutine is thinking for seat at game version ver
	seat rules.Seat
	ver  uint64

	ready bool // res holds a decision not yet applied
	res   aiResult
}

func (t *thinker) init(sync bool) {
	t.sync = sync
	t.ctx, t.cancel = context.WithCancel(context.Background())
	// One decision is in flight at a time, so the goroutine never blocks
	// on sending, even after Close.
	t.results = make(chan aiResult, 1)
	t.seat = rules.NoSeat
}

func (t *thinker) close() {
	if t.closed {
		return
	}
	t.closed = true
	t.busy = false // the goroutine stops soon and its answer is never read
	t.cancel()
}

// poll takes a finished decision, if any, without blocking.
func (t *thinker) poll() {
	if !t.busy {
		return
	}
	select {
	case r := <-t.results:
		t.busy = false
		t.ready, t.res = true, r
	default:
	}
}

// tickComputer starts or collects the thinking of computer seat s and, when
// not busy, applies its decision.
func (c *Controller) tickComputer(busy bool, s rules.Seat) {
	t := &c.think
	t.poll()
	if t.ready && (t.res.ver != c.gameVer || t.res.seat != s) {
		t.ready = false // computed for a game that has moved on
	}
	if !t.ready && !t.busy {
		c.startThinking(s)
	}
	if busy || !t.ready {
		return
	}
	t.ready = false
	r := t.res
	if r.err != nil {
		if errors.Is(r.err, context.Canceled) || t.ctx.Err() != nil {
			return
		}
		c.fallback(s, r.err)
		return
	}
	if err := c.apply(r.act); err != nil {
		c.fallback(s, err)
	}
}

// startThinking asks seat s's computer player for a decision: on a
// goroutine, or right here when decisions are synchronous (tests).
func (c *Controller) startThinking(s rules.Seat) {
	t := &c.think
	k := c.g.KnowledgeOf(s)
	p, ver, ctx := c.players[s], c.gameVer, t.ctx
	if t.sync {
		a, err := chooseSafely(ctx, p, k)
		t.ready, t.res = true, aiResult{ver: ver, seat: s, act: a, err: err}
		return
	}
	t.busy, t.seat, t.ver = true, s, ver
	out := t.results
	go func() {
		a, err := chooseSafely(ctx, p, k)
		out <- aiResult{ver: ver, seat: s, act: a, err: err}
	}()
}

// fallback applies the first legal action for a computer seat whose
// player failed, and says so in the log.
func (c *Controller) fallback(s rules.Seat, cause error) {
	legal := c.legalNow()
	if len(legal) == 0 {
		return
	}
	a := legal[0]
	c.addLog(fmt.Sprintf("%s's computer player failed (%v); it takes the first choice (%s).", c.name(s), cause, a.Kind))
	_ = c.apply(a) // legal[0] is legal
}

package control

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/netplay"
)

// remoteTable is the Table of a seat at a game hosted on another
// computer (package netplay): it knows the seat's views, its log lines
// and, when the seat must decide, its legal actions, nothing else. The
// client runs on its own goroutine; what it hears waits in the inbox
// until the next Tick takes it in for the UI goroutine.
type remoteTable struct {
	mu    sync.Mutex
	inbox remoteNews

	hooks  localHooks
	cancel context.CancelFunc
	closed bool

	seat rules.Seat
	view *rules.View
	log  []string
	ask  *remoteAsk // the question the seat must answer now, or nil
	// answered: the seat answered and the host's next view is to come.
	answered bool
	gen      uint64
	actions  uint64
	ended    bool
	res      *netplay.Result
	err      error
}

// remoteNews is what the client heard since the last Tick.
type remoteNews struct {
	view  *rules.View
	lines []string
	ask   *remoteAsk
	res   *netplay.Result
	err   error
	ended bool
}

// remoteAsk is one question from the host: the view it was asked in,
// the legal actions, and where the answer goes.
type remoteAsk struct {
	view   *rules.View
	legal  []rules.Action
	answer chan int
}

// errNotYours is Apply's refusal of an action the seat may not take now.
var errNotYours = errors.New("control: not this seat's decision")

// NewRemote joins the table cfg names (netplay.Join; its Decide, Line
// and State are the controller's) and returns a controller for the seat
// it is given, once its first view came. Decisions are made through the
// controller's input methods, as at a local table; automatic passes and
// stops are the settings'.
func NewRemote(ctx context.Context, cfg netplay.ClientConfig, settings Preferences) (*Controller, error) {
	c := newController(&record.Record{}, settings) // the host keeps the record
	t := &remoteTable{seat: rules.NoSeat}
	t.hooks = localHooks{auto: c.passes.autoAction, applied: func(a rules.Action, events []rules.Event) { c.settle(a, events) }}
	ctx, t.cancel = context.WithCancel(ctx)
	cfg.State = t.heardView
	cfg.Line = t.heardLine
	cfg.Decide = func(v *rules.View, legal []rules.Action) (int, error) { return t.decide(ctx, v, legal) }
	go func() {
		res, err := netplay.Join(ctx, cfg)
		t.mu.Lock()
		t.inbox.res, t.inbox.err, t.inbox.ended = res, err, true
		t.mu.Unlock()
	}()
	for t.take(); t.view == nil; t.take() {
		if t.ended {
			t.cancel()
			if t.err == nil {
				t.err = errors.New("control: the game ended before it began")
			}
			return nil, t.err
		}
		select {
		case <-ctx.Done():
			t.cancel()
			return nil, ctx.Err()
		case <-time.After(time.Millisecond):
		}
	}
	c.attach(t)
	return c, nil
}

// heardView is the client's State hook.
func (t *remoteTable) heardView(v *rules.View) {
	t.mu.Lock()
	t.inbox.view = v
	t.mu.Unlock()
}

// heardLine is the client's Line hook.
func (t *remoteTable) heardLine(line string) {
	t.mu.Lock()
	t.inbox.lines = append(t.inbox.lines, line)
	t.mu.Unlock()
}

// decide is the client's Decide hook: it waits for the seat's answer
// through Apply (or an automatic one at a Tick).
func (t *remoteTable) decide(ctx context.Context, v *rules.View, legal []rules.Action) (int, error) {
	ask := &remoteAsk{view: v, legal: legal, answer: make(chan int, 1)}
	t.mu.Lock()
	t.inbox.ask = ask
	t.mu.Unlock()
	select {
	case i := <-ask.answer:
		return i, nil
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// take moves the inbox to what the UI goroutine reads.
func (t *remoteTable) take() {
	t.mu.Lock()
	in := t.inbox
	t.inbox = remoteNews{}
	if v := in.view; v != nil && in.ask == nil && !in.ended && !v.Over && v.Pending.Seat == v.Seat {
		t.inbox.view, in.view = v, nil // the seat's question follows: the view waits for it
	}
	t.mu.Unlock()
	if in.view != nil {
		t.view, t.seat, t.answered = in.view, in.view.Seat, false
		t.actions++
		t.gen++
	}
	if len(in.lines) > 0 {
		t.log = append(t.log, in.lines...)
		t.gen++
	}
	if in.ask != nil {
		t.ask, t.view, t.seat, t.answered = in.ask, in.ask.view, in.ask.view.Seat, false
		t.actions++
		t.gen++
	}
	if in.ended {
		t.ended, t.res, t.err, t.ask = true, in.res, in.err, nil
		t.gen++
	}
}

// View implements Table: only the seat's own. Once the seat answered,
// until the host's next view, nobody is shown deciding.
func (t *remoteTable) View(rules.Seat) *rules.View {
	if t.answered {
		v := *t.view
		v.Pending = rules.Decision{Seat: rules.NoSeat}
		return &v
	}
	return t.view
}

// Deciding implements Table.
func (t *remoteTable) Deciding() (rules.Decision, bool) {
	if t.ask == nil {
		return rules.Decision{}, false
	}
	return t.ask.view.Pending, true
}

// Legal implements Table.
func (t *remoteTable) Legal(dst []rules.Action) []rules.Action {
	if t.ask == nil {
		return dst[:0]
	}
	return append(dst[:0], t.ask.legal...)
}

// CastTargets implements Table: the host is not asked, so a spell
// dropped on a target asks for its target after it is cast.
func (t *remoteTable) CastTargets(rules.ObjID) ([]rules.Action, bool) { return nil, false }

// TriggerOrderMatters implements Table: the seat is always asked.
func (t *remoteTable) TriggerOrderMatters() bool { return true }

// CanConcede implements Table: the protocol has no concession.
func (t *remoteTable) CanConcede(rules.Seat) bool { return false }

// Mulligans implements Table: the view does not say.
func (t *remoteTable) Mulligans(rules.Seat) int { return 0 }

// LostOn implements Table: the view does not say.
func (t *remoteTable) LostOn(rules.Seat) int { return 0 }

// Apply implements Table: the answer to the seat's question.
func (t *remoteTable) Apply(a rules.Action) error {
	if t.ask == nil {
		return errNotYours
	}
	for i, l := range t.ask.legal {
		if l == a {
			t.ask.answer <- i
			t.ask, t.answered = nil, true
			t.gen++
			t.hooks.applied(a, nil)
			return nil
		}
	}
	return errNotYours
}

// ApplyOutOfTurn implements Table: nothing is taken out of turn.
func (t *remoteTable) ApplyOutOfTurn(rules.Action) error { return errNotYours }

// Tick implements Table: it takes in what the host sent and answers
// the seat's question when the table passes for it. Other seats'
// actions come as views, without events.
func (t *remoteTable) Tick(busy bool) []rules.Event {
	t.take()
	if t.ask != nil && !busy {
		if a, ok := t.hooks.auto(t.ask.view.Pending); ok {
			_ = t.Apply(a)
		}
	}
	return nil
}

// Close implements Table: it leaves the table.
func (t *remoteTable) Close() { t.closed = true; t.cancel() }

// Closed implements Table.
func (t *remoteTable) Closed() bool { return t.closed }

// Gen implements Table.
func (t *remoteTable) Gen() uint64 { return t.gen }

// Actions implements Table: the views and questions that came.
func (t *remoteTable) Actions() uint64 { return t.actions }

// Log implements Table.
func (t *remoteTable) Log() []string { return t.log }

// LogOf implements Table: only the seat's own is kept.
func (t *remoteTable) LogOf(s rules.Seat) []string {
	if s != t.seat {
		return nil
	}
	return t.log
}

// Viewer implements Table.
func (t *remoteTable) Viewer() rules.Seat { return t.seat }

// Curtain implements Table: one seat, no curtain.
func (t *remoteTable) Curtain() (rules.Seat, bool) { return rules.NoSeat, false }

// LiftCurtain implements Table.
func (t *remoteTable) LiftCurtain() {}

// IsPerson implements Table: the seat at this screen.
func (t *remoteTable) IsPerson(s rules.Seat) bool { return s == t.seat }

// People implements Table.
func (t *remoteTable) People() []rules.Seat { return []rules.Seat{t.seat} }

// Computer implements Table: the host does not say.
func (t *remoteTable) Computer(rules.Seat) string { return "" }

// Thinking implements Table: the host does not say.
func (t *remoteTable) Thinking() (rules.Seat, bool) { return rules.NoSeat, false }

// Over implements Table: the client has left the table, at the game's
// end (with its result) or because the host could not be reached again.
func (t *remoteTable) Over() bool { return t.ended }

// Winners implements Table.
func (t *remoteTable) Winners() []rules.Seat {
	if t.res == nil {
		return nil
	}
	return t.res.Winners
}

// PeopleConceded implements Table.
func (t *remoteTable) PeopleConceded() bool { return false }

// Hash implements Table: the host keeps the game and its hash.
func (t *remoteTable) Hash() uint64 { return 0 }

package match

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
)

// toy is a tiny engine for the runner's tests: seats take turns adding 1
// or 2 to a total; the game ends when it reaches goal. Each seat has a
// secret (its "hand"), which its own log may name and no other's.
type toy struct {
	seats   int
	total   int
	goal    int
	turn    int
	secrets []string
}

type toyEvent struct {
	seat, add int
}

func newToy(seats, goal int) *toy {
	t := &toy{seats: seats, goal: goal}
	for i := range seats {
		t.secrets = append(t.secrets, fmt.Sprintf("secret%d", i))
	}
	return t
}

func (t *toy) Over() bool     { return t.total >= t.goal }
func (t *toy) Deciding() int8 { return int8(t.turn % t.seats) }

func (t *toy) Apply(a int) ([]toyEvent, error) {
	if t.Over() || a < 1 || a > 2 {
		return nil, errors.New("toy: illegal")
	}
	e := toyEvent{seat: t.turn % t.seats, add: a}
	t.total += a
	t.turn++
	return []toyEvent{e}, nil
}

// toyKnow is what a seat knows: the total and its own secret.
type toyKnow struct {
	seat   int8
	total  int
	secret string
}

func (t *toy) KnowledgeOf(s int8) toyKnow {
	return toyKnow{seat: s, total: t.total, secret: t.secrets[s]}
}

// describe writes the log: each seat's own moves name its secret.
func (t *toy) describe(events []toyEvent, viewer int8) []string {
	var out []string
	for _, e := range events {
		if int8(e.seat) == viewer {
			out = append(out, fmt.Sprintf("You add %d with %s.", e.add, t.secrets[e.seat]))
		} else {
			out = append(out, fmt.Sprintf("Seat %d adds %d.", e.seat, e.add))
		}
	}
	return out
}

// always is a computer that always adds n.
type always int

func (a always) Choose(context.Context, toyKnow) (int, error) { return int(a), nil }

// gate is a computer that waits until released or cancelled.
type gate struct {
	release  chan int
	returned chan error
	asked    atomic.Int32 // how many times Choose was called
}

func newGate() *gate { return &gate{release: make(chan int), returned: make(chan error, 8)} }

func (g *gate) Choose(ctx context.Context, _ toyKnow) (int, error) {
	g.asked.Add(1)
	select {
	case a := <-g.release:
		g.returned <- nil
		return a, nil
	case <-ctx.Done():
		g.returned <- ctx.Err()
		return 0, ctx.Err()
	}
}

// panicky is a computer that crashes.
type panicky struct{}

func (panicky) Choose(context.Context, toyKnow) (int, error) { panic("boom") }

package match

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

type toyRunner = Runner[int8, int, toyEvent, toyKnow]

func run(g *toy, players []Player[toyKnow, int], sync bool) (*toyRunner, *[]int) {
	var rec []int
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players:  players,
		Describe: g.describe,
		Applied:  func(a int, _ []toyEvent) { rec = append(rec, a) },
		Sync:     sync,
	})
	return r, &rec
}

func TestComputersPlayToTheEnd(t *testing.T) {
	g := newToy(2, 20)
	ended := 0
	var rec []int
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players: []Player[toyKnow, int]{always(1), always(2)},
		Applied: func(a int, _ []toyEvent) { rec = append(rec, a) },
		Ended:   func() { ended++ },
		Sync:    true,
	})
	var events int
	for i := 0; i < 100 && !g.Over(); i++ {
		events += len(r.Tick(false))
	}
	if !g.Over() || ended != 1 || len(rec) != int(r.Actions()) || events != len(rec) {
		t.Fatalf("over %v, ended %d times, %d recorded, %d actions, %d events", g.Over(), ended, len(rec), r.Actions(), events)
	}
	if _, up := r.Curtain(); up {
		t.Error("a game without people has a curtain")
	}
}

func TestBusyHoldsTheNextAction(t *testing.T) {
	g := newToy(2, 20)
	r, _ := run(g, []Player[toyKnow, int]{always(1), always(1)}, true)
	r.Tick(true)
	if r.Actions() != 0 {
		t.Fatal("an action was applied while the table was busy")
	}
	r.Tick(false)
	if r.Actions() != 1 {
		t.Fatalf("%d actions after a free tick", r.Actions())
	}
}

func TestAStaleAnswerIsDropped(t *testing.T) {
	g := newToy(2, 50)
	gt := newGate()
	r, rec := run(g, []Player[toyKnow, int]{gt, always(1)}, false)
	defer r.Close()
	r.Tick(false) // seat 0 starts thinking
	if s, busy := r.Thinking(); !busy || s != 0 {
		t.Fatalf("thinking %v for %d", busy, s)
	}
	// The game moves on while seat 0 thinks (as a continued or rewound
	// game would): its answer belongs to a position that is gone.
	if err := r.apply(1); err != nil {
		t.Fatal(err)
	}
	if err := r.apply(1); err != nil {
		t.Fatal(err)
	}
	gt.release <- 2
	<-gt.returned
	// The stale answer is collected and dropped, and seat 0 is asked
	// again, on the new position.
	waitUntil(t, r, func() bool { return gt.asked.Load() == 2 })
	if len(*rec) != 2 || g.total != 2 {
		t.Fatalf("the stale answer was applied: actions %v, total %d", *rec, g.total)
	}
	gt.release <- 1
	<-gt.returned
	waitUntil(t, r, func() bool { return len(*rec) == 3 })
	if (*rec)[2] != 1 {
		t.Fatalf("the fresh answer was not applied: %v", *rec)
	}
}

// waitUntil ticks r until done holds, failing after ten seconds.
func waitUntil(t *testing.T, r *toyRunner, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			t.Fatal("waited ten seconds")
		}
		time.Sleep(time.Millisecond)
		r.Tick(false)
	}
}

func TestClosingCancelsThinkingAtOnce(t *testing.T) {
	best := time.Hour
	for range 3 { // the best of three, so a busy machine cannot fail it
		g := newToy(2, 50)
		gt := newGate()
		r, rec := run(g, []Player[toyKnow, int]{gt, always(1)}, false)
		r.Tick(false)
		if _, busy := r.Thinking(); !busy {
			t.Fatal("not thinking")
		}
		start := time.Now()
		r.Close()
		if err := <-gt.returned; err != context.Canceled {
			t.Fatalf("the player returned %v, not a cancellation", err)
		}
		best = min(best, time.Since(start))
		r.Tick(false)
		if len(*rec) != 0 {
			t.Fatal("an action was applied after Close")
		}
	}
	if best > 50*time.Millisecond {
		t.Fatalf("leaving took %v to stop the computer, more than 50 ms", best)
	}
}

func TestAPanickingComputerFallsBack(t *testing.T) {
	g := newToy(2, 50)
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players:  []Player[toyKnow, int]{panicky{}, nil},
		Describe: g.describe,
		Fallback: func(s int8, cause error) (int, string, bool) {
			return 1, "Seat " + string('0'+rune(s)) + " failed: " + cause.Error(), true
		},
		Sync: true,
	})
	r.Tick(false)
	if g.total != 1 || len(r.Log()) != 2 || !strings.Contains(r.Log()[0], "crashed") {
		t.Fatalf("total %d, log %q", g.total, r.Log())
	}
}

func TestHotSeatCurtainAndLogs(t *testing.T) {
	g := newToy(2, 50)
	r, _ := run(g, []Player[toyKnow, int]{nil, nil}, true)
	who, up := r.Curtain()
	if !up || who != 0 {
		t.Fatalf("two people start with the curtain %v for %d", up, who)
	}
	if err := r.Apply(1); err != ErrNotYours {
		t.Fatalf("Apply behind the curtain: %v", err)
	}
	r.LiftCurtain()
	if err := r.Apply(2); err != nil {
		t.Fatal(err)
	}
	if err := r.Apply(1); err != ErrNotYours {
		t.Fatalf("Apply for the other person: %v", err)
	}
	r.Tick(false)
	if who, up := r.Curtain(); !up || who != 1 || r.Viewer() != 0 {
		t.Fatalf("curtain %v for %d, viewer %d", up, who, r.Viewer())
	}
	if l := r.Log(); len(l) != 1 || !strings.Contains(l[0], "secret0") {
		t.Fatalf("seat 0's log %q", l)
	}
	r.LiftCurtain()
	if r.Viewer() != 1 {
		t.Fatalf("viewer %d after the curtain", r.Viewer())
	}
	// The log shown is now seat 1's: it names seat 0's move, not its secret.
	if l := r.Log(); len(l) != 1 || strings.Contains(l[0], "secret0") || l[0] != "Seat 0 adds 2." {
		t.Fatalf("seat 1's log %q", l)
	}
}

// Teammates pass the screen without the curtain; it still falls between
// sides, and a game whose people all sit on one side starts without it.
func TestTeammatesNeedNoCurtain(t *testing.T) {
	g := newToy(3, 50)
	team := func(a, b int8) bool { return a != 0 && b != 0 } // seats 1 and 2 are a team
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players: []Player[toyKnow, int]{nil, nil, nil}, Describe: g.describe, Sync: true, SameSide: team,
	})
	if who, up := r.Curtain(); !up || who != 0 {
		t.Fatalf("two sides start with the curtain %v for %d", up, who)
	}
	r.LiftCurtain()
	if err := r.Apply(1); err != nil {
		t.Fatal(err)
	}
	r.Tick(false)
	if who, up := r.Curtain(); !up || who != 1 {
		t.Fatalf("between sides: curtain %v for %d", up, who)
	}
	r.LiftCurtain()
	if err := r.Apply(1); err != nil {
		t.Fatal(err)
	}
	r.Tick(false)
	if _, up := r.Curtain(); up || r.Viewer() != 2 {
		t.Fatalf("between teammates: curtain %v, viewer %d", up, r.Viewer())
	}
	if l := r.Log(); len(l) != 2 || !strings.HasPrefix(l[1], "Seat 1") {
		t.Fatalf("seat 2's log %q", l)
	}
	if err := r.Apply(1); err != nil {
		t.Fatal(err)
	}
	r.Tick(false)
	if who, up := r.Curtain(); !up || who != 0 {
		t.Fatalf("back to the other side: curtain %v for %d", up, who)
	}

	one := New[int8, int, toyEvent, toyKnow](newToy(3, 50), Options[int8, int, toyEvent, toyKnow]{
		Players: []Player[toyKnow, int]{always(1), nil, nil}, Sync: true, SameSide: team,
	})
	if _, up := one.Curtain(); up {
		t.Fatal("people all on one side start behind the curtain")
	}
}

func TestAutoActionsAndOnePerson(t *testing.T) {
	g := newToy(2, 6)
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players: []Player[toyKnow, int]{nil, always(2)},
		Auto:    func(int8) (int, bool) { return 1, true },
		Sync:    true,
	})
	if _, up := r.Curtain(); up {
		t.Fatal("one person has a curtain")
	}
	for i := 0; i < 20 && !g.Over(); i++ {
		r.Tick(false)
	}
	if !g.Over() || g.total != 6 {
		t.Fatalf("over %v, total %d", g.Over(), g.total)
	}
}

func TestContinuedLogsAreKept(t *testing.T) {
	g := newToy(2, 6)
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players: []Player[toyKnow, int]{nil, always(2)},
		Logs:    [][]string{{"earlier"}, {"never kept"}},
	})
	if l := r.LogOf(0); len(l) != 1 || l[0] != "earlier" {
		t.Fatalf("seat 0's continued log %q", l)
	}
	if r.LogOf(1) != nil {
		t.Fatal("a computer's seat keeps a log")
	}
	// Only computers: seat 0's side is logged, for whoever watches.
	w := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players:  []Player[toyKnow, int]{always(1), always(2)},
		Describe: g.describe,
		Sync:     true,
	})
	w.Tick(false)
	if l := w.Log(); len(l) != 1 || w.Viewer() != 0 {
		t.Fatalf("the watcher's log %q, viewer %d", l, w.Viewer())
	}
}

func TestMergeFoldsRepeatedLines(t *testing.T) {
	g := newToy(2, 9)
	// Every move adds 1: the lines repeat, and Merge counts them.
	merge := func(prev, next string) (string, bool) {
		base, _, _ := strings.Cut(prev, " ×")
		if base != next {
			return "", false
		}
		n := 1
		if _, c, ok := strings.Cut(prev, " ×"); ok {
			n = int(c[0] - '0')
		}
		return fmt.Sprintf("%s ×%d", base, n+1), true
	}
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players: []Player[toyKnow, int]{always(1), always(1)},
		Describe: func(events []toyEvent, _ int8) []string {
			return []string{fmt.Sprintf("A seat adds %d.", events[0].add)}
		},
		Merge: merge,
		Sync:  true,
	})
	for i := 0; i < 20 && !g.Over(); i++ {
		r.Tick(false)
	}
	log := r.Log()
	if want := fmt.Sprintf("A seat adds 1. ×%d", r.Actions()); len(log) != 1 || log[0] != want {
		t.Errorf("the log %q does not fold the repeats", log)
	}
}

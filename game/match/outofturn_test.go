package match

import (
	"errors"
	"testing"
)

// TestThePersonActsOutOfTurnWhileAComputerThinks: while the computer in
// seat 0 thinks, the person in seat 1 cannot take seat 0's decision
// (Apply) but may act out of turn (a concession); the computer's answer,
// thought for the position before, is then dropped.
func TestThePersonActsOutOfTurnWhileAComputerThinks(t *testing.T) {
	g := newToy(2, 50)
	gt := newGate()
	r, rec := run(g, []Player[toyKnow, int]{gt, nil}, false)
	defer r.Close()
	r.Tick(false) // seat 0 starts thinking
	if err := r.Apply(2); !errors.Is(err, ErrNotYours) {
		t.Fatalf("Apply on the computer's decision = %v, want ErrNotYours", err)
	}
	if err := r.ApplyOutOfTurn(2); err != nil {
		t.Fatal(err)
	}
	if r.Actions() != 1 || len(*rec) != 1 {
		t.Fatalf("%d actions, %d recorded after the person's action", r.Actions(), len(*rec))
	}
	gt.release <- 1
	<-gt.returned
	if err := r.Apply(1); err != nil { // the person's own decision now
		t.Fatal(err)
	}
	waitUntil(t, r, func() bool { return gt.asked.Load() == 2 })
	if g.total != 3 {
		t.Fatalf("total %d: the stale answer was applied", g.total)
	}
}

// TestNobodyActsOutOfTurnBehindTheCurtain: with two people, nothing is
// applied out of turn while the curtain waits for the next one.
func TestNobodyActsOutOfTurnBehindTheCurtain(t *testing.T) {
	g := newToy(2, 50)
	r, _ := run(g, []Player[toyKnow, int]{nil, nil}, true)
	if _, up := r.Curtain(); !up {
		t.Fatal("no curtain with two people")
	}
	if err := r.ApplyOutOfTurn(1); !errors.Is(err, ErrNotYours) {
		t.Fatalf("ApplyOutOfTurn behind the curtain = %v, want ErrNotYours", err)
	}
	if r.Actions() != 0 {
		t.Fatal("an action was applied behind the curtain")
	}
}

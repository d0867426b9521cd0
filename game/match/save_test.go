package match

import (
	"errors"
	"testing"
)

// saves counts a Saver's calls and fails while fail is set.
type saves struct {
	saved, forgot int
	fail          bool
}

func (s *saves) Save() error {
	s.saved++
	if s.fail {
		return errors.New("disk full")
	}
	return nil
}

func (s *saves) Forget() error { s.forgot++; return nil }

func TestAutosave(t *testing.T) {
	g := newToy(2, 6)
	sv := &saves{}
	var errs []error
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players:   []Player[toyKnow, int]{always(1), always(1)},
		Sync:      true,
		Saver:     sv,
		SaveEvery: 3,
		Saved:     func(err error) { errs = append(errs, err) },
	})
	r.Tick(true) // busy: nothing applied
	r.Tick(true)
	if sv.saved != 0 {
		t.Fatalf("saved %d times before the guard time", sv.saved)
	}
	r.Tick(true)
	if sv.saved != 1 {
		t.Fatalf("a new match is saved once the time comes: %d saves", sv.saved)
	}
	for range 6 {
		r.Tick(true) // nothing moves on: nothing to save
	}
	if sv.saved != 1 {
		t.Fatalf("a match that did not move on was saved again: %d saves", sv.saved)
	}
	sv.fail = true
	r.Tick(false)
	r.Tick(false)
	r.Tick(false)
	if sv.saved != 2 || len(errs) != 2 || errs[1] == nil {
		t.Fatalf("%d saves, outcomes %v", sv.saved, errs)
	}
	sv.fail = false
	r.Close()
	if sv.saved != 3 || errs[2] != nil {
		t.Fatalf("closing an unfinished match that moved on: %d saves, outcomes %v", sv.saved, errs)
	}
	r.Close()
	if sv.saved != 3 {
		t.Fatal("closing twice saved twice")
	}
}

func TestAnEndedMatchIsForgotten(t *testing.T) {
	g := newToy(2, 4)
	sv := &saves{}
	r := New[int8, int, toyEvent, toyKnow](g, Options[int8, int, toyEvent, toyKnow]{
		Players: []Player[toyKnow, int]{always(2), always(2)},
		Sync:    true,
		Saver:   sv,
	})
	for i := 0; i < 10; i++ {
		r.Tick(false)
	}
	r.Close()
	if !g.Over() || sv.forgot != 1 {
		t.Fatalf("over %v, forgotten %d times", g.Over(), sv.forgot)
	}
}

package fctable

import (
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// withStore gives the fixture's table a store in a temporary folder.
func (f *fixture) withStore() *store.Store {
	f.t.Helper()
	st, err := store.OpenDir(f.t.TempDir())
	if err != nil {
		f.t.Fatal(err)
	}
	f.s.svc.Store = st
	f.s.saver.st = st
	f.s.m.run.SetSaver(&f.s.saver, f.s.saver.note)
	return st
}

// playFirst makes n decisions, stopping at the end: the first legal
// action for each person, and their own for computers.
func (f *fixture) playFirst(n int) {
	for i := 0; i < n && !f.g().Over(); {
		before := len(f.s.m.rec.Actions)
		f.s.m.tick(false) // a computer decides, a person's pass is taken, or the curtain rises
		if len(f.s.m.rec.Actions) > before {
			i++
			continue
		}
		f.s.m.lift()
		if err := f.s.m.apply(f.g().Legal()[0]); err != nil {
			f.t.Fatal(err)
		}
		i++
	}
}

func TestLeavingForTheMenuKeepsTheGameAndResumeRebuildsIt(t *testing.T) {
	f := newTable(t, 31, fcseat.Human, fcseat.Human)
	st := f.withStore()
	f.playFirst(25)
	f.idle(1)
	f.click(f.s.menu.Rect.Center())
	if !f.nav.menu {
		t.Fatal("Menu did not leave for the menu")
	}
	if !st.FCSave().Has() {
		t.Fatal("leaving mid-game saved nothing")
	}
	save, err := st.FCSave().Load()
	if err != nil {
		t.Fatal(err)
	}
	if save.Seats != f.s.m.cfg.Seats || !reflect.DeepEqual(save.Record.Actions, f.s.m.rec.Actions) {
		t.Fatalf("saved %d actions and seats %v, the game had %d and %v", len(save.Record.Actions), save.Seats, len(f.s.m.rec.Actions), f.s.m.cfg.Seats)
	}
	r, err := Resume(f.s.svc, save)
	if err != nil {
		t.Fatal(err)
	}
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		if !reflect.DeepEqual(r.m.g.View(seat), f.g().View(seat)) {
			t.Errorf("seat %d sees a different game after resuming", seat)
		}
		if !reflect.DeepEqual(r.m.run.LogOf(seat), f.s.m.run.LogOf(seat)) {
			t.Errorf("seat %d's log differs after resuming: %d lines, was %d", seat, len(r.m.run.LogOf(seat)), len(f.s.m.run.LogOf(seat)))
		}
	}
	if !r.m.curtain() || r.m.viewer() != r.m.deciding() {
		t.Errorf("a resumed hot-seat game shows the table to seat %d with curtain %v; %d decides", r.m.viewer(), r.m.curtain(), r.m.deciding())
	}
	if len(r.mo.queue) != 0 {
		t.Errorf("resuming replays %d animations", len(r.mo.queue))
	}
}

func TestAFinishedGameIsForgotten(t *testing.T) {
	f := newTable(t, 8, fcseat.Human, fcseat.ComputerEasy)
	st := f.withStore()
	f.playFirst(5)
	f.idle(61) // the match saves within about a second
	if !st.FCSave().Has() {
		t.Fatal("saving mid-game saved nothing")
	}
	for i := 0; !f.g().Over(); i++ {
		if i > 5000 {
			t.Fatal("the game does not end")
		}
		f.playFirst(1)
	}
	f.idle(2)
	if st.FCSave().Has() {
		t.Fatal("the finished game is still saved for Continue")
	}
}

func TestAComputerGameResumesWithItsComputer(t *testing.T) {
	f := newTable(t, 12, fcseat.Human, fcseat.ComputerHard)
	st := f.withStore()
	f.playFirst(10)
	f.s.Close()
	save, err := st.FCSave().Load()
	if err != nil {
		t.Fatal(err)
	}
	r, err := Resume(f.s.svc, save)
	if err != nil {
		t.Fatal(err)
	}
	if r.m.human(1) || !r.m.human(0) || r.m.viewer() != 0 || r.m.curtain() {
		t.Fatalf("resumed seats: people %v, viewer %d, curtain %v", r.m.run.People(), r.m.viewer(), r.m.curtain())
	}
}

func TestAResumeThatNoLongerPlaysIsRefused(t *testing.T) {
	rec := fourcuatro.NewRecord(fourcuatro.Setup{Format: fourcuatro.Basic, Names: [2]string{"Ana", "Ben"}, Cards: catalog.FourCuatro()}, 3)
	// Letting a spell through when none was cast is never legal.
	rec.Actions = []fourcuatro.Action{fourcuatro.NoResponse()}
	svc := &scenes.Services{}
	if _, err := Resume(svc, &store.FCGame{Record: rec}); err == nil {
		t.Fatal("Resume replayed an illegal action")
	}
}

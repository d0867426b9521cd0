package replay

import (
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// hotSeat returns rec as if both its seats had been played by people
// (the same game: only who decided changes).
func hotSeat(rec *record.Record) *record.Record {
	h := *rec
	h.Seats = slices.Clone(rec.Seats)
	for i := range h.Seats {
		h.Seats[i].Controller = record.Human
	}
	return &h
}

// newFixtureWith is newFixture with options, animations off.
func newFixtureWith(t *testing.T, rec *record.Record, opts ...Option) *fixture {
	t.Helper()
	set := store.DefaultSettings()
	set.AnimSpeed = 0
	svc := &scenes.Services{Settings: &set}
	s, err := New(svc, rec, screen{}, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	f := &fixture{t: t, s: s, rec: rec, ctx: &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}}
	f.tick(1)
	return f
}

// shows checks the replay shows view v at position n: the table is v's
// (its viewer and its view), the game the record's after n actions and
// the log, word for word, that of a replay built there for v.
func (f *fixture) shows(v rules.Seat, n int) {
	f.t.Helper()
	if f.s.View() != v || f.s.Choosing() {
		f.t.Fatalf("the replay shows view %d (choosing %v), want %d", f.s.View(), f.s.Choosing(), v)
	}
	c := f.s.Table().Controller()
	fresh, err := control.NewReplayAs(f.rec, n, v)
	if err != nil {
		f.t.Fatal(err)
	}
	defer fresh.Close()
	switch {
	case c.Replay().Position() != n:
		f.t.Fatalf("at %d, want %d", c.Replay().Position(), n)
	case c.Replay().ReplaySeat() != v || c.Viewer() != fresh.Viewer() || c.View().Seat != fresh.Viewer():
		f.t.Fatalf("the table is seat %d's, seen as %d, want %d", c.Viewer(), c.Replay().ReplaySeat(), v)
	case control.GameForTests(c).Hash() != control.GameForTests(fresh).Hash():
		f.t.Fatalf("the game at %d is not the record's", n)
	case strings.Join(f.s.Table().Log(), "\n") != strings.Join(fresh.Log(), "\n"):
		f.t.Fatalf("the log at %d is not view %d's", n, v)
	}
	if v == AllCards {
		return
	}
	for _, p := range c.View().Players {
		if p.Seat != v && len(p.Hand) > 0 {
			f.t.Fatalf("seen as %d, %s's hand is shown", v, p.Name)
		}
	}
}

// TestReplayOfOnePersonShowsAllCards opens the replay of a game one
// person played against a computer on every card, and V steps through
// the views without asking, keeping the position.
func TestReplayOfOnePersonShowsAllCards(t *testing.T) {
	rec := finished(t, 7)
	f := newFixtureWith(t, rec, WithWatcher(0))
	f.key(input.KeySpace) // pause
	at := f.s.Position()
	f.shows(AllCards, at)
	if f.s.ui.show.Label != "All cards" {
		t.Errorf("the Show chooser says %q", f.s.ui.show.Label)
	}
	f.key(input.KeyV)
	f.shows(0, at)
	if f.s.ui.show.Label != "As Ada saw it" {
		t.Errorf("the Show chooser says %q", f.s.ui.show.Label)
	}
	f.key(input.KeyV)
	f.shows(1, at)
	f.key(input.KeyV)
	f.shows(AllCards, at)
	f.sc.Chord(input.ModShift, input.KeyV) // Shift+V: the one before
	f.tick(2)
	f.shows(1, at)
	if f.s.Asking() != "" || f.s.Playing() {
		t.Errorf("asked %q, playing %v", f.s.Asking(), f.s.Playing())
	}
}

// TestReplayOfHotSeatOpensAsTheWatcher opens the replay of a game two
// people played as the seat of the person who asked, and moving about
// keeps that side: the steps, the turns, the bar and the end.
func TestReplayOfHotSeatOpensAsTheWatcher(t *testing.T) {
	rec := hotSeat(finished(t, 7))
	f := newFixtureWith(t, rec, WithWatcher(1))
	f.shows(1, f.s.Position())
	if !f.s.Playing() {
		t.Fatal("the replay does not play")
	}
	f.key(input.KeySpace)
	for range 3 {
		f.key(input.KeyRight)
	}
	f.shows(1, f.s.Position())
	f.key(input.KeyPageDown)
	f.shows(1, f.s.Position())
	f.sc.Click(f.s.ui.bar.Center())
	f.tick(3)
	f.shows(1, f.s.Position())
	f.key(input.KeyEnd)
	f.shows(1, len(rec.Actions))
	// A computer's seat is nobody's side to open on: ask.
	g := newFixtureWith(t, rec, WithWatcher(rules.NoSeat))
	if !g.s.Choosing() {
		t.Error("a hot-seat replay with nobody known opened on a table")
	}
}

// TestReplayOfHotSeatAsksBeforeShowingMore switches views in a hot-seat
// replay paused mid-game: another seat's side and every card each ask
// first, in one sentence with Cancel the default; the answer keeps the
// position; and going from every card to a side asks nothing.
func TestReplayOfHotSeatAsksBeforeShowingMore(t *testing.T) {
	rec := hotSeat(finished(t, 7))
	f := newFixtureWith(t, rec, WithWatcher(0))
	f.sc.Click(f.s.ui.bar.At(0.4, 0.5))
	f.tick(3)
	at := f.s.Position()
	f.shows(0, at)
	f.key(input.KeyV)
	if f.s.Asking() != "Show Brook's hidden cards?" {
		t.Fatalf("V asked %q", f.s.Asking())
	}
	f.key(input.KeyEnter) // Cancel
	f.shows(0, at)
	// The Show list: open it, pick All cards.
	f.sc.Click(f.s.ui.show.Rect.Center())
	f.tick(3)
	if !f.s.ui.listOpen || len(f.s.ui.rows) != 3 {
		t.Fatalf("the Show list: open %v, %d rows", f.s.ui.listOpen, len(f.s.ui.rows))
	}
	f.sc.Click(f.s.ui.rows[0].Center())
	f.tick(3)
	if f.s.Asking() != "Show every player's hidden cards?" || f.s.ui.listOpen {
		t.Fatalf("All cards asked %q (list open %v)", f.s.Asking(), f.s.ui.listOpen)
	}
	f.tick(30)
	f.shows(0, at) // nothing moves under the question
	f.sc.Click(f.s.ask.Buttons[1].Rect.Center())
	f.tick(3)
	f.shows(AllCards, at)
	f.key(input.KeyV)
	if f.s.Asking() != "" {
		t.Fatalf("from every card to a side asked %q", f.s.Asking())
	}
	f.shows(0, at)
	// Switching keeps playing.
	f.key(input.KeySpace)
	f.key(input.KeyV)
	f.sc.Click(f.s.ask.Buttons[1].Rect.Center())
	f.tick(3)
	if f.s.View() != 1 || !f.s.Playing() {
		t.Fatalf("view %d, playing %v after a switch while playing", f.s.View(), f.s.Playing())
	}
}

// TestFinalBoardSide draws the end screen's final table from the
// watcher's side in a hot-seat game, every hand for one person, and
// none when the hot-seat watcher is not known.
func TestFinalBoardSide(t *testing.T) {
	set := store.DefaultSettings()
	svc := &scenes.Services{Settings: &set}
	one := finished(t, 7)
	for _, c := range []struct {
		rec     *record.Record
		watcher rules.Seat
		want    rules.Seat
	}{{one, 0, AllCards}, {one, rules.NoSeat, AllCards}, {hotSeat(one), 1, 1}, {hotSeat(one), rules.NoSeat, rules.NoSeat}} {
		b, err := FinalBoard(svc, c.rec, WithWatcher(c.watcher))
		if c.want == rules.NoSeat {
			if err == nil {
				b.Close()
				t.Errorf("a hot-seat final table for nobody known")
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if got := b.Controller().Replay().ReplaySeat(); got != c.want {
			t.Errorf("watcher %d: the final table shows %d, want %d", c.watcher, got, c.want)
		}
		b.Close()
	}
}

// TestReplayOfAHostedGameShowsOnlyTheSidesHere: a game hosted here for
// a person on another computer opens as the host's side, V finds no
// other view (not every card, not the other person's), and with nobody
// known the chooser offers only the host's seat.
func TestReplayOfAHostedGameShowsOnlyTheSidesHere(t *testing.T) {
	rec := finished(t, 7)
	hosted := *rec
	hosted.Seats = slices.Clone(rec.Seats)
	hosted.Seats[0].Controller, hosted.Seats[1].Controller = record.Human, record.Remote
	f := newFixtureWith(t, &hosted, WithWatcher(0))
	f.key(input.KeySpace)
	at := f.s.Position()
	f.shows(0, at)
	for _, k := range []input.Key{input.KeyV, input.KeyV} {
		f.key(k)
		f.shows(0, at)
	}
	if f.s.Asking() != "" {
		t.Errorf("V asked %q", f.s.Asking())
	}
	if vs := f.s.sides.views(); !slices.Equal(vs, []rules.Seat{0}) {
		t.Errorf("the views offered are %v, want only seat 0", vs)
	}
	g := newFixtureWith(t, &hosted, WithWatcher(rules.NoSeat))
	if !g.s.Choosing() {
		t.Fatal("a hosted game's replay with nobody known opened on a table")
	}
	for _, k := range []input.Key{input.KeyDown, input.KeyEnter} {
		g.key(k) // down to the other person's seat, or All cards
	}
	g.sc.Type("2")
	g.tick(2)
	if !g.s.Choosing() {
		t.Fatalf("the chooser opened view %d", g.s.View())
	}
	g.sc.Type("1")
	g.tick(2)
	g.shows(0, g.s.Position())
}

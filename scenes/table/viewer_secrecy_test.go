package table

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/gamelog"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// newSeatViewer shows a replay of rec from seat's side at position at
// (drawn, with the GPU, so that the log panel is wrapped too).
func newSeatViewer(t testing.TB, rec *record.Record, at int, seat rules.Seat, speed float64) *harness {
	t.Helper()
	c, err := control.NewReplayAs(rec, at, seat)
	if err != nil {
		t.Fatal(err)
	}
	svc := services(t, gputest.Available(), speed)
	s, err := NewViewer(svc, c)
	if err != nil {
		c.Close()
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	hs := &harness{t: t, s: s, sounds: &soundLog{}}
	s.svc.Sound = hs.sounds
	hs.ctx = &scenes.Context{In: &hs.in, Width: 1280, Height: 720, Svc: svc}
	hs.tick(1)
	return hs
}

// TestViewerAsSeatShowsOnlyItsSecrets replays recorded games from one
// seat's side, action by action with the animations on, and after every
// action checks what the viewer shows with the hot-seat secrecy test's
// own check (checkShown): no face-up card in another's hand, a library
// or a face-down scheme, no zoom of a face-down card, no card flying
// across the table that seat never saw, no line of the log panel naming
// one; and no line of the seat's whole log naming one. A game for two
// people is watched from both seats to its end; an Archenemy game and a
// four-seat Landless double-draw game from a person's seat for eight
// turns. (That the log is word for word the one the person read at the
// table is control's TestReplayAsSeatLogsAsTheTable.)
func TestViewerAsSeatShowsOnlyItsSecrets(t *testing.T) {
	two := finishedGame(t, 13)
	arch := tabletest.Archenemy(t, "archenemy", 27, record.Human, record.Human, "easy")
	tabletest.PlayForward(t, arch, false, func(g *rules.Game) bool { return g.Turn() > 8 })
	double := tabletest.DoubleDraw(t, 23, 4, record.Human, "easy", record.Human, "easy")
	tabletest.PlayForward(t, double, false, func(g *rules.Game) bool { return g.Turn() > 8 })
	for _, c := range []struct {
		name string
		rec  *record.Record
		seat rules.Seat
	}{
		{"two people as Ada", two, 0},
		{"two people as Brook", two, 1},
		{"archenemy as the team", arch, 1},
		{"landless double draw as Cass", double, 2},
	} {
		t.Run(c.name, func(t *testing.T) { watchAs(t, c.rec, c.seat) })
	}
}

// watchAs replays rec from seat's side from the deal to the record's end
// and checks every position, and the cards on their way between them.
func watchAs(t *testing.T, rec *record.Record, seat rules.Seat) {
	hs := newSeatViewer(t, rec, 0, seat, 4)
	var screen *ebiten.Image
	if gputest.Available() {
		screen = ebiten.NewImage(1280, 720)
		defer screen.Deallocate()
	}
	c := hs.ctrl()
	if c.Viewer() != seat || c.Replay().ReplaySeat() != seat || hs.view().Seat != seat {
		t.Fatalf("watched as seat %d, the viewer is %d", seat, c.Viewer())
	}
	// What each seat saw before the replay's first position counts as
	// seen, as in the hot-seat test: start from the deal.
	sight := tabletest.NewSight(control.GameForTests(c))
	check := func() {
		t.Helper()
		if screen != nil {
			screen.Clear()
			hs.s.Draw(screen)
		}
		checkShown(t, hs, sight)
		if leak := sight.Leak(seat, strings.Join(hs.s.Log(), " ")); leak != "" {
			t.Fatalf("action %d: the log of %s names %s, a card hidden from them", c.Replay().Position(), control.GameForTests(c).Player(seat).Name, leak)
		}
	}
	for pos := 0; ; pos++ {
		hs.tick(1)
		sight.Look(control.GameForTests(c))
		check()
		if pos == c.Replay().Length() {
			break
		}
		c.Replay().Advance()
		for i := 0; c.Replay().Position() == pos || hs.s.Busy(); i++ {
			if i > 3000 {
				t.Fatalf("action %d was not replayed", pos+1)
			}
			hs.tick(1)
			if i%4 == 0 {
				sight.Look(control.GameForTests(c))
				check() // the cards on their way
			}
		}
	}
	if screen != nil && len(hs.s.side.log) == 0 {
		t.Fatal("the log panel was never wrapped: its lines were not checked")
	}
	t.Logf("%s watched for %d actions, %d log lines", control.GameForTests(c).Player(seat).Name, c.Replay().Length(), len(hs.s.Log()))
}

// TestViewerAsSeatHidesTheOtherHands lays out a replay mid-game from
// Brook's side: Brook's hand face up at the bottom, Ada's as backs; the
// same position for every card shows both.
func TestViewerAsSeatHidesTheOtherHands(t *testing.T) {
	rec := finishedGame(t, 13)
	at := len(rec.Actions) / 2
	for _, seat := range []rules.Seat{1, gamelog.Everyone} {
		hs := newSeatViewer(t, rec, at, seat, 1)
		v := hs.view()
		for _, p := range v.Players {
			up := hs.handFaceUp(p.Seat)
			shown := seat == gamelog.Everyone || p.Seat == seat
			if p.HandCount == 0 || shown && up != p.HandCount || !shown && up != 0 {
				t.Errorf("seen as %d: %d of %s's %d hand cards are face up", seat, up, p.Name, p.HandCount)
			}
		}
		if seat != gamelog.Everyone && hs.s.lay.Viewer != seat {
			t.Errorf("the table is laid out for seat %d, not Brook's", hs.s.lay.Viewer)
		}
	}
	if _, err := control.NewReplayAs(rec, at, 2); err == nil {
		t.Error("a replay from a seat the game does not have")
	}
}

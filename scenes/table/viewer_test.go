package table

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// finishedGame is a two-seat game played by computers to its end.
func finishedGame(t testing.TB, seed uint64) *record.Record {
	t.Helper()
	rec := tabletest.Record(t, seed, 1, record.Human, record.Human)
	if g := tabletest.PlayForward(t, rec, false, func(*rules.Game) bool { return false }); !g.Over() {
		t.Fatal("the game did not end")
	}
	return rec
}

// newViewerHarness shows a replay of rec at position at in a viewer.
func newViewerHarness(t testing.TB, rec *record.Record, at int, svc *scenes.Services, w, h int) *harness {
	t.Helper()
	c, err := control.NewReplay(rec, at)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewViewer(svc, c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	hs := &harness{t: t, s: s, sounds: &soundLog{}}
	s.svc.Sound = hs.sounds
	hs.ctx = &scenes.Context{In: &hs.in, Width: w, Height: h, Svc: svc}
	hs.tick(1)
	return hs
}

func TestNewViewerNeedsAReplay(t *testing.T) {
	rec := tabletest.Record(t, 3, 0, record.Human, "medium")
	c, err := control.New(rec, control.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := NewViewer(services(t, false, 1), c); err == nil {
		t.Error("a viewer of a game being played")
	}
	if _, err := NewViewer(services(t, false, 1), nil); err == nil {
		t.Error("a viewer of nothing")
	}
	r, err := control.NewReplay(rec, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := NewViewer(nil, r); err == nil {
		t.Error("a viewer without services")
	}
}

// TestViewerOnlyLooks works the pointer and keys over a viewer of the end
// of a game: piles open and cards show large, but the game, the stops and
// the screen stay as they are, and it never leaves for the end screen.
func TestViewerOnlyLooks(t *testing.T) {
	rec := finishedGame(t, 13)
	svc := services(t, false, 1)
	nav := &navSpy{}
	svc.Nav = nav
	stops := svc.Settings.Stops
	hs := newViewerHarness(t, rec, len(rec.Actions), svc, 1280, 720)
	ctrl := hs.ctrl()
	hash := control.GameForTests(ctrl).Hash()
	hs.tick(200)
	if nav.end != 0 || nav.menu != 0 || hs.ctx.Next() != nil || hs.s.closed {
		t.Fatal("the viewer left")
	}
	l := &hs.s.lay
	hs.script.Click(l.Menu.Center()).Key(input.KeySpace).Key(input.KeyEnter)
	for _, st := range l.Steps {
		hs.script.Click(st.Mine.Center()).Click(st.Theirs.Center())
	}
	for _, b := range l.Buttons {
		hs.script.Click(b.Center())
	}
	hs.run(5)
	if nav.menu != 0 || hs.ctx.Next() != nil || control.GameForTests(ctrl).Hash() != hash || svc.Settings.Stops != stops {
		t.Fatal("a viewer acted on the game, the stops or the screen")
	}
	if hs.s.mo.toast != "" {
		t.Errorf("a viewer refused something: %q", hs.s.mo.toast)
	}
	// A graveyard opens and closes.
	v := hs.view()
	for _, p := range v.Players {
		if len(p.Graveyard) == 0 {
			continue
		}
		hs.script.Click(l.SeatOf(p.Seat).Graveyard.Center())
		hs.run(1)
		if !hs.s.Overlay() || hs.s.ptr.ui.browse != p.Seat {
			t.Fatalf("%s's graveyard did not open", p.Name)
		}
		hs.script.Key(input.KeyEscape)
		hs.run(1)
		if hs.s.Overlay() {
			t.Fatal("Escape did not close the graveyard")
		}
		break
	}
	// A card clicked shows large.
	if len(v.Battlefield) == 0 {
		t.Fatal("an empty final table")
	}
	at := hs.cardAt(v.Battlefield[0].ID)
	hs.script.Click(at)
	hs.run(1)
	if hs.s.ptr.ui.zoom == rules.NoObj || hs.s.ptr.ui.zoom != hs.s.ptr.cardAt(at) {
		t.Fatal("a click on a card did not show it large")
	}
	hs.script.Key(input.KeyEscape)
	hs.run(1)
	if hs.s.Overlay() {
		t.Fatal("Escape did not close the zoom")
	}
}

// handFaceUp counts the cards of seat's hand laid out face up.
func (hs *harness) handFaceUp(seat rules.Seat) int {
	n := 0
	for i := range hs.s.lay.Cards {
		c := &hs.s.lay.Cards[i]
		if c.Zone == rules.ZoneHand && c.Seat == seat && c.FaceUp {
			n++
		}
	}
	return n
}

// TestViewerShowsEveryHand checks the layout of a replay in the middle of
// a game: the other seat's hand is laid out face up.
func TestViewerShowsEveryHand(t *testing.T) {
	rec := finishedGame(t, 13)
	hs := newViewerHarness(t, rec, len(rec.Actions)/2, services(t, false, 1), 1280, 720)
	v := hs.view()
	for _, p := range v.Players {
		if n := hs.handFaceUp(p.Seat); n != p.HandCount {
			t.Errorf("%s: %d of %d hand cards face up", p.Name, n, p.HandCount)
		}
	}
}

// TestViewerShow moves a viewer to other positions: the table is laid out
// at once from the new game, with nothing left moving, and the log is the
// new position's.
func TestViewerShow(t *testing.T) {
	rec := finishedGame(t, 13)
	svc := services(t, false, 1)
	hs := newViewerHarness(t, rec, 40, svc, 1280, 720)
	hs.tick(100)
	old := hs.ctrl()
	for _, at := range []int{10, len(rec.Actions), 0} {
		c, err := control.NewReplay(rec, at)
		if err != nil {
			t.Fatal(err)
		}
		hs.s.Show(c)
		hs.tick(1)
		if hs.ctrl() != c || hs.s.Busy() {
			t.Fatalf("at %d: busy %v after Show", at, hs.s.Busy())
		}
		for _, cv := range hs.view().Battlefield {
			if hs.s.lay.CardOf(cv.ID) == nil {
				t.Fatalf("at %d: permanent %d is not laid out", at, cv.ID)
			}
		}
		for i := range hs.s.lay.Cards {
			lc := &hs.s.lay.Cards[i]
			if sp := hs.s.mo.sprite(lc.Obj); sp.pos != lc.Center {
				t.Fatalf("at %d: card %d moves from %v to %v", at, lc.Obj, sp.pos, lc.Center)
			}
		}
		if len(hs.s.Log()) != len(c.Log()) {
			t.Fatalf("at %d: the log is not the new position's", at)
		}
	}
	if control.GameForTests(old) == nil || hs.s.closed {
		t.Fatal("the viewer closed")
	}
	// Speed.
	hs.s.SetAnimSpeed(4)
	if hs.s.AnimSpeed() != 4 || svc.Settings.AnimSpeed != 1 {
		t.Errorf("speed %v, the player's setting %v", hs.s.AnimSpeed(), svc.Settings.AnimSpeed)
	}
}

// TestDrawViewer draws a replay mid-game and its final table at two sizes
// (KT_TABLE_PNG writes them).
func TestDrawViewer(t *testing.T) {
	needGPU(t)
	rec := finishedGame(t, 13)
	for _, sz := range []struct{ w, h int }{{1280, 720}, {1920, 1080}} {
		for _, at := range []struct {
			name string
			n    int
		}{{"mid", len(rec.Actions) * 2 / 3}, {"end", len(rec.Actions)}} {
			hs := newViewerHarness(t, rec, at.n, services(t, true, 1), sz.w, sz.h)
			screen := ebiten.NewImage(sz.w, sz.h)
			hs.settle(screen, 60)
			checkNotBlank(t, screen)
			shot(t, screen, fmt.Sprintf("viewer-%s-%dx%d", at.name, sz.w, sz.h))
			screen.Deallocate()
		}
	}
}

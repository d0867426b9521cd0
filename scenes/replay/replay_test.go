package replay

import (
	"context"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/testdecks"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// finished plays a game of two ready-made decks between medium
// computers to its end and returns its record.
func finished(tb testing.TB, seed uint64) *record.Record {
	tb.Helper()
	decks := testdecks.Decks(tb)
	rec := &record.Record{Variant: "plain", Seed: seed, MaxTurns: 40, Seats: []record.Seat{
		{Name: "Ada", Controller: record.Human, DeckName: "test", Deck: decks[1]},
		{Name: "Brook", Controller: "medium", DeckName: "test", Deck: decks[2]},
	}}
	g, err := rec.Start()
	if err != nil {
		tb.Fatal(err)
	}
	players := [2]ai.Player{}
	for i := range players {
		if players[i], err = ai.New("medium", seed+uint64(i)); err != nil {
			tb.Fatal(err)
		}
	}
	for n := 0; !g.Over(); n++ {
		if n > 50000 {
			tb.Fatal("the game goes on for ever")
		}
		a, err := players[g.Pending().Seat].Choose(context.Background(), g.KnowledgeOf(g.Pending().Seat))
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			tb.Fatal(err)
		}
		rec.Add(a)
	}
	return rec
}

// screen stands in for the screen the replay goes back to.
type screen struct{}

func (screen) Update(*scenes.Context) error { return nil }
func (screen) Draw(*ebiten.Image)           {}

// fixture runs a replay from scripted input.
type fixture struct {
	t   *testing.T
	s   *Scene
	rec *record.Record
	ctx *scenes.Context
	sc  input.Script
}

// newFixture replays rec with animations at speed anim (0: none).
func newFixture(t *testing.T, rec *record.Record, anim float64) *fixture {
	t.Helper()
	set := store.DefaultSettings()
	set.AnimSpeed = anim
	svc := &scenes.Services{Settings: &set}
	s, err := New(svc, rec, screen{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Table().Close() })
	f := &fixture{t: t, s: s, rec: rec, ctx: &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}}
	f.tick(1)
	return f
}

// tick runs n updates, reading the script while it lasts.
func (f *fixture) tick(n int) {
	f.t.Helper()
	for range n {
		f.sc.Read(f.ctx.In)
		if err := f.s.Update(f.ctx); err != nil {
			f.t.Fatal(err)
		}
	}
}

// key presses k and lets the table take it in.
func (f *fixture) key(k input.Key) {
	f.t.Helper()
	f.sc.Key(k)
	f.tick(2)
}

// atPosition checks the replay shows the game after n actions: the same
// game, and the same log, as a replay built there.
func (f *fixture) atPosition(n int) {
	f.t.Helper()
	c := f.s.Table().Controller()
	if c.Replay().Position() != n {
		f.t.Fatalf("at %d, want %d", c.Replay().Position(), n)
	}
	fresh, err := control.NewReplay(f.rec, n)
	if err != nil {
		f.t.Fatal(err)
	}
	defer fresh.Close()
	if control.GameForTests(c).Hash() != control.GameForTests(fresh).Hash() {
		f.t.Fatalf("the game at %d is not the record's", n)
	}
	if strings.Join(f.s.Table().Log(), "\n") != strings.Join(fresh.Log(), "\n") {
		f.t.Fatalf("the log at %d does not follow the position", n)
	}
}

// TestReplayPlaysToTheEnd lets a replay play: it moves on by itself, a
// little at a time, to the end of the record, and stops there.
func TestReplayPlaysToTheEnd(t *testing.T) {
	rec := finished(t, 7)
	f := newFixture(t, rec, 1)
	if !f.s.Playing() || f.s.Position() != 0 || f.s.Speed() != 1 || f.s.Length() != len(rec.Actions) {
		t.Fatalf("start: playing %v at %d of %d, speed %v", f.s.Playing(), f.s.Position(), f.s.Length(), f.s.Speed())
	}
	f.tick(120)
	if p := f.s.Position(); p == 0 || p > 120 {
		t.Fatalf("after 2 seconds the replay is at %d", p)
	}
	for i := 0; i < 200000 && f.s.Playing(); i++ {
		f.tick(1)
	}
	if f.s.Playing() || f.s.Position() != len(rec.Actions) {
		t.Fatalf("the replay stopped at %d of %d", f.s.Position(), len(rec.Actions))
	}
	f.atPosition(len(rec.Actions))
	if now, last := f.s.Turn(); now != last || !strings.HasPrefix(f.s.positionText(), "The end") {
		t.Errorf("at the end: turn %d of %d, %q", now, last, f.s.positionText())
	}
	f.tick(30)
	if f.s.Position() != len(rec.Actions) || f.s.Playing() {
		t.Fatal("the replay went on after the end")
	}
	// Play at the end starts again from the beginning.
	f.key(input.KeySpace)
	if !f.s.Playing() || f.s.Position() > 1 {
		t.Fatalf("play at the end: playing %v at %d", f.s.Playing(), f.s.Position())
	}
}

// TestReplaySteps pauses and steps forward and back with the arrows and
// the buttons: each step is one action, and the log follows.
func TestReplaySteps(t *testing.T) {
	rec := finished(t, 7)
	f := newFixture(t, rec, 0)
	f.key(input.KeySpace)
	if f.s.Playing() {
		t.Fatal("Space did not pause")
	}
	at := f.s.Position()
	f.tick(60)
	if f.s.Position() != at {
		t.Fatal("a paused replay moved on")
	}
	for range 5 {
		f.key(input.KeyRight)
	}
	f.atPosition(at + 5)
	f.key(input.KeyLeft)
	f.key(input.KeyLeft)
	f.atPosition(at + 3)
	f.sc.Click(f.s.ui.transport[btnStepForward].Rect.Center())
	f.tick(4)
	f.atPosition(at + 4)
	f.sc.Click(f.s.ui.transport[btnStepBack].Rect.Center())
	f.tick(4)
	f.atPosition(at + 3)
	// Back at the start stays there.
	f.key(input.KeyHome)
	f.atPosition(0)
	f.key(input.KeyLeft)
	f.atPosition(0)
	// Forward from the end does nothing.
	f.key(input.KeyEnd)
	f.key(input.KeyRight)
	f.atPosition(len(rec.Actions))
	f.key(input.KeyLeft)
	f.atPosition(len(rec.Actions) - 1)
	if f.s.Playing() {
		t.Error("stepping set the replay playing")
	}
	// A step while playing pauses.
	f.key(input.KeyHome)
	f.key(input.KeySpace)
	f.key(input.KeyRight)
	if f.s.Playing() {
		t.Error("a step did not pause")
	}
}

// TestReplayTurns jumps from turn to turn with PageDown and PageUp and
// the buttons.
func TestReplayTurns(t *testing.T) {
	rec := finished(t, 7)
	f := newFixture(t, rec, 0)
	f.key(input.KeySpace)
	f.key(input.KeyHome)
	_, last := f.s.Turn()
	if last < 3 {
		t.Fatalf("a game of %d turns", last)
	}
	prev, _ := f.s.Turn()
	for i := 0; i < last+2; i++ {
		f.key(input.KeyPageDown)
		now, _ := f.s.Turn()
		pos := f.s.Position()
		switch {
		case pos == len(rec.Actions):
		case now != prev+1 && prev != 0:
			t.Fatalf("PageDown went from turn %d to %d", prev, now)
		case pos > 0 && f.s.turns[pos-1] == now:
			t.Fatalf("PageDown stopped inside turn %d", now)
		}
		prev = now
	}
	f.atPosition(len(rec.Actions))
	f.key(input.KeyPageUp)
	now, _ := f.s.Turn()
	start := f.s.Position()
	if now != last || f.s.turns[start-1] == now {
		t.Fatalf("PageUp at the end: turn %d at %d", now, start)
	}
	f.key(input.KeyPageUp)
	if t2, _ := f.s.Turn(); t2 != last-1 || f.s.turns[f.s.Position()-1] == t2 {
		t.Fatalf("PageUp at the start of turn %d: turn %d at %d", last, t2, f.s.Position())
	}
	f.sc.Click(f.s.ui.transport[btnNextTurn].Rect.Center())
	f.tick(3)
	f.atPosition(start)
	f.sc.Click(f.s.ui.transport[btnPrevTurn].Rect.Center())
	f.tick(3)
	if t3, _ := f.s.Turn(); t3 != last-1 {
		t.Errorf("the previous-turn button went to turn %d", t3)
	}
}

// TestReplaySpeed changes the speed with the keys and the buttons, and
// plays at 0.5× and 4×: four times faster plays more actions in the same
// time, and the table's animations follow the speed.
func TestReplaySpeed(t *testing.T) {
	rec := finished(t, 7)
	f := newFixture(t, rec, 1)
	f.key(input.KeyUp)
	f.key(input.KeyUp)
	f.key(input.KeyUp)
	if f.s.Speed() != 4 || f.s.Table().AnimSpeed() != 4 {
		t.Fatalf("speed %v, animations %v after Up three times", f.s.Speed(), f.s.Table().AnimSpeed())
	}
	for range 5 {
		f.key(input.KeyDown)
	}
	if f.s.Speed() != 0.5 || f.s.Table().AnimSpeed() != 0.5 {
		t.Fatalf("speed %v, animations %v after Down five times", f.s.Speed(), f.s.Table().AnimSpeed())
	}
	if f.ctx.Svc.Settings.AnimSpeed != 1 {
		t.Fatal("the replay's speed changed the player's setting")
	}
	played := func(i int) int {
		f.sc.Click(f.s.ui.speeds[i].Rect.Center())
		f.tick(3)
		if f.s.Speed() != Speeds[i] {
			t.Fatalf("speed button %d gave %v", i, f.s.Speed())
		}
		f.key(input.KeyHome)
		if !f.s.Playing() {
			f.key(input.KeySpace)
		}
		f.tick(600)
		return f.s.Position()
	}
	slow, fast := played(0), played(3)
	t.Logf("in 10 seconds: %d actions at 0.5×, %d at 4× (of %d)", slow, fast, len(rec.Actions))
	if slow == 0 || fast < 3*slow {
		t.Errorf("in 10 seconds: %d actions at 0.5×, %d at 4×", slow, fast)
	}
}

// TestReplayBackButton leaves by the Back button.
func TestReplayBackButton(t *testing.T) {
	f := newFixture(t, finished(t, 7), 0)
	f.sc.Click(f.s.ui.back.Rect.Center())
	f.tick(3)
	if _, ok := f.ctx.Next().(screen); !ok {
		t.Fatal("Back did not go back")
	}
}

// TestReplayRefusesABrokenRecord starts replays that cannot be.
func TestReplayRefusesABrokenRecord(t *testing.T) {
	rec := finished(t, 7)
	bad := *rec
	bad.Actions = append(append([]string(nil), rec.Actions[:10]...), "cast #9999")
	set := store.DefaultSettings()
	svc := &scenes.Services{Settings: &set}
	if _, err := New(svc, &bad, screen{}); err == nil {
		t.Error("a replay of a broken record")
	}
	if _, err := New(svc, nil, screen{}); err == nil {
		t.Error("a replay of no record")
	}
	if _, err := FinalBoard(svc, &bad); err == nil {
		t.Error("a final table of a broken record")
	}
	b, err := FinalBoard(svc, rec)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if c := b.Controller(); !c.Over() || c.Replay().Position() != len(rec.Actions) {
		t.Error("the final table is not the end of the game")
	}
}

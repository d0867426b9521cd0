package endgame

import (
	"errors"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// fakeBoard records what the end screen does with its board.
type fakeBoard struct {
	updates, draws int
	cursor         geom.Vec // the cursor of the last update
	overlay        bool
	closed         bool
}

func (b *fakeBoard) Update(ctx *scenes.Context) error {
	b.updates++
	b.cursor = ctx.In.Cursor
	return nil
}
func (b *fakeBoard) Draw(*ebiten.Image) { b.draws++ }
func (b *fakeBoard) Overlay() bool      { return b.overlay }
func (b *fakeBoard) Close()             { b.closed = true }

func (b *fakeBoard) Corners() (prompt, menu geom.Rect) {
	return geom.R(1040, 560, 230, 150), geom.R(1180, 8, 90, 30)
}

// named is a screen told apart by its name.
type named string

func (named) Update(*scenes.Context) error { return nil }
func (named) Draw(*ebiten.Image)           {}

// boardFixture is an end screen with a board and a replay.
type boardFixture struct {
	s      *Scene
	nav    *fakeNav
	board  *fakeBoard
	ctx    *scenes.Context
	back   scenes.Scene // what the replay was given to come back to
	replay error        // the replay's failure
}

func newBoardFixture(t *testing.T) *boardFixture {
	f := &boardFixture{nav: &fakeNav{}, board: &fakeBoard{}}
	svc := &scenes.Services{Nav: f.nav}
	f.s = New(svc, scenes.Result{Winners: []string{"Computer"}, Turns: 9, Lines: []string{"a"}}, seats("human", "medium"),
		WithBoard(f.board), WithReplay(func(back scenes.Scene) (scenes.Scene, error) {
			f.back = back
			return named("replay"), f.replay
		}))
	f.ctx = &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}
	run(t, f.s, f.ctx, new(input.Script).Move(geom.V(640, 300)).Idle(1))
	return f
}

// TestWatchAgain opens the replay by Space and by the button; the replay
// comes back to this screen; a replay that fails says so in one sentence.
func TestWatchAgain(t *testing.T) {
	f := newBoardFixture(t)
	run(t, f.s, f.ctx, new(input.Script).Key(input.KeySpace))
	if got := f.ctx.Next(); got != named("replay") || f.back != f.s {
		t.Fatalf("Space showed %v, back to %v", got, f.back)
	}
	if f.board.closed {
		t.Fatal("the board was let go before the replay came back")
	}
	f.back = nil
	run(t, f.s, f.ctx, new(input.Script).Click(f.s.watch.Rect.Center()))
	if got := f.ctx.Next(); got != named("replay") || f.back != f.s {
		t.Fatal("Watch again did not show the replay")
	}
	f.replay = errors.New("record: action 3: boom")
	run(t, f.s, f.ctx, new(input.Script).Key(input.KeySpace))
	if f.ctx.Next() != nil || f.s.Err() != "This game could not be replayed." {
		t.Fatalf("a failed replay: error %q", f.s.Err())
	}
	run(t, f.s, f.ctx, new(input.Script).Key(input.KeyEscape))
	if !f.nav.menu || !f.board.closed {
		t.Fatal("Main menu did not leave and let the board go")
	}
}

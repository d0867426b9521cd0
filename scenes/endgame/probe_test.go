//go:build kitchentableprobe

package endgame

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// TestBoardBehindTheResult checks the board moves on behind the result
// without the input, and the three buttons sit in a row apart.
func TestBoardBehindTheResult(t *testing.T) {
	f := newBoardFixture(t)
	if f.board.updates == 0 || f.board.cursor.X > -1000 {
		t.Fatalf("board updated %d times, last cursor %v", f.board.updates, f.board.cursor)
	}
	bs := []*geom.Rect{&f.s.menu.Rect, &f.s.watch.Rect, &f.s.rematch.Rect, &f.s.look.Rect}
	for i, a := range bs {
		if a.Empty() {
			t.Fatalf("button %d is not laid out", i)
		}
		for _, b := range bs[i+1:] {
			if !a.Intersect(*b).Empty() {
				t.Errorf("buttons overlap: %v and %v", *a, *b)
			}
		}
	}
	if p := f.s.Probe(); len(p.Buttons) != 4 {
		t.Errorf("probe buttons %+v", p.Buttons)
	}
}

// TestLookAtTheTable shows the board in full with Tab: it gets the
// input, Escape closes what it has open first, then brings the result
// back (not the menu).
func TestLookAtTheTable(t *testing.T) {
	f := newBoardFixture(t)
	run(t, f.s, f.ctx, new(input.Script).Key(input.KeyTab))
	if !f.s.Looking() {
		t.Fatal("Tab did not show the table")
	}
	run(t, f.s, f.ctx, new(input.Script).Move(geom.V(300, 200)))
	if f.board.cursor != geom.V(300, 200) {
		t.Fatalf("the board did not get the cursor: %v", f.board.cursor)
	}
	if p := f.s.Probe(); len(p.Buttons) != 1 || p.Buttons[0].Label != "Back" || f.s.look.Rect != geom.R(1180, 8, 90, 30) {
		t.Errorf("probe while looking %+v", p.Buttons)
	}
	f.board.overlay = true
	run(t, f.s, f.ctx, new(input.Script).Key(input.KeyEscape))
	if !f.s.Looking() || f.nav.menu {
		t.Fatal("Escape over an open card left the table")
	}
	f.board.overlay = false
	run(t, f.s, f.ctx, new(input.Script).Key(input.KeyEscape))
	if f.s.Looking() || f.nav.menu || f.ctx.Next() != nil {
		t.Fatal("Escape did not bring the result back")
	}
	run(t, f.s, f.ctx, new(input.Script).Click(f.s.look.Rect.Center()))
	if !f.s.Looking() {
		t.Fatal("the button did not show the table")
	}
	run(t, f.s, f.ctx, new(input.Script).Click(f.s.look.Rect.Center()))
	if f.s.Looking() {
		t.Fatal("the button did not bring the result back")
	}
}

// TestNoBoardNoExtras checks the screen without a board or a replay:
// two buttons, Space and Tab do nothing.
func TestNoBoardNoExtras(t *testing.T) {
	nav := &fakeNav{}
	svc := &scenes.Services{Nav: nav}
	s := New(svc, scenes.Result{Winners: []string{"Computer"}}, seats("human", "medium"))
	ctx := &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}
	run(t, s, ctx, new(input.Script).Key(input.KeySpace).Key(input.KeyTab))
	if ctx.Next() != nil || s.Looking() || !s.watch.Rect.Empty() || !s.look.Rect.Empty() {
		t.Fatal("Watch again or Look at the table without a replay or a board")
	}
	if p := s.Probe(); len(p.Buttons) != 2 {
		t.Errorf("probe buttons %+v", p.Buttons)
	}
}

// TestHostedElsewhereProbesOnlyMainMenu: the end of a game another
// computer hosts lays out no Rematch, so its probe offers Main menu only.
func TestHostedElsewhereProbesOnlyMainMenu(t *testing.T) {
	svc := &scenes.Services{Nav: &fakeNav{}}
	s := New(svc, scenes.Result{Winners: []string{"Ada"}}, seats("human", "remote"), HostedElsewhere())
	ctx := &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}
	run(t, s, ctx, new(input.Script).Idle(1))
	if p := s.Probe(); len(p.Buttons) != 1 || p.Buttons[0].Label != "Main menu" || p.Buttons[0].W == 0 {
		t.Errorf("probe buttons %+v, want only Main menu", p.Buttons)
	}
}

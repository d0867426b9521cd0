package fctable

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/geom"
)

// fewTurnsIn returns a game a few turns in at 1920×1080, drawing and
// waiting for the person, and a screen of its size (it needs the GPU).
func fewTurnsIn(tb testing.TB) (*fixture, *ebiten.Image) {
	tb.Helper()
	gputest.Need(tb)
	f := newTable(tb, 7, fcseat.Human, fcseat.ComputerEasy)
	f.ctx.Width, f.ctx.Height = 1920, 1080
	f.drawing(tb)
	for range 6 { // a few turns in, waiting for the person
		f.untilMine()
		f.person()
	}
	f.untilMine()
	screen := ebiten.NewImage(1920, 1080)
	tb.Cleanup(screen.Deallocate)
	return f, screen
}

// steadyTable returns a game a few turns in at 1920×1080, waiting for the
// person, drawn once, with the cursor resting on the first hand card
// (zoomed) when hover is set, else on the felt; and its screen.
func steadyTable(tb testing.TB, hover bool) (*fixture, *ebiten.Image) {
	tb.Helper()
	f, screen := fewTurnsIn(tb)
	at := f.s.b.felt.Center().Add(geom.V(f.s.b.px(300), 0))
	if hover {
		hand := f.g().Player(f.s.m.viewer()).Hand
		if len(hand) == 0 {
			tb.Skip("no hand card to hover")
		}
		at = f.handCard(hand[0])
	}
	f.in.Cursor = at
	for range 60 {
		_ = f.s.Update(f.ctx)
		f.s.Draw(screen)
	}
	if hover && f.s.ptr.zoomed() == fourcuatro.NoCard {
		tb.Fatal("the hovered hand card is not zoomed")
	}
	return f, screen
}

// TestSteadyFrameDoesNotAllocate checks that a frame of a table waiting
// for the person (Update and Draw, nothing moving) allocates nothing,
// with the cursor on the felt and on a zoomed hand card. Ebitengine's own
// draw-command queue is left out: the game loop recycles it every frame.
func TestSteadyFrameDoesNotAllocate(t *testing.T) {
	gputest.Need(t)
	for _, hover := range []bool{false, true} {
		name := map[bool]string{false: "idle", true: "hover"}[hover]
		t.Run(name, func(t *testing.T) {
			f, screen := steadyTable(t, hover)
			pix := make([]byte, 4*1920*1080)
			flush := func() { screen.ReadPixels(pix) }
			up := gputest.AllocsOutsideQueue(t, 20, "(*Scene).Update", func() { _ = f.s.Update(f.ctx) }, flush)
			draw := gputest.AllocsOutsideQueue(t, 20, "(*Scene).Draw", func() { f.s.Draw(screen) }, flush)
			if up != 0 || draw != 0 {
				t.Errorf("a steady frame allocates: Update %v, Draw %v", up, draw)
			}
		})
	}
}

package fctable

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/fcface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// drawing gives f's services a painter and fonts.
func (f *fixture) drawing(t testing.TB) {
	t.Helper()
	r, err := cardface.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	f.measuring(t)
	f.ctx.Svc.Painter = r.Painter()
	f.s.th.Painter = f.ctx.Svc.Painter
	f.s.faces = fcface.New(f.s.th)
}

func at(img *ebiten.Image, p geom.Vec) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(p.X), int(p.Y))).(color.RGBA)
}

// TestDrawTheTable draws a game in progress at two screen sizes, with a
// card chosen for casting and a discard pile open, and checks that the
// hand's cards, the sources and the curtain show where they should.
// With KT_FC_PNG set it writes the frames there.
func TestDrawTheTable(t *testing.T) {
	gputest.Need(t)
	for _, size := range [][2]int{{1280, 720}, {1920, 1080}} {
		f := newTable(t, 7, fcseat.Human, fcseat.ComputerEasy)
		f.ctx.Width, f.ctx.Height = size[0], size[1]
		f.drawing(t)
		for i := 0; i < 12; i++ {
			f.untilMine()
			f.person()
		}
		f.untilMine()
		screen := ebiten.NewImage(size[0], size[1])
		f.s.Draw(screen)
		name := "table-" + map[int]string{1280: "720p", 1920: "1080p"}[size[0]]
		gputest.Shot(t, screen, "KT_FC_PNG", name)
		hand := f.g().Player(f.s.m.viewer()).Hand
		if len(hand) > 0 {
			r := f.s.b.handRects(f.s.m.viewer(), len(hand))[0]
			l := fcface.LayoutOf(r.W())
			if f.s.ptr.hovered() == hand[0] {
				r = r.Translate(geom.V(0, -f.s.b.px(14)))
			}
			c := at(screen, r.Min.Add(geom.V(l.Text.Max.X-r.W()*0.03, l.Text.Max.Y-r.W()*0.03)))
			if c.R < 200 || c.G < 180 {
				t.Errorf("%dx%d: the first hand card's text box is %v, not parchment", size[0], size[1], c)
			}
		}
		felt := at(screen, f.s.b.felt.Center().Add(geom.V(f.s.b.px(300), 0)))
		if felt.G <= felt.R || felt.G <= felt.B {
			t.Errorf("%dx%d: the felt is %v, not green", size[0], size[1], felt)
		}
		if f.g().Pending().Kind == fourcuatro.DecideMain && len(hand) > 0 {
			f.drag(f.handCard(hand[0]), f.s.b.table.Center())
			screen.Clear()
			f.s.Draw(screen)
			gputest.Shot(t, screen, "KT_FC_PNG", name+"-cinder")
		}
		screen.Deallocate()
	}
}

// TestCurtainHidesTheHands draws a hot-seat table behind the curtain:
// where the hands are, only felt shows.
func TestCurtainHidesTheHands(t *testing.T) {
	gputest.Need(t)
	f := newTable(t, 5, fcseat.Human, fcseat.Human)
	f.drawing(t)
	f.untilMine()
	first := f.s.m.viewer()
	for f.g().Pending().Seat == first && !f.g().Over() {
		f.key(input.KeySpace)
	}
	if !f.s.m.curtain() {
		t.Fatal("no curtain")
	}
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	f.s.Draw(screen)
	gputest.Shot(t, screen, "KT_FC_PNG", "curtain")
	for _, seat := range []fourcuatro.Seat{0, 1} {
		n := len(f.g().Player(seat).Hand)
		for _, r := range f.s.b.handRects(seat, n) {
			c := at(screen, r.Center().Add(geom.V(r.W()*0.2, 0)))
			if c.G <= c.R || c.R > 120 {
				t.Errorf("a hand card of seat %d shows behind the curtain: %v", seat, c)
			}
		}
	}
}

// BenchmarkFrame measures one Update and Draw of a game in progress at
// 1920×1080, waiting for the person, in the benchmark thread's CPU time
// (the GPU's work aside, run between frames as the game loop does), and
// reports the median and the 99th percentile.
func BenchmarkFrame(b *testing.B) { benchmarkFrame(b, false) }

// BenchmarkFrameRedraw is BenchmarkFrame with the cached layers drawn
// again every frame, as when the game or the pointer changes what they
// show: the cost the cache saves on every other frame.
func BenchmarkFrameRedraw(b *testing.B) { benchmarkFrame(b, true) }

// benchmarkFrame is BenchmarkFrame, with the layers drawn again every
// frame when redraw is set.
func benchmarkFrame(b *testing.B, redraw bool) {
	f, screen := fewTurnsIn(b)
	f.s.Draw(screen)
	pix := make([]byte, 4*1920*1080)
	gputest.BenchFrames(b, func() {
		_ = f.s.Update(f.ctx)
		if redraw {
			f.s.canvas.layers.key = layerKey{ver: -1}
		}
		f.s.Draw(screen)
	}, func() { screen.ReadPixels(pix) })
}

// TestLayersKept checks that a table waiting for the person draws its
// layers once and then only copies them, and draws them again when the
// pointer comes to rest on another card.
func TestLayersKept(t *testing.T) {
	gputest.Need(t)
	f := newTable(t, 7, fcseat.Human, fcseat.ComputerEasy)
	f.drawing(t)
	f.untilMine()
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	frame := func() { _ = f.s.Update(f.ctx); f.s.Draw(screen) }
	frame()
	n := f.s.canvas.layers.redraws
	for range 30 {
		frame()
	}
	if got := f.s.canvas.layers.redraws - n; got != 0 {
		t.Fatalf("30 frames with nothing changing drew the layers %d times", got)
	}
	hand := f.g().Player(f.s.m.viewer()).Hand
	if len(hand) == 0 {
		t.Skip("no hand to point at")
	}
	f.in.Cursor = f.handCard(hand[0])
	frame()
	frame()
	if got := f.s.canvas.layers.redraws - n; got != 1 {
		t.Fatalf("pointing at a hand card drew the layers %d times, want 1", got)
	}
}

package replay

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/scenetest"
)

// TestDrawReplay draws a replay paused in the middle of the game, and
// playing at 2×, at two sizes: the controls lie over the table's prompt
// panel, the speed chosen in brass (KT_REPLAY_PNG names a folder to write
// the pictures to).
func TestDrawReplay(t *testing.T) {
	gputest.Need(t)
	svc := scenetest.DrawServices(t)
	rec := finished(t, 7)
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}} {
		d := newDrawn(t, svc, rec, sz[0], sz[1])
		s, img, sc, frames := d.s, d.img, &d.sc, d.frames
		frames(2)
		// Halfway, paused, the cursor resting on Step forward.
		sc.Click(s.ui.bar.At(0.55, 0.5)).Move(s.ui.transport[btnStepForward].Rect.Center())
		frames(50)
		name := fmt.Sprintf("replay-paused-%dx%d", sz[0], sz[1])
		if !s.ui.panel.Contains(s.ui.transport[btnPlay].Rect.Center()) || !s.ui.panel.Contains(s.ui.hint.Center()) {
			t.Fatalf("%s: the controls are outside their panel %v", name, s.ui.panel)
		}
		checkBrass(t, img, s.ui.speeds[normalSpeed].Rect, name)
		gputest.Shot(t, img, "KT_REPLAY_PNG", name)
		sc.Key(input.KeyUp).Key(input.KeySpace).Move(geom.V(4, 4))
		frames(90)
		if !s.Playing() || s.Speed() != 2 {
			t.Fatalf("%s: playing %v at %v×", name, s.Playing(), s.Speed())
		}
		checkBrass(t, img, s.ui.speeds[normalSpeed+1].Rect, name)
		gputest.Shot(t, img, "KT_REPLAY_PNG", fmt.Sprintf("replay-playing-%dx%d", sz[0], sz[1]))
		s.Table().Close()
		img.Deallocate()
	}
}

// drawn is a replay of rec drawn on a w×h image from scripted input.
type drawn struct {
	t   *testing.T
	s   *Scene
	ctx *scenes.Context
	img *ebiten.Image
	sc  input.Script
}

// newDrawn starts a replay of rec drawn on a w×h image.
func newDrawn(t *testing.T, svc *scenes.Services, rec *record.Record, w, h int) *drawn {
	t.Helper()
	s, err := New(svc, rec, screen{})
	if err != nil {
		t.Fatal(err)
	}
	return &drawn{t: t, s: s, ctx: &scenes.Context{In: &input.State{}, Width: w, Height: h, Svc: svc}, img: ebiten.NewImage(w, h)}
}

// frames runs n updates, each drawn, reading the script while it lasts.
func (d *drawn) frames(n int) {
	d.t.Helper()
	for range n {
		d.sc.Read(d.ctx.In)
		if err := d.s.Update(d.ctx); err != nil {
			d.t.Fatal(err)
		}
		d.img.Clear()
		d.s.Draw(d.img)
	}
}

// TestDrawReplayViews draws a hot-seat replay at two sizes: the chooser
// of whose side to show (no table), the game paused in the middle as
// Brook saw it, the Show list open, the question before every card, and
// every card; the Show chooser lies beside the Back button, its list on
// the screen (KT_REPLAY_PNG writes the pictures).
func TestDrawReplayViews(t *testing.T) {
	gputest.Need(t)
	svc := scenetest.DrawServices(t)
	rec := hotSeat(finished(t, 7))
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}} {
		d := newDrawn(t, svc, rec, sz[0], sz[1])
		s, img, sc, frames := d.s, d.img, &d.sc, d.frames
		name := func(what string) string { return fmt.Sprintf("replay-%s-%dx%d", what, sz[0], sz[1]) }
		sc.Move(geom.V(4, 4))
		frames(3)
		if !s.Choosing() {
			t.Fatal("the hot-seat replay did not ask whose side to show")
		}
		for i, b := range s.pick.buttons() {
			if !s.pick.box.Contains(b.Rect.Min) || !s.pick.box.Contains(b.Rect.Max) {
				t.Fatalf("%s: chooser button %d at %v is outside its panel %v", name("chooser"), i, b.Rect, s.pick.box)
			}
		}
		gputest.Shot(t, img, "KT_REPLAY_PNG", name("chooser"))
		sc.Type("2")
		frames(3)
		sc.Click(s.ui.bar.At(0.55, 0.5)).Move(geom.V(4, 4))
		frames(60)
		u := &s.ui
		if s.View() != 1 || s.Playing() || u.show.Rect.Empty() || !u.show.Rect.Intersect(u.back.Rect).Empty() || !u.show.Rect.Intersect(u.panel).Empty() {
			t.Fatalf("view %d, playing %v; Show at %v, Back at %v, panel %v", s.View(), s.Playing(), u.show.Rect, u.back.Rect, u.panel)
		}
		gputest.Shot(t, img, "KT_REPLAY_PNG", name("as-brook"))
		sc.Click(u.show.Rect.Center()).Move(u.rows[2].Center())
		frames(6)
		if !u.listOpen || u.list.Max.Y > float64(sz[1]) || u.list.Max.X > float64(sz[0]) || u.list.Min.X < 0 {
			t.Fatalf("the Show list (open %v) at %v", u.listOpen, u.list)
		}
		gputest.Shot(t, img, "KT_REPLAY_PNG", name("show-list"))
		sc.Click(u.rows[0].Center())
		frames(4)
		if s.Asking() == "" {
			t.Fatal("All cards did not ask")
		}
		gputest.Shot(t, img, "KT_REPLAY_PNG", name("ask-all"))
		sc.Click(s.ask.Buttons[1].Rect.Center()).Move(geom.V(4, 4))
		frames(40)
		if s.View() != AllCards {
			t.Fatalf("view %d after showing all cards", s.View())
		}
		gputest.Shot(t, img, "KT_REPLAY_PNG", name("all-cards"))
		s.Close()
		img.Deallocate()
	}
}

// checkBrass fails unless the middle of r's left edge area is brass: the
// chosen speed.
func checkBrass(t *testing.T, img *ebiten.Image, r geom.Rect, name string) {
	t.Helper()
	p := r.At(0.12, 0.5)
	c := color.NRGBAModel.Convert(img.At(int(p.X), int(p.Y))).(color.NRGBA)
	if c.R < 150 || c.R <= c.B+60 || c.G <= c.B {
		t.Errorf("%s: the chosen speed is drawn %v, not in brass", name, c)
	}
}

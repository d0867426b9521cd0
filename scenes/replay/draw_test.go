package replay

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/internal/gputest"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// TestDrawReplay draws a replay paused in the middle of the game, and
// playing at 2×, at two sizes: the controls lie over the table's prompt
// panel, the speed chosen in brass (KT_REPLAY_PNG names a folder to write
// the pictures to).
func TestDrawReplay(t *testing.T) {
	gputest.Need(t)
	r, err := cardface.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	set := store.DefaultSettings()
	svc := &scenes.Services{Settings: &set, Faces: cardface.NewCache(r, 0), Painter: r.Painter(), Fonts: fonts}
	rec := finished(t, 7)
	for _, sz := range [][2]int{{1280, 720}, {1920, 1080}} {
		s, err := New(svc, rec, screen{})
		if err != nil {
			t.Fatal(err)
		}
		ctx := &scenes.Context{In: &input.State{}, Width: sz[0], Height: sz[1], Svc: svc}
		img := ebiten.NewImage(sz[0], sz[1])
		var sc input.Script
		frames := func(n int) {
			for range n {
				sc.Read(ctx.In)
				if err := s.Update(ctx); err != nil {
					t.Fatal(err)
				}
				img.Clear()
				s.Draw(img)
			}
		}
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

package settings

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/internal/graphics"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

type blank struct{}

func (blank) Update(*scenes.Context) error { return nil }
func (blank) Draw(*ebiten.Image)           {}

type sounds struct{ played []string }

func (s *sounds) Play(name string) { s.played = append(s.played, name) }

// fixture is a settings screen over a store in a temporary directory.
type fixture struct {
	t   *testing.T
	s   *Scene
	st  *store.Store
	svc *scenes.Services
	ctx *scenes.Context
	in  input.State
	snd *sounds
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	t.Setenv("KITCHENTABLE_CONFIG_DIR", t.TempDir())
	st, err := store.Open()
	if err != nil {
		t.Fatal(err)
	}
	set := store.DefaultSettings()
	f := &fixture{t: t, st: st, snd: &sounds{}}
	f.svc = &scenes.Services{Store: st, Settings: &set, Sound: f.snd}
	f.s = New(f.svc, blank{})
	f.ctx = &scenes.Context{In: &f.in, Width: 1920, Height: 1080, Svc: f.svc}
	f.play(new(input.Script).Idle(1))
	return f
}

func (f *fixture) play(sc *input.Script) {
	f.t.Helper()
	for sc.Pending() > 0 {
		sc.Read(&f.in)
		if err := f.s.Update(f.ctx); err != nil {
			f.t.Fatal(err)
		}
	}
}

// saved returns the settings on disk.
func (f *fixture) saved() store.Settings {
	f.t.Helper()
	s, err := f.st.LoadSettings()
	if err != nil {
		f.t.Fatal(err)
	}
	return s
}

func right(r geom.Rect) geom.Vec { return geom.V(r.Max.X-r.H()/2, r.Center().Y) }

func TestChangesAreSaved(t *testing.T) {
	f := newFixture(t)
	// Animation: Normal → Fast.
	f.play(new(input.Script).Click(right(f.s.speed.Rect)))
	if got := f.saved().AnimSpeed; got != 2 {
		t.Fatalf("anim speed saved %v, want 2", got)
	}
	// Animation: Fast → Off (wraps).
	f.play(new(input.Script).Click(right(f.s.speed.Rect)))
	if got := f.saved().AnimSpeed; got != 0 {
		t.Fatalf("anim speed saved %v, want 0", got)
	}
	// Hover zoom: Normal → Long.
	f.play(new(input.Script).Click(right(f.s.zoom.Rect)))
	if got := f.saved().HoverZoomMillis; got != 800 {
		t.Fatalf("hover zoom saved %v, want 800", got)
	}
	f.play(new(input.Script).Click(f.s.pay.Rect.Center()))
	if f.saved().AutoPay {
		t.Fatal("auto-pay still on after a click")
	}
	f.play(new(input.Script).Click(f.s.full.Rect.Center()))
	if !f.saved().Fullscreen || !f.svc.Settings.Fullscreen {
		t.Fatal("full screen not saved")
	}
	if !f.svc.Settings.TeammatesShare {
		t.Fatal("teammates do not share the screen by default")
	}
	f.play(new(input.Script).Click(f.s.team.Rect.Center()))
	if f.saved().TeammatesShare {
		t.Fatal("teammates still share after a click")
	}
	if f.svc.Settings.FullControl {
		t.Fatal("full control is on by default")
	}
	f.play(new(input.Script).Click(f.s.hold.Rect.Center()))
	if !f.saved().FullControl || !f.svc.Settings.FullControl {
		t.Fatal("full control not saved")
	}
	// Volume: drag to the far left.
	v := f.s.vol.Rect
	f.play(new(input.Script).Drag(v.Center(), geom.V(v.Min.X-100, v.Center().Y), 3))
	if got := f.saved().Volume; got != 0 {
		t.Fatalf("volume saved %v, want 0", got)
	}
	if len(f.snd.played) != 1 || f.snd.played[0] != "click" {
		t.Fatalf("sounds played: %v, want one click", f.snd.played)
	}
	if msg, bad := f.s.Status(); msg != "Saved." || bad {
		t.Fatalf("status %q failed %v", msg, bad)
	}
}

func TestResetStops(t *testing.T) {
	f := newFixture(t)
	f.svc.Settings.Stops = store.Stops{}
	f.play(new(input.Script).Click(f.s.stops.Rect.Center()))
	if got := f.saved().Stops; got != store.DefaultStops() {
		t.Fatalf("stops saved %+v, want the defaults", got)
	}
}

func TestBack(t *testing.T) {
	f := newFixture(t)
	f.play(new(input.Script).Click(f.s.done.Rect.Center()))
	if _, ok := f.ctx.Next().(blank); !ok {
		t.Fatal("Back did not return to the scene it came from")
	}
	f.play(new(input.Script).Key(input.KeyEscape))
	if _, ok := f.ctx.Next().(blank); !ok {
		t.Fatal("Esc did not return to the scene it came from")
	}
}

func TestNearest(t *testing.T) {
	if speeds[nearest(speeds, 0.6)].label != "Slow" || zooms[nearest(zooms, 500)].label != "Normal" {
		t.Fatal("nearest")
	}
}

func TestGraphicsChoiceIsSavedAndReplacesWhatAFallbackRemembered(t *testing.T) {
	f := newFixture(t)
	if len(graphics.Choices()) == 1 {
		// This system has one library: the screen offers no choice, so
		// the row is tried as Windows would show it.
		if f.s.choosesGraphics() {
			t.Fatal("the graphics row is shown with nothing to choose")
		}
		f.s.libs = graphics.ChoicesFor("windows")
		f.s.gfx.Options = libraryLabels(f.s.libs)
	}
	f.svc.Settings.GraphicsWorked = f.s.libs[len(f.s.libs)-1]
	f.play(new(input.Script).Idle(1))
	f.play(new(input.Script).Click(right(f.s.gfx.Rect)))
	if set := f.svc.Settings; set.Graphics != f.s.libs[1] || set.GraphicsWorked != graphics.Auto {
		t.Fatalf("graphics %q, worked %q; want %q and automatic", set.Graphics, set.GraphicsWorked, f.s.libs[1])
	}
	want := f.s.libs[1]
	if !graphics.Valid(want) {
		want = graphics.Auto // the store keeps only this system's libraries
	}
	if got := f.saved(); got.Graphics != want || got.GraphicsWorked != graphics.Auto {
		t.Fatalf("saved graphics %q, worked %q; want %q and automatic", got.Graphics, got.GraphicsWorked, want)
	}
	if msg, bad := f.s.Status(); bad || !strings.Contains(msg, f.s.libs[1].Label()) || !strings.Contains(msg, "next start") {
		t.Fatalf("status %q (failed %v), want the library and when it applies", msg, bad)
	}
	if r := f.s.gfx.Rect; r.Max.Y > f.s.r(150, 130, 980, 470).Max.Y || r.Min.Y < f.s.stops.Rect.Max.Y {
		t.Fatalf("the graphics row %v is not below the stops %v inside the panel", r, f.s.stops.Rect)
	}
}

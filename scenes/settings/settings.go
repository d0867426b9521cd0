// Package settings is the settings screen: animation speed, sound volume,
// hover zoom, auto-pay, full screen, whether hot-seat teammates share the
// screen, full control (holding priority after one's own spells), the
// table's stops and, where the system offers more than one, the graphics
// library. Every change is saved at once.
package settings

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/internal/graphics"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// choice is one option of a cycler and the value it sets.
type choice struct {
	label string
	value float64
}

// The cyclers' options.
var (
	speeds = []choice{{"Off", 0}, {"Slow", 0.5}, {"Normal", 1}, {"Fast", 2}}
	zooms  = []choice{{"Off", 0}, {"Short", 250}, {"Normal", 450}, {"Long", 800}}
)

func choiceLabels(cs []choice) []string {
	l := make([]string, len(cs))
	for i, c := range cs {
		l[i] = c.label
	}
	return l
}

// nearest returns the index of the option closest to v.
func nearest(cs []choice, v float64) int {
	best := 0
	for i, c := range cs {
		if math.Abs(c.value-v) < math.Abs(cs[best].value-v) {
			best = i
		}
	}
	return best
}

// Scene is the settings screen.
type Scene struct {
	svc   *scenes.Services
	th    *widget.Theme
	back  scenes.Scene
	speed widget.Cycler
	vol   widget.Slider
	zoom  widget.Cycler
	pay   widget.Toggle
	full  widget.Toggle
	team  widget.Toggle
	hold  widget.Toggle
	stops widget.Button
	// gfx chooses the graphics library among libs; shown only when the
	// system offers a choice (libs has more than Automatic).
	gfx  widget.Cycler
	libs []graphics.Library
	done widget.Button
	// status is the outcome of the last save: "" before any change.
	status string
	failed bool
	ox, oy float64
	scale  float64
}

// New returns the settings screen showing svc.Settings; Back returns to
// back.
func New(svc *scenes.Services, back scenes.Scene) *Scene {
	st := svc.Settings
	s := &Scene{
		svc:   svc,
		th:    widget.NewTheme(svc.Painter, svc.Fonts),
		back:  back,
		speed: widget.Cycler{Options: choiceLabels(speeds), Index: nearest(speeds, st.AnimSpeed)},
		vol:   widget.Slider{Value: st.Volume},
		zoom:  widget.Cycler{Options: choiceLabels(zooms), Index: nearest(zooms, float64(st.HoverZoomMillis))},
		pay:   widget.Toggle{On: st.AutoPay},
		full:  widget.Toggle{On: st.Fullscreen},
		team:  widget.Toggle{On: st.TeammatesShare},
		hold:  widget.Toggle{On: st.FullControl},
		stops: widget.Button{Label: "Reset stops"},
		done:  widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet},
		scale: 1,
		libs:  graphics.Choices(),
	}
	s.gfx = widget.Cycler{Options: libraryLabels(s.libs), Index: max(0, slices.Index(s.libs, st.Graphics))}
	return s
}

// libraryLabels are the cycler's labels for libs.
func libraryLabels(libs []graphics.Library) []string {
	l := make([]string, len(libs))
	for i, lib := range libs {
		l[i] = lib.Label()
	}
	return l
}

// choosesGraphics reports whether the screen has the graphics row.
func (s *Scene) choosesGraphics() bool { return len(s.libs) > 1 }

// Status returns the message about the last save, and whether it failed.
func (s *Scene) Status() (string, bool) { return s.status, s.failed }

// rows are the settings' rows in the 1280×720 design: label, hint and the
// control's rectangle.
func (s *Scene) layout(w, h int, scale float64) {
	s.scale, s.th.Scale = scale, scale
	s.ox = (float64(w) - 1280*scale) / 2
	s.oy = (float64(h) - 720*scale) / 2
	x, cw := 700.0, 380.0
	s.speed.Rect = s.r(x, s.rowY(0)-21, cw, 42)
	s.vol.Rect = s.r(x, s.rowY(1)-18, cw, 36)
	s.zoom.Rect = s.r(x, s.rowY(2)-21, cw, 42)
	s.pay.Rect = s.r(x, s.rowY(3)-17, cw, 34)
	s.full.Rect = s.r(x, s.rowY(4)-17, cw, 34)
	s.team.Rect = s.r(x, s.rowY(5)-17, cw, 34)
	s.hold.Rect = s.r(x, s.rowY(6)-17, cw, 34)
	s.stops.Rect = s.r(x+cw-200, s.rowY(7)-21, 200, 42)
	s.gfx.Rect = s.r(x, s.rowY(8)-21, cw, 42)
	s.done.Rect = s.r(70, 640, 180, 48)
}

// rowY is the middle of row i in the design.
func (s *Scene) rowY(i int) float64 {
	if s.choosesGraphics() {
		return 168 + float64(i)*50
	}
	return 176 + float64(i)*56
}

func (s *Scene) r(x, y, w, h float64) geom.Rect {
	k := s.scale
	return geom.R(s.ox+x*k, s.oy+y*k, w*k, h*k)
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	in := ctx.In
	st := s.svc.Settings
	cyclers := []*widget.Cycler{&s.speed, &s.zoom}
	if s.choosesGraphics() {
		cyclers = append(cyclers, &s.gfx)
	}
	for _, c := range cyclers {
		if c.Open {
			s.cycle(c, in)
			return nil
		}
	}
	for _, c := range cyclers {
		s.cycle(c, in)
	}
	if moved, done := s.vol.Update(in); moved || done {
		st.Volume = math.Round(s.vol.Value*100) / 100
		if done {
			s.save()
			if s.svc.Sound != nil {
				s.svc.Sound.Play("click")
			}
		}
	}
	if s.pay.Update(in) {
		st.AutoPay = s.pay.On
		s.save()
	}
	if s.full.Update(in) {
		st.Fullscreen = s.full.On
		s.save()
	}
	if s.team.Update(in) {
		st.TeammatesShare = s.team.On
		s.save()
	}
	if s.hold.Update(in) {
		st.FullControl = s.hold.On
		s.save()
	}
	// The app may flip full screen itself (F11): follow it.
	s.full.On = st.Fullscreen
	if s.stops.Update(in) {
		st.Stops = store.DefaultStops()
		s.save()
	}
	if s.done.Update(in) || in.KeyPressed(input.KeyEscape) {
		ctx.Switch(s.back)
	}
	return nil
}

// cycle updates cycler c and applies and saves a new choice.
func (s *Scene) cycle(c *widget.Cycler, in *input.State) {
	if !c.Update(in) {
		return
	}
	st := s.svc.Settings
	switch c {
	case &s.speed:
		st.AnimSpeed = speeds[c.Index].value
	case &s.zoom:
		st.HoverZoomMillis = int(zooms[c.Index].value)
	case &s.gfx:
		// A choice by hand replaces what a fallback remembered.
		st.Graphics, st.GraphicsWorked = s.libs[c.Index], graphics.Auto
		s.save()
		if !s.failed {
			s.status = "Saved. The game draws with " + s.libs[c.Index].Label() + " from its next start."
			if s.libs[c.Index] == graphics.Auto {
				s.status = "Saved. The game chooses its graphics itself from its next start."
			}
		}
		return
	}
	s.save()
}

// graphicsHint is the graphics row's hint: when a choice applies, and
// what the game draws with now.
func graphicsHint() string {
	var d ebiten.DebugInfo
	ebiten.ReadDebugInfo(&d)
	hint := "Used from the next start"
	switch d.GraphicsLibrary {
	case ebiten.GraphicsLibraryDirectX, ebiten.GraphicsLibraryOpenGL, ebiten.GraphicsLibraryMetal:
		hint += "; drawing with " + d.GraphicsLibrary.String() + " now"
	}
	return hint + "."
}

// save writes the settings and notes how it went.
func (s *Scene) save() {
	if err := s.svc.SaveSettings(); err != nil {
		s.status, s.failed = "Not saved: "+err.Error(), true
		return
	}
	s.status, s.failed = "Saved.", false
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	th := s.th
	th.Background(screen)
	at := func(x, y float64) geom.Vec { return geom.V(s.ox+x*s.scale, s.oy+y*s.scale) }
	th.ShadowText(screen, "Settings", at(70, 54), widget.Font{Size: 38, Bold: true}, widget.Start, widget.Cream)
	th.Panel(screen, s.r(150, 130, 980, 470))
	rows := []struct{ label, hint string }{
		{"Animation speed", "How fast cards move at the table."},
		{"Sound volume", "Sound effects; 0% is silent."},
		{"Hover zoom", "How long the cursor rests on a card before it is enlarged."},
		{"Auto-pay", "Pay mana costs for you as soon as a spell needs paying."},
		{"Full screen", "Also F11, anywhere."},
		{"Teammates share", "Hot-seat teammates who share turns see each other's hands."},
		{"Full control", "Stop after you cast a spell, so you can answer it yourself."},
		{"Stops", "Where the table waits for you; the usual ones are your main phases."},
	}
	if s.choosesGraphics() {
		rows = append(rows, struct{ label, hint string }{"Graphics", graphicsHint()})
	}
	for i, r := range rows {
		y := s.rowY(i)
		th.Text(screen, r.label, at(200, y-10), widget.Font{Size: widget.Body + 1, Bold: true}, widget.Start, widget.Cream)
		th.Text(screen, th.Fit(r.hint, widget.Font{Size: widget.Small}, 480*s.scale), at(200, y+14), widget.Font{Size: widget.Small}, widget.Start, widget.Muted)
	}
	s.speed.Draw(screen, th)
	s.vol.Draw(screen, th)
	s.zoom.Draw(screen, th)
	s.pay.Draw(screen, th)
	s.full.Draw(screen, th)
	s.team.Draw(screen, th)
	s.hold.Draw(screen, th)
	s.stops.Draw(screen, th)
	if s.choosesGraphics() {
		s.gfx.Draw(screen, th)
	}
	s.done.Draw(screen, th)
	if s.status != "" {
		f := widget.Font{Size: widget.Small}
		w := min(th.Measure(s.status, f)/s.scale+28, 900)
		th.Notice(screen, s.status, s.r(270, 640, w, 48), s.failed)
	}
	s.speed.DrawList(screen, th)
	s.zoom.DrawList(screen, th)
	if s.choosesGraphics() {
		s.gfx.DrawList(screen, th)
	}
}

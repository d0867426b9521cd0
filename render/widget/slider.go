package widget

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
)

// Slider picks a value from 0 to 1 by clicking or dragging along a track;
// Left and Right step it by a tenth while the cursor is over it. It shows
// the value as a percentage at its right.
type Slider struct {
	Value float64
	Rect  geom.Rect
	// Dragging says the knob is held.
	Dragging bool
}

// track returns the track's rectangle: Rect minus room for the percentage.
func (s *Slider) track() geom.Rect {
	r := s.Rect
	return geom.R(r.Min.X+r.H()/2, r.Min.Y, r.W()-r.H()*2.6, r.H())
}

// Update follows the frame's input. It reports whether the value changed
// and whether a change was finished (the knob released, or a key step):
// save on done, not on every move.
func (s *Slider) Update(in *input.State) (changed, done bool) {
	old := s.Value
	t := s.track()
	if in.Pressed[input.Left] && s.Rect.Contains(in.Cursor) {
		s.Dragging = true
	}
	if s.Dragging {
		s.Value = clamp01((in.Cursor.X - t.Min.X) / t.W())
		if in.Released[input.Left] || !in.Down[input.Left] {
			s.Dragging = false
			done = true
		}
	} else if s.Rect.Contains(in.Cursor) {
		if in.KeyPressed(input.KeyLeft) {
			s.Value, done = clamp01(math.Round(s.Value*10-1)/10), true
		}
		if in.KeyPressed(input.KeyRight) {
			s.Value, done = clamp01(math.Round(s.Value*10+1)/10), true
		}
	}
	return s.Value != old, done
}

func clamp01(v float64) float64 { return min(1, max(0, v)) }

// Draw draws the track, the filled part, the knob and the percentage.
func (s *Slider) Draw(dst *ebiten.Image, th *Theme) {
	if s.Rect.Empty() {
		return
	}
	t := s.track()
	cy := t.Center().Y
	h := th.Px(8)
	bar := geom.R(t.Min.X, cy-h/2, t.W(), h)
	th.Painter.Panel(dst, bar, h/2, paint.Fill{Stops: []color.NRGBA{paint.Darken(WoodDark, 0.3)}, Border: th.Px(1), BorderColor: paint.Alpha(Brass, 0.5)})
	x := t.Min.X + t.W()*s.Value
	if s.Value > 0 {
		th.Painter.Panel(dst, geom.R(t.Min.X, cy-h/2, x-t.Min.X, h), h/2, paint.Fill{Stops: []color.NRGBA{Focus, Brass}, Gradient: paint.Vertical})
	}
	k := t.H() * 0.36
	if s.Dragging {
		k *= 1.1
	}
	th.Painter.Circle(dst, geom.V(x, cy+th.Px(2)), k, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.35)))
	th.Painter.Circle(dst, geom.V(x, cy), k, paint.Fill{Stops: []color.NRGBA{Cream, Parchment, paint.Darken(Parchment, 0.2)}, Gradient: paint.Radial, Center: geom.V(0.4, 0.35), Border: th.Px(1.5), BorderColor: paint.Darken(Brass, 0.4)})
	f := Font{Size: Body, Bold: true}
	th.Text(dst, fmt.Sprintf("%d%%", int(math.Round(s.Value*100))), geom.V(s.Rect.Max.X, cy), f, End, Cream)
}

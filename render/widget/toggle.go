package widget

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
)

// Toggle is an on/off switch: a click anywhere on its Rect flips it. Its
// label is drawn by the scene; the switch sits at the right of Rect with
// "On" or "Off" beside it.
type Toggle struct {
	On   bool
	Rect geom.Rect

	p press
}

// Update follows the frame's input and reports whether the toggle flipped.
func (t *Toggle) Update(in *input.State) bool {
	if t.p.update(in, t.Rect) {
		t.On = !t.On
		return true
	}
	return false
}

// Draw draws the switch.
func (t *Toggle) Draw(dst *ebiten.Image, th *Theme) {
	if t.Rect.Empty() {
		return
	}
	h := t.Rect.H() * 0.8
	w := h * 1.9
	sw := geom.R(t.Rect.Max.X-w, t.Rect.Center().Y-h/2, w, h)
	track := paint.Darken(WoodDark, 0.3)
	if t.On {
		track = paint.Hex(0x4f9a5e)
	}
	if t.p.hover {
		track = paint.Lighten(track, 0.12)
	}
	th.Painter.Panel(dst, sw, h/2, paint.Fill{Stops: []color.NRGBA{paint.Darken(track, 0.15), track}, Gradient: paint.Vertical, Border: th.Px(1.5), BorderColor: paint.Alpha(Brass, 0.7)})
	k := h/2 - th.Px(3)
	x := sw.Min.X + h/2
	if t.On {
		x = sw.Max.X - h/2
	}
	th.Painter.Circle(dst, geom.V(x, sw.Center().Y), k, paint.Fill{Stops: []color.NRGBA{Cream, Parchment, paint.Darken(Parchment, 0.2)}, Gradient: paint.Radial, Center: geom.V(0.4, 0.35)})
	label := "Off"
	if t.On {
		label = "On"
	}
	f := Font{Size: Body, Bold: true}
	th.Text(dst, label, geom.V(sw.Min.X-th.Px(12), sw.Center().Y), f, End, Cream)
}

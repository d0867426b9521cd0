package replay

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// drawShow draws the Show chooser's button (the view shown and a caret)
// and, when open, its list of views, the one shown marked with a dot and the one
// in focus lit.
func (s *sides) drawShow(dst *ebiten.Image) {
	th, u, k := s.th, &s.ui, s.ui.scale
	p := th.Painter
	b := &u.show
	if b.Rect.Empty() {
		return
	}
	top, low := buttonTop, buttonLow
	if b.Hovered() || u.listOpen {
		top = paint.Lighten(top, 0.15)
	}
	p.Panel(dst, b.Rect, 6*k, paint.Fill{Stops: []color.NRGBA{top, low}, Border: 1.2 * k, BorderColor: buttonEdge, Bevel: 1 * k})
	f := widget.Font{Size: 12.5, Bold: true}
	c := b.Rect.Center()
	caret := geom.V(b.Rect.Max.X-11*k, c.Y)
	th.Text(dst, th.Fit(b.Label, f, b.Rect.W()-30*k), geom.V(b.Rect.Min.X+9*k, c.Y), f, widget.Start, inkLight)
	p.Polygon(dst, []geom.Vec{caret.Add(geom.V(-4*k, -2*k)), caret.Add(geom.V(4*k, -2*k)), caret.Add(geom.V(0, 3*k))}, inkDim)
	if !u.listOpen {
		return
	}
	p.Panel(dst, u.list.Translate(geom.V(0, 3*k)), 8*k, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.45})
	p.Panel(dst, u.list, 8*k, paint.Fill{Stops: []color.NRGBA{panelTop, panelBottom}, Border: 1.5 * k, BorderColor: panelEdge})
	for i, v := range s.views() {
		if i >= len(u.rows) {
			break
		}
		r := u.rows[i]
		ink := inkLight
		if i == u.listAt {
			p.Panel(dst, r, 5*k, paint.Fill{Stops: []color.NRGBA{brassTop, brassLow}})
			ink = inkDark
		}
		if v == s.view {
			p.Circle(dst, geom.V(r.Min.X+11*k, r.Center().Y), 3*k, paint.Flat(ink))
		}
		th.Text(dst, th.Fit(s.viewLabel(v), f, r.W()-30*k), geom.V(r.Min.X+22*k, r.Center().Y), f, widget.Start, ink)
	}
}

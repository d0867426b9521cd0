package replay

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The controls' colours: the table's prompt panel and its buttons.
var (
	panelTop    = paint.Hex(0x2d2419)
	panelBottom = paint.Hex(0x1d1711)
	panelEdge   = paint.Hex(0xc99a2e)
	buttonTop   = paint.Hex(0x5a4a36)
	buttonLow   = paint.Hex(0x3b3024)
	buttonEdge  = paint.Hex(0x8a7350)
	brassTop    = paint.Hex(0xe9b949)
	brassLow    = paint.Hex(0xb07f1f)
	brassEdge   = paint.Hex(0xffe29a)
	inkLight    = paint.Hex(0xf3ead8)
	inkDim      = paint.Hex(0xb9b19f)
	inkDark     = paint.Hex(0x1d1a16)
)

// positionText says where the replay is: "Turn 7 of 14 · 312 / 840".
func (s *Scene) positionText() string {
	now, last := s.Turn()
	turn := fmt.Sprintf("Turn %d of %d", now, last)
	switch {
	case s.Position() >= s.Length():
		turn = fmt.Sprintf("The end · turn %d", last)
	case now == 0:
		turn = "The deal"
	}
	return turn
}

// Draw implements scenes.Scene: the chooser of whose side to show
// before the first position (no table); else the table, the controls
// over its prompt panel, the Show chooser and its open list; then the
// question asked, if any.
func (s *Scene) Draw(screen *ebiten.Image) {
	if s.th == nil {
		if s.tbl != nil {
			s.tbl.Draw(screen)
		}
		return
	}
	if s.tbl == nil {
		s.pick.draw(screen, s.th, s.err)
	} else {
		s.tbl.Draw(screen)
		if !s.ui.panel.Empty() {
			s.th.Scale = s.ui.scale
			s.drawControls(screen)
			s.sides.drawShow(screen)
		}
	}
	if s.ask != nil {
		s.th.Scale = s.design.Scale
		s.ask.Draw(screen, s.th)
	}
}

// drawControls draws the panel, the position, the progress bar, the
// buttons and the hint line.
func (s *Scene) drawControls(dst *ebiten.Image) {
	th, u, k := s.th, &s.ui, s.ui.scale
	p := th.Painter
	p.Panel(dst, u.panel, 10*k, paint.Fill{Stops: []color.NRGBA{panelTop, panelBottom}, Border: 2 * k, BorderColor: panelEdge, Bevel: 1.5 * k})
	bold := widget.Font{Size: 13, Bold: true}
	small := widget.Font{Size: 11.5}
	cy := u.label.Center().Y
	th.Text(dst, s.positionText(), geom.V(u.label.Min.X, cy), bold, widget.Start, inkLight)
	th.Text(dst, fmt.Sprintf("%d / %d", s.Position(), s.Length()), geom.V(u.label.Max.X, cy), small, widget.End, inkDim)
	s.drawBar(dst)
	for i := range u.transport {
		s.drawTransport(dst, i)
	}
	for i := range u.speeds {
		b := &u.speeds[i]
		top, low, edge, ink := buttonTop, buttonLow, buttonEdge, inkLight
		if i == s.speed {
			top, low, edge, ink = brassTop, brassLow, brassEdge, inkDark
		} else if b.Hovered() {
			top = paint.Lighten(top, 0.15)
		}
		p.Panel(dst, b.Rect, 6*k, paint.Fill{Stops: []color.NRGBA{top, low}, Border: 1.2 * k, BorderColor: edge, Bevel: 1 * k})
		th.Text(dst, b.Label, b.Rect.Center(), widget.Font{Size: 12.5, Bold: true}, widget.Center, ink)
	}
	th.Text(dst, th.Fit(s.hintText(), widget.Font{Size: 11, Italic: true}, u.hint.W()), geom.V(u.hint.Center().X, u.hint.Center().Y),
		widget.Font{Size: 11, Italic: true}, widget.Center, inkDim)
	u.back.FontSize = 13
	u.back.Draw(dst, th)
	if s.err != "" {
		r := geom.R(u.panel.Min.X, u.panel.Min.Y-34*k, u.panel.W(), 30*k)
		th.Notice(dst, s.err, r, true)
	}
}

// drawBar draws the progress bar: the track, the part played, a notch
// where each turn begins (when they are few enough to tell apart) and
// the knob.
func (s *Scene) drawBar(dst *ebiten.Image) {
	u, k, p := &s.ui, s.ui.scale, s.th.Painter
	b := u.bar
	p.Panel(dst, b, b.H()/2, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 140}}, Border: 1 * k, BorderColor: paint.Alpha(buttonEdge, 0.8)})
	x := b.Min.X + b.W()*s.progress()
	if x > b.Min.X+1 {
		p.Panel(dst, geom.R(b.Min.X, b.Min.Y, x-b.Min.X, b.H()), b.H()/2, paint.Fill{Stops: []color.NRGBA{brassEdge, brassLow}, Gradient: paint.Vertical})
	}
	_, last := s.Turn()
	if n := s.Length(); n > 0 && last > 1 && b.W()/float64(last) >= 4*k {
		for t := 2; t <= last; t++ {
			tx := b.Min.X + b.W()*float64(s.turns.start(t))/float64(n)
			p.Panel(dst, geom.R(tx-0.5*k, b.Min.Y+1*k, 1*k, b.H()-2*k), 0, paint.Flat(color.NRGBA{0, 0, 0, 110}))
		}
	}
	r := 6.5 * k
	if u.seeking || u.barHit.Contains(u.cursor) {
		r = 7.5 * k
	}
	p.Circle(dst, geom.V(x, b.Center().Y), r, paint.Fill{Stops: []color.NRGBA{inkLight, paint.Darken(inkLight, 0.2)}, Gradient: paint.Radial,
		Center: geom.V(0.4, 0.35), Border: 1.2 * k, BorderColor: paint.Darken(brassLow, 0.3)})
}

// drawTransport draws transport button i with its icon.
func (s *Scene) drawTransport(dst *ebiten.Image, i int) {
	u, k, p := &s.ui, s.ui.scale, s.th.Painter
	b := &u.transport[i]
	top, low, edge, ink := buttonTop, buttonLow, buttonEdge, inkLight
	if i == btnPlay {
		top, low, edge, ink = brassTop, brassLow, brassEdge, inkDark
	}
	if b.Hovered() {
		top = paint.Lighten(top, 0.15)
	}
	p.Panel(dst, b.Rect, 7*k, paint.Fill{Stops: []color.NRGBA{top, low}, Border: 1.2 * k, BorderColor: edge, Bevel: 1.5 * k})
	c := b.Rect.Center()
	h := 6.5 * k // half the icon's height
	tri := func(at geom.Vec, right bool) {
		d := 1.0
		if !right {
			d = -1
		}
		p.Polygon(dst, []geom.Vec{at.Add(geom.V(d*h*0.9, 0)), at.Add(geom.V(-d*h*0.7, -h)), at.Add(geom.V(-d*h*0.7, h))}, ink)
	}
	bar := func(x float64) {
		p.Panel(dst, geom.R(x-1.2*k, c.Y-h, 2.4*k, 2*h), 0, paint.Flat(ink))
	}
	switch i {
	case btnPlay:
		if s.playing {
			bar(c.X - 3*k)
			bar(c.X + 3*k)
		} else {
			tri(c.Add(geom.V(1*k, 0)), true)
		}
	case btnStepForward:
		tri(c.Add(geom.V(-2*k, 0)), true)
		bar(c.X + 6*k)
	case btnStepBack:
		tri(c.Add(geom.V(2*k, 0)), false)
		bar(c.X - 6*k)
	case btnNextTurn:
		tri(c.Add(geom.V(-4*k, 0)), true)
		tri(c.Add(geom.V(5*k, 0)), true)
	case btnPrevTurn:
		tri(c.Add(geom.V(4*k, 0)), false)
		tri(c.Add(geom.V(-5*k, 0)), false)
	}
}

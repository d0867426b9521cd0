package fcdeck

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/fcface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

// drawFace draws card d's face in r: a band with its cost (a spell) or
// "trap", its circles, its name and kind, and, when text is true, its rules
// text.
func (s *Scene) drawFace(dst *ebiten.Image, d *fourcuatro.Def, r geom.Rect, text bool) {
	th := s.th
	k := r.W() / th.Scale / cardW // the card's size against a grid card
	px := func(v float64) float64 { return th.Px(v * k) }
	band := fcface.SpellColor
	if d.Kind == fourcuatro.Trap {
		band = fcface.TrapColor
	}
	th.Painter.Panel(dst, r.Translate(geom.V(0, px(2))), px(6), paint.Fill{Stops: []color.NRGBA{{A: 255}}, Alpha: 0.35})
	th.Painter.Panel(dst, r, px(6), paint.Fill{
		Stops: []color.NRGBA{paint.Hex(0xfbf3e2), widget.Parchment}, Gradient: paint.Vertical,
		Border: px(2.5), BorderColor: paint.Darken(band, 0.35), Grain: 0.05, Seed: 4,
	})
	head := geom.R(r.Min.X+px(4), r.Min.Y+px(4), r.W()-px(8), px(26))
	th.Painter.Panel(dst, head, px(4), paint.Fill{Stops: []color.NRGBA{paint.Lighten(band, 0.12), band}, Gradient: paint.Vertical})
	c := geom.V(head.Min.X+px(13), head.Center().Y)
	small := widget.Font{Size: 11 * k, Bold: true}
	if d.Kind == fourcuatro.Spell {
		th.Painter.Circle(dst, c, px(10), paint.Fill{Stops: []color.NRGBA{widget.Cream, widget.Brass}, Gradient: paint.Radial, Border: px(1), BorderColor: paint.Darken(band, 0.4)})
		th.Text(dst, fmt.Sprint(d.Cost), c, widget.Font{Size: 14 * k, Bold: true}, widget.Center, widget.Ink)
	} else {
		th.Text(dst, "TRAP", geom.V(head.Min.X+px(5), c.Y), small, widget.Start, widget.Cream)
	}
	for i := range d.Count {
		at := geom.V(head.Max.X-px(7)-float64(i)*px(8.5), c.Y)
		th.Painter.Circle(dst, at, px(3), paint.Fill{Stops: []color.NRGBA{widget.Cream}, Border: px(0.8), BorderColor: paint.Darken(band, 0.4)})
	}
	// A large card's text grows less than the card, to leave room for
	// the rules.
	t := k
	if text {
		t = k * 0.72
	}
	name := widget.Font{Size: 13 * t, Bold: true}
	y := head.Max.Y + px(16)*t/k
	for _, l := range textfit.Wrap(d.Name, r.W()-px(12), widget.TextMeasure{Theme: th, Font: name}) {
		th.Text(dst, l, geom.V(r.Center().X, y), name, widget.Center, widget.Ink)
		y += th.Px(15 * t)
	}
	kind := "Spell"
	if d.Kind == fourcuatro.Trap {
		kind = "Trap"
	}
	th.Text(dst, kind, geom.V(r.Center().X, r.Max.Y-px(10)), widget.Font{Size: 10 * k, Italic: true}, widget.Center, paint.Alpha(widget.Ink, 0.7))
	if !text {
		return
	}
	th.Painter.Panel(dst, geom.R(r.Min.X+px(10), y-th.Px(4*t), r.W()-px(20), th.Px(1.2)), 0, paint.Flat(paint.Alpha(band, 0.5)))
	body := widget.Font{Size: 12.5 * t}
	y += th.Px(14 * t)
	for _, l := range textfit.Wrap(d.Text, r.W()-px(14), widget.TextMeasure{Theme: th, Font: body}) {
		th.Text(dst, l, geom.V(r.Min.X+px(7), y), body, widget.Start, widget.Ink)
		y += th.Px(17 * t)
	}
}

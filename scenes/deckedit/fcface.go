package deckedit

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

// drawFace draws card d as the grid shows it in r: a band with its cost
// (a spell) or "trap", its circles, its name and kind. (The zoom shows
// the card's face as at the table.)
func (s *FourCuatro) drawFace(dst *ebiten.Image, d *fourcuatro.Def, r geom.Rect) {
	th := s.th
	k := r.W() / th.Scale / fcCardW // the card's size against a grid card
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
	name, lines, y, step := s.nameLines(d, r)
	for _, l := range lines {
		th.Text(dst, l, geom.V(r.Center().X, y), name, widget.Center, widget.Ink)
		y += step
	}
	kind := "Spell"
	if d.Kind == fourcuatro.Trap {
		kind = "Trap"
	}
	th.Text(dst, kind, geom.V(r.Center().X, r.Max.Y-px(10)), widget.Font{Size: 10 * k, Italic: true}, widget.Center, paint.Alpha(widget.Ink, 0.7))
}

// nameLines sets d's name for a grid card at r: its font, its lines, the
// middle of the first and the step between them.
func (s *FourCuatro) nameLines(d *fourcuatro.Def, r geom.Rect) (widget.Font, []string, float64, float64) {
	th := s.th
	k := r.W() / th.Scale / fcCardW
	px := func(v float64) float64 { return th.Px(v * k) }
	name := widget.Font{Size: 13 * k, Bold: true}
	lines := textfit.Wrap(d.Name, r.W()-px(12), widget.TextMeasure{Theme: th, Font: name})
	return name, lines, r.Min.Y + px(4) + px(26) + px(16), px(15)
}

package widget

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// Background fills dst with the table: green felt lit from the middle inside
// a wooden rim.
func (th *Theme) Background(dst *ebiten.Image) {
	r := geom.FromImage(dst.Bounds())
	th.Painter.Panel(dst, r, 0, paint.Fill{
		Stops:    []color.NRGBA{paint.Lighten(Wood, 0.08), Wood, WoodDark},
		Gradient: paint.Vertical, Grain: 0.07, Seed: 3,
	})
	rim := th.Px(14)
	th.Painter.Panel(dst, r.Inset(rim), th.Px(28), paint.Fill{
		Stops:    []color.NRGBA{paint.Lighten(Felt, 0.1), Felt, FeltDark},
		Gradient: paint.Radial, Center: geom.V(0.5, 0.42), Reach: 1.1,
		Border: th.Px(3), BorderColor: paint.Alpha(WoodDark, 0.8),
		Grain: 0.05, Seed: 7,
	})
}

// Panel draws a walnut panel with a brass edge over r, for grouping
// controls.
func (th *Theme) Panel(dst *ebiten.Image, r geom.Rect) {
	sh := th.Px(5)
	th.Painter.Panel(dst, r.Translate(geom.V(0, sh)), th.Px(16), paint.Fill{
		Stops: []color.NRGBA{{0, 0, 0, 90}}, Alpha: 0.45,
	})
	th.Painter.Panel(dst, r, th.Px(16), paint.Fill{
		Stops:    []color.NRGBA{paint.Lighten(Walnut, 0.1), Walnut, paint.Darken(Walnut, 0.2)},
		Gradient: paint.Vertical,
		Border:   th.Px(2), BorderColor: paint.Alpha(Brass, 0.65),
		Bevel: th.Px(2), Grain: 0.05, Seed: 11,
	})
}

// Inset draws a sunken dark well over r, behind fields and lists.
func (th *Theme) Inset(dst *ebiten.Image, r geom.Rect, focused bool) {
	bc := paint.Alpha(WoodDark, 0.9)
	bw := th.Px(1.5)
	if focused {
		bc, bw = Focus, th.Px(2.5)
	}
	th.Painter.Panel(dst, r, th.Px(8), paint.Fill{
		Stops:    []color.NRGBA{paint.Hex(0xfbf3e2), paint.Hex(0xefe2c4)},
		Gradient: paint.Vertical, Border: bw, BorderColor: bc, Grain: 0.03, Seed: 5,
	})
}

// Label draws s in the body font in cream at the left of r, centred
// vertically, shortened to fit.
func (th *Theme) Label(dst *ebiten.Image, s string, r geom.Rect) {
	f := Font{Size: Body}
	th.Text(dst, th.Fit(s, f, r.W()), geom.V(r.Min.X, r.Center().Y), f, Start, Cream)
}

// Message draws s in the small font at the left of r in colour c, shortened
// to fit: for errors and hints under controls.
func (th *Theme) Message(dst *ebiten.Image, s string, r geom.Rect, c color.Color) {
	f := Font{Size: Small}
	th.Text(dst, th.Fit(s, f, r.W()), geom.V(r.Min.X, r.Center().Y), f, Start, c)
}

// Notice draws s in a rounded box over r, the text fitted to the box: a
// brick-red box for an error (bad), a dark one for information.
func (th *Theme) Notice(dst *ebiten.Image, s string, r geom.Rect, bad bool) {
	bg := paint.Alpha(paint.Darken(WoodDark, 0.3), 0.85)
	if bad {
		bg = paint.Hex(0x9c3b27)
	}
	th.Painter.Panel(dst, r, th.Px(8), paint.Fill{Stops: []color.NRGBA{bg}, Border: th.Px(1.5), BorderColor: paint.Alpha(Cream, 0.35)})
	th.Message(dst, s, r.Inset(th.Px(10)), Cream)
}

package fcface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/art"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Layout is where the parts of a face go, in pixels from the card's
// top-left corner, for a card of width W: fixed fractions of W, so faces
// scale to any size.
type Layout struct {
	W, H    float64
	Radius  float64   // outer corner radius
	Frame   geom.Rect // the coloured frame inside the black border
	Bar     geom.Rect // the cost's hexagons and SPELL or TRAP
	Hex     float64   // a cost hexagon's radius
	Circles geom.Rect // the row of circles, right-aligned under the bar
	Name    geom.Rect // the band the name runs up
	Art     geom.Rect // the picture
	Text    geom.Rect // the rules text's box
}

// LayoutOf returns the layout of a face w pixels wide.
func LayoutOf(w float64) Layout {
	h := math.Round(Height(w))
	u := func(x0, y0, x1, y1 float64) geom.Rect {
		return geom.Rect{Min: geom.V(x0*w, y0*w), Max: geom.V(x1*w, y1*w)}
	}
	return Layout{
		W: w, H: h,
		Radius:  0.048 * w,
		Frame:   geom.Rect{Min: geom.V(0.03*w, 0.03*w), Max: geom.V(0.97*w, h-0.03*w)},
		Bar:     u(0.055, 0.055, 0.945, 0.165),
		Hex:     0.038 * w,
		Circles: u(0.4, 0.178, 0.93, 0.225),
		Name:    geom.Rect{Min: geom.V(0.055*w, 0.24*w), Max: geom.V(0.205*w, h-0.06*w)},
		Art:     u(0.235, 0.24, 0.945, 0.76),
		Text:    geom.Rect{Min: geom.V(0.235*w, 0.785*w), Max: geom.V(0.945*w, h-0.06*w)},
	}
}

// drawFace draws card d filling dst (w × h): the black border and the
// kind's frame; the bar with the cost as hexagons (spells) on the left and
// SPELL or TRAP on the right; the circles of its count under it; the name
// written sideways, reading upwards, in the band on the left; the picture;
// and the rules text, set as large as its box allows.
func (f *Faces) drawFace(dst *ebiten.Image, d *fourcuatro.Def, w, h float64) {
	th := f.th
	p := th.Painter
	l := LayoutOf(w)
	ink := KindColor(d.Kind)
	word := "SPELL"
	if d.Kind == fourcuatro.Trap {
		word = "TRAP"
	}
	seed := float64(art.SeedOf(d.Name) % 1000)
	dark := paint.Hex(0x1b1712)

	// The border and the frame.
	p.Panel(dst, geom.R(0, 0, w, h), l.Radius, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x1d1b19), paint.Hex(0x0b0a09)}})
	p.Panel(dst, l.Frame, l.Radius*0.6, paint.Fill{
		Stops:    []color.NRGBA{paint.Lighten(ink, 0.22), ink, paint.Darken(ink, 0.3)},
		Gradient: paint.Diagonal, Bevel: 0.012 * w, Grain: 0.06, Seed: seed,
	})
	edge := paint.Darken(ink, 0.55)
	bar := paint.Mix(widget.Cream, ink, 0.14)
	barFill := paint.Fill{
		Stops:  []color.NRGBA{paint.Lighten(bar, 0.35), bar, paint.Darken(bar, 0.08)},
		Border: math.Max(1, 0.006*w), BorderColor: edge,
		Bevel: 0.01 * w, Grain: 0.025, Seed: seed + 1,
	}
	shadow := func(r geom.Rect, radius float64) {
		p.Panel(dst, r.Translate(geom.V(0, 0.006*w)).Inset(-0.003*w), radius, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.35)))
	}

	// The bar: cost hexagons, then the word.
	shadow(l.Bar, l.Bar.H()/2.6)
	p.Panel(dst, l.Bar, l.Bar.H()/2.6, barFill)
	cy := l.Bar.Center().Y
	for i := range d.Cost {
		c := geom.V(l.Bar.Min.X+0.06*w+float64(i)*2.15*l.Hex, cy)
		costHex(p, dst, c, l.Hex, ink)
	}
	px := func(v float64) float64 { return v / th.Scale } // font sizes: the theme scales them again
	wf := widget.Font{Size: px(0.058 * w), Bold: true}
	th.Text(dst, word, geom.V(l.Bar.Max.X-0.035*w, cy), wf, widget.End, paint.Darken(ink, 0.2))

	// The circles of its count, right-aligned under the bar.
	rad := l.Circles.H() / 2
	for i := range d.Count {
		c := geom.V(l.Circles.Max.X-rad-float64(i)*2.7*rad, l.Circles.Center().Y)
		p.Circle(dst, c, rad, paint.Fill{Stops: []color.NRGBA{widget.Cream, paint.Mix(widget.Cream, ink, 0.25)}, Gradient: paint.Radial,
			Border: math.Max(0.8, 0.005*w), BorderColor: edge})
	}

	// The name band.
	shadow(l.Name, l.Name.W()/2.6)
	p.Panel(dst, l.Name, l.Name.W()/2.6, barFill)
	f.sideways(dst, d.Name, l.Name.Inset(0.012*w), px(0.1*w), dark)

	// The picture, with a rim of the kind's colour and a fine dark line.
	rimW := 0.011 * w
	p.Panel(dst, l.Art.Inset(-rimW), 0.01*w, paint.Fill{
		Stops: []color.NRGBA{paint.Lighten(ink, 0.1), paint.Darken(ink, 0.3)}, Gradient: paint.Horizontal,
		Bevel: rimW, Grain: 0.05, Seed: seed + 2,
	})
	if ar := l.Art.Image().Intersect(dst.Bounds()); !ar.Empty() {
		pix := art.Render(SpecOf(d), ar.Dx(), ar.Dy())
		dst.SubImage(ar).(*ebiten.Image).WritePixels(pix.Pix)
	}
	p.Panel(dst, l.Art, 0, paint.Fill{Stops: []color.NRGBA{{}}, Border: math.Max(1, 0.004*w), BorderColor: paint.Alpha(color.NRGBA{A: 255}, 0.7)})

	// The rules text.
	box := l.Text
	p.Panel(dst, box, 0.012*w, paint.Fill{
		Stops: []color.NRGBA{paint.Lighten(bar, 0.3), paint.Mix(widget.Cream, ink, 0.06)}, Gradient: paint.Horizontal,
		Border: math.Max(1, 0.005*w), BorderColor: paint.Alpha(edge, 0.8), Grain: 0.035, Seed: seed + 3,
	})
	inner := box.Inset(0.03 * w)
	lay := textfit.Fit(d.Text, inner.W(), inner.H(), 0.085*w, 0.035*w, textfit.DefaultSpacing,
		func(size float64) textfit.Measurer {
			return widget.TextMeasure{Theme: th, Font: widget.Font{Size: px(size)}}
		})
	body := widget.Font{Size: px(lay.Size)}
	y := inner.Min.Y + math.Max(0, (inner.H()-lay.Height)/2) + lay.Size*0.55
	for _, para := range lay.Paragraphs {
		for _, line := range para {
			if y > inner.Max.Y+lay.Size*0.3 {
				break
			}
			th.Text(dst, line, geom.V(inner.Min.X, y), body, widget.Start, dark)
			y += lay.LineHeight
		}
		y += lay.Gap
	}
}

// costHex draws one cost hexagon at c: a dark rim, the kind's colour with
// a lit upper half, and a glint.
func costHex(p *paint.Painter, dst *ebiten.Image, c geom.Vec, r float64, ink color.NRGBA) {
	p.Polygon(dst, hexPoints(c, r), paint.Darken(ink, 0.55))
	p.Polygon(dst, hexPoints(c, r*0.8), paint.Lighten(ink, 0.15))
	p.Polygon(dst, hexPoints(c.Add(geom.V(0, -r*0.12)), r*0.5), paint.Lighten(ink, 0.45))
	p.Circle(dst, c.Add(geom.V(-r*0.25, -r*0.3)), r*0.14, paint.Flat(paint.Alpha(widget.Cream, 0.85)))
}

// hexPoints returns the corners of a hexagon of radius r at c, flat side
// up.
func hexPoints(c geom.Vec, r float64) []geom.Vec {
	pts := make([]geom.Vec, 6)
	for i := range pts {
		a := float64(i)*math.Pi/3 + math.Pi/6
		pts[i] = c.Add(geom.V(math.Cos(a)*r, math.Sin(a)*r))
	}
	return pts
}

// sideways writes s rotated a quarter turn, reading upwards, centred in r
// (shrunk, then cut with an ellipsis, to fit r's height).
func (f *Faces) sideways(dst *ebiten.Image, s string, r geom.Rect, size float64, c color.Color) {
	font := widget.Font{Size: size, Bold: true}
	// The band's width bounds the letters' height.
	if lim := r.W() / f.th.Scale / 1.05; font.Size > lim {
		font.Size = lim
	}
	if k := textfit.Shrink(f.th.Measure(s, font), r.H()); k < 1 {
		font.Size *= math.Max(k, 0.75)
	}
	s = f.th.Fit(s, font, r.H())
	tw := int(math.Ceil(f.th.Measure(s, font))) + 4
	th := int(math.Ceil(font.Size*f.th.Scale*1.6)) + 2
	tmp := ebiten.NewImage(tw, th)
	defer tmp.Deallocate()
	f.th.Text(tmp, s, geom.V(float64(tw)/2, float64(th)/2), font, widget.Center, c)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-float64(tw)/2, -float64(th)/2)
	op.GeoM.Rotate(-math.Pi / 2)
	op.GeoM.Translate(r.Center().X, r.Center().Y)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(tmp, &op)
}

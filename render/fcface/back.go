package fcface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// drawBack draws the back filling dst (w × h), in the manner of the main
// game's: a black border; a violet field lit from the middle with a
// lattice of brass studs; a brass line inside the edge; and a medallion
// with four hexagons round the game's 4.
func (f *Faces) drawBack(dst *ebiten.Image, w, h float64) {
	p := f.th.Painter
	l := LayoutOf(w)
	p.Panel(dst, geom.R(0, 0, w, h), l.Radius, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x1d1b19), paint.Hex(0x0b0a09)}})
	field := l.Frame
	p.Panel(dst, field, l.Radius*0.6, paint.Fill{
		Stops:    []color.NRGBA{paint.Lighten(SourceColor, 0.2), SourceColor, paint.Darken(SourceColor, 0.45)},
		Gradient: paint.Radial, Reach: 1.05, Grain: 0.05, Seed: 11,
	})
	c := field.Center()
	if w >= 40 {
		// The studs, brighter near the middle.
		step := 0.11 * w
		for y, row := field.Min.Y+step*0.7, 0; y < field.Max.Y-step*0.4; y, row = y+step*0.55, row+1 {
			off := 0.0
			if row%2 == 1 {
				off = step / 2
			}
			for x := field.Min.X + step*0.6 + off; x < field.Max.X-step*0.4; x += step {
				q := geom.V(x, y)
				k := 1 - math.Min(1, q.Dist(c)/(0.7*field.H()))
				diamond(p, dst, q, 0.014*w, paint.Alpha(widget.Brass, 0.1+0.3*k))
			}
		}
	}
	p.Panel(dst, field.Inset(0.035*w), l.Radius*0.5, paint.Fill{Stops: []color.NRGBA{{}}, Border: math.Max(1, 0.012*w), BorderColor: paint.Alpha(widget.Brass, 0.8)})
	// The medallion.
	r := 0.27 * w
	p.Circle(dst, c, r*1.08, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.35)))
	p.Circle(dst, c, r, paint.Fill{Stops: []color.NRGBA{paint.Lighten(SourceColor, 0.35), paint.Darken(SourceColor, 0.3)}, Gradient: paint.Radial,
		Border: math.Max(1, 0.025*w), BorderColor: widget.Brass})
	for i := range 4 {
		a := float64(i)*math.Pi/2 - math.Pi/4
		at := c.Add(geom.V(math.Cos(a)*r, math.Sin(a)*r))
		p.Polygon(dst, hexPoints(at, 0.075*w), paint.Darken(widget.Brass, 0.45))
		p.Polygon(dst, hexPoints(at, 0.055*w), widget.Cream)
	}
	if w >= 40 {
		f.th.Text(dst, "4", c, widget.Font{Size: 0.3 * w / f.th.Scale, Bold: true}, widget.Center, widget.Cream)
	}
}

// drawGem lays a mana source's gem over the back's medallion: a hexagon
// glowing cyan when the source is refreshed, dark slate when exhausted.
func (f *Faces) drawGem(dst *ebiten.Image, w, h float64, lit bool) {
	p := f.th.Painter
	c := geom.V(w/2, h/2)
	r := 0.2 * w
	if lit {
		p.Circle(dst, c, r*1.9, paint.Fill{Stops: []color.NRGBA{paint.Alpha(ManaGlow, 0.55), paint.Alpha(ManaGlow, 0.2), paint.Alpha(ManaGlow, 0)}, Gradient: paint.Radial})
		p.Polygon(dst, hexPoints(c, r), paint.Hex(0x0f4a5c))
		p.Polygon(dst, hexPoints(c, r*0.82), paint.Hex(0x33b8d8))
		p.Polygon(dst, hexPoints(c.Add(geom.V(0, -r*0.12)), r*0.5), paint.Lighten(ManaGlow, 0.4))
		p.Circle(dst, c.Add(geom.V(-r*0.25, -r*0.32)), r*0.13, paint.Flat(paint.Hex(0xffffff)))
		return
	}
	p.Polygon(dst, hexPoints(c, r), paint.Hex(0x15121a))
	p.Polygon(dst, hexPoints(c, r*0.82), paint.Hex(0x3a3644))
	p.Polygon(dst, hexPoints(c.Add(geom.V(0, -r*0.12)), r*0.5), paint.Hex(0x4a4656))
}

// diamond fills a diamond of half-size r at c.
func diamond(p *paint.Painter, dst *ebiten.Image, c geom.Vec, r float64, col color.NRGBA) {
	p.Polygon(dst, []geom.Vec{c.Add(geom.V(0, -r)), c.Add(geom.V(r, 0)), c.Add(geom.V(0, r)), c.Add(geom.V(-r, 0))}, col)
}

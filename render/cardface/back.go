package cardface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// The back's colours: a deep teal field, brass trim.
var (
	backField = paint.Hex(0x1b4150)
	backDeep  = paint.Hex(0x0a1b23)
	brass     = paint.Hex(0xd9b45a)
	brassDark = paint.Hex(0x8a6a22)
)

// NewBack returns a new image of width w holding the card back.
func (r *Renderer) NewBack(w int) *ebiten.Image {
	img := ebiten.NewImage(w, Height(w))
	r.DrawBack(img)
	return img
}

// DrawBack draws the back of a card filling dst's bounds: a teal field with
// a lattice of brass studs, a brass frame, and a medallion holding a little
// kitchen table between the words KITCHEN and TABLE, ringed by the five
// colours of mana.
func (r *Renderer) DrawBack(dst *ebiten.Image) {
	b := geom.FromImage(dst.Bounds())
	l := LayoutOf(dst.Bounds().Dx())
	W := l.W
	r.p.Panel(dst, b, l.Radius, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x1d1b19), paint.Hex(0x0b0a09)}})
	field := b.Inset(0.03 * W)
	r.p.Panel(dst, field, l.Radius*0.6, paint.Fill{
		Stops: []color.NRGBA{paint.Lighten(backField, 0.12), backField, backDeep}, Gradient: paint.Radial, Reach: 1.05,
		Grain: 0.05, Seed: 7,
	})

	// A lattice of studs, brighter near the centre.
	clip := dst.SubImage(field.Inset(0.02 * W).Image()).(*ebiten.Image)
	step := 0.085 * W
	c := field.Center()
	for y, row := field.Min.Y+step/2, 0; y < field.Max.Y; y, row = y+step*0.5, row+1 {
		off := 0.0
		if row%2 == 1 {
			off = step / 2
		}
		for x := field.Min.X + off; x < field.Max.X+step; x += step {
			p := geom.V(x, y)
			k := 1 - math.Min(1, p.Dist(c)/(0.75*field.H()))
			s := 0.012 * W
			r.p.Polygon(clip, []geom.Vec{p.Add(geom.V(0, -s)), p.Add(geom.V(s, 0)), p.Add(geom.V(0, s)), p.Add(geom.V(-s, 0))},
				paint.Alpha(brass, 0.12+0.25*k))
		}
	}

	// Brass double frame.
	for _, in := range []float64{0.035, 0.05} {
		r.p.Panel(dst, field.Inset(in*W), l.Radius*0.4, paint.Fill{
			Stops: []color.NRGBA{{}}, Border: math.Max(1, 0.006*W), BorderColor: paint.Alpha(brass, 0.85),
		})
	}

	// The medallion.
	rad := 0.3 * W
	r.p.Circle(dst, c.Add(geom.V(0, 0.012*W)), rad*1.04, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.5)))
	r.p.Circle(dst, c, rad, paint.Fill{
		Stops: []color.NRGBA{paint.Lighten(brass, 0.35), brass, brassDark}, Gradient: paint.Diagonal,
		Bevel: 0.02 * W,
	})
	r.p.Circle(dst, c, rad*0.86, paint.Fill{
		Stops: []color.NRGBA{paint.Lighten(backField, 0.2), backDeep}, Gradient: paint.Radial, Grain: 0.04, Seed: 3,
		Border: math.Max(1, 0.005*W), BorderColor: brassDark,
	})
	// five pips of mana round the rim
	for i := range mana.NumColors {
		ang := -math.Pi/2 + 2*math.Pi*float64(i)/mana.NumColors
		p := c.Add(geom.Polar(rad*0.93, ang))
		fill, _ := symbolStyle(mana.Color(i).String())
		r.p.Circle(dst, p, 0.032*W, paint.Fill{
			Stops: []color.NRGBA{paint.Lighten(fill, 0.4), fill}, Gradient: paint.Diagonal,
			Border: math.Max(1, 0.006*W), BorderColor: brassDark,
		})
	}

	// The table: a tabletop with a cloth, two legs, a plate.
	top := geom.Centered(c.Add(geom.V(0, 0.015*W)), rad*0.95, rad*0.12)
	r.p.Panel(dst, top, top.H()*0.3, paint.Fill{Stops: []color.NRGBA{paint.Lighten(brass, 0.3), brass}, Bevel: top.H() * 0.3})
	cloth := []geom.Vec{
		top.At(0.08, 1), top.At(0.92, 1), top.At(0.8, 2.4), top.At(0.2, 2.4),
	}
	r.p.Polygon(dst, cloth, paint.Hex(0xb8412f))
	for _, fx := range []float64{0.18, 0.82} {
		leg := geom.Rect{Min: top.At(fx-0.035, 1), Max: top.At(fx+0.035, 4.2)}
		r.p.Panel(dst, leg, leg.W()*0.3, paint.Flat(brassDark))
	}
	for i := range 4 { // gingham checks on the cloth
		x := 0.25 + 0.13*float64(i)
		r.p.Panel(dst, geom.Rect{Min: top.At(x, 1.1), Max: top.At(x+0.06, 2.3)}, 0, paint.Flat(paint.Alpha(paint.Hex(0xffffff), 0.35)))
	}
	plate := top.At(0.5, -0.45)
	r.p.Panel(dst, geom.Centered(plate, rad*0.5, rad*0.14), rad*0.07, paint.Fill{
		Stops: []color.NRGBA{paint.Hex(0xfbf7ec), paint.Hex(0xcfc6b0)}, Border: math.Max(1, 0.004*W), BorderColor: brassDark,
	})

	// The name, above and below.
	f := face(r.fonts.Bold, 0.075*W)
	for _, w := range []struct {
		s string
		y float64
	}{{"KITCHEN", c.Y - rad*0.45}, {"TABLE", c.Y + rad*0.62}} {
		tw := spacedAdvance(w.s, f)
		drawSpaced(dst, w.s, f, c.X-tw/2+0.002*W, capCentre(f, w.y)+0.004*W, paint.Alpha(color.NRGBA{A: 255}, 0.6))
		drawSpaced(dst, w.s, f, c.X-tw/2, capCentre(f, w.y), paint.Lighten(brass, 0.25))
	}
}

// letterSpacing is the extra space between the letters of the back's name,
// as a fraction of the font size.
const letterSpacing = 0.12

func spacedAdvance(s string, f *text.GoTextFace) float64 {
	w := 0.0
	for _, ch := range s {
		w += advance(string(ch), f) + f.Size*letterSpacing
	}
	return w - f.Size*letterSpacing
}

func drawSpaced(dst *ebiten.Image, s string, f *text.GoTextFace, x, baseline float64, c color.Color) {
	for _, ch := range s {
		drawText(dst, string(ch), f, x, baseline, 1, c)
		x += advance(string(ch), f) + f.Size*letterSpacing
	}
}

// Package fcface draws FourCuatro cards: the face (cost as hexagons, SPELL
// in blue or TRAP in red, the circles of its count, the name sideways up
// the middle, the rules text on the right) and the back, into images
// cached by card and width.
package fcface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Card colours: spells are blue, traps red, as the rules describe.
var (
	SpellColor = paint.Hex(0x2f5d9a)
	TrapColor  = paint.Hex(0xa8382c)
	backInk    = paint.Hex(0x3d2a4f)
)

// faceKey names one drawn face: a card (nil: the back) at a width.
type faceKey struct {
	d *fourcuatro.Def
	w int
}

// Faces draws FourCuatro cards into images once per card and width. It
// is for the UI goroutine only.
type Faces struct {
	th    *widget.Theme
	cache map[faceKey]*ebiten.Image
}

// New returns an empty cache drawing with th (its scale included: make a
// new one when the scale changes).
func New(th *widget.Theme) *Faces {
	return &Faces{th: th, cache: map[faceKey]*ebiten.Image{}}
}

// Height is a card's height for its width (the 5:7 card).
func Height(w float64) float64 { return w * 7 / 5 }

// Get returns d's face (or, for nil, the back) w pixels wide.
func (f *Faces) Get(d *fourcuatro.Def, w int) *ebiten.Image {
	w = max(w, 8)
	k := faceKey{d, w}
	if img, ok := f.cache[k]; ok {
		return img
	}
	h := int(math.Round(Height(float64(w))))
	img := ebiten.NewImage(w, h)
	if d == nil {
		f.drawBack(img, float64(w), float64(h))
	} else {
		f.drawFace(img, d, float64(w), float64(h))
	}
	f.cache[k] = img
	return img
}

// drawBack draws the card back: a dark violet card with a ring of four
// diamonds, the game's four.
func (f *Faces) drawBack(dst *ebiten.Image, w, h float64) {
	p := f.th.Painter
	u := w / 100
	r := geom.R(0, 0, w, h)
	p.Panel(dst, r, 7*u, paint.Fill{Stops: []color.NRGBA{paint.Lighten(backInk, 0.15), backInk}, Gradient: paint.Vertical,
		Border: 2.5 * u, BorderColor: widget.Brass})
	c := r.Center()
	p.Circle(dst, c, 26*u, paint.Fill{Stops: []color.NRGBA{paint.Alpha(widget.Brass, 0.25)}, Border: 2 * u, BorderColor: widget.Brass})
	for i := range 4 {
		a := float64(i)*math.Pi/2 + math.Pi/4
		at := c.Add(geom.V(math.Cos(a)*26*u, math.Sin(a)*26*u))
		diamond(p, dst, at, 7*u, widget.Cream)
	}
	if w >= 40 {
		f.th.Text(dst, "4", c, widget.Font{Size: 30 * u / f.th.Scale, Bold: true}, widget.Center, widget.Cream)
	}
}

// drawFace draws card d: the cost as hexagons at the upper left (spells),
// SPELL or TRAP at the upper right with the circles of its count under
// it, the name written sideways up the middle, and the rules text on the
// right-hand side.
func (f *Faces) drawFace(dst *ebiten.Image, d *fourcuatro.Def, w, h float64) {
	th := f.th
	p := th.Painter
	u := w / 100
	ink := SpellColor
	word := "SPELL"
	if d.Kind == fourcuatro.Trap {
		ink, word = TrapColor, "TRAP"
	}
	r := geom.R(0, 0, w, h)
	p.Panel(dst, r, 7*u, paint.Fill{Stops: []color.NRGBA{paint.Lighten(ink, 0.12), paint.Darken(ink, 0.25)}, Gradient: paint.Vertical,
		Border: 2.5 * u, BorderColor: paint.Darken(ink, 0.5)})
	inner := r.Inset(6 * u)
	p.Panel(dst, inner, 5*u, paint.Fill{Stops: []color.NRGBA{widget.Cream, widget.Parchment}, Gradient: paint.Vertical, Grain: 0.04, Seed: 7})
	// Cost hexagons, upper left.
	for i := range d.Cost {
		hexagon(p, dst, geom.V(inner.Min.X+9*u+float64(i)*13*u, inner.Min.Y+9*u), 6*u, ink)
	}
	px := func(v float64) float64 { return v * u / th.Scale } // font sizes: th scales them again
	th.Text(dst, word, geom.V(inner.Max.X-4*u, inner.Min.Y+8*u), widget.Font{Size: px(9), Bold: true}, widget.End, ink)
	for i := range d.Count {
		at := geom.V(inner.Max.X-6*u-float64(i)*8*u, inner.Min.Y+19*u)
		p.Circle(dst, at, 2.8*u, paint.Fill{Stops: []color.NRGBA{ink}})
	}
	// The name sideways, up the middle-left band.
	f.sideways(dst, d.Name, geom.R(inner.Min.X+2*u, inner.Min.Y+26*u, 24*u, inner.H()-30*u), px(11.5), ink)
	// The rules text on the right.
	body := widget.Font{Size: px(8.6)}
	tr := geom.R(inner.Min.X+30*u, inner.Min.Y+30*u, inner.W()-33*u, inner.H()-34*u)
	y := tr.Min.Y + 6*u
	for _, l := range textfit.Wrap(d.Text, tr.W(), widget.TextMeasure{Theme: th, Font: body}) {
		if y > tr.Max.Y {
			break
		}
		th.Text(dst, l, geom.V(tr.Min.X, y), body, widget.Start, widget.Ink)
		y += 11.5 * u
	}
}

// sideways writes s rotated a quarter turn, reading upwards, centred in r.
func (f *Faces) sideways(dst *ebiten.Image, s string, r geom.Rect, size float64, c color.NRGBA) {
	font := widget.Font{Size: size, Bold: true}
	s = f.th.Fit(s, font, r.H())
	tw := int(math.Ceil(f.th.Measure(s, font))) + 4
	th := int(math.Ceil(size*f.th.Scale*1.6)) + 2
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

// hexagon fills a hexagon of radius r at c.
func hexagon(p *paint.Painter, dst *ebiten.Image, c geom.Vec, r float64, col color.NRGBA) {
	pts := make([]geom.Vec, 6)
	for i := range pts {
		a := float64(i)*math.Pi/3 + math.Pi/6
		pts[i] = c.Add(geom.V(math.Cos(a)*r, math.Sin(a)*r))
	}
	p.Polygon(dst, pts, col)
}

// diamond fills a diamond of half-size r at c.
func diamond(p *paint.Painter, dst *ebiten.Image, c geom.Vec, r float64, col color.NRGBA) {
	p.Polygon(dst, []geom.Vec{c.Add(geom.V(0, -r)), c.Add(geom.V(r, 0)), c.Add(geom.V(0, r)), c.Add(geom.V(-r, 0))}, col)
}

// Draw draws d's face (nil: the back) centred at c, w wide, turned a
// quarter sideways when asked.
func (f *Faces) Draw(dst *ebiten.Image, d *fourcuatro.Def, c geom.Vec, w float64, turned bool) {
	img := f.Get(d, int(w))
	var op ebiten.DrawImageOptions
	b := img.Bounds()
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	if turned {
		op.GeoM.Rotate(-math.Pi / 2)
	}
	op.GeoM.Translate(c.X, c.Y)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

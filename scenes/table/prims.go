package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// prims are small white images drawn once and then scaled, turned and
// tinted to draw lines, arrows, dots and glows every frame without
// allocating (the Painter's shapes allocate per call, so they are used
// only for what is drawn once).
type prims struct {
	pixel *ebiten.Image // 1×1 white
	disc  *ebiten.Image // white disc, discSize across
	ring  *ebiten.Image // white ring, discSize across
	glow  *ebiten.Image // a soft card-shaped glow: glowW × glowH, the card inside glowPad
	head  *ebiten.Image // an arrowhead pointing right, headSize square
	round *ebiten.Image // a white rounded square, roundSize, corner roundSize/4
}

const (
	discSize  = 64
	glowPad   = 24
	glowCardW = 100
	headSize  = 48
	roundSize = 48
)

func newPrims(p *paint.Painter) *prims {
	pr := &prims{}
	base := ebiten.NewImage(3, 3)
	base.Fill(color.White)
	pr.pixel = base.SubImage(base.Bounds().Inset(1)).(*ebiten.Image)
	white := color.NRGBA{255, 255, 255, 255}
	pr.disc = ebiten.NewImage(discSize, discSize)
	p.Circle(pr.disc, geom.V(discSize/2, discSize/2), discSize/2-1, paint.Flat(white))
	pr.ring = ebiten.NewImage(discSize, discSize)
	p.Circle(pr.ring, geom.V(discSize/2, discSize/2), discSize/2-1, paint.Fill{Stops: []color.NRGBA{{}}, Border: 7, BorderColor: white})
	gw, gh := glowCardW+2*glowPad, glowCardW*7/5+2*glowPad
	pr.glow = ebiten.NewImage(gw, gh)
	for i := 0; i < glowPad; i += 2 {
		r := geom.R(float64(i), float64(i), float64(gw-2*i), float64(gh-2*i))
		t := float64(i) / glowPad
		p.Panel(pr.glow, r, float64(glowPad-i)+6, paint.Fill{Stops: []color.NRGBA{white}, Alpha: 0.05 + 0.16*t*t})
	}
	pr.head = ebiten.NewImage(headSize, headSize)
	p.Polygon(pr.head, []geom.Vec{{X: 2, Y: 4}, {X: headSize - 2, Y: headSize / 2}, {X: 2, Y: headSize - 4}, {X: headSize * 0.28, Y: headSize / 2}}, white)
	pr.round = ebiten.NewImage(roundSize, roundSize)
	p.Panel(pr.round, geom.R(0, 0, roundSize, roundSize), roundSize/4, paint.Flat(white))
	return pr
}

// tint sets op's colour scale to c (non-premultiplied), without boxing c
// in an interface as ScaleWithColor would.
func tint(op *ebiten.DrawImageOptions, c color.NRGBA) {
	a := float32(c.A) / 255
	op.ColorScale.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
}

// rect fills r with c.
func (pr *prims) rect(dst *ebiten.Image, r geom.Rect, c color.NRGBA) {
	if r.Empty() {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(r.W(), r.H())
	op.GeoM.Translate(r.Min.X, r.Min.Y)
	tint(&op, c)
	dst.DrawImage(pr.pixel, &op)
}

// line draws a segment from a to b of the given width.
func (pr *prims) line(dst *ebiten.Image, a, b geom.Vec, width float64, c color.NRGBA) {
	d := b.Sub(a)
	l := d.Len()
	if l < 0.5 {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(0, -0.5)
	op.GeoM.Scale(l, width)
	op.GeoM.Rotate(math.Atan2(d.Y, d.X))
	op.GeoM.Translate(a.X, a.Y)
	op.Filter = ebiten.FilterLinear
	tint(&op, c)
	dst.DrawImage(pr.pixel, &op)
}

// dashed draws a dashed segment; phase (0–1) moves the dashes along it.
func (pr *prims) dashed(dst *ebiten.Image, a, b geom.Vec, width, dash float64, c color.NRGBA, phase float64) {
	d := b.Sub(a)
	l := d.Len()
	if l < 1 || dash <= 0 {
		return
	}
	u := d.Scale(1 / l)
	for x := -2*dash + math.Mod(phase, 1)*2*dash; x < l; x += 2 * dash {
		s, e := max(0, x), min(l, x+dash)
		if e > s {
			pr.line(dst, a.Add(u.Scale(s)), a.Add(u.Scale(e)), width, c)
		}
	}
}

// arrow draws a line from a to b ending in an arrowhead at b; dashed for
// what is only staged.
func (pr *prims) arrow(dst *ebiten.Image, a, b geom.Vec, width float64, c color.NRGBA, dashed bool, phase float64) {
	d := b.Sub(a)
	l := d.Len()
	if l < width*3 {
		return
	}
	hs := width * 4.5
	end := b.Sub(d.Scale(hs * 0.6 / l))
	// A dark edge under the line keeps it visible on any card.
	shadow := color.NRGBA{0, 0, 0, c.A / 2}
	if dashed {
		pr.dashed(dst, a, end, width+2, width*3, shadow, phase)
		pr.dashed(dst, a, end, width, width*3, c, phase)
	} else {
		pr.line(dst, a, end, width+2, shadow)
		pr.line(dst, a, end, width, c)
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-headSize*0.75, -headSize/2)
	op.GeoM.Scale(hs/headSize, hs/headSize)
	op.GeoM.Rotate(math.Atan2(d.Y, d.X))
	op.GeoM.Translate(b.X, b.Y)
	op.Filter = ebiten.FilterLinear
	tint(&op, c)
	dst.DrawImage(pr.head, &op)
}

// dot draws a disc (filled) or a ring of radius r.
func (pr *prims) dot(dst *ebiten.Image, at geom.Vec, r float64, c color.NRGBA, filled bool) {
	img := pr.ring
	if filled {
		img = pr.disc
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-discSize/2, -discSize/2)
	op.GeoM.Scale(2*r/discSize, 2*r/discSize)
	op.GeoM.Translate(at.X, at.Y)
	op.Filter = ebiten.FilterLinear
	tint(&op, c)
	dst.DrawImage(img, &op)
}

// glowAround draws a soft glow around a card placed at center, w wide
// (upright), turned by angle.
func (pr *prims) glowAround(dst *ebiten.Image, center geom.Vec, w, angle float64, c color.NRGBA) {
	k := w / glowCardW
	b := pr.glow.Bounds()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(center.X, center.Y)
	op.Filter = ebiten.FilterLinear
	tint(&op, c)
	dst.DrawImage(pr.glow, &op)
}

// roundRect fills r with rounded corners of about radius rad (the
// rounded square is stretched, so corners are approximate).
func (pr *prims) roundRect(dst *ebiten.Image, r geom.Rect, c color.NRGBA) {
	if r.Empty() {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(r.W()/roundSize, r.H()/roundSize)
	op.GeoM.Translate(r.Min.X, r.Min.Y)
	op.Filter = ebiten.FilterLinear
	tint(&op, c)
	dst.DrawImage(pr.round, &op)
}

// outline draws r's edges, dashed when dash > 0.
func (pr *prims) outline(dst *ebiten.Image, r geom.Rect, width, dash float64, c color.NRGBA, phase float64) {
	a, b, cc, d := r.Min, geom.V(r.Max.X, r.Min.Y), r.Max, geom.V(r.Min.X, r.Max.Y)
	if dash > 0 {
		pr.dashed(dst, a, b, width, dash, c, phase)
		pr.dashed(dst, b, cc, width, dash, c, phase)
		pr.dashed(dst, cc, d, width, dash, c, phase)
		pr.dashed(dst, d, a, width, dash, c, phase)
		return
	}
	pr.line(dst, a, b, width, c)
	pr.line(dst, b, cc, width, c)
	pr.line(dst, cc, d, width, c)
	pr.line(dst, d, a, width, c)
}

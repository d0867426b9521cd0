package art

import (
	"image/color"
	"math"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// schemePalettes are the villain's colours: one for schemes that happen
// once (ember and blood), one for ongoing ones (amethyst and poison).
var schemePalettes = [2][5]uint32{
	{0x12080c, 0x5e0f1a, 0xb3261e, 0xf06a2a, 0xffd7a0}, // pitch, blood, crimson, ember, flash
	{0x0e0914, 0x3b1a5c, 0x7d3fb0, 0x4fd18b, 0xe6d6ff}, // pitch, plum, amethyst, poison, pale
}

// SchemePalette returns the colours of a scheme's picture: embers for a
// scheme that happens once, amethyst for an ongoing one.
func SchemePalette(ongoing bool) []color.NRGBA {
	p := schemePalettes[0]
	if ongoing {
		p = schemePalettes[1]
	}
	out := make([]color.NRGBA, len(p))
	for i, h := range p {
		out[i] = paint.Hex(h)
	}
	return out
}

// lair paints a villain's citadel: a dark storm sky, a huge moon or an
// eclipse, a crag with towers whose windows burn, and sometimes lightning
// or a great eye watching from the clouds.
func (a *artist) lair() {
	s := a.byLuma()
	pitch, light := s[0], s[len(s)-1]
	mid := s[len(s)/2]
	// The sky: pitch above, a sick glow at the horizon.
	a.c.panel(a.r, 0, paint.Fill{
		Stops: []color.NRGBA{paint.Darken(pitch, 0.2), paint.Mix(pitch, s[1], 0.6), paint.Mix(s[1], mid, 0.5), paint.Mix(mid, s[3], 0.4)},
		Grain: 0.04, Seed: a.between(0, 100),
	})
	// The moon, or an eclipse ringed with fire.
	moon := a.r.At(a.between(0.2, 0.8), a.between(0.18, 0.34))
	rad := a.r.H() * a.between(0.12, 0.2)
	a.glow(moon, rad*3.2, paint.Lighten(s[3], 0.3), 0.6)
	if a.rng.IntN(2) == 0 {
		a.c.circle(moon, rad, paint.Fill{Stops: []color.NRGBA{paint.Lighten(light, 0.2), paint.Mix(light, s[3], 0.5)}, Gradient: paint.Radial})
	} else {
		a.c.circle(moon, rad*1.08, paint.Fill{Stops: []color.NRGBA{paint.Lighten(s[3], 0.5), s[3]}, Gradient: paint.Radial})
		a.c.circle(moon, rad, paint.Flat(paint.Darken(pitch, 0.3)))
	}
	// Clouds drifting across it.
	for range 3 + a.rng.IntN(3) {
		y := a.between(0.1, 0.5)
		cx := a.between(0, 1)
		w := a.between(0.3, 0.7)
		a.c.panel(geom.R(a.r.Min.X+a.r.W()*(cx-w/2), a.r.Min.Y+a.r.H()*y, a.r.W()*w, a.r.H()*a.between(0.04, 0.08)),
			a.r.H()*0.04, paint.Flat(paint.Alpha(paint.Darken(s[1], 0.3), a.between(0.35, 0.7))))
	}
	if a.rng.IntN(3) == 0 {
		a.lightning(paint.Lighten(light, 0.5))
	}
	if a.rng.IntN(4) == 0 {
		a.eye(a.r.At(a.between(0.25, 0.75), a.between(0.16, 0.3)), a.r.H()*a.between(0.08, 0.12), s)
	}
	// The crag and the citadel on it.
	crag := paint.Darken(pitch, 0.1)
	a.ridge(a.between(0.7, 0.8), 0.55, paint.Mix(pitch, s[1], 0.35))
	base := a.between(0.62, 0.7)
	a.citadel(a.between(0.3, 0.7), base, crag, s)
	a.ridge(base+0.14, 0.5, crag)
	// Embers rising.
	for range 10 + a.rng.IntN(10) {
		at := a.r.At(a.between(0, 1), a.between(0.35, 0.95))
		a.c.circle(at, a.r.H()*a.between(0.004, 0.012), paint.Flat(paint.Alpha(paint.Lighten(s[3], 0.4), a.between(0.4, 0.9))))
	}
}

// citadel draws a cluster of towers with pointed roofs standing on a
// crag, centred at x (fractions of the box), their feet at base.
func (a *artist) citadel(x, base float64, col color.NRGBA, s []color.NRGBA) {
	h := a.r.H()
	towers := 3 + a.rng.IntN(4)
	width := a.between(0.35, 0.55)
	window := paint.Lighten(s[3], 0.35)
	// The rock it stands on.
	rock := []geom.Vec{
		a.r.At(x-width*0.75, base+0.2), a.r.At(x-width*0.45, base-0.02), a.r.At(x+width*0.45, base-0.02), a.r.At(x+width*0.75, base+0.2),
	}
	a.c.polygon(rock, col)
	for i := range towers {
		t := (float64(i) + 0.5) / float64(towers)
		tx := x - width/2 + width*t + a.between(-0.02, 0.02)
		tall := a.between(0.18, 0.36)
		if i == towers/2 {
			tall = a.between(0.38, 0.5) // the keep
		}
		tw := a.between(0.045, 0.075)
		top := base - tall
		body := []geom.Vec{a.r.At(tx-tw/2, base+0.01), a.r.At(tx-tw/2, top), a.r.At(tx+tw/2, top), a.r.At(tx+tw/2, base+0.01)}
		a.c.polygon(body, col)
		// a pointed roof, or battlements
		if a.rng.IntN(3) > 0 {
			a.c.polygon([]geom.Vec{a.r.At(tx-tw*0.75, top+0.005), a.r.At(tx, top-a.between(0.08, 0.16)), a.r.At(tx+tw*0.75, top+0.005)}, col)
		} else {
			for k := range 3 {
				bx := tx - tw/2 + tw*float64(k)/2.5
				a.c.panel(geom.R(a.r.Min.X+a.r.W()*bx, a.r.Min.Y+h*(top-0.03), a.r.W()*tw/5, h*0.035), 0, paint.Flat(col))
			}
		}
		// burning windows
		for k := range 1 + a.rng.IntN(3) {
			wy := top + 0.05 + float64(k)*0.07
			if wy > base-0.03 {
				break
			}
			at := a.r.At(tx+a.between(-tw*0.2, tw*0.2), wy)
			a.glow(at, h*0.03, window, 0.5)
			a.c.panel(geom.Centered(at, math.Max(1, h*0.014), math.Max(1.5, h*0.026)), h*0.006, paint.Flat(paint.Lighten(window, 0.3)))
		}
	}
}

// lightning draws a forked bolt from the top of the box.
func (a *artist) lightning(col color.NRGBA) {
	p := a.r.At(a.between(0.15, 0.85), 0)
	pts := []geom.Vec{p}
	for range 6 {
		p = p.Add(geom.V(a.r.W()*a.between(-0.08, 0.08), a.r.H()*a.between(0.06, 0.1)))
		pts = append(pts, p)
	}
	a.glow(pts[len(pts)/2], a.r.H()*0.25, col, 0.35)
	a.c.stroke(pts, false, math.Max(1, a.r.H()*0.012), paint.Alpha(col, 0.9))
	fork := pts[2:4]
	end := fork[1].Add(geom.V(a.r.W()*a.between(0.05, 0.12), a.r.H()*0.08))
	a.c.stroke([]geom.Vec{fork[0], fork[1], end}, false, math.Max(1, a.r.H()*0.007), paint.Alpha(col, 0.7))
}

// eye draws a great slit-pupilled eye watching from the sky.
func (a *artist) eye(c geom.Vec, size float64, s []color.NRGBA) {
	glow := s[3]
	a.glow(c, size*2.5, glow, 0.55)
	lid := geom.AppendLens(make([]geom.Vec, 0, 24), c, size*1.6, size*0.75, 12)
	a.c.polygon(lid, paint.Lighten(glow, 0.35))
	a.c.circle(c, size*0.62, paint.Fill{Stops: []color.NRGBA{paint.Lighten(glow, 0.6), glow, paint.Darken(glow, 0.4)}, Gradient: paint.Radial})
	a.c.polygon([]geom.Vec{c.Add(geom.V(0, -size*0.58)), c.Add(geom.V(size*0.13, 0)), c.Add(geom.V(0, size*0.58)), c.Add(geom.V(-size*0.13, 0))}, paint.Darken(s[0], 0.3))
}

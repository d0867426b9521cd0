// Package art paints the abstract pictures in card art boxes. A picture is a
// pure function of its Spec and size: the same name always gives the same
// picture, from a random source of its own (never the game's).
//
// Pictures are painted on the CPU into image.RGBA (the canvas type:
// gradient panels like package paint's shader, anti-aliased polygons and
// strokes from golang.org/x/image/vector), which is many times cheaper
// than filling paths on the GPU, and lets callers paint them on any
// goroutine and cache them.
package art

import (
	"hash/fnv"
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// Motif is the kind of picture.
type Motif uint8

// The motifs; cardface picks one from the card's types.
const (
	Landscape Motif = iota // sky, sun and layered ridges (lands)
	Sigil                  // a glowing emblem over a horizon (creatures)
	Burst                  // rays, arcs and sparks (instants and sorceries)
	Ribbons                // flowing bands and soft orbs (enchantments)
	Machine                // gears and rings (artifacts)
	Lair                   // a villain's citadel under a baleful moon (schemes)
)

// String returns the motif's name.
func (m Motif) String() string {
	switch m {
	case Landscape:
		return "landscape"
	case Sigil:
		return "sigil"
	case Burst:
		return "burst"
	case Ribbons:
		return "ribbons"
	case Machine:
		return "machine"
	case Lair:
		return "lair"
	}
	return "motif?"
}

// Spec is everything a picture depends on.
type Spec struct {
	Seed    uint64        // from SeedOf(the card's name)
	Motif   Motif         //
	Palette []color.NRGBA // at least one colour; see PaletteOf
}

// SeedOf returns the seed of a name: its 64-bit FNV-1a hash.
func SeedOf(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()
}

// artist draws one picture.
type artist struct {
	c   *canvas
	r   geom.Rect
	rng *rand.Rand
	pal []color.NRGBA
}

// Render returns the picture of s painted on the CPU into a new w × h
// image (premultiplied alpha, as Ebitengine's WritePixels takes it). It
// is pure Go and touches no GPU, so it may run on any goroutine. A
// picture at a table card's size takes about a millisecond.
func Render(s Spec, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, max(0, w), max(0, h)))
	Paint(img, s)
	return img
}

// Paint paints the picture of s over img, filling its bounds.
func Paint(img *image.RGBA, s Spec) {
	if img.Bounds().Empty() {
		return
	}
	pal := s.Palette
	if len(pal) == 0 {
		pal = []color.NRGBA{paint.Hex(0x888888)}
	}
	c := newCanvas(img)
	a := &artist{c: c, r: c.bounds(), rng: rand.New(rand.NewPCG(s.Seed, s.Seed^0x9e3779b97f4a7c15)), pal: pal}
	switch s.Motif {
	case Landscape:
		a.landscape()
	case Sigil:
		a.sigil()
	case Burst:
		a.burst()
	case Ribbons:
		a.ribbons()
	case Machine:
		a.machine()
	case Lair:
		a.lair()
	}
	a.vignette()
}

// pick returns a random palette colour.
func (a *artist) pick() color.NRGBA { return a.pal[a.rng.IntN(len(a.pal))] }

// between returns a random float in [lo, hi).
func (a *artist) between(lo, hi float64) float64 { return lo + a.rng.Float64()*(hi-lo) }

// byLuma returns the palette sorted from dark to light.
func (a *artist) byLuma() []color.NRGBA {
	out := append([]color.NRGBA(nil), a.pal...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && paint.Luma(out[j]) < paint.Luma(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// sky fills the box with a vertical gradient from a dark colour through a
// mid one to a light horizon, and returns the horizon colour.
func (a *artist) sky(horizon float64) color.NRGBA {
	s := a.byLuma()
	dark, light := s[0], s[len(s)-1]
	mid := s[len(s)/2]
	top := paint.Mix(dark, mid, a.between(0.2, 0.7))
	low := paint.Lighten(paint.Mix(mid, light, a.between(0.3, 0.9)), 0.15)
	a.c.panel(a.r, 0, paint.Fill{
		Stops: []color.NRGBA{top, paint.Mix(top, low, 0.55), low, low},
		Grain: 0.03, Seed: a.between(0, 100),
	})
	_ = horizon
	return low
}

// glow draws a soft radial light of colour c.
func (a *artist) glow(c geom.Vec, rad float64, col color.NRGBA, strength float64) {
	a.c.panel(geom.Centered(c, 2*rad, 2*rad), rad, paint.Fill{
		Stops:    []color.NRGBA{paint.Alpha(col, strength), paint.Alpha(col, strength*0.35), paint.Alpha(col, 0)},
		Gradient: paint.Radial, Reach: 0.72,
	})
}

// ridge fills the area under a jagged line across the box at height y
// (a fraction of the box) with colour c.
func (a *artist) ridge(y, rough float64, c color.NRGBA) {
	const n = 33
	var hs [n]float64
	hs[0], hs[n-1] = a.between(-1, 1), a.between(-1, 1)
	// midpoint displacement
	for step, amp := n-1, 1.0; step > 1; step, amp = step/2, amp*rough {
		for i := step / 2; i < n; i += step {
			hs[i] = (hs[i-step/2]+hs[i+step/2])/2 + a.between(-amp, amp)
		}
	}
	h := a.r.H()
	pts := make([]geom.Vec, 0, n+2)
	pts = append(pts, geom.V(a.r.Min.X-2, a.r.Max.Y+2))
	for i := range n {
		x := a.r.Min.X - 2 + (a.r.W()+4)*float64(i)/float64(n-1)
		pts = append(pts, geom.V(x, a.r.Min.Y+h*y+hs[i]*h*0.09))
	}
	pts = append(pts, geom.V(a.r.Max.X+2, a.r.Max.Y+2))
	a.c.polygon(pts, c)
}

func (a *artist) landscape() {
	horizon := a.between(0.38, 0.55)
	low := a.sky(horizon)
	sun := a.r.At(a.between(0.15, 0.85), horizon*a.between(0.35, 0.8))
	rad := a.r.H() * a.between(0.08, 0.16)
	a.glow(sun, rad*4, paint.Lighten(low, 0.5), 0.55)
	a.c.circle(sun, rad, paint.Fill{
		Stops:    []color.NRGBA{paint.Lighten(low, 0.8), paint.Lighten(low, 0.45)},
		Gradient: paint.Radial,
	})
	s := a.byLuma()
	layers := 3 + a.rng.IntN(3)
	base := s[a.rng.IntN(max(1, len(s)/2+1))]
	for i := range layers {
		t := float64(i) / float64(layers-1)
		y := horizon + t*(0.92-horizon)*0.85
		c := paint.Mix(paint.Mix(low, base, 0.45), paint.Darken(base, 0.55), t)
		a.ridge(y, a.between(0.45, 0.65), c)
		if i < layers-1 && a.rng.IntN(2) == 0 {
			// a band of mist in front of this ridge
			my := a.r.Min.Y + a.r.H()*(y+0.06)
			a.c.panel(geom.R(a.r.Min.X, my-a.r.H()*0.05, a.r.W(), a.r.H()*0.1), a.r.H()*0.05, paint.Fill{
				Stops: []color.NRGBA{paint.Alpha(low, 0), paint.Alpha(low, 0.35), paint.Alpha(low, 0)},
			})
		}
	}
}

// polygon returns the points of a regular n-gon.
func polygon(c geom.Vec, rad, rot float64, n int) []geom.Vec {
	pts := make([]geom.Vec, n)
	for i := range pts {
		pts[i] = c.Add(geom.Polar(rad, rot+2*math.Pi*float64(i)/float64(n)))
	}
	return pts
}

// star returns the points of an n-pointed star.
func star(c geom.Vec, outer, inner, rot float64, n int) []geom.Vec {
	pts := make([]geom.Vec, 2*n)
	for i := range pts {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		pts[i] = c.Add(geom.Polar(r, rot+math.Pi*float64(i)/float64(n)))
	}
	return pts
}

func (a *artist) sigil() {
	horizon := a.between(0.6, 0.78)
	low := a.sky(horizon)
	s := a.byLuma()
	if a.rng.IntN(3) == 0 {
		// a pale moon low in the sky behind
		m := a.r.At(a.between(0.1, 0.9), a.between(0.15, 0.4))
		a.c.circle(m, a.r.H()*a.between(0.08, 0.2), paint.Flat(paint.Alpha(paint.Lighten(low, 0.6), 0.45)))
	}
	a.ridge(horizon, a.between(0.4, 0.65), paint.Mix(low, s[0], 0.5))
	a.ridge(horizon+0.15, 0.55, paint.Darken(s[0], 0.3))
	switch a.rng.IntN(4) {
	case 0:
		a.constellation(s)
	case 1:
		a.totem(s, horizon)
	default:
		c := a.r.At(a.between(0.3, 0.7), a.between(0.38, 0.52))
		a.emblem(c, a.r.H()*a.between(0.28, 0.42), s)
	}
}

// constellation draws three to five small emblems joined by fine lines.
func (a *artist) constellation(s []color.NRGBA) {
	n := 3 + a.rng.IntN(3)
	pts := make([]geom.Vec, n)
	for i := range pts {
		pts[i] = a.r.At(0.15+0.7*(float64(i)+a.between(0.2, 0.8))/float64(n), a.between(0.2, 0.6))
	}
	a.c.stroke(pts, false, math.Max(1, a.r.H()*0.012), paint.Alpha(paint.Lighten(s[len(s)-1], 0.5), 0.6))
	big := a.rng.IntN(n)
	for i, q := range pts {
		size := a.r.H() * a.between(0.08, 0.13)
		if i == big {
			size *= 1.8
		}
		a.emblem(q, size, s)
	}
}

// totem stacks shapes into a standing figure on the horizon.
func (a *artist) totem(s []color.NRGBA, horizon float64) {
	x := a.between(0.3, 0.7)
	base := a.r.At(x, horizon+0.08)
	light := s[len(s)-1]
	a.glow(a.r.At(x, horizon-0.25), a.r.H()*0.6, paint.Lighten(light, 0.3), 0.6)
	y := base.Y
	parts := 3 + a.rng.IntN(2)
	for i := range parts {
		size := a.r.H() * a.between(0.1, 0.16) * (1 - 0.12*float64(i))
		c := geom.V(base.X+a.r.H()*a.between(-0.02, 0.02), y-size*0.9)
		col := paint.Mix(s[0], a.pick(), a.between(0.3, 0.7))
		if a.rng.IntN(2) == 0 {
			a.c.circle(c, size, paint.Fill{Stops: []color.NRGBA{paint.Lighten(col, 0.2), paint.Darken(col, 0.25)}, Gradient: paint.Diagonal})
		} else {
			a.c.polygon(polygon(c, size*1.15, a.between(0, math.Pi), 3+a.rng.IntN(4)), col)
		}
		y -= size * 1.6
	}
	// two bright eyes on the top piece
	top := geom.V(base.X, y+a.r.H()*0.1)
	for _, dx := range []float64{-1, 1} {
		a.c.circle(top.Add(geom.V(dx*a.r.H()*0.035, 0)), a.r.H()*0.016, paint.Flat(paint.Lighten(light, 0.8)))
	}
}

// emblem draws a glowing heraldic sigil of nested stars and polygons.
func (a *artist) emblem(c geom.Vec, size float64, s []color.NRGBA) {
	light := s[len(s)-1]
	a.glow(c, size*2.2, paint.Lighten(light, 0.3), 0.7)
	rot := a.between(0, math.Pi)
	n := 3 + a.rng.IntN(5)
	layers := 2 + a.rng.IntN(3)
	for i := range layers {
		k := 1 - float64(i)/float64(layers)
		col := paint.Alpha(paint.Lighten(a.pick(), 0.1), 0.5+0.4*float64(i)/float64(layers))
		if i == 0 {
			col = paint.Alpha(paint.Mix(s[0], s[len(s)/2], 0.5), 0.8)
		}
		if (i+n)%2 == 0 {
			a.c.polygon(star(c, size*k, size*k*a.between(0.45, 0.7), rot+float64(i)*0.3, n), col)
		} else {
			a.c.polygon(polygon(c, size*k, rot+float64(i)*0.5, n), col)
		}
	}
	// an eye, a core or a ring at the heart
	core := size * a.between(0.14, 0.24)
	switch a.rng.IntN(3) {
	case 0:
		a.c.circle(c, core, paint.Fill{Stops: []color.NRGBA{paint.Lighten(light, 0.7), light}, Gradient: paint.Radial})
	case 1:
		a.c.stroke(arc(c, core*1.2, 0, 2*math.Pi), true, core*0.35, paint.Lighten(light, 0.5))
	default:
		a.c.polygon(star(c, core*1.6, core*0.5, rot, 4), paint.Lighten(light, 0.6))
	}
	// orbiting motes
	for range 4 + a.rng.IntN(6) {
		at := c.Add(geom.Polar(size*a.between(1.05, 1.5), a.between(0, 2*math.Pi)))
		a.c.circle(at, a.r.H()*a.between(0.01, 0.025), paint.Flat(paint.Alpha(paint.Lighten(a.pick(), 0.4), 0.8)))
	}
}

func (a *artist) burst() {
	switch a.rng.IntN(3) {
	case 0:
		a.vortex()
	default:
		a.rays()
	}
}

// vortex draws a spiral of arcs and motes turning round a bright eye.
func (a *artist) vortex() {
	s := a.byLuma()
	dark, light := s[0], s[len(s)-1]
	focus := geom.V(a.between(0.3, 0.7), a.between(0.35, 0.65))
	a.c.panel(a.r, 0, paint.Fill{
		Stops:    []color.NRGBA{paint.Mix(a.pick(), light, 0.3), paint.Darken(dark, 0.2), paint.Darken(dark, 0.5)},
		Gradient: paint.Radial, Center: focus, Reach: a.between(0.8, 1.2),
		Grain: 0.035, Seed: a.between(0, 100),
	})
	c := a.r.At(focus.X, focus.Y)
	turn := 1.0
	if a.rng.IntN(2) == 0 {
		turn = -1
	}
	arms := 3 + a.rng.IntN(4)
	for i := range arms {
		start := 2 * math.Pi * float64(i) / float64(arms)
		col := paint.Alpha(paint.Lighten(a.pick(), 0.3), a.between(0.45, 0.8))
		for j := range 14 {
			t := float64(j) / 14
			ang := start + turn*t*a.between(2.6, 3.2)
			at := c.Add(geom.Polar(a.r.H()*(0.06+0.75*t), ang))
			a.c.circle(at, a.r.H()*(0.012+0.035*t), paint.Flat(col))
		}
	}
	a.glow(c, a.r.H()*0.35, paint.Lighten(light, 0.5), 0.9)
	a.c.circle(c, a.r.H()*0.06, paint.Fill{Stops: []color.NRGBA{paint.Hex(0xffffff), paint.Lighten(light, 0.5)}, Gradient: paint.Radial})
}

// rays draws a burst of light with sweeping arcs and sparks.
func (a *artist) rays() {
	s := a.byLuma()
	dark, light := s[0], s[len(s)-1]
	focus := geom.V(a.between(0.25, 0.75), a.between(0.3, 0.7))
	a.c.panel(a.r, 0, paint.Fill{
		Stops:    []color.NRGBA{paint.Mix(s[len(s)/2], light, 0.6), a.pick(), paint.Darken(dark, 0.3)},
		Gradient: paint.Radial, Center: focus, Reach: a.between(0.9, 1.4),
		Grain: 0.035, Seed: a.between(0, 100),
	})
	c := a.r.At(focus.X, focus.Y)
	far := a.r.Size().Len()
	rays := 7 + a.rng.IntN(9)
	rot := a.between(0, 2*math.Pi)
	for i := range rays {
		ang := rot + 2*math.Pi*float64(i)/float64(rays) + a.between(-0.15, 0.15)
		w := a.between(0.04, 0.12)
		pts := []geom.Vec{c, c.Add(geom.Polar(far, ang-w)), c.Add(geom.Polar(far, ang+w))}
		a.c.polygon(pts, paint.Alpha(paint.Lighten(a.pick(), 0.2), a.between(0.1, 0.24)))
	}
	// sweeping arcs
	for range 2 + a.rng.IntN(3) {
		rad := a.r.H() * a.between(0.25, 0.7)
		start := a.between(0, 2*math.Pi)
		pts := arc(c, rad, start, start+a.between(1, 2.6))
		a.c.stroke(pts, false, a.r.H()*a.between(0.02, 0.06), paint.Alpha(paint.Lighten(a.pick(), 0.25), a.between(0.5, 0.85)))
	}
	a.glow(c, a.r.H()*0.4, paint.Lighten(light, 0.5), 0.75)
	a.c.polygon(star(c, a.r.H()*a.between(0.12, 0.2), a.r.H()*0.04, rot, 4+a.rng.IntN(4)), paint.Lighten(light, 0.85))
	// sparks
	for range 8 + a.rng.IntN(10) {
		at := c.Add(geom.Polar(a.r.H()*a.between(0.15, 0.8), a.between(0, 2*math.Pi)))
		a.c.circle(at, a.r.H()*a.between(0.006, 0.018), paint.Flat(paint.Alpha(paint.Lighten(light, 0.6), a.between(0.5, 1))))
	}
}

func (a *artist) ribbons() {
	a.sky(0.5)
	// bokeh orbs behind
	for range 6 + a.rng.IntN(6) {
		at := a.r.At(a.between(0, 1), a.between(0, 1))
		a.glow(at, a.r.H()*a.between(0.08, 0.25), paint.Lighten(a.pick(), 0.4), a.between(0.3, 0.7))
	}
	bands := 3 + a.rng.IntN(3)
	for i := range bands {
		y0 := a.between(0.15, 0.85)
		amp := a.between(0.05, 0.18)
		freq := a.between(0.6, 1.8)
		phase := a.between(0, 2*math.Pi)
		thick := a.between(0.04, 0.12)
		twist := a.between(0.5, 2)
		const n = 40
		pts := make([]geom.Vec, 0, 2*n+2)
		for j := 0; j <= n; j++ {
			t := float64(j) / n
			y := y0 + amp*math.Sin(2*math.Pi*freq*t+phase)
			hw := thick * (0.35 + 0.65*math.Abs(math.Cos(math.Pi*twist*t+phase)))
			pts = append(pts, a.r.At(-0.02+1.04*t, y-hw))
		}
		for j := n; j >= 0; j-- {
			t := float64(j) / n
			y := y0 + amp*math.Sin(2*math.Pi*freq*t+phase)
			hw := thick * (0.35 + 0.65*math.Abs(math.Cos(math.Pi*twist*t+phase)))
			pts = append(pts, a.r.At(-0.02+1.04*t, y+hw))
		}
		alpha := 0.45 + 0.4*float64(i)/float64(bands)
		a.c.polygon(pts, paint.Alpha(paint.Lighten(a.pick(), 0.1), alpha))
	}
	// a bright orb
	c := a.r.At(a.between(0.25, 0.75), a.between(0.3, 0.6))
	rad := a.r.H() * a.between(0.08, 0.14)
	light := a.byLuma()[len(a.pal)-1]
	a.glow(c, rad*3, paint.Lighten(light, 0.5), 0.8)
	a.c.circle(c, rad, paint.Fill{Stops: []color.NRGBA{paint.Lighten(light, 0.9), paint.Lighten(light, 0.3)}, Gradient: paint.Radial})
}

// gear returns the outline of a gear with n teeth.
func gear(c geom.Vec, rad, tooth, rot float64, n int) []geom.Vec {
	pts := make([]geom.Vec, 0, 4*n)
	for i := range n {
		a0 := rot + 2*math.Pi*float64(i)/float64(n)
		step := 2 * math.Pi / float64(n)
		pts = append(pts,
			c.Add(geom.Polar(rad, a0)),
			c.Add(geom.Polar(rad+tooth, a0+step*0.12)),
			c.Add(geom.Polar(rad+tooth, a0+step*0.45)),
			c.Add(geom.Polar(rad, a0+step*0.57)),
		)
	}
	return pts
}

func (a *artist) machine() {
	s := a.byLuma()
	dark, light := s[0], s[len(s)-1]
	a.c.panel(a.r, 0, paint.Fill{
		Stops:    []color.NRGBA{paint.Mix(dark, light, 0.45), paint.Darken(dark, 0.2)},
		Gradient: paint.Radial, Center: geom.V(a.between(0.3, 0.7), a.between(0.3, 0.6)), Reach: 1.2,
		Grain: 0.05, Seed: a.between(0, 100),
	})
	// a faint blueprint grid
	step := a.r.W() / float64(6+a.rng.IntN(6))
	grid := paint.Alpha(paint.Lighten(light, 0.3), 0.12)
	for x := a.r.Min.X + step/2; x < a.r.Max.X; x += step {
		a.c.panel(geom.R(x, a.r.Min.Y, math.Max(1, a.r.W()*0.004), a.r.H()), 0, paint.Flat(grid))
	}
	for y := a.r.Min.Y + step/2; y < a.r.Max.Y; y += step {
		a.c.panel(geom.R(a.r.Min.X, y, a.r.W(), math.Max(1, a.r.W()*0.004)), 0, paint.Flat(grid))
	}
	gears := 2 + a.rng.IntN(3)
	for i := range gears {
		c := a.r.At(a.between(0.15, 0.85), a.between(0.2, 0.8))
		rad := a.r.H() * a.between(0.12, 0.32)
		if i == 0 {
			rad = a.r.H() * a.between(0.3, 0.4)
			c = a.r.At(a.between(0.35, 0.65), a.between(0.4, 0.6))
		}
		col := paint.Mix(a.pick(), light, a.between(0, 0.4))
		shadow := c.Add(geom.V(rad*0.06, rad*0.08))
		n := 8 + a.rng.IntN(10)
		rot := a.between(0, math.Pi)
		a.c.polygon(gear(shadow, rad, rad*0.18, rot, n), paint.Alpha(color.NRGBA{A: 255}, 0.35))
		a.c.polygon(gear(c, rad, rad*0.18, rot, n), col)
		a.c.circle(c, rad*0.78, paint.Fill{Stops: []color.NRGBA{paint.Lighten(col, 0.25), paint.Darken(col, 0.25)}, Gradient: paint.Diagonal})
		a.c.circle(c, rad*0.3, paint.Fill{Stops: []color.NRGBA{paint.Darken(col, 0.5), paint.Darken(col, 0.3)}, Border: math.Max(1, rad*0.05), BorderColor: paint.Lighten(col, 0.4)})
	}
	// a brass ring
	c := a.r.At(a.between(0.2, 0.8), a.between(0.2, 0.8))
	ring := arc(c, a.r.H()*a.between(0.2, 0.45), 0, 2*math.Pi)
	a.c.stroke(ring[:len(ring)-1], true, a.r.H()*0.015, paint.Alpha(paint.Lighten(light, 0.4), 0.5))
}

// vignette darkens the box's edges.
func (a *artist) vignette() {
	a.c.panel(a.r, 0, paint.Fill{
		Stops:    []color.NRGBA{{A: 0}, {A: 0}, {A: 0x70}},
		Gradient: paint.Radial, Reach: 1.05,
	})
}

package art

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// canvas paints on the CPU into a premultiplied RGBA image: the same
// panels (gradients, grain, border) as package paint's shader, and
// anti-aliased polygons and strokes. Painting a picture here costs a
// millisecond or two, where Ebitengine's GPU path filling costs tens.
type canvas struct {
	img *image.RGBA
	ras vector.Rasterizer
	lut ramp // a panel's gradient, sampled
	// the shape being built: its points, and where each subpath starts
	pts    []geom.Vec
	starts []int
}

func newCanvas(img *image.RGBA) *canvas { return &canvas{img: img} }

// bounds returns the canvas as a rectangle.
func (c *canvas) bounds() geom.Rect { return geom.FromImage(c.img.Bounds()) }

// over blends premultiplied colour (r, g, b, a), 0–1, over the pixel at
// offset i.
func (c *canvas) over(i int, r, g, b, a float64) {
	p := c.img.Pix[i : i+4 : i+4]
	k := 1 - a
	p[0] = to8(r*255 + float64(p[0])*k)
	p[1] = to8(g*255 + float64(p[1])*k)
	p[2] = to8(b*255 + float64(p[2])*k)
	p[3] = to8(a*255 + float64(p[3])*k)
}

// to8 rounds a 0–255 value to a byte.
func to8(v float64) uint8 {
	if v >= 254.5 {
		return 255
	}
	return uint8(v + 0.5)
}

// stopsOf returns up to five stops as straight-alpha floats.
func stopsOf(f paint.Fill) (s [5][4]float64, n int) {
	n = min(len(f.Stops), 5)
	for i := range n {
		c := f.Stops[i]
		s[i] = [4]float64{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255, float64(c.A) / 255}
	}
	return s, n
}

// gradient returns the colour a fraction t along n stops.
func gradient(s *[5][4]float64, n int, t float64) [4]float64 {
	if n <= 1 || t <= 0 {
		return s[0]
	}
	if t >= 1 {
		return s[n-1]
	}
	x := t * float64(n-1)
	i := int(x)
	k := x - float64(i)
	a, b := s[i], s[min(i+1, n-1)]
	return [4]float64{a[0] + (b[0]-a[0])*k, a[1] + (b[1]-a[1])*k, a[2] + (b[2]-a[2])*k, a[3] + (b[3]-a[3])*k}
}

// grain returns a fixed noise in [-0.5, 0.5) for pixel (x, y) and seed.
func grain(x, y int, seed float64) float64 {
	h := uint32(x)*0x9e3779b1 ^ uint32(y)*0x85ebca77 ^ uint32(int32(seed*997))*0xc2b2ae3d
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	return float64(h&0xffff)/65536 - 0.5
}

// panel fills r, its corners rounded by radius, as f says (as package
// paint's Panel does on the GPU, bevel aside).
func (c *canvas) panel(r geom.Rect, radius float64, f paint.Fill) {
	if r.Empty() || len(f.Stops) == 0 {
		return
	}
	box := r.Inset(-1).Image().Intersect(c.img.Bounds())
	if box.Empty() {
		return
	}
	radius = math.Max(0, math.Min(radius, math.Min(r.W(), r.H())/2))
	stops, n := stopsOf(f)
	ctr := r.Center()
	hw, hh := r.W()/2, r.H()/2
	// the gradient: t = dot(p - o, dir) / |dir|², or |p - o| / reach
	radial := f.Gradient == paint.Radial
	start, end, reach := f.Axis(r)
	ox, oy, dx, dy := start.X, start.Y, end.X-start.X, end.Y-start.Y
	reach = math.Max(1, reach)
	dd := math.Max(dx*dx+dy*dy, 1e-4)
	bc := [4]float64{float64(f.BorderColor.R) / 255, float64(f.BorderColor.G) / 255, float64(f.BorderColor.B) / 255, float64(f.BorderColor.A) / 255}
	alpha := 1.0
	if f.Alpha > 0 {
		alpha = f.Alpha
	}
	flat := n == 1 && f.Grain == 0 && f.Border == 0
	var lut *ramp
	if !flat {
		lut = c.ramp(&stops, n)
	}
	// A radial gradient that starts clear paints nothing within hole of
	// its centre.
	hole := 0.0
	if radial && f.Border == 0 {
		lead := 0
		for lead < n && stops[lead][3] == 0 {
			lead++
		}
		if lead == n {
			return
		}
		if lead > 1 {
			hole = reach * float64(lead-1) / float64(n-1)
		}
	}
	for y := box.Min.Y; y < box.Max.Y; y++ {
		py := float64(y) + 0.5
		qy := abs(py-ctr.Y) - hh + radius
		i := c.img.PixOffset(box.Min.X, y)
		skip0, skip1 := 1, 0 // the columns inside the hole
		if ey := py - oy; hole > 0 && abs(ey) < hole {
			half := math.Sqrt(hole*hole - ey*ey)
			skip0, skip1 = int(math.Ceil(ox-half-0.5)), int(math.Floor(ox+half-0.5))
		}
		for x := box.Min.X; x < box.Max.X; x, i = x+1, i+4 {
			if x >= skip0 && x <= skip1 {
				x, i = skip1, i+4*(skip1-x)
				continue
			}
			px := float64(x) + 0.5
			qx := abs(px-ctr.X) - hw + radius
			// the signed distance to the rounded rectangle's edge
			var d float64
			switch {
			case qx > 0 && qy > 0:
				d = math.Sqrt(qx*qx+qy*qy) - radius
			case qx > qy:
				d = qx - radius
			default:
				d = qy - radius
			}
			cov := 0.5 - d
			if cov <= 0 {
				continue
			}
			if cov > 1 {
				cov = 1
			}
			var col [4]float64
			switch {
			case flat:
				col = stops[0]
			case radial:
				ex, ey := px-ox, py-oy
				col = lut.at(math.Sqrt(ex*ex+ey*ey) / reach)
			default:
				col = lut.at(((px-ox)*dx + (py-oy)*dy) / dd)
			}
			a := col[3] * cov * alpha
			if f.Border > 0 {
				in := clamp01(0.5 - (d + f.Border))
				for k := range 4 {
					col[k] = bc[k] + (col[k]-bc[k])*in
				}
				a = col[3] * cov * alpha
			}
			if a <= 0 {
				continue
			}
			if f.Grain > 0 {
				g := grain(x, y, f.Seed) * f.Grain
				col[0] = clamp01(col[0] + g)
				col[1] = clamp01(col[1] + g)
				col[2] = clamp01(col[2] + g)
			}
			c.over(i, col[0]*a, col[1]*a, col[2]*a, a)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func clamp01(x float64) float64 {
	if x < 0 {
		return 0
	}
	if x > 1 {
		return 1
	}
	return x
}

// rampSteps is how finely a ramp samples a gradient.
const rampSteps = 256

// ramp is a gradient sampled at rampSteps+1 points.
type ramp [rampSteps + 1][4]float64

// at returns the colour a fraction t along the ramp.
func (r *ramp) at(t float64) [4]float64 {
	if t <= 0 {
		return r[0]
	}
	if t >= 1 {
		return r[rampSteps]
	}
	return r[int(t*rampSteps+0.5)]
}

// ramp samples a gradient into the canvas's reused ramp.
func (c *canvas) ramp(s *[5][4]float64, n int) *ramp {
	for i := range c.lut {
		c.lut[i] = gradient(s, n, float64(i)/rampSteps)
	}
	return &c.lut
}

// circle fills a disc as panel does.
func (c *canvas) circle(ctr geom.Vec, rad float64, f paint.Fill) {
	c.panel(geom.Centered(ctr, 2*rad, 2*rad), rad, f)
}

// begin starts a new shape.
func (c *canvas) begin() {
	c.pts = c.pts[:0]
	c.starts = c.starts[:0]
}

// sub adds a closed subpath to the shape.
func (c *canvas) sub(pts ...geom.Vec) {
	if len(pts) < 3 {
		return
	}
	c.starts = append(c.starts, len(c.pts))
	c.pts = append(c.pts, pts...)
}

// fill paints the shape in colour col, anti-aliased. Overlapping
// subpaths wound the same way make a union.
func (c *canvas) fill(col color.NRGBA) {
	if len(c.pts) == 0 || col.A == 0 {
		return
	}
	lo, hi := c.pts[0], c.pts[0]
	for _, p := range c.pts {
		lo = geom.V(math.Min(lo.X, p.X), math.Min(lo.Y, p.Y))
		hi = geom.V(math.Max(hi.X, p.X), math.Max(hi.Y, p.Y))
	}
	box := geom.Rect{Min: lo, Max: hi}.Image().Intersect(c.img.Bounds())
	if box.Empty() {
		return
	}
	c.ras.Reset(box.Dx(), box.Dy())
	o := geom.V(float64(box.Min.X), float64(box.Min.Y))
	for si, s := range c.starts {
		end := len(c.pts)
		if si+1 < len(c.starts) {
			end = c.starts[si+1]
		}
		for j, p := range c.pts[s:end] {
			p = p.Sub(o)
			if j == 0 {
				c.ras.MoveTo(float32(p.X), float32(p.Y))
			} else {
				c.ras.LineTo(float32(p.X), float32(p.Y))
			}
		}
		c.ras.ClosePath()
	}
	c.ras.Draw(c.img, box, image.NewUniform(premulColor(col)), image.Point{})
}

// premulColor converts a straight-alpha colour.
func premulColor(c color.NRGBA) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// polygon fills the polygon through pts.
func (c *canvas) polygon(pts []geom.Vec, col color.NRGBA) {
	c.begin()
	c.sub(pts...)
	c.fill(col)
}

// stroke paints a line of the given width along pts (closed when closed
// is true), with round joins and caps.
func (c *canvas) stroke(pts []geom.Vec, closed bool, width float64, col color.NRGBA) {
	if len(pts) < 2 {
		return
	}
	h := width / 2
	c.begin()
	seg := func(p, q geom.Vec) {
		d := q.Sub(p)
		l := d.Len()
		if l == 0 {
			return
		}
		n := geom.V(-d.Y/l*h, d.X/l*h)
		quad := []geom.Vec{p.Add(n), q.Add(n), q.Sub(n), p.Sub(n)}
		if area(quad) < 0 {
			quad[1], quad[3] = quad[3], quad[1]
		}
		c.sub(quad...)
	}
	for i := 1; i < len(pts); i++ {
		seg(pts[i-1], pts[i])
	}
	if closed {
		seg(pts[len(pts)-1], pts[0])
	}
	sides := max(8, min(24, int(h*4)))
	for _, p := range pts {
		c.sub(polygon(p, h, 0, sides)...)
	}
	c.fill(col)
}

// area returns twice the signed area of a polygon (positive when it turns
// the way polygon's points do).
func area(pts []geom.Vec) float64 {
	s := 0.0
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		s += p.X*q.Y - q.X*p.Y
	}
	return s
}

// arc returns points along a circular arc from angle a0 to a1.
func arc(ctr geom.Vec, rad, a0, a1 float64) []geom.Vec {
	n := max(6, min(96, int(math.Abs(a1-a0)*math.Sqrt(math.Max(rad, 1))*1.5)))
	pts := make([]geom.Vec, n+1)
	for i := range pts {
		pts[i] = ctr.Add(geom.Polar(rad, a0+(a1-a0)*float64(i)/float64(n)))
	}
	return pts
}

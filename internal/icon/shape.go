package icon

import "math"

// vec is a point in the icon's unit square: (0,0) top left, (1,1) bottom
// right.
type vec struct{ x, y float64 }

func (a vec) sub(b vec) vec { return vec{a.x - b.x, a.y - b.y} }

// rotate turns p by angle a (radians, clockwise on screen) around c.
func rotate(p, c vec, a float64) vec {
	s, co := math.Sincos(a)
	d := p.sub(c)
	return vec{c.x + d.x*co - d.y*s, c.y + d.x*s + d.y*co}
}

// roundRect is the signed distance from p to a rectangle centred on c
// with half-size h and corners rounded by r: negative inside.
func roundRect(p, c, h vec, r float64) float64 {
	dx := math.Abs(p.x-c.x) - h.x + r
	dy := math.Abs(p.y-c.y) - h.y + r
	out := math.Hypot(math.Max(dx, 0), math.Max(dy, 0))
	in := math.Min(math.Max(dx, dy), 0)
	return out + in - r
}

// circle is the signed distance from p to a circle.
func circle(p, c vec, r float64) float64 {
	return math.Hypot(p.x-c.x, p.y-c.y) - r
}

// diamond is the signed distance (approximate, exact on the axes) from p
// to a rhombus centred on c with half-diagonals h.
func diamond(p, c, h vec) float64 {
	dx, dy := math.Abs(p.x-c.x)/h.x, math.Abs(p.y-c.y)/h.y
	return (dx + dy - 1) * h.x * h.y / math.Hypot(h.x, h.y)
}

// coverage turns a signed distance into how much of a pixel of size px
// (in unit-square terms) the shape covers, for smooth edges.
func coverage(d, px float64) float64 {
	return clamp01(0.5 - d/px)
}

// soft is coverage with an edge blurred over blur units, for shadows.
func soft(d, blur float64) float64 {
	return clamp01(0.5 - d/blur)
}

func clamp01(v float64) float64 {
	return math.Max(0, math.Min(1, v))
}

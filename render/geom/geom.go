// Package geom holds the small 2-D vector and rectangle types the drawing
// code uses. Coordinates are float64 pixels with y pointing down, as on
// screen.
package geom

import (
	"image"
	"math"
)

// Vec is a 2-D point or displacement.
type Vec struct{ X, Y float64 }

// V returns the vector (x, y).
func V(x, y float64) Vec { return Vec{x, y} }

// Add returns v + w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// Sub returns v − w.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y} }

// Scale returns v scaled by k.
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }

// Dot returns the dot product of v and w.
func (v Vec) Dot(w Vec) float64 { return v.X*w.X + v.Y*w.Y }

// Len returns the length of v.
func (v Vec) Len() float64 { return math.Hypot(v.X, v.Y) }

// Dist returns the distance between v and w.
func (v Vec) Dist(w Vec) float64 { return v.Sub(w).Len() }

// Norm returns v scaled to length 1, or the zero vector for the zero vector.
func (v Vec) Norm() Vec {
	l := v.Len()
	if l == 0 {
		return Vec{}
	}
	return v.Scale(1 / l)
}

// Lerp returns the point a fraction t of the way from v to w.
func (v Vec) Lerp(w Vec, t float64) Vec {
	return Vec{v.X + (w.X-v.X)*t, v.Y + (w.Y-v.Y)*t}
}

// Rotate returns v rotated by angle radians about the origin (clockwise on
// screen, where y points down).
func (v Vec) Rotate(angle float64) Vec {
	s, c := math.Sincos(angle)
	return Vec{v.X*c - v.Y*s, v.X*s + v.Y*c}
}

// Polar returns the vector of length r at angle radians from the x axis.
func Polar(r, angle float64) Vec {
	s, c := math.Sincos(angle)
	return Vec{r * c, r * s}
}

// Rect is an axis-aligned rectangle from Min (inclusive) to Max. A rectangle
// whose Max is not beyond its Min on both axes is empty.
type Rect struct{ Min, Max Vec }

// R returns the rectangle at (x, y) of size w × h.
func R(x, y, w, h float64) Rect { return Rect{Vec{x, y}, Vec{x + w, y + h}} }

// FromImage returns the rectangle of r.
func FromImage(r image.Rectangle) Rect {
	return Rect{Vec{float64(r.Min.X), float64(r.Min.Y)}, Vec{float64(r.Max.X), float64(r.Max.Y)}}
}

// Image returns the smallest integer rectangle that holds r.
func (r Rect) Image() image.Rectangle {
	return image.Rect(int(math.Floor(r.Min.X)), int(math.Floor(r.Min.Y)),
		int(math.Ceil(r.Max.X)), int(math.Ceil(r.Max.Y)))
}

// W returns the width of r.
func (r Rect) W() float64 { return r.Max.X - r.Min.X }

// H returns the height of r.
func (r Rect) H() float64 { return r.Max.Y - r.Min.Y }

// Size returns the size of r as a vector.
func (r Rect) Size() Vec { return r.Max.Sub(r.Min) }

// Center returns the centre of r.
func (r Rect) Center() Vec { return r.Min.Lerp(r.Max, 0.5) }

// Empty reports whether r holds no area.
func (r Rect) Empty() bool { return r.Max.X <= r.Min.X || r.Max.Y <= r.Min.Y }

// Contains reports whether p is inside r (Min inclusive, Max exclusive).
func (r Rect) Contains(p Vec) bool {
	return p.X >= r.Min.X && p.X < r.Max.X && p.Y >= r.Min.Y && p.Y < r.Max.Y
}

// Inset returns r shrunk by d on every side (grown when d < 0). A rectangle
// shrunk past its centre collapses to the centre.
func (r Rect) Inset(d float64) Rect {
	out := Rect{Vec{r.Min.X + d, r.Min.Y + d}, Vec{r.Max.X - d, r.Max.Y - d}}
	c := r.Center()
	if out.Min.X > out.Max.X {
		out.Min.X, out.Max.X = c.X, c.X
	}
	if out.Min.Y > out.Max.Y {
		out.Min.Y, out.Max.Y = c.Y, c.Y
	}
	return out
}

// Translate returns r moved by d.
func (r Rect) Translate(d Vec) Rect { return Rect{r.Min.Add(d), r.Max.Add(d)} }

// Intersect returns the largest rectangle inside both r and s; it is the
// zero rectangle when they do not overlap.
func (r Rect) Intersect(s Rect) Rect {
	out := Rect{
		Vec{math.Max(r.Min.X, s.Min.X), math.Max(r.Min.Y, s.Min.Y)},
		Vec{math.Min(r.Max.X, s.Max.X), math.Min(r.Max.Y, s.Max.Y)},
	}
	if out.Empty() {
		return Rect{}
	}
	return out
}

// Union returns the smallest rectangle holding r and s. An empty rectangle
// adds nothing.
func (r Rect) Union(s Rect) Rect {
	switch {
	case r.Empty():
		return s
	case s.Empty():
		return r
	}
	return Rect{
		Vec{math.Min(r.Min.X, s.Min.X), math.Min(r.Min.Y, s.Min.Y)},
		Vec{math.Max(r.Max.X, s.Max.X), math.Max(r.Max.Y, s.Max.Y)},
	}
}

// Frac returns the part of r between the fractions (x0, y0) and (x1, y1) of
// its width and height: r.Frac(0, 0, 1, 0.5) is its top half.
func (r Rect) Frac(x0, y0, x1, y1 float64) Rect {
	w, h := r.W(), r.H()
	return Rect{
		Vec{r.Min.X + w*x0, r.Min.Y + h*y0},
		Vec{r.Min.X + w*x1, r.Min.Y + h*y1},
	}
}

// At returns the point at the fractions (fx, fy) of r's width and height.
func (r Rect) At(fx, fy float64) Vec {
	return Vec{r.Min.X + r.W()*fx, r.Min.Y + r.H()*fy}
}

// Centered returns the rectangle of size w × h centred on c.
func Centered(c Vec, w, h float64) Rect {
	return Rect{Vec{c.X - w/2, c.Y - h/2}, Vec{c.X + w/2, c.Y + h/2}}
}

// Fit returns the largest rectangle with the aspect ratio w:h that fits in
// r, centred in it.
func (r Rect) Fit(w, h float64) Rect {
	if w <= 0 || h <= 0 || r.Empty() {
		return Rect{r.Center(), r.Center()}
	}
	k := math.Min(r.W()/w, r.H()/h)
	return Centered(r.Center(), w*k, h*k)
}

// AppendLens appends to dst the outline of an eye-shaped lens centred on
// c, hw wide on each side and hh tall above and below the middle: n
// points along its upper arc from left to right, then n along its lower
// arc back (n >= 2).
func AppendLens(dst []Vec, c Vec, hw, hh float64, n int) []Vec {
	last := float64(n - 1)
	for i := range n {
		t := float64(i) / last
		dst = append(dst, c.Add(V((t*2-1)*hw, -math.Sin(t*math.Pi)*hh)))
	}
	for i := range n {
		t := 1 - float64(i)/last
		dst = append(dst, c.Add(V((t*2-1)*hw, math.Sin(t*math.Pi)*hh)))
	}
	return dst
}

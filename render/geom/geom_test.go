package geom

import (
	"image"
	"math"
	"testing"
)

const eps = 1e-9

func near(a, b float64) bool { return math.Abs(a-b) < eps }

func nearVec(a, b Vec) bool { return near(a.X, b.X) && near(a.Y, b.Y) }

func nearRect(a, b Rect) bool { return nearVec(a.Min, b.Min) && nearVec(a.Max, b.Max) }

func TestVec(t *testing.T) {
	a, b := V(3, 4), V(1, -2)
	tests := []struct {
		name      string
		got, want Vec
	}{
		{"add", a.Add(b), V(4, 2)},
		{"sub", a.Sub(b), V(2, 6)},
		{"scale", a.Scale(2), V(6, 8)},
		{"lerp half", a.Lerp(b, 0.5), V(2, 1)},
		{"lerp ends", a.Lerp(b, 1), b},
		{"norm", a.Norm(), V(0.6, 0.8)},
		{"norm zero", Vec{}.Norm(), Vec{}},
		{"rotate quarter", V(1, 0).Rotate(math.Pi / 2), V(0, 1)},
		{"rotate half", V(1, 2).Rotate(math.Pi), V(-1, -2)},
		{"polar", Polar(2, math.Pi/2), V(0, 2)},
	}
	for _, tt := range tests {
		if !nearVec(tt.got, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	if a.Len() != 5 || a.Dist(V(0, 0)) != 5 {
		t.Errorf("len: got %v", a.Len())
	}
	if a.Dot(b) != -5 {
		t.Errorf("dot: got %v", a.Dot(b))
	}
}

func TestRect(t *testing.T) {
	r := R(10, 20, 100, 50)
	if r.W() != 100 || r.H() != 50 || r.Center() != V(60, 45) || r.Size() != V(100, 50) {
		t.Fatalf("R: %+v", r)
	}
	tests := []struct {
		name      string
		got, want Rect
	}{
		{"inset", r.Inset(5), R(15, 25, 90, 40)},
		{"outset", r.Inset(-5), R(5, 15, 110, 60)},
		{"inset collapses", r.Inset(30), Rect{V(40, 45), V(80, 45)}},
		{"translate", r.Translate(V(-10, 5)), R(0, 25, 100, 50)},
		{"intersect", r.Intersect(R(0, 0, 20, 30)), R(10, 20, 10, 10)},
		{"intersect none", r.Intersect(R(0, 0, 5, 5)), Rect{}},
		{"union", r.Union(R(0, 0, 20, 30)), R(0, 0, 110, 70)},
		{"union empty", r.Union(Rect{}), r},
		{"empty union", Rect{}.Union(r), r},
		{"frac top half", r.Frac(0, 0, 1, 0.5), R(10, 20, 100, 25)},
		{"frac middle", r.Frac(0.25, 0.2, 0.75, 0.8), R(35, 30, 50, 30)},
		{"centered", Centered(V(0, 0), 4, 2), R(-2, -1, 4, 2)},
		{"fit wide", R(0, 0, 100, 100).Fit(2, 1), R(0, 25, 100, 50)},
		{"fit tall", R(0, 0, 100, 100).Fit(5, 7), R(50-100*5.0/7/2, 0, 100*5.0/7, 100)},
	}
	for _, tt := range tests {
		if !nearRect(tt.got, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	if got := r.At(0.5, 1); got != V(60, 70) {
		t.Errorf("At: %v", got)
	}
}

func TestRectContainsEmpty(t *testing.T) {
	r := R(0, 0, 10, 10)
	for _, c := range []struct {
		p    Vec
		want bool
	}{
		{V(0, 0), true}, {V(9.99, 5), true}, {V(10, 5), false}, {V(-0.1, 5), false}, {V(5, 10), false},
	} {
		if got := r.Contains(c.p); got != c.want {
			t.Errorf("Contains(%v) = %v, want %v", c.p, got, c.want)
		}
	}
	if !(Rect{}).Empty() || !R(0, 0, 0, 5).Empty() || r.Empty() {
		t.Error("Empty is wrong")
	}
}

func TestImageRoundTrip(t *testing.T) {
	ir := image.Rect(3, 4, 30, 40)
	if got := FromImage(ir).Image(); got != ir {
		t.Errorf("round trip: %v", got)
	}
	if got := R(0.5, 0.5, 2, 2).Image(); got != image.Rect(0, 0, 3, 3) {
		t.Errorf("Image rounds outwards: %v", got)
	}
}

func TestAppendLens(t *testing.T) {
	c := V(10, 20)
	pts := AppendLens(nil, c, 4, 2, 5)
	if len(pts) != 10 {
		t.Fatalf("%d points, want 10", len(pts))
	}
	if pts[0] != V(6, 20) || pts[4] != V(14, 20) || pts[5] != V(14, 20) || pts[9] != V(6, 20) {
		t.Errorf("the lens does not run corner to corner and back: %v", pts)
	}
	if top, bottom := pts[2], pts[7]; top.Dist(V(10, 18)) > 1e-9 || bottom.Dist(V(10, 22)) > 1e-9 {
		t.Errorf("middle points %v and %v, want (10,18) and (10,22)", top, bottom)
	}
}

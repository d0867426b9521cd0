package paint

import (
	_ "embed"
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/kitchentable/kitchentable/render/geom"
)

//go:embed panel.kage
var panelKage []byte

// Gradient says how a panel's colours are laid out.
type Gradient uint8

// The gradient kinds.
const (
	Vertical   Gradient = iota // first stop at the top
	Horizontal                 // first stop on the left
	Diagonal                   // first stop at the top left
	Radial                     // first stop at the centre
)

// Fill describes a panel: up to five colour stops spread evenly along the
// gradient (one stop is a flat colour), an optional outline inside its
// edge, a bevel and a grain.
type Fill struct {
	Stops    []color.NRGBA
	Gradient Gradient
	// Center and Reach place a Radial gradient: its centre as fractions of
	// the panel (0.5, 0.5 when zero) and its radius as a fraction of the
	// panel's half diagonal (1 when zero).
	Center geom.Vec
	Reach  float64

	Border      float64 // outline width in pixels
	BorderColor color.NRGBA
	Bevel       float64 // width in pixels of the lit top and shaded bottom edge
	Grain       float64 // noise amplitude, 0–1 (0.04 is a subtle paper texture)
	Seed        float64 // varies the grain
	Alpha       float64 // overall opacity; 0 means opaque
}

// Axis returns where f's gradient runs over r: from start to end for the
// linear kinds, or, for Radial, outward from start to a distance of
// radius (end is then start). The GPU panel and the CPU canvas of package
// art both spread the stops along it.
func (f Fill) Axis(r geom.Rect) (start, end geom.Vec, radius float64) {
	switch f.Gradient {
	case Horizontal:
		return r.Min, geom.V(r.Max.X, r.Min.Y), 0
	case Diagonal:
		return r.Min, r.Max, 0
	case Radial:
		c := f.Center
		if c == (geom.Vec{}) {
			c = geom.V(0.5, 0.5)
		}
		reach := f.Reach
		if reach == 0 {
			reach = 1
		}
		at := r.At(c.X, c.Y)
		return at, at, reach * r.Size().Len() / 2
	}
	return r.Min, geom.V(r.Min.X, r.Max.Y), 0 // Vertical
}

// Flat returns a fill of one colour.
func Flat(c color.NRGBA) Fill { return Fill{Stops: []color.NRGBA{c}} }

// Painter draws panels and shapes. Its zero value is not usable: make one
// with NewPainter. Use it from the UI goroutine only.
type Painter struct {
	panel *ebiten.Shader
	path  vector.Path
	// u holds the panel's uniform values; uniforms maps each name to its
	// slice of u once, so that drawing a panel only writes numbers into u
	// and allocates nothing (boxing a fresh value in the map would).
	u        panelUniforms
	uniforms map[string]any
	op       ebiten.DrawRectShaderOptions
}

// panelUniforms are the values of panel.kage's uniforms.
type panelUniforms struct {
	rect, axis, borderColor [4]float32
	stops                   [20]float32
	radius, nStops, radial  [1]float32
	border, bevel           [1]float32
	grain, seed             [1]float32
}

// NewPainter compiles the panel shader.
func NewPainter() (*Painter, error) {
	s, err := ebiten.NewShader(panelKage)
	if err != nil {
		return nil, fmt.Errorf("paint: compiling the panel shader: %w", err)
	}
	p := &Painter{panel: s}
	u := &p.u
	p.uniforms = map[string]any{
		"Rect": u.rect[:], "Radius": u.radius[:], "Stops": u.stops[:], "NStops": u.nStops[:],
		"Axis": u.axis[:], "Radial": u.radial[:], "Border": u.border[:], "BorderColor": u.borderColor[:],
		"Bevel": u.bevel[:], "Grain": u.grain[:], "Seed": u.seed[:],
	}
	return p, nil
}

// Panel draws r with corners rounded by radius, filled as f says. r is in
// the coordinates of dst's bounds (for a sub-image, the parent's).
func (p *Painter) Panel(dst *ebiten.Image, r geom.Rect, radius float64, f Fill) {
	if r.Empty() || len(f.Stops) == 0 {
		return
	}
	// The shader sees positions relative to dst's own top-left corner.
	loc := r.Translate(geom.FromImage(dst.Bounds()).Min.Scale(-1))
	radius = math.Max(0, math.Min(radius, math.Min(r.W(), r.H())/2))
	b := r.Inset(-1).Image().Intersect(dst.Bounds())
	if b.Empty() {
		return
	}
	u := &p.u
	n := min(len(f.Stops), 5)
	for i := range 5 {
		c := vec4(f.Stops[min(i, n-1)])
		copy(u.stops[i*4:], c[:])
	}
	start, end, reach := f.Axis(loc)
	u.axis = [4]float32{float32(start.X), float32(start.Y), float32(end.X), float32(end.Y)}
	u.radial[0] = 0
	if f.Gradient == Radial {
		u.axis[2], u.axis[3] = float32(reach), 0
		u.radial[0] = 1
	}
	u.rect = [4]float32{float32(loc.Min.X), float32(loc.Min.Y), float32(loc.Max.X), float32(loc.Max.Y)}
	u.radius[0] = float32(radius)
	u.nStops[0] = float32(n)
	u.border[0] = float32(f.Border)
	u.borderColor = vec4(f.BorderColor)
	u.bevel[0] = float32(f.Bevel)
	u.grain[0] = float32(f.Grain)
	u.seed[0] = float32(f.Seed)

	p.op = ebiten.DrawRectShaderOptions{Uniforms: p.uniforms}
	p.op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	if f.Alpha > 0 {
		p.op.ColorScale.ScaleAlpha(float32(f.Alpha))
	}
	dst.DrawRectShader(b.Dx(), b.Dy(), p.panel, &p.op)
}

// Circle draws a disc of radius rad centred on c with fill f.
func (p *Painter) Circle(dst *ebiten.Image, c geom.Vec, rad float64, f Fill) {
	p.Panel(dst, geom.Centered(c, 2*rad, 2*rad), rad, f)
}

// Path returns the painter's scratch path, reset. It stays valid until the
// next call of Path.
func (p *Painter) Path() *vector.Path {
	p.path.Reset()
	return &p.path
}

// FillPath fills path with colour c, anti-aliased.
func (p *Painter) FillPath(dst *ebiten.Image, path *vector.Path, c color.NRGBA) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, path, nil, op)
}

// StrokePath strokes path with colour c and the given width, round joins.
func (p *Painter) StrokePath(dst *ebiten.Image, path *vector.Path, width float64, c color.NRGBA) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, path, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
}

// Polygon fills the closed polygon through pts with colour c.
func (p *Painter) Polygon(dst *ebiten.Image, pts []geom.Vec, c color.NRGBA) {
	if len(pts) < 3 {
		return
	}
	path := p.Path()
	path.MoveTo(float32(pts[0].X), float32(pts[0].Y))
	for _, q := range pts[1:] {
		path.LineTo(float32(q.X), float32(q.Y))
	}
	path.Close()
	p.FillPath(dst, path, c)
}

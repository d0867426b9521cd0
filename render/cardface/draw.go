package cardface

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
)

// Tapped is the angle of a tapped card: a quarter turn clockwise.
const Tapped = math.Pi / 2

// Placement says where a card image goes on screen: centred on Center,
// Width pixels wide (the height follows the image's shape), turned by
// Angle radians clockwise (0 upright, Tapped when tapped; anything in
// between while a tap animates), at opacity Alpha (0 means opaque).
type Placement struct {
	Center geom.Vec
	Width  float64
	Angle  float64
	Alpha  float64
}

// Size returns the width and height of the card upright.
func (p Placement) Size() (w, h float64) { return p.Width, p.Width * 7 / 5 }

// Bounds returns the screen rectangle the placed card covers: its upright
// rectangle turned by Angle, boxed. Overlays for tapped cards use it.
func (p Placement) Bounds() geom.Rect {
	w, h := p.Size()
	s, c := math.Sincos(p.Angle)
	bw := math.Abs(w*c) + math.Abs(h*s)
	bh := math.Abs(w*s) + math.Abs(h*c)
	return geom.Centered(p.Center, bw, bh)
}

// DrawCard draws a card image (a face or back from a Cache, or any image
// of a card's shape) at p, scaled with linear filtering. It does not
// allocate.
func DrawCard(dst, img *ebiten.Image, p Placement) {
	var op ebiten.DrawImageOptions
	b := img.Bounds()
	iw, ih := float64(b.Dx()), float64(b.Dy())
	k := p.Width / iw
	op.GeoM.Translate(-iw/2, -ih/2)
	op.GeoM.Scale(k, k)
	if p.Angle != 0 {
		op.GeoM.Rotate(p.Angle)
	}
	op.GeoM.Translate(p.Center.X, p.Center.Y)
	if p.Alpha > 0 && p.Alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(p.Alpha))
	}
	// Always linear: at scale 1 and whole-pixel positions it copies pixels
	// exactly, and one filter for every card lets Ebitengine batch them.
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

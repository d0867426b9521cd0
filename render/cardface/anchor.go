package cardface

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
)

// onCard returns where the point (fx, fy) of a card, in fractions of its
// width from its upright top-left corner, lands on screen when the card
// is placed at pl (turned with it).
func onCard(pl Placement, fx, fy float64) geom.Vec {
	w, h := pl.Size()
	v := geom.V(fx*w-w/2, fy*w-h/2)
	if pl.Angle != 0 {
		s, c := math.Sincos(pl.Angle)
		v = geom.V(v.X*c-v.Y*s, v.X*s+v.Y*c)
	}
	return pl.Center.Add(v)
}

// blitFaded copies img to dst with its top-left corner at pos, at
// opacity alpha (0 means opaque, as in Placement).
func blitFaded(dst, img *ebiten.Image, pos geom.Vec, alpha float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round(pos.X), math.Round(pos.Y))
	op.Filter = ebiten.FilterLinear
	if alpha > 0 && alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(alpha))
	}
	dst.DrawImage(img, &op)
}

// markHeight is the height of a mark whose printed part is frac of the
// card's width tall, at least minH pixels.
func markHeight(pl Placement, frac, minH float64) int {
	return max(6, int(math.Round(math.Max(frac*pl.Width, minH))))
}

// inside moves the top-left corner pos of a w × h mark so that the mark
// stays within the box the card placed at pl covers, a little in from
// its edges (a plate wider than the box it covers would hang off).
func inside(pl Placement, pos geom.Vec, w, h int) geom.Vec {
	b := pl.Bounds().Inset(0.03 * pl.Width)
	if float64(w) <= b.W() {
		pos.X = math.Max(b.Min.X, math.Min(pos.X, b.Max.X-float64(w)))
	}
	if float64(h) <= b.H() {
		pos.Y = math.Max(b.Min.Y, math.Min(pos.Y, b.Max.Y-float64(h)))
	}
	return pos
}

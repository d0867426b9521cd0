package cardface

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// The marks the table lays on cards are drawn once per size and number,
// cached, and copied onto the card each frame, so drawing them does not
// allocate. Each takes the screen rectangle the card covers (for a tapped
// card, Placement.Bounds) and scales with its shorter side.

// markSize is the height of a badge for a card covering at.
func markSize(at geom.Rect) int {
	return max(8, int(math.Round(math.Min(at.W(), at.H())*0.2)))
}

// DrawCounters draws a green "+n/+n" badge for n +1/+1 counters at the
// card's upper right. n ≤ 0 draws nothing.
func (c *Cache) DrawCounters(dst *ebiten.Image, at geom.Rect, n int) {
	if n <= 0 {
		return
	}
	s := markSize(at)
	img := c.mark(countersEntry, s, n, func() *ebiten.Image {
		label := "+" + strconv.Itoa(n) + "/+" + strconv.Itoa(n)
		return c.r.badge(label, s, paint.Hex(0x2f8f46), paint.Hex(0xe9ffe9))
	})
	b := img.Bounds()
	pos := geom.V(at.Max.X-float64(b.Dx())+float64(s)*0.25, at.Min.Y+at.H()*0.34)
	blit(dst, img, pos)
}

// DrawDamage draws a red burst with the damage marked on the card, above
// its power and toughness. n ≤ 0 draws nothing.
func (c *Cache) DrawDamage(dst *ebiten.Image, at geom.Rect, n int) {
	if n <= 0 {
		return
	}
	s := markSize(at)
	img := c.mark(damageEntry, s, n, func() *ebiten.Image { return c.r.burst(strconv.Itoa(n), s) })
	b := img.Bounds()
	pos := geom.V(at.Max.X-float64(b.Dx())*0.9, at.Max.Y-at.H()*0.13-float64(b.Dy()))
	blit(dst, img, pos)
}

// DrawSummoningSick lays a cool haze over the card with a sleepy "z z"
// mark at its upper left: the creature cannot attack or tap yet.
func (c *Cache) DrawSummoningSick(dst *ebiten.Image, at geom.Rect) {
	w, h := int(math.Round(at.W())), int(math.Round(at.H()))
	if w <= 0 || h <= 0 {
		return
	}
	img := c.mark(sickEntry, w, h, func() *ebiten.Image { return c.r.haze(w, h) })
	blit(dst, img, at.Min)
}

// blit copies img to dst with its top-left corner at pos.
func blit(dst, img *ebiten.Image, pos geom.Vec) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round(pos.X), math.Round(pos.Y))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

// badge draws a pill of height s holding label.
func (r *Renderer) badge(label string, s int, fill, ink color.NRGBA) *ebiten.Image {
	S := float64(s)
	f := face(r.fonts.Bold, S*0.56)
	tw := advance(label, f)
	w := int(math.Ceil(tw + S*0.9))
	img := ebiten.NewImage(w, s+2)
	pill := geom.R(0, 0, float64(w), S)
	r.p.Panel(img, pill.Translate(geom.V(0, 2)), S/2, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.45)))
	r.p.Panel(img, pill, S/2, paint.Fill{
		Stops:  []color.NRGBA{paint.Lighten(fill, 0.25), fill, paint.Darken(fill, 0.2)},
		Border: math.Max(1, S*0.07), BorderColor: paint.Lighten(fill, 0.6), Bevel: S * 0.2,
	})
	drawText(img, label, f, (float64(w)-tw)/2, capCentre(f, S/2), 1, ink)
	return img
}

// burst draws a red star of size s holding label.
func (r *Renderer) burst(label string, s int) *ebiten.Image {
	S := float64(s) * 1.2
	n := int(math.Ceil(S)) + 2
	img := ebiten.NewImage(n, n)
	c := geom.V(float64(n)/2, float64(n)/2)
	pts := make([]geom.Vec, 0, 24)
	for i := range 24 {
		rad := S / 2
		if i%2 == 1 {
			rad = S * 0.36
		}
		pts = append(pts, c.Add(geom.Polar(rad, -math.Pi/2+math.Pi*float64(i)/12)))
	}
	shadow := make([]geom.Vec, len(pts))
	for i, p := range pts {
		shadow[i] = p.Add(geom.V(0, S*0.04))
	}
	r.p.Polygon(img, shadow, paint.Alpha(color.NRGBA{A: 255}, 0.45))
	r.p.Polygon(img, pts, paint.Hex(0xffd9c9))
	r.p.Circle(img, c, S*0.36, paint.Fill{
		Stops: []color.NRGBA{paint.Hex(0xf0553b), paint.Hex(0xa3170c)}, Gradient: paint.Diagonal,
	})
	f := face(r.fonts.Bold, S*0.4)
	tw := advance(label, f)
	drawText(img, label, f, c.X-tw/2, capCentre(f, c.Y), 1, color.White)
	return img
}

// haze draws the summoning-sickness veil for a w × h card.
func (r *Renderer) haze(w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	b := geom.R(0, 0, float64(w), float64(h))
	W := math.Min(float64(w), float64(h)*5/7)
	r.p.Panel(img, b, 0.048*W, paint.Fill{
		Stops:    []color.NRGBA{paint.Alpha(paint.Hex(0x9fb6d6), 0.1), paint.Alpha(paint.Hex(0x5d7396), 0.38)},
		Gradient: paint.Vertical,
	})
	// "z z" drifting up from the upper left, in a dark bubble
	c := geom.V(0.22*W, 0.3*W)
	r.p.Circle(img, c, 0.13*W, paint.Fill{
		Stops:  []color.NRGBA{paint.Alpha(paint.Hex(0x2b3a55), 0.92), paint.Alpha(paint.Hex(0x141c2b), 0.92)},
		Border: math.Max(1, 0.01*W), BorderColor: paint.Alpha(paint.Hex(0xc9d8f0), 0.9),
	})
	for _, z := range []struct{ dx, dy, size float64 }{{-0.055, 0.035, 0.1}, {0.035, -0.035, 0.075}} {
		f := face(r.fonts.Bold, z.size*W)
		drawText(img, "z", f, c.X+z.dx*W-advance("z", f)/2, capCentre(f, c.Y+z.dy*W), 1, paint.Hex(0xdfe9fb))
	}
	return img
}

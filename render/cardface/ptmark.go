package cardface

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// The inks of a changed value: green above the printed value, red below.
var (
	InkHigher = paint.Hex(0x7dff8a)
	InkLower  = paint.Hex(0xff6b5a)
	inkSame   = paint.Hex(0xf3ead8)
)

// PT is a creature's power and toughness now beside its printed ones.
type PT struct {
	Power, Toughness               int
	PrintedPower, PrintedToughness int
}

// PTOf returns the PT of a creature of d whose power and toughness are
// now power and toughness.
func PTOf(d *card.Def, power, toughness int) PT {
	return PT{Power: power, Toughness: toughness, PrintedPower: int(d.Power), PrintedToughness: int(d.Toughness)}
}

// Changed reports whether either value differs from the printed one.
func (pt PT) Changed() bool {
	return pt.Power != pt.PrintedPower || pt.Toughness != pt.PrintedToughness
}

// trend is -1, 0 or 1 as now is below, at or above printed.
func trend(now, printed int) int {
	switch {
	case now > printed:
		return 1
	case now < printed:
		return -1
	}
	return 0
}

// TrendInk returns the ink of a value now against its printed one:
// InkHigher above it, InkLower below, a plain light ink when equal.
func TrendInk(now, printed int) color.NRGBA {
	switch trend(now, printed) {
	case 1:
		return InkHigher
	case -1:
		return InkLower
	}
	return inkSame
}

// ptCode packs the values a plate shows, and how they compare, into one
// cache number. Values are clamped to ±999.
func ptCode(pt PT) int {
	c := func(v int) int { return min(999, max(-999, v)) + 1000 }
	return ((c(pt.Power)*2048+c(pt.Toughness))*3+trend(pt.Power, pt.PrintedPower)+1)*3 + trend(pt.Toughness, pt.PrintedToughness) + 1
}

// ptBox is the centre of the printed power/toughness box, in fractions
// of the card's width (LayoutOf's PT).
var ptBox = geom.V((0.725+0.95)/2, (1.25+1.33)/2)

// DrawPT draws a creature's power and toughness now on a dark plate over
// the printed box of the card placed at pl: each number green when it is
// above its printed value, red below. The plate stays upright on a turned
// (tapped) card, at the place its box turned to, and is at least minH
// pixels tall so that it reads on small table cards. With printed set and
// a value changed, the printed values are shown small to the plate's left
// (for the zoom). It does not allocate once the plate is cached.
func (c *Cache) DrawPT(dst *ebiten.Image, pl Placement, pt PT, minH float64, printed bool) {
	h := markHeight(pl, 0.085, minH)
	img := c.mark(ptEntry, h, ptCode(pt), func() *ebiten.Image { return c.r.ptPlate(pt, h) })
	b := img.Bounds()
	at := onCard(pl, ptBox.X, ptBox.Y)
	pos := inside(pl, at.Sub(geom.V(float64(b.Dx())/2, float64(b.Dy())/2)), b.Dx(), b.Dy())
	at.Y = pos.Y + float64(b.Dy())/2
	blitFaded(dst, img, pos, pl.Alpha)
	if !printed || !pt.Changed() {
		return
	}
	code := ptCode(PT{Power: pt.PrintedPower, Toughness: pt.PrintedToughness, PrintedPower: pt.PrintedPower, PrintedToughness: pt.PrintedToughness})
	lab := c.mark(printedEntry, h, code, func() *ebiten.Image { return c.r.printedLabel(pt, h) })
	lb := lab.Bounds()
	blitFaded(dst, lab, geom.V(pos.X-float64(lb.Dx())-float64(h)*0.2, at.Y-float64(lb.Dy())/2), pl.Alpha)
}

// ptPlate draws the plate of pt, h pixels tall.
func (r *Renderer) ptPlate(pt PT, h int) *ebiten.Image {
	H := float64(h)
	f := face(r.fonts.Bold, H*0.66)
	ps, ts := strconv.Itoa(pt.Power), strconv.Itoa(pt.Toughness)
	pw, sw, tw := advance(ps, f), advance("/", f), advance(ts, f)
	tw0 := pw + sw + tw
	w := int(math.Ceil(math.Max(tw0+H*0.7, H*1.9)))
	img := ebiten.NewImage(w, h+2)
	plate := geom.R(0, 0, float64(w), H)
	r.p.Panel(img, plate.Translate(geom.V(0, 2)), H*0.22, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.45)))
	rim := paint.Hex(0x8a7a5e)
	if pt.Changed() {
		rim = paint.Hex(0xd8c28a)
	}
	r.p.Panel(img, plate, H*0.22, paint.Fill{
		Stops:  []color.NRGBA{paint.Hex(0x3a332a), paint.Hex(0x1d1a16)},
		Border: math.Max(1, H*0.07), BorderColor: rim, Bevel: H * 0.12,
	})
	x := (float64(w) - tw0) / 2
	y := capCentre(f, H/2)
	drawText(img, ps, f, x, y, 1, TrendInk(pt.Power, pt.PrintedPower))
	drawText(img, "/", f, x+pw, y, 1, inkSame)
	drawText(img, ts, f, x+pw+sw, y, 1, TrendInk(pt.Toughness, pt.PrintedToughness))
	return img
}

// printedLabel draws "printed P/T" for pt's printed values, for a plate
// h pixels tall.
func (r *Renderer) printedLabel(pt PT, h int) *ebiten.Image {
	H := float64(h) * 0.62
	f := face(r.fonts.Italic, H*0.66)
	s := "printed " + strconv.Itoa(pt.PrintedPower) + "/" + strconv.Itoa(pt.PrintedToughness)
	tw := advance(s, f)
	w := int(math.Ceil(tw + H*0.8))
	img := ebiten.NewImage(w, int(math.Ceil(H)))
	r.p.Panel(img, geom.R(0, 0, float64(w), H), H/2, paint.Flat(paint.Alpha(paint.Hex(0x1d1a16), 0.78)))
	drawText(img, s, f, (float64(w)-tw)/2, capCentre(f, H/2), 1, paint.Hex(0xd9d0bd))
	return img
}

// Package icon draws Kitchen Table's application icon from code: a wooden
// table top with a green felt inlay and a fan of three cards. It uses only
// the standard library, so the build tool can render it at every size the
// installers need on a machine without a display, and the game uses the
// same pictures for its window.
//
// Every pixel is computed from signed distances to the shapes, which gives
// smooth edges at any size; small sizes leave out the fine detail (wood
// grain, card bands' pips) that would only blur.
package icon

import (
	"image"
	"image/color"
	"math"

	"github.com/kitchentable/kitchentable/internal/palette"
)

// Sizes are the square sizes the installers use, smallest first.
var Sizes = []int{16, 24, 32, 48, 64, 128, 256, 512, 1024}

// WindowSizes are the sizes handed to the window system for the title
// bar, task bar and window switcher.
var WindowSizes = []int{16, 32, 48, 64, 128, 256}

// The theme's colours, and a lighter wood and felt for the highlights.
var (
	wood      = rgb(palette.Wood)
	woodLight = rgb(0x9a6638)
	woodDark  = rgb(palette.WoodDark)
	felt      = rgb(palette.Felt)
	feltLight = rgb(0x3d7d5c)
	feltDark  = rgb(palette.FeltDark)
	cream     = rgb(palette.Cream)
	parchment = rgb(palette.Parchment)
	brass     = rgb(palette.Brass)
	ink       = rgb(palette.Ink)
	// The bands of the three cards: red, blue and green, as the colours
	// of magic in the game.
	bands = [3]rgba{rgb(0xb8432f), rgb(0x2f5d9a), rgb(0x3f8a4e)}
)

// layout is the design's geometry in the unit square.
type layout struct {
	plate    vec     // the table top's half-size
	plateR   float64 // its corner radius
	rim      float64 // the width of the wooden rim
	card     vec     // a card's half-size
	cardY    float64 // the cards' centre, down from the top
	cardR    float64 // their corner radius
	fanAngle float64 // radians between neighbouring cards
	detail   bool    // grain, rays and text lines
}

// Every size but the smallest has the full design, with a margin round
// the table top for its shadow.
var full = layout{
	plate: vec{0.43, 0.43}, plateR: 0.105, rim: 0.055,
	card: vec{0.135, 0.19}, cardY: 0.53, cardR: 0.028, fanAngle: 0.33, detail: true,
}

// small is for 32 pixels and less: the table fills the square, the cards
// are bigger and fan wider, and fine detail is left out.
var small = layout{
	plate: vec{0.485, 0.485}, plateR: 0.16, rim: 0.075,
	card: vec{0.17, 0.25}, cardY: 0.55, cardR: 0.04, fanAngle: 0.42,
}

var (
	center = vec{0.5, 0.5}
	pivot  = vec{0.5, 0.98} // the cards fan around this point
)

// Render draws the icon at size×size pixels.
func Render(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	px := 1 / float64(size)
	l := full
	if size <= 32 {
		l = small
	}
	l.detail = l.detail && size >= 48
	for y := range size {
		for x := range size {
			p := vec{(float64(x) + 0.5) * px, (float64(y) + 0.5) * px}
			c := shade(p, px, &l)
			img.SetNRGBA(x, y, c.nrgba())
		}
	}
	return img
}

// shade returns the colour of the icon at p for pixels of size px.
func shade(p vec, px float64, l *layout) rgba {
	var out rgba
	// A soft drop shadow under the table top.
	sh := soft(roundRect(p, vec{center.x, center.y + 0.018}, l.plate, l.plateR), 0.05)
	out = over(out, rgba{0, 0, 0, 0.45 * sh})

	dPlate := roundRect(p, center, l.plate, l.plateR)
	if a := coverage(dPlate, px); a > 0 {
		out = over(out, woodAt(p, l.detail).with(a))
	}
	inner := vec{l.plate.x - l.rim, l.plate.y - l.rim}
	dFelt := roundRect(p, center, inner, l.plateR-l.rim*0.6)
	if a := coverage(dFelt, px); a > 0 {
		// The rim's inner edge casts a little shade onto the felt.
		edge := soft(-dFelt-0.035, 0.05)
		out = over(out, feltAt(p).darken(0.3*(1-edge)).with(a))
	}
	// The side cards first, the middle one on top.
	for _, i := range [3]int{0, 2, 1} {
		out = card(out, p, px, i, l)
	}
	return out
}

// woodAt is the colour of the wooden rim at p: light at the top, dark at
// the bottom, with a grain of wavy stripes when detail is on.
func woodAt(p vec, detail bool) rgba {
	t := p.y
	c := mix(woodLight, wood, clamp01(t*1.6))
	c = mix(c, woodDark, clamp01((t-0.55)*1.6))
	if detail {
		g := math.Sin(p.y*90+math.Sin(p.x*9)*2.2) * 0.5
		g += math.Sin(p.y*230+p.x*7) * 0.25
		c = c.darken(0.06 * (g + 0.75))
	}
	return c
}

// feltAt is the felt's colour: lighter in the middle, as if lit from
// above.
func feltAt(p vec) rgba {
	d := math.Hypot(p.x-0.5, p.y-0.46) / 0.42
	c := mix(feltLight, felt, clamp01(d*1.2))
	return mix(c, feltDark, clamp01((d-0.7)*1.6))
}

// card draws card i (0 left, 1 middle, 2 right) of the fan over out.
func card(out rgba, p vec, px float64, i int, l *layout) rgba {
	angle := float64(i-1) * l.fanAngle
	cardHalf, cardR := l.card, l.cardR
	cardCenter := vec{0.5, l.cardY}
	// Work in the card's own frame: turn the point the other way.
	q := rotate(p, pivot, -angle)
	lift := 0.0
	if i == 1 {
		lift = -0.03 // the middle card sits a little higher
	}
	c := vec{cardCenter.x, cardCenter.y + lift}

	// Shadow, offset down and blurred.
	sh := soft(roundRect(q, vec{c.x + 0.012, c.y + 0.02}, cardHalf, cardR), 0.035)
	out = over(out, rgba{0, 0, 0, 0.4 * sh})

	d := roundRect(q, c, cardHalf, cardR)
	a := coverage(d, px)
	if a <= 0 {
		return out
	}
	// The card: a dark edge, a cream face, a coloured band at the top.
	border := math.Max(px*0.9, 0.007)
	face := mix(cream, parchment, clamp01((q.y-(c.y-cardHalf.y))/(2*cardHalf.y)))
	col := ink
	if d < -border {
		col = face
		inset := vec{cardHalf.x - 0.022, cardHalf.y - 0.022}
		band := roundRect(q, vec{c.x, c.y - cardHalf.y + 0.022 + 0.04}, vec{inset.x, 0.04}, 0.012)
		if b := coverage(band, px); b > 0 {
			col = mix(col, bands[i], b)
		}
		if i == 1 {
			col = emblem(col, q, c, px, l.detail)
		} else if l.detail {
			col = lines(col, q, c, px)
		}
	} else if d < -border+px {
		col = mix(ink, face, clamp01((-d-border+px)/px))
	}
	return over(out, col.with(a))
}

// emblem draws the front card's picture: a brass sun, a diamond inside.
func emblem(col rgba, q, c vec, px float64, detail bool) rgba {
	at := vec{c.x, c.y + 0.04}
	if a := coverage(circle(q, at, 0.072), px); a > 0 {
		col = mix(col, brass.darken(0.25), a)
	}
	if a := coverage(circle(q, at, 0.062), px); a > 0 {
		col = mix(col, brass, a)
	}
	if detail {
		// Rays round the sun.
		ang := math.Atan2(q.y-at.y, q.x-at.x)
		r := math.Hypot(q.x-at.x, q.y-at.y)
		ray := math.Abs(math.Cos(ang*6)) - 0.75
		if r > 0.074 && r < 0.1 && ray > 0 {
			col = mix(col, brass, clamp01(ray*6)*coverage(r-0.1, px))
		}
	}
	if a := coverage(diamond(q, at, vec{0.03, 0.042}), px); a > 0 {
		col = mix(col, cream, a)
	}
	return col
}

// lines draws two short rules-text lines on a side card.
func lines(col rgba, q, c vec, px float64) rgba {
	for k := range 3 {
		y := c.y + 0.05 + float64(k)*0.04
		w := 0.085
		if k == 2 {
			w = 0.05
		}
		l := roundRect(q, vec{c.x - 0.085 + w, y}, vec{w, 0.008}, 0.008)
		if a := coverage(l, px); a > 0 {
			col = mix(col, ink.with(0.45).onto(col), a)
		}
	}
	return col
}

// rgba is a colour with straight (not premultiplied) alpha, channels 0–1.
type rgba struct{ r, g, b, a float64 }

func rgb(hex uint32) rgba {
	return rgba{float64(hex>>16&0xff) / 255, float64(hex>>8&0xff) / 255, float64(hex&0xff) / 255, 1}
}

// with returns c with its alpha multiplied by a.
func (c rgba) with(a float64) rgba { c.a *= a; return c }

// darken moves c towards black by t.
func (c rgba) darken(t float64) rgba {
	return rgba{c.r * (1 - t), c.g * (1 - t), c.b * (1 - t), c.a}
}

// onto returns c drawn over the opaque colour under.
func (c rgba) onto(under rgba) rgba {
	m := mix(under, c, c.a)
	m.a = under.a
	return m
}

// mix blends a towards b by t, alpha included.
func mix(a, b rgba, t float64) rgba {
	return rgba{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t, a.a + (b.a-a.a)*t}
}

// over composites src over dst ("source over").
func over(dst, src rgba) rgba {
	a := src.a + dst.a*(1-src.a)
	if a <= 0 {
		return rgba{}
	}
	f := func(s, d float64) float64 { return (s*src.a + d*dst.a*(1-src.a)) / a }
	return rgba{f(src.r, dst.r), f(src.g, dst.g), f(src.b, dst.b), a}
}

func (c rgba) nrgba() color.NRGBA {
	b := func(v float64) uint8 { return uint8(math.Round(clamp01(v) * 255)) }
	return color.NRGBA{b(c.r), b(c.g), b(c.b), b(c.a)}
}

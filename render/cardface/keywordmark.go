package cardface

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// Gained returns the keywords a permanent has now that its card does not
// print: those an effect gave it.
func Gained(d *card.Def, now card.Keywords) card.Keywords {
	return now &^ d.Keywords
}

// KeywordTitle returns k's name with a capital first letter: "First
// strike".
func KeywordTitle(k card.Keyword) string {
	s := k.String()
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// gainedLabel is the chip's text: "+ Flying · Trample".
func gainedLabel(kw card.Keywords) string {
	var b strings.Builder
	b.WriteString("+ ")
	for i, k := range kw.List() {
		if i > 0 {
			b.WriteString(" · ")
		}
		b.WriteString(KeywordTitle(k))
	}
	return b.String()
}

// DrawGained draws a blue chip naming the keywords kw an effect gave the
// permanent placed at pl ("+ Flying · Trample"), upright, at least minH
// pixels tall and no wider than the card (see gainedSpot for where).
// kw empty draws nothing. It does not allocate once the chip is cached.
func (c *Cache) DrawGained(dst *ebiten.Image, pl Placement, kw card.Keywords, minH float64) {
	if kw == 0 {
		return
	}
	h := markHeight(pl, 0.07, minH)
	maxW := max(h, int(pl.Width*0.9))
	img := c.mark(keywordsEntry, h, int(kw)<<16|min(maxW, 1<<16-1), func() *ebiten.Image { return c.r.gainedChip(kw, h, maxW) })
	b := img.Bounds()
	at := onCard(pl, 0.5, gainedSpot(pl.Width, h))
	blitFaded(dst, img, inside(pl, at.Sub(geom.V(float64(b.Dx())/2, float64(b.Dy())/2)), b.Dx(), b.Dy()), pl.Alpha)
}

// gainedSpot returns the height, in fractions of the card's width w,
// of the centre of a gained-keywords chip h pixels tall. On a small
// table card, where the chip is large beside the card, it goes at the
// top of the text box (too small to read there anyway), clear of the
// counters badge on the picture; on a large card (a zoom) it goes across
// the foot of the picture, clear of the rules text.
func gainedSpot(w float64, h int) float64 {
	H := float64(h) / w
	if H > 0.1 {
		return 0.855 + 0.015 + H/2
	}
	return 0.745 - 0.01 - H/2
}

// gainedChip draws the chip of kw, h pixels tall and at most maxW wide.
func (r *Renderer) gainedChip(kw card.Keywords, h, maxW int) *ebiten.Image {
	H := float64(h)
	s := gainedLabel(kw)
	f := face(r.fonts.Bold, H*0.62)
	tw := advance(s, f)
	w := int(math.Ceil(math.Min(tw+H*0.9, float64(maxW))))
	img := ebiten.NewImage(w, h+2)
	chip := geom.R(0, 0, float64(w), H)
	r.p.Panel(img, chip.Translate(geom.V(0, 2)), H/2, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.45)))
	fill := paint.Hex(0x2f5fae)
	r.p.Panel(img, chip, H/2, paint.Fill{
		Stops:  []color.NRGBA{paint.Lighten(fill, 0.2), fill, paint.Darken(fill, 0.25)},
		Border: math.Max(1, H*0.07), BorderColor: paint.Lighten(fill, 0.55), Bevel: H * 0.15,
	})
	avail := float64(w) - H*0.9
	k := textfit.Shrink(tw, avail)
	drawText(img, s, f, (float64(w)-tw*k)/2, capCentre(f, H/2), k, paint.Hex(0xeef4ff))
	return img
}

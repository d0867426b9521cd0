package cardface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// DrawCost draws what casting d costs now, cost, on a pill over the
// printed cost in the name bar of the card placed at pl: green when it
// is cheaper than printed, red when dearer. The pill is at least minH
// pixels tall. A cost equal to the printed one, or a land, draws
// nothing. It does not allocate once the pill is cached.
func (c *Cache) DrawCost(dst *ebiten.Image, pl Placement, d *card.Def, cost mana.Cost, minH float64) {
	if d == nil || d.IsLand() || cost == d.Cost {
		return
	}
	h := markHeight(pl, 0.085, minH)
	dir := trend(cost.ManaValue(), d.Cost.ManaValue())
	k := key{kind: costEntry, w: h, n: dir, cost: cost}
	img := c.get(k)
	if img == nil {
		img = c.put(k, c.r.costPill(cost, dir, h))
	}
	b := img.Bounds()
	// Right end at the name bar's right end (LayoutOf's Name), centred on
	// the bar but never above the card's top.
	cy := math.Max(0.0975, (float64(b.Dy())/2+0.02*pl.Width)/pl.Width)
	at := onCard(pl, 0.945-0.01, cy)
	pos := geom.V(at.X-float64(b.Dx()), at.Y-float64(b.Dy())/2)
	if pl.Angle != 0 {
		pos.X += float64(b.Dx()) / 2 // centred on the turned point
	}
	blitFaded(dst, img, pos, pl.Alpha)
}

// costPill draws cost's symbols on a pill h pixels tall, tinted by dir
// (-1 cheaper, 1 dearer).
func (r *Renderer) costPill(cost mana.Cost, dir, h int) *ebiten.Image {
	H := float64(h)
	syms := CostSymbols(cost.String())
	if len(syms) == 0 {
		syms = []string{"0"}
	}
	rad := H * 0.34
	step := rad * 2.15
	w := int(math.Ceil(float64(len(syms))*step + H*0.45))
	img := ebiten.NewImage(w, h+2)
	pill := geom.R(0, 0, float64(w), H)
	fill := paint.Hex(0x2f8f46)
	if dir > 0 {
		fill = paint.Hex(0xb0301f)
	} else if dir == 0 {
		fill = paint.Hex(0x9a7a2a)
	}
	r.p.Panel(img, pill.Translate(geom.V(0, 2)), H/2, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.45)))
	r.p.Panel(img, pill, H/2, paint.Fill{
		Stops:  []color.NRGBA{paint.Lighten(fill, 0.25), fill, paint.Darken(fill, 0.2)},
		Border: math.Max(1, H*0.08), BorderColor: paint.Lighten(fill, 0.6), Bevel: H * 0.15,
	})
	x := H*0.225 + step/2
	for _, s := range syms {
		r.drawSymbol(img, s, geom.V(x, H/2), rad, false)
		x += step
	}
	return img
}

package cardface

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// CostSymbols splits a cost's canonical text ("{X}{2}{R}{R}") into its
// symbols ("X", "2", "R", "R"). Lands' "{0}" has none to show.
func CostSymbols(cost string) []string {
	if cost == "{0}" || cost == "" {
		return nil
	}
	parts := strings.Split(strings.Trim(cost, "{}"), "}{")
	return parts
}

// drawSymbol draws the mana symbol {sym} as a disc of radius rad centred on
// c: a coloured coin with a rim, its letter or number, or the tap arrow.
// shadow adds the drop shadow used in the name bar. Symbols are drawn once
// per size into a sprite and copied.
func (r *Renderer) drawSymbol(dst *ebiten.Image, sym string, c geom.Vec, rad float64, shadow bool) {
	r.drawSprite(dst, spriteKey{kind: symbolSprite, sym: sym, shadow: shadow}, c, rad)
}

// paintSymbol draws what drawSymbol shows.
func (r *Renderer) paintSymbol(dst *ebiten.Image, sym string, c geom.Vec, rad float64, shadow bool) {
	fill, ink := symbolStyle(sym)
	if shadow {
		r.p.Circle(dst, c.Add(geom.V(-rad*0.1, rad*0.16)), rad, paint.Flat(paint.Alpha(color.NRGBA{A: 255}, 0.55)))
	}
	r.p.Circle(dst, c, rad, paint.Fill{
		Stops:    []color.NRGBA{paint.Lighten(fill, 0.35), fill, paint.Darken(fill, 0.12)},
		Gradient: paint.Diagonal,
		Border:   math.Max(0.6, rad*0.1), BorderColor: paint.Darken(fill, 0.45),
	})
	if sym == "T" {
		r.drawTapArrow(dst, c, rad*0.62, ink)
		return
	}
	size := rad * 1.5
	if len(sym) > 1 {
		size = rad * 1.25
	}
	f := face(r.fonts.Bold, size)
	w := advance(sym, f)
	drawText(dst, sym, f, c.X-w/2, capCentre(f, c.Y), 1, ink)
}

// drawTapArrow draws a curved arrow, the tap symbol, of radius rad.
func (r *Renderer) drawTapArrow(dst *ebiten.Image, c geom.Vec, rad float64, ink color.NRGBA) {
	path := r.p.Path()
	start, end := -math.Pi*0.95, math.Pi*0.35
	path.Arc(float32(c.X), float32(c.Y), float32(rad), float32(start), float32(end), 0)
	r.p.StrokePath(dst, path, rad*0.38, ink)
	tip := c.Add(geom.Polar(rad, end))
	dir := geom.Polar(1, end+math.Pi/2) // tangent, clockwise
	side := geom.Polar(1, end)
	head := rad * 0.55
	pts := []geom.Vec{
		tip.Add(dir.Scale(head * 0.9)),
		tip.Add(side.Scale(head * 0.75)),
		tip.Sub(side.Scale(head * 0.75)),
	}
	r.p.Polygon(dst, pts, ink)
}

// drawGem draws the gem of rarity ra: a cut diamond of half-size s
// centred on c, drawn once per size into a sprite and copied.
func (r *Renderer) drawGem(dst *ebiten.Image, ra card.Rarity, c geom.Vec, s float64) {
	r.drawSprite(dst, spriteKey{kind: gemSprite, rarity: ra}, c, s)
}

// paintGem draws what drawGem shows, in the colours of a rarity.
func (r *Renderer) paintGem(dst *ebiten.Image, c geom.Vec, s float64, light, dark color.NRGBA) {
	top, right, bottom, left := c.Add(geom.V(0, -s)), c.Add(geom.V(s*0.8, 0)), c.Add(geom.V(0, s)), c.Add(geom.V(-s*0.8, 0))
	r.p.Polygon(dst, []geom.Vec{top.Add(geom.V(0, -s*0.18)), right.Add(geom.V(s*0.18, 0)), bottom.Add(geom.V(0, s*0.18)), left.Add(geom.V(-s*0.18, 0))}, paint.Hex(0x141210))
	r.p.Polygon(dst, []geom.Vec{top, right, c}, paint.Lighten(light, 0.35))
	r.p.Polygon(dst, []geom.Vec{right, bottom, c}, dark)
	r.p.Polygon(dst, []geom.Vec{bottom, left, c}, paint.Darken(dark, 0.2))
	r.p.Polygon(dst, []geom.Vec{left, top, c}, light)
}

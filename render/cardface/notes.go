package cardface

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// Note is one entry of the notes shown beside a zoomed card: a bold
// title (in Ink, or the panel's gold when Ink is zero) over a sentence,
// which may hold mana symbols such as {G}.
type Note struct {
	Title, Text string
	Ink         color.NRGBA
}

// NewNotes draws notes one under another on a dark panel w pixels wide,
// with text of size pixels, and returns it (as tall as the notes need).
// The caller owns the image; draw it again only when the notes change.
func (r *Renderer) NewNotes(notes []Note, w int, size float64) *ebiten.Image {
	W := float64(w)
	pad := size * 0.8
	inner := W - 2*pad
	body := face(r.fonts.Regular, size)
	title := face(r.fonts.Bold, size*1.05)
	m := measurer{body}
	type set struct {
		lay textfit.Layout
		top float64
	}
	sets := make([]set, len(notes))
	y := pad
	for i, n := range notes {
		if i > 0 {
			y += size * 0.7
		}
		y += size * 1.3 // the title's line
		sets[i].top = y
		lay := textfit.Layout{Size: size, LineHeight: size * textfit.DefaultSpacing.Line}
		if lines := textfit.Wrap(n.Text, inner, m); len(lines) > 0 {
			lay.Paragraphs = [][]string{lines}
			lay.Height = float64(len(lines)) * lay.LineHeight
		}
		sets[i].lay = lay
		y += lay.Height
	}
	h := int(math.Ceil(y + pad))
	img := ebiten.NewImage(w, h)
	r.p.Panel(img, geom.R(0, 0, W, float64(h)), size*0.6, paint.Fill{
		Stops:  []color.NRGBA{paint.Alpha(paint.Hex(0x2b2620), 0.96), paint.Alpha(paint.Hex(0x17140f), 0.96)},
		Border: math.Max(1, size*0.09), BorderColor: paint.Alpha(paint.Hex(0xf2c65a), 0.55),
	})
	for i, n := range notes {
		ink := n.Ink
		if ink == (color.NRGBA{}) {
			ink = paint.Hex(0xf2c65a)
		}
		top := sets[i].top
		drawText(img, n.Title, title, pad, top-size*0.35, textfit.Shrink(advance(n.Title, title), inner), ink)
		lay := sets[i].lay
		r.drawRules(img, lay, geom.R(pad, top, inner, lay.Height), paint.Hex(0xe9e1cf))
	}
	return img
}

package widget

import (
	"image/color"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/kitchentable/kitchentable/render/geom"
)

// Align says where text sits relative to the point it is drawn at.
type Align uint8

// The alignments.
const (
	Start  Align = iota // left end at the point
	Center              // centred on the point
	End                 // right end at the point
)

// Font is a typeface and a size at scale 1.
type Font struct {
	Size float64
	Bold bool
	// Italic wins over Bold.
	Italic bool
}

// face returns the text face of f at the theme's scale.
func (th *Theme) face(f Font) *text.GoTextFace {
	src := th.Fonts.Regular
	switch {
	case f.Italic:
		src = th.Fonts.Italic
	case f.Bold:
		src = th.Fonts.Bold
	}
	return &text.GoTextFace{Source: src, Size: f.Size * th.Scale}
}

// Measure returns the width in screen pixels of s set in f.
func (th *Theme) Measure(s string, f Font) float64 {
	if th.measure != nil {
		return th.measure(s, f)
	}
	w, _ := text.Measure(s, th.face(f), 0)
	return w
}

// Text draws s in f and colour c with its vertical middle (the middle of
// the capitals) at at.Y and aligned horizontally on at.X as align says.
func (th *Theme) Text(dst *ebiten.Image, s string, at geom.Vec, f Font, align Align, c color.Color) {
	face := th.face(f)
	op := &text.DrawOptions{}
	switch align {
	case Center:
		op.PrimaryAlign = text.AlignCenter
	case End:
		op.PrimaryAlign = text.AlignEnd
	}
	m := face.Metrics()
	op.GeoM.Translate(at.X, at.Y-m.HAscent+face.Size*0.36)
	op.ColorScale.ScaleWithColor(c)
	op.Filter = ebiten.FilterLinear
	text.Draw(dst, s, face, op)
}

// ShadowText draws s like Text over a soft dark shadow, for text on the
// felt.
func (th *Theme) ShadowText(dst *ebiten.Image, s string, at geom.Vec, f Font, align Align, c color.Color) {
	d := max(1, th.Px(f.Size/18))
	th.Text(dst, s, at.Add(geom.V(d, d)), f, align, color.NRGBA{0, 0, 0, 150})
	th.Text(dst, s, at, f, align, c)
}

// Fit returns s, shortened with "…" at its end when needed, so that it is
// at most w pixels wide in f. It measures O(log n) strings, so a long s
// costs little more than measuring it once.
func (th *Theme) Fit(s string, f Font, w float64) string {
	if th.Measure(s, f) <= w {
		return s
	}
	r := []rune(s)
	// The longest prefix r[:k] whose k runes and "…" fit: the width
	// grows with k, so k is found by bisection.
	k := sort.Search(len(r), func(k int) bool { return th.Measure(string(r[:k+1])+"…", f) > w })
	if k == 0 && th.Measure("…", f) > w {
		return ""
	}
	return string(r[:k]) + "…"
}

// tail returns the longest end of s that is at most w pixels wide in f,
// found by bisection like Fit.
func (th *Theme) tail(s string, f Font, w float64) string {
	if th.Measure(s, f) <= w {
		return s
	}
	r := []rune(s)
	i := sort.Search(len(r), func(i int) bool { return th.Measure(string(r[i:]), f) <= w })
	return string(r[i:])
}

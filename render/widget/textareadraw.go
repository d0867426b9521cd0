package widget

import (
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// Draw draws the area: the lines in view (cut at the box's edges, the
// caret's line scrolled across as far as it must be), the selection
// across them and, when focused, a blinking caret; ▲ and ▼ say there are
// lines above or below.
func (a *TextArea) Draw(dst *ebiten.Image, th *Theme) {
	if a.Rect.Empty() {
		return
	}
	th.Inset(dst, a.Rect, a.Focused)
	v := *a
	v.th = th
	if v.Text != v.seen || v.starts == nil {
		// Set by the screen since Update: shown as SetText will take it.
		v.r = areaRunes(v.Text)
		v.starts, v.caretSel, v.top, v.left = lineStarts(v.r), caretSel{}, 0, 0
	}
	x0, y0, w := v.textBox()
	clip := dst.SubImage(geom.R(x0-th.Px(4), a.Rect.Min.Y+th.Px(3), w+th.Px(6), a.Rect.H()-th.Px(6)).Image()).(*ebiten.Image)
	lineH := th.Px(areaLine)
	lo, hi := v.selection()
	last := min(len(v.starts), v.top+v.rows())
	for l := v.top; l < last; l++ {
		ls, le := v.starts[l], v.lineEnd(l)
		y := y0 + float64(l-v.top)*lineH + lineH/2
		x := x0 - v.shift(l)
		if a.Focused && lo < hi && lo <= le && hi > ls {
			xa := x + th.span(v.r, ls, max(lo, ls), areaFont)
			xb := x + th.span(v.r, ls, min(hi, le), areaFont)
			if hi > le {
				// The line break is selected too.
				xb += th.Measure(" ", areaFont)
			}
			th.Painter.Panel(clip, geom.R(xa, y-lineH/2, xb-xa, lineH), 0, paint.Flat(selectionFill))
		}
		from, to := v.shown(ls, le, v.shift(l), w)
		th.Text(clip, string(v.r[from:to]), geom.V(x+th.span(v.r, ls, from, areaFont), y), areaFont, Start, Ink)
		if a.Focused && v.lineOf(v.caret) == l && (a.ticks/30)%2 == 0 {
			th.caretBar(clip, x+th.span(v.r, ls, v.caret, areaFont), y, areaFont)
		}
	}
	mark := Font{Size: 11}
	if v.top > 0 {
		th.Text(dst, "▲", geom.V(a.Rect.Max.X-th.Px(12), a.Rect.Min.Y+th.Px(12)), mark, Center, paint.Alpha(Ink, 0.55))
	}
	if last < len(v.starts) {
		th.Text(dst, "▼", geom.V(a.Rect.Max.X-th.Px(12), a.Rect.Max.Y-th.Px(12)), mark, Center, paint.Alpha(Ink, 0.55))
	}
}

// shown returns the runes of the line from ls to le that the view, w
// pixels wide, shows at least in part with the line scrolled left by
// left pixels: the whole line when it fits, found by bisection in a long
// one.
func (a *TextArea) shown(ls, le int, left, w float64) (from, to int) {
	th := a.th
	if left == 0 && th.span(a.r, ls, le, areaFont) <= w {
		return ls, le
	}
	from = ls + sort.Search(le-ls, func(k int) bool { return th.span(a.r, ls, ls+k+1, areaFont) > left })
	to = ls + sort.Search(le-ls, func(k int) bool { return th.span(a.r, ls, ls+k, areaFont) >= left+w })
	return from, min(le, max(from, to+1))
}

package widget

import (
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

// fieldFont is a TextField's font.
var fieldFont = Font{Size: Body}

// textBox returns where a field's text goes in r's terms: its left edge
// and the width it may take.
func (t *TextField) textBox(th *Theme) (x, w float64) {
	pad := th.Px(10)
	return t.Rect.Min.X + pad, t.Rect.W() - 2*pad - th.Px(4)
}

// span returns the width of r[a:b] in f.
func (th *Theme) span(r []rune, a, b int, f Font) float64 {
	if a >= b {
		return 0
	}
	return th.Measure(string(r[a:b]), f)
}

// visibleFrom returns the first rune a field w pixels wide shows of r,
// given the one it showed (from) and the caret: the caret stays in view,
// the text scrolls no more than it must, and when the end of the text
// fits, as much as fits before it is shown too. Each step bisects, so a
// long text costs O(log n) measures.
func (th *Theme) visibleFrom(r []rune, from, caret int, w float64) int {
	caret = max(0, min(caret, len(r)))
	from = max(0, min(from, caret))
	if th.span(r, from, caret, fieldFont) > w {
		base := from
		from = base + sort.Search(caret-base, func(k int) bool { return th.span(r, base+k, caret, fieldFont) <= w })
	}
	if from > 0 && th.span(r, from, len(r), fieldFont) <= w {
		from = min(from, len(r)-len([]rune(th.tail(string(r), fieldFont, w))))
	}
	return from
}

// head returns the end of the longest run of r from `from` on that fits
// in w pixels in f.
func (th *Theme) head(r []rune, from int, w float64, f Font) int {
	if th.span(r, from, len(r), f) <= w {
		return len(r)
	}
	return from + sort.Search(len(r)-from, func(k int) bool { return th.span(r, from, from+k+1, f) > w })
}

// nearest returns the caret place in r, from `from` on, nearest the point
// dx pixels right of r[from] in f: from itself left of it, len(r) past
// the end.
func (th *Theme) nearest(r []rune, from int, dx float64, f Font) int {
	n := len(r) - from
	j := sort.Search(n+1, func(j int) bool { return th.span(r, from, from+j, f) >= dx })
	switch {
	case j == 0:
		return from
	case j > n:
		return len(r)
	case dx-th.span(r, from, from+j-1, f) < th.span(r, from, from+j, f)-dx:
		return from + j - 1
	}
	return from + j
}

// indexAt returns the caret place nearest the screen x, with the text
// shown from t.scroll. While dragging, a cursor past either end of the
// box moves one character beyond what is shown, so the text scrolls.
// Before the field is drawn there is no theme to measure with: the end.
func (t *TextField) indexAt(x float64, r []rune, dragging bool) int {
	th := t.th
	if th == nil {
		return len(r)
	}
	x0, w := t.textBox(th)
	from := max(0, min(t.scroll, len(r)))
	dx := x - x0
	switch {
	case dragging && dx < 0:
		return max(0, from-1)
	case dragging && dx > w:
		return min(len(r), th.head(r, from, w, fieldFont)+1)
	}
	return th.nearest(r, from, dx, fieldFont)
}

// follow scrolls the text so the caret stays in view.
func (t *TextField) follow() {
	if t.th == nil {
		return
	}
	_, w := t.textBox(t.th)
	t.scroll = t.th.visibleFrom([]rune(t.Text), t.scroll, t.caret, w)
}

// Draw draws the field: its text (scrolled to keep the caret in view),
// the selection and, when focused, a blinking caret. It notes th, which
// the next Update measures with to put the caret where a click points.
func (t *TextField) Draw(dst *ebiten.Image, th *Theme) {
	t.th = th
	r := t.Rect
	if r.Empty() {
		return
	}
	th.Inset(dst, r, t.Focused)
	x0, w := t.textBox(th)
	y := r.Center().Y
	if t.Text == "" && !t.Focused {
		it := Font{Size: Body, Italic: true}
		th.Text(dst, th.Fit(t.Placeholder, it, w), geom.V(x0, y), it, Start, paint.Alpha(Ink, 0.45))
		return
	}
	rs := []rune(t.Text)
	caret, anchor := min(t.caret, len(rs)), min(t.anchor, len(rs))
	if t.Text != t.seen { // changed by the screen since Update
		caret, anchor = len(rs), len(rs)
	}
	from := th.visibleFrom(rs, t.scroll, caret, w)
	end := th.head(rs, from, w, fieldFont)
	h := th.Px(fieldFont.Size * 0.62)
	if lo, hi := max(min(caret, anchor), from), min(max(caret, anchor), end); t.Focused && lo < hi {
		xa, xb := x0+th.span(rs, from, lo, fieldFont), x0+th.span(rs, from, hi, fieldFont)
		th.Painter.Panel(dst, geom.R(xa, y-h-th.Px(2), xb-xa, 2*h+th.Px(4)), 0, paint.Flat(selectionFill))
	}
	th.Text(dst, string(rs[from:end]), geom.V(x0, y), fieldFont, Start, Ink)
	if t.Focused && (t.ticks/30)%2 == 0 {
		th.caretBar(dst, x0+th.span(rs, from, caret, fieldFont), y, fieldFont)
	}
}

// selectionFill is the colour behind selected text.
var selectionFill = paint.Alpha(Brass, 0.55)

// caretBar draws a text caret for text in f whose middle is at y.
func (th *Theme) caretBar(dst *ebiten.Image, x, y float64, f Font) {
	h := th.Px(f.Size * 0.62)
	th.Painter.Panel(dst, geom.R(x+th.Px(1), y-h, th.Px(2), 2*h), 0, paint.Flat(Ink))
}

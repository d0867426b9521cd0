package widget

import (
	"math"
	"sort"
	"unicode"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// TextArea is a box of several lines of text, edited as in any desktop
// program: a click focuses it and puts the caret at the character under
// the pointer; Left and Right (with Ctrl, by word), Up and Down (keeping
// the caret's x), Home and End (of the line; with Ctrl, of the text),
// Page Up and Page Down move the caret and, with Shift, select; a drag,
// a Shift+click, a double click (a word), a triple click (a line) or
// Ctrl+A select; typing, Enter and Ctrl+V replace the selection;
// Backspace and Delete delete it or the character beside the caret (with
// Ctrl, the word); Ctrl+C and Ctrl+X copy and cut it through Clipboard.
// Held keys repeat (package input). The view scrolls to keep the caret
// in sight (a line wider than the box scrolls across while the caret is
// on it, the others showing their start), and the wheel scrolls it. A ReadOnly area
// selects and copies but does not change. Esc or a click elsewhere ends
// the editing.
//
// The text holds at most Max bytes of valid UTF-8 in lines ended by
// "\n": pasted line breaks become "\n", tabs spaces, and other control
// characters are left out, whatever puts the text there (SetText,
// typing or pasting).
type TextArea struct {
	// Text is the text. Set it with SetText; a Text changed directly is
	// taken as if by SetText at the next Update.
	Text     string
	Rect     geom.Rect
	Focused  bool
	ReadOnly bool
	// Max is the most text in bytes; 0 means DefaultAreaMax.
	Max int
	// Clipboard is what Ctrl+C and Ctrl+X copy to and Ctrl+V pastes
	// from; nil is the computer's (SystemClipboard).
	Clipboard Clipboard
	// ClipboardErr says what failed in the last copy or paste and why,
	// as one sentence for people (lower-case, no final stop: "the
	// clipboard could not be read: …"), or "" after one that worked.
	ClipboardErr string

	// caretSel is the caret and the selection, in r.
	caretSel
	// r is Text as runes, starts the index in r of each line's first
	// rune, and seen the Text they were made from.
	r      []rune
	starts []int
	seen   string
	// top is the first line shown. A line wider than the box scrolls
	// across while the caret is on it: left is how far, in pixels, line
	// leftLine is scrolled to the left; the others show their start.
	top      int
	left     float64
	leftLine int
	// wantX is the x Up and Down keep while keepX: the caret's when the
	// first of them was pressed.
	wantX float64
	keepX bool
	// ticks are the frames since the caret last moved (its blink).
	ticks int
	// pointer follows the button: a drag selects, two presses in a row
	// a word, three a line.
	pointer pointer
	// th measures the text: the theme of the last Update.
	th *Theme
}

// DefaultAreaMax is the most text, in bytes, of a TextArea with no Max.
const DefaultAreaMax = 64 << 10

// The area's font, its line height and its padding, at scale 1.
var areaFont = Font{Size: Small}

const (
	areaLine = 21
	areaPad  = 10
)

// SetText replaces the text (cleaned and cut to Max bytes, at a
// character) and shows its start, the caret there.
func (a *TextArea) SetText(s string) {
	a.r, a.caretSel = nil, caretSel{}
	a.commit()
	a.replace(areaRunes(s))
	a.caretSel = caretSel{}
	a.top, a.left, a.leftLine, a.keepX = 0, 0, 0, false
}

// Selected returns the selected text, "" when nothing is.
func (a *TextArea) Selected() string {
	lo, hi := a.selection()
	return string(a.r[lo:hi])
}

// Update follows the frame's input and reports whether the text
// changed. th measures the text, to put the caret where a click points
// and keep it in view: it is the theme the area is drawn with.
func (a *TextArea) Update(in *input.State, th *Theme) bool {
	a.th = th
	a.ticks++
	a.pointer.tick()
	if a.Text != a.seen || a.starts == nil {
		a.SetText(a.Text)
	}
	old, caret := a.Text, a.caret
	if in.Wheel != 0 && a.Rect.Contains(in.Cursor) {
		if in.Wheel > 0 {
			a.top--
		} else {
			a.top++
		}
	}
	if leaving(in, a.Focused, a.Rect) {
		a.keys(in) // typed before the click that leaves the box
		a.mouse(in)
	} else {
		a.mouse(in)
		if a.Focused {
			a.keys(in)
		}
	}
	if !a.Focused {
		a.anchor = a.caret
		a.pointer.blur()
	}
	if a.Text != old || a.caret != caret {
		a.ticks = 0
		a.follow()
	}
	a.top = min(max(0, a.top), max(0, len(a.starts)-a.rows()))
	a.left = max(0, a.left)
	return a.Text != old
}

// mouse follows the left button: a press focuses the area (or, outside
// it, blurs it) and places the caret, a drag selects.
func (a *TextArea) mouse(in *input.State) {
	at := func(dragging bool) int { return a.indexAt(in.Cursor, dragging) }
	word := func(i int) (int, int) {
		l := a.lineOf(i)
		ls := a.starts[l]
		lo, hi := wordAt(a.r[ls:a.lineEnd(l)], i-ls)
		return ls + lo, ls + hi
	}
	line := func(i int) (int, int) {
		l := a.lineOf(i)
		return a.starts[l], a.lineEnd(l)
	}
	if a.pointer.follow(in, a.Rect, &a.Focused, &a.caretSel, at, word, line) {
		a.keepX = false
	}
}

// indexAt returns the caret place nearest the screen point p, with the
// current scroll. While dragging, a pointer past an edge of the box
// reaches one line (or a few pixels) beyond what is shown, so the view
// scrolls as it is held there.
func (a *TextArea) indexAt(p geom.Vec, dragging bool) int {
	x0, y0, w := a.textBox()
	lineH := a.th.Px(areaLine)
	row := int(math.Floor((p.Y - y0) / lineH))
	dx := p.X - x0
	if dragging {
		row = min(max(row, -1), a.rows())
		dx = min(max(dx, -a.th.Px(8)), w+a.th.Px(8))
	} else {
		row = min(max(row, 0), a.rows()-1)
	}
	l := min(max(a.top+row, 0), len(a.starts)-1)
	return a.colAt(l, dx+a.shift(l))
}

// shift returns how far, in pixels, line l is scrolled to the left.
func (a *TextArea) shift(l int) float64 {
	if l == a.leftLine {
		return a.left
	}
	return 0
}

// colAt returns the caret place in line l nearest x pixels from the
// line's start.
func (a *TextArea) colAt(l int, x float64) int {
	return a.th.nearest(a.r[:a.lineEnd(l)], a.starts[l], x, areaFont)
}

// xOf returns how far, in pixels, the caret place i is from its line's
// start.
func (a *TextArea) xOf(i int) float64 {
	return a.th.span(a.r, a.starts[a.lineOf(i)], i, areaFont)
}

// textBox returns where the text goes on screen: the left edge of its
// lines, the top of the first, and the width shown (room is kept at the
// right for the scroll marks).
func (a *TextArea) textBox() (x0, y0, w float64) {
	pad := a.th.Px(areaPad)
	return a.Rect.Min.X + pad, a.Rect.Min.Y + pad/2, a.Rect.W() - 2*pad - a.th.Px(8)
}

// rows returns how many lines the box shows at once.
func (a *TextArea) rows() int {
	lineH := a.th.Px(areaLine)
	return max(1, int((a.Rect.H()-lineH/2)/lineH))
}

// follow scrolls the view so the caret shows: the fewest lines up or
// down, and its line across by a quarter of the box more than it must,
// so that typing on does not scroll at every character. A line the caret
// leaves shows its start again.
func (a *TextArea) follow() {
	l, rows := a.lineOf(a.caret), a.rows()
	a.top = min(max(a.top, l-rows+1), l)
	if l != a.leftLine {
		a.left, a.leftLine = 0, l
	}
	_, _, w := a.textBox()
	x := a.xOf(a.caret)
	switch {
	case x < a.left:
		a.left = max(0, x-w/4)
	case x > a.left+w-a.th.Px(2):
		a.left = x - w*3/4
	}
}

// lineOf returns the line the caret place i is on.
func (a *TextArea) lineOf(i int) int {
	return sort.Search(len(a.starts), func(l int) bool { return a.starts[l] > i }) - 1
}

// lineEnd returns the caret place at the end of line l, before its line
// break.
func (a *TextArea) lineEnd(l int) int {
	if l+1 < len(a.starts) {
		return a.starts[l+1] - 1
	}
	return len(a.r)
}

// lineStarts returns the index of each line's first rune in r.
func lineStarts(r []rune) []int {
	starts := []int{0}
	for i, c := range r {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// areaRunes returns s as a TextArea takes it: "\r\n" and "\r" as "\n",
// tabs as spaces, other characters that do not print left out.
func areaRunes(s string) []rune {
	out := make([]rune, 0, len(s))
	for i, c := range s {
		switch {
		case c == '\r' && i+1 < len(s) && s[i+1] == '\n':
		case c == '\r' || c == '\n':
			out = append(out, '\n')
		case c == '\t':
			out = append(out, ' ')
		case unicode.IsPrint(c):
			out = append(out, c)
		}
	}
	return out
}

// limit returns the most bytes the area holds.
func (a *TextArea) limit() int {
	if a.Max > 0 {
		return a.Max
	}
	return DefaultAreaMax
}

// replace puts s (already cleaned) in place of the selection, as much of
// it as Max leaves room for, and puts the caret after it.
func (a *TextArea) replace(s []rune) {
	lo, hi := a.selection()
	room := a.limit() - len(a.Text)
	for _, c := range a.r[lo:hi] {
		room += utf8.RuneLen(c)
	}
	k := 0
	for ; k < len(s); k++ {
		n := utf8.RuneLen(s[k])
		if n < 0 || n > room {
			break
		}
		room -= n
	}
	if k == 0 && lo == hi {
		return
	}
	a.r = splice(a.r, lo, hi, s[:k])
	a.moveTo(lo+k, false)
	a.commit()
}

// commit makes Text, and the lines, what r holds.
func (a *TextArea) commit() {
	a.Text = string(a.r)
	a.seen = a.Text
	a.starts = lineStarts(a.r)
}

package widget

import (
	"strings"
	"unicode"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// The editing a TextField and a TextArea do on their text as runes:
// words, the selection, the keys that move and delete, presses in a row,
// inserting and deleting.

// charClass sorts characters for word moves and double clicks: spaces,
// word characters (letters, digits, _ and ') and the rest.
func charClass(c rune) int {
	switch {
	case unicode.IsSpace(c):
		return 0
	case unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_' || c == '\'':
		return 1
	}
	return 2
}

func isWord(c rune) bool { return charClass(c) == 1 }

// wordLeft returns where Ctrl+Left goes from i: the start of the word at
// or before i.
func wordLeft(r []rune, i int) int {
	for i > 0 && !isWord(r[i-1]) {
		i--
	}
	for i > 0 && isWord(r[i-1]) {
		i--
	}
	return i
}

// wordRight returns where Ctrl+Right goes from i: the end of the word at
// or after i.
func wordRight(r []rune, i int) int {
	for i < len(r) && !isWord(r[i]) {
		i++
	}
	for i < len(r) && isWord(r[i]) {
		i++
	}
	return i
}

// wordAt returns the run of characters a double click at i selects: the
// word touching i (the one after i first), else the run of spaces or
// punctuation i is in.
func wordAt(r []rune, i int) (lo, hi int) {
	if len(r) == 0 {
		return 0, 0
	}
	j := min(i, len(r)-1)
	if !isWord(r[j]) && i > 0 && isWord(r[i-1]) {
		j = i - 1
	}
	cl := charClass(r[j])
	lo, hi = j, j+1
	for lo > 0 && charClass(r[lo-1]) == cl {
		lo--
	}
	for hi < len(r) && charClass(r[hi]) == cl {
		hi++
	}
	return lo, hi
}

// oneLine turns pasted text into what a one-line field takes: a final
// line break dropped, other line breaks and tabs as spaces.
func oneLine(s string) string {
	s = strings.TrimRight(s, "\r\n")
	s = strings.ReplaceAll(s, "\r\n", " ")
	return strings.Map(func(c rune) rune {
		if c == '\n' || c == '\r' || c == '\t' {
			return ' '
		}
		return c
	}, s)
}

// caretSel is a caret and the other end of its selection, the anchor,
// as rune indexes in a text; nothing is selected when they are equal.
type caretSel struct{ caret, anchor int }

// selection returns the selected runes' bounds, lo ≤ hi.
func (c *caretSel) selection() (lo, hi int) {
	return min(c.caret, c.anchor), max(c.caret, c.anchor)
}

// moveTo puts the caret at i, and the anchor with it unless extend (Shift
// held) stretches the selection.
func (c *caretSel) moveTo(i int, extend bool) {
	c.caret = i
	if !extend {
		c.anchor = i
	}
}

// sideMove returns where Left or Right takes the caret in r: a character
// (with Ctrl, a word) that way, or, without Shift, to that side of the
// selection. ok is false when neither key went down.
func sideMove(in *input.State, r []rune, c caretSel) (to int, ok bool) {
	lo, hi := c.selection()
	collapse := lo < hi && !in.Held(input.ModShift)
	ctrl := in.Held(input.ModCtrl)
	switch {
	case in.KeyPressed(input.KeyLeft) && collapse:
		return lo, true
	case in.KeyPressed(input.KeyLeft) && ctrl:
		return wordLeft(r, c.caret), true
	case in.KeyPressed(input.KeyLeft):
		return max(0, c.caret-1), true
	case in.KeyPressed(input.KeyRight) && collapse:
		return hi, true
	case in.KeyPressed(input.KeyRight) && ctrl:
		return wordRight(r, c.caret), true
	case in.KeyPressed(input.KeyRight):
		return min(len(r), c.caret+1), true
	}
	return c.caret, false
}

// deletion returns the runes Backspace or Delete take out of r: the
// selection, else the character (with Ctrl, the word) before or after
// the caret. ok is false when neither key went down.
func deletion(in *input.State, r []rune, c caretSel) (lo, hi int, ok bool) {
	back, del := in.KeyPressed(input.KeyBackspace), in.KeyPressed(input.KeyDelete)
	ctrl := in.Held(input.ModCtrl)
	lo, hi = c.selection()
	switch {
	case (back || del) && lo < hi:
		return lo, hi, true
	case back && ctrl:
		return wordLeft(r, c.caret), c.caret, true
	case back:
		return max(0, c.caret-1), c.caret, true
	case del && ctrl:
		return c.caret, wordRight(r, c.caret), true
	case del:
		return c.caret, min(len(r), c.caret+1), true
	}
	return 0, 0, false
}

// splice returns r with r[lo:hi] replaced by s, in a new slice.
func splice(r []rune, lo, hi int, s []rune) []rune {
	out := make([]rune, 0, len(r)-(hi-lo)+len(s))
	return append(append(append(out, r[:lo]...), s...), r[hi:]...)
}

// pointer follows the left button over a text box: presses in a row in
// one place, at most multiFrames frames and multiDist pixels apart, for
// double and triple clicks, and the drag that selects.
type pointer struct {
	// frame counts the frames (tick); last is the last press's.
	frame, last int
	at          geom.Vec
	n           int
	dragging    bool
	// spanLo and spanHi are the word or line a double or triple click
	// selected, which a drag from it always keeps selected.
	spanLo, spanHi int
}

// tick counts a frame.
func (p *pointer) tick() { p.frame++ }

// reset makes the next press a first one: typing or a move between
// presses makes them no double click.
func (p *pointer) reset() { p.n = 0 }

// blur forgets the presses and the drag of a box that lost the focus.
func (p *pointer) blur() { p.n, p.dragging = 0, false }

// follow follows the left button for a box at rect, focused as *focused,
// with the caret and selection c. A press outside blurs it; one inside
// focuses it and puts the caret at at(false), the place under the
// pointer (i), or selects word(i) for a second press in a row and
// whole(i) for a third, or, with Shift in a focused box, stretches the
// selection to i; held, it drags the caret to at(true), a word or a line
// at a time after a double or triple click. It reports whether the
// button went down inside.
func (p *pointer) follow(in *input.State, rect geom.Rect, focused *bool, c *caretSel, at func(dragging bool) int, word, whole func(i int) (lo, hi int)) bool {
	if in.Pressed[input.Left] {
		if !rect.Contains(in.Cursor) {
			*focused = false
			return false
		}
		i := at(false)
		if p.frame-p.last <= multiFrames && in.Cursor.Sub(p.at).Len() <= multiDist {
			p.n++
		} else {
			p.n = 1
		}
		p.last, p.at = p.frame, in.Cursor
		was := *focused
		*focused = true
		switch {
		case p.n == 2:
			p.spanLo, p.spanHi = word(i)
			c.anchor, c.caret, p.dragging = p.spanLo, p.spanHi, true
		case p.n >= 3:
			p.spanLo, p.spanHi = whole(i)
			c.anchor, c.caret, p.dragging = p.spanLo, p.spanHi, true
		case was && in.Held(input.ModShift):
			c.caret = i
		default:
			c.caret, c.anchor, p.dragging = i, i, true
		}
		return true
	}
	if !p.dragging {
		return false
	}
	if !in.Down[input.Left] {
		p.dragging = false
		return false
	}
	// The presses in a row say what the drag selects by: runes, words
	// after a double click, lines after a triple one.
	j := at(true)
	switch {
	case p.n == 2:
		p.dragByUnit(c, j, word)
	case p.n >= 3:
		p.dragByUnit(c, j, whole)
	default:
		c.caret = j
	}
	return false
}

// dragByUnit stretches the selection from the span the press selected to
// the whole word or line (unit) at j, on whichever side of the span j is.
func (p *pointer) dragByUnit(c *caretSel, j int, unit func(i int) (lo, hi int)) {
	lo, hi := unit(j)
	if lo < p.spanLo {
		c.anchor, c.caret = p.spanHi, lo
		return
	}
	c.anchor, c.caret = p.spanLo, max(hi, p.spanHi)
}

// Selected returns the selected text, "" when nothing is.
func (t *TextField) Selected() string {
	r := []rune(t.Text)
	lo, hi := t.selection()
	lo, hi = min(lo, len(r)), min(hi, len(r))
	return string(r[lo:hi])
}

// Select selects the runes from lo to hi (caret at hi), clamped to the
// text.
func (t *TextField) Select(lo, hi int) {
	n := len([]rune(t.Text))
	t.seen = t.Text
	t.anchor, t.caret = max(0, min(lo, n)), max(0, min(hi, n))
}

// Caret returns the caret's place: the number of runes before it.
func (t *TextField) Caret() int { return t.caret }

// replace puts s in place of the selection (filtered as typing is, and
// cut to the room Max leaves) and returns the new text.
func (t *TextField) replace(r []rune, s []rune) []rune {
	lo, hi := t.selection()
	limit := t.Max
	if limit <= 0 {
		limit = defaultMax
	}
	room := limit - (len(r) - (hi - lo))
	var in []rune
	for _, c := range s {
		if len(in) >= room {
			break
		}
		if unicode.IsPrint(c) && (t.Accept == nil || t.Accept(c)) {
			in = append(in, c)
		}
	}
	if len(in) == 0 && lo == hi {
		return r
	}
	t.moveTo(lo+len(in), false)
	return splice(r, lo, hi, in)
}

// cut deletes the runes from lo to hi and puts the caret there.
func (t *TextField) cut(r []rune, lo, hi int) []rune {
	if lo >= hi {
		return r
	}
	t.moveTo(lo, false)
	return splice(r, lo, hi, nil)
}

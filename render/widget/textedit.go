package widget

import (
	"strings"
	"unicode"
)

// The editing a TextField does on its text as runes: words, the
// selection, inserting and deleting.

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

// selection returns the selected runes' bounds, lo ≤ hi.
func (t *TextField) selection() (lo, hi int) {
	return min(t.caret, t.anchor), max(t.caret, t.anchor)
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
	out := make([]rune, 0, len(r)-(hi-lo)+len(in))
	out = append(append(append(out, r[:lo]...), in...), r[hi:]...)
	t.caret = lo + len(in)
	t.anchor = t.caret
	return out
}

// cut deletes the runes from lo to hi and puts the caret there.
func (t *TextField) cut(r []rune, lo, hi int) []rune {
	if lo >= hi {
		return r
	}
	out := append(r[:lo:lo], r[hi:]...)
	t.caret, t.anchor = lo, lo
	return out
}

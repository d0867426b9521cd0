package textfit

import (
	"strings"
	"unicode/utf8"
)

// WrapAll wraps plain text, such as a log line, that must stay inside
// width: like Wrap, but a word wider than width (a long name without
// spaces, a folder's path) is broken into pieces that fit, one to a line,
// after a slash when one is far enough along.
func WrapAll(paragraph string, width float64, m Measurer) []string {
	words := strings.Fields(paragraph)
	var broken []string // words with the overlong ones broken; nil while none is
	for i, w := range words {
		if utf8.RuneCountInString(w) < 2 || m.Advance(w) <= width {
			if broken != nil {
				broken = append(broken, w)
			}
			continue
		}
		if broken == nil {
			broken = append(make([]string, 0, len(words)+4), words[:i]...)
		}
		for utf8.RuneCountInString(w) > 1 && m.Advance(w) > width {
			n := fitting(w, width, m)
			broken = append(broken, w[:n])
			w = w[n:]
		}
		broken = append(broken, w)
	}
	if broken != nil {
		words = broken
	}
	return wrapWords(words, width, m)
}

// fitting returns the length in bytes of the longest prefix of w, one
// character at least, that is no wider than width.
func fitting(w string, width float64, m Measurer) int {
	best := 0
	for i := range w {
		if i > 0 && m.Advance(w[:i]) > width {
			break
		}
		best = i
	}
	if best == 0 {
		_, n := utf8.DecodeRuneInString(w)
		return n
	}
	if i := strings.LastIndexByte(w[:best], '/'); i > 0 && m.Advance(w[:i+1]) > width/2 {
		return i + 1 // a path breaks after a folder's name
	}
	return best
}

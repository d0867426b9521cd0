package widget

import (
	"unicode"
	"unicode/utf8"
)

// Capital returns m with its first letter upper-case: errors are written
// lower-case, screens show them as sentences.
func Capital(m string) string {
	if m == "" {
		return m
	}
	r, n := utf8.DecodeRuneInString(m)
	return string(unicode.ToUpper(r)) + m[n:]
}

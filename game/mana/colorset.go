package mana

import (
	"math/bits"
	"strings"
)

// ColorSet is a bit set of colours: bit i is set when Color(i) is present.
// The zero value is the empty (colourless) set.
type ColorSet uint8

// AllColors is the set of all five colours.
const AllColors ColorSet = 31

// SetOf returns the set holding the given colours. Invalid colours are
// ignored.
func SetOf(cs ...Color) ColorSet {
	var s ColorSet
	for _, c := range cs {
		s = s.With(c)
	}
	return s
}

// Has reports whether c is in s.
func (s ColorSet) Has(c Color) bool {
	return c.Valid() && s&(1<<c) != 0
}

// With returns s with c added. An invalid colour leaves s unchanged.
func (s ColorSet) With(c Color) ColorSet {
	if !c.Valid() {
		return s
	}
	return s | 1<<c
}

// Count returns the number of colours in s.
func (s ColorSet) Count() int {
	return bits.OnesCount8(uint8(s & AllColors))
}

// Colors returns the colours of s in WUBRG order.
func (s ColorSet) Colors() []Color {
	out := make([]Color, 0, s.Count())
	for c := Color(0); c < NumColors; c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// String returns the symbols of the colours of s in WUBRG order, e.g. "WU";
// the empty set prints as "".
func (s ColorSet) String() string {
	var b strings.Builder
	for c := Color(0); c < NumColors; c++ {
		if s.Has(c) {
			b.WriteString(colorSymbols[c])
		}
	}
	return b.String()
}

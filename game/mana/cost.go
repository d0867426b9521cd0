package mana

import (
	"math"
	"strconv"
	"strings"
)

// Cost is a mana cost: a generic amount, a number of symbols of each colour
// and a number of {X} symbols. The zero value is "no cost" and prints as
// "{0}".
type Cost struct {
	Generic int8
	Colored [NumColors]int8
	X       int8 // number of {X} symbols
}

// String returns the canonical form of c, e.g. "{X}{2}{R}{R}": X symbols,
// then the generic amount, then coloured symbols in WUBRG order. A cost
// with no symbols prints as "{0}".
func (c Cost) String() string {
	var b strings.Builder
	for i := 0; i < int(c.X); i++ {
		b.WriteString("{X}")
	}
	if c.Generic != 0 {
		b.WriteByte('{')
		b.WriteString(strconv.Itoa(int(c.Generic)))
		b.WriteByte('}')
	}
	for col, n := range c.Colored {
		for i := 0; i < int(n); i++ {
			b.WriteByte('{')
			b.WriteString(colorSymbols[col])
			b.WriteByte('}')
		}
	}
	if b.Len() == 0 {
		return "{0}"
	}
	return b.String()
}

// ManaValue returns the mana value of c: the generic amount plus the number
// of coloured symbols; {X} counts as zero.
func (c Cost) ManaValue() int {
	n := int(c.Generic)
	for _, k := range c.Colored {
		n += int(k)
	}
	return n
}

// Total returns the amount of mana needed to pay c: the generic amount
// plus the coloured amounts. Fix X with WithX first; {X} counts as zero.
func (c Cost) Total() int { return c.ManaValue() }

// Colors returns the colours of the coloured symbols of c.
func (c Cost) Colors() ColorSet {
	var s ColorSet
	for col, n := range c.Colored {
		if n > 0 {
			s |= 1 << col
		}
	}
	return s
}

// IsZero reports whether c has no symbols at all.
func (c Cost) IsZero() bool { return c == Cost{} }

// WithX returns c with its {X} symbols replaced by x generic mana each and
// the X field cleared. A negative x counts as zero; the generic amount
// saturates at 127.
func (c Cost) WithX(x int) Cost {
	x = max(x, 0)
	c.Generic = clampInt8(int(c.Generic) + max(int(c.X), 0)*min(x, math.MaxInt8))
	c.X = 0
	return c
}

// Plus returns the sum of c and o, field by field, saturating at 127.
func (c Cost) Plus(o Cost) Cost {
	c.Generic = clampInt8(int(c.Generic) + int(o.Generic))
	for i := range c.Colored {
		c.Colored[i] = clampInt8(int(c.Colored[i]) + int(o.Colored[i]))
	}
	c.X = clampInt8(int(c.X) + int(o.X))
	return c
}

// ReduceGeneric returns c with its generic amount reduced by n (increased
// when n is negative). The generic amount never goes below 0 and saturates
// at 127.
func (c Cost) ReduceGeneric(n int) Cost {
	n = max(n, -2*math.MaxInt8) // keeps -n from overflowing; the result is clamped anyway
	c.Generic = int8(clampInt(int(c.Generic)-n, 0, math.MaxInt8))
	return c
}

func clampInt8(n int) int8 { return int8(clampInt(n, math.MinInt8, math.MaxInt8)) }

func clampInt(n, lo, hi int) int { return min(max(n, lo), hi) }

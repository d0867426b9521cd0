package mana

import (
	"math"
	"strings"
)

// Pool is a mana pool: the amount of mana of each Kind.
type Pool [NumKinds]int16

// Add adds n mana of kind k to the pool (removes it when n is negative).
// Amounts never go below 0 and saturate at math.MaxInt16. k must be valid.
func (p *Pool) Add(k Kind, n int) {
	p[k] = int16(clampInt(int(p[k])+clampInt(n, -math.MaxInt16, math.MaxInt16), 0, math.MaxInt16))
}

// Total returns the amount of mana in the pool.
func (p Pool) Total() int {
	n := 0
	for _, v := range p {
		n += max(int(v), 0)
	}
	return n
}

// Empty removes all mana from the pool.
func (p *Pool) Empty() { *p = Pool{} }

// CanPay reports whether the pool holds enough mana to pay c. X must
// already be fixed (see Cost.WithX); remaining {X} symbols count as zero.
func (p Pool) CanPay(c Cost) bool {
	// What Pay decides, without working out which mana pays the generic
	// part: every coloured symbol from its colour, the rest from any.
	need := max(int(c.Generic), 0)
	for col, n := range c.Colored {
		if n <= 0 {
			continue
		}
		if p[col] < int16(n) {
			return false
		}
		need += int(n)
	}
	if need == 0 {
		return true
	}
	total := 0
	for _, v := range p {
		total += max(int(v), 0)
	}
	return total >= need
}

// Pay removes mana paying c from the pool and reports whether it could.
// Coloured symbols are paid first; the generic amount is then paid with
// colourless mana first, then one at a time from the colour with the most
// mana left (WUBRG order breaks ties). When c cannot be paid, Pay returns
// false and leaves the pool unchanged. {X} symbols count as zero.
func (p *Pool) Pay(c Cost) bool { return p.PayKeeping(c, Cost{}) }

// String lists the mana in the pool in WUBRG order then colourless, e.g.
// "{R}{R}{C}", or returns "empty".
func (p Pool) String() string {
	var b strings.Builder
	for k := Kind(0); k < NumKinds; k++ {
		for i := 0; i < int(p[k]); i++ {
			b.WriteByte('{')
			b.WriteString(k.String())
			b.WriteByte('}')
		}
	}
	if b.Len() == 0 {
		return "empty"
	}
	return b.String()
}

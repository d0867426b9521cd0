package mana

import "math/bits"

// Source describes one untapped mana source. Using it produces one mana of
// any kind whose bit is set in Kinds (bit i set means Kind(i) may be
// produced; see Kind.Bit and KindsOf).
//
// ExtraCost is mana that must also be paid to use the source, e.g. for
// "{1}, {T}: Add one mana of any colour"; it is the zero Cost for plain
// sources. PlanPayment treats the whole of ExtraCost (its Total) as generic
// mana.
type Source struct {
	Kinds     uint8
	ExtraCost Cost
}

// NumKinds returns the number of kinds of mana s can produce.
func (s Source) NumKinds() int { return bits.OnesCount8(s.Kinds & allKinds) }

// Produces reports whether s can produce mana of kind k.
func (s Source) Produces(k Kind) bool { return k.Valid() && s.Kinds&k.Bit() != 0 }

// extra returns the amount of generic mana PlanPayment charges for using s.
func (s Source) extra() int {
	e := &s.ExtraCost
	if e.Generic == 0 && e.X == 0 && e.Colored == [NumColors]int8{} {
		return 0
	}
	return max(s.ExtraCost.WithX(0).Total(), 0)
}

// Plan says which sources to use, and which kind of mana each produces, to
// pay a cost. See PlanPayment.
type Plan struct {
	Uses []Use
	// Keep is the pool's coloured mana set aside for what
	// AppendPlanKeeping keeps back: pay the cost with
	// Pool.PayKeeping(cost, Keep) once the sources are used. Other plans
	// keep nothing.
	Keep Cost
}

// Use is one source used by a Plan: the index of the source in the slice
// given to PlanPayment and the kind of mana it produces.
type Use struct {
	Source int
	Kind   Kind
}

// Mana returns the mana the plan's sources produce, as a pool.
func (p Plan) Mana() Pool {
	var m Pool
	for _, u := range p.Uses {
		m.Add(u.Kind, 1)
	}
	return m
}

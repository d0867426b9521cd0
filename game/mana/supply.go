package mana

import "math/bits"

// Supply summarizes a fixed list of sources so that many costs can be
// checked against it cheaply (for instance every card in a hand while
// listing legal actions). Build it with NewSupply; the zero Supply has no
// sources.
type Supply struct {
	sources []Source
	plain   bool // no source has an extra cost: Hall's condition decides
	usable  int  // sources that can make some mana
	// How many usable sources have each colour mask (the colours they
	// can make), and the set of masks some source has (bit m for mask m).
	counts [1 << NumColors]int32
	masks  uint32
}

// NewSupply summarizes sources. The Supply keeps the slice: do not change
// it while the Supply is in use.
func NewSupply(sources []Source) Supply {
	var s Supply
	s.Reset(sources)
	return s
}

// Reset makes s the summary of sources, as NewSupply, in place.
func (s *Supply) Reset(sources []Source) {
	*s = Supply{sources: sources, plain: true}
	for i := range sources {
		src := &sources[i]
		if src.ExtraCost != (Cost{}) {
			s.plain = false
			return
		}
		if src.Kinds&allKinds == 0 {
			continue
		}
		s.usable++
		m := src.Kinds & uint8(AllColors)
		s.masks |= 1 << m
		s.counts[m]++
	}
}

// Affordable reports the same as Affordable(c, pool, sources) for the
// Supply's sources.
func (s *Supply) Affordable(c Cost, pool Pool) bool {
	if !s.plain {
		return Affordable(c, pool, s.sources)
	}
	var need [numSlots]int
	_, goal := needAfterPool(c, pool, &need)
	if goal == 0 {
		return true
	}
	if s.usable < goal {
		return false
	}
	colorSlots := neededColors(&need)
	var byNeeded [1 << NumColors]int32
	for ms := s.masks; ms != 0; ms &= ms - 1 {
		m := bits.TrailingZeros32(ms)
		byNeeded[uint8(m)&colorSlots] += s.counts[m]
	}
	return hall(&need, colorSlots, &byNeeded)
}

package mana

// Supply summarizes a fixed list of sources so that many costs can be
// checked against it cheaply (for instance every card in a hand while
// listing legal actions). Build it with NewSupply; the zero Supply has no
// sources.
type Supply struct {
	sources []Source
	plain   bool // no source has an extra cost: Hall's condition decides
	usable  int  // sources that can make some mana
	// The distinct colour masks of the usable sources and how many
	// sources have each.
	n      int
	masks  [1 << NumColors]uint8
	counts [1 << NumColors]int32
}

// NewSupply summarizes sources. The Supply keeps the slice: do not change
// it while the Supply is in use.
func NewSupply(sources []Source) Supply {
	s := Supply{sources: sources, plain: true}
	for i := range sources {
		src := &sources[i]
		if src.ExtraCost != (Cost{}) {
			s.plain = false
			return s
		}
		if src.Kinds&allKinds == 0 {
			continue
		}
		s.usable++
		m := src.Kinds & uint8(AllColors)
		j := 0
		for j < s.n && s.masks[j] != m {
			j++
		}
		if j == s.n {
			s.masks[j] = m
			s.n++
		}
		s.counts[j]++
	}
	return s
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
	for j := range s.n {
		byNeeded[s.masks[j]&colorSlots] += s.counts[j]
	}
	return hall(&need, colorSlots, &byNeeded)
}

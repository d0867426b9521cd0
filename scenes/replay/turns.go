package replay

// turnIndex is the turn number at each position of a record: the
// number after its first i actions at index i.
type turnIndex []int

// last is the record's last position.
func (ts turnIndex) last() int { return len(ts) - 1 }

// next returns the position where the turn after the one at pos begins
// (the end when there is none).
func (ts turnIndex) next(pos int) int {
	for p := pos + 1; p <= ts.last(); p++ {
		if ts[p] > ts[pos] {
			return p
		}
	}
	return ts.last()
}

// prev returns where the turn at pos began or, when pos is its
// beginning, where the turn before began.
func (ts turnIndex) prev(pos int) int {
	start := ts.start(ts[pos])
	if start < pos || pos == 0 {
		return start
	}
	return ts.start(ts[pos-1])
}

// start returns the first position of turn t.
func (ts turnIndex) start(t int) int {
	for p, tt := range ts {
		if tt >= t {
			return p
		}
	}
	return ts.last()
}

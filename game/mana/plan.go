package mana

import "math/bits"

// Matching slots: 0..4 are the colours, slotGeneric is generic mana.
const (
	slotGeneric = 5
	numSlots    = 6
	// stackSources is how many sources PlanPayment handles without
	// allocating its working state.
	stackSources = 64
)

// PlanPayment finds a way to pay c from pool plus a subset of sources and
// reports whether one exists. X must already be fixed (see Cost.WithX);
// remaining {X} symbols count as zero.
//
// The pool is used first, as far as it goes. The sources are then chosen
// by augmenting-path bipartite matching of sources to the remaining mana
// symbols, trying sources that produce fewer kinds first, so that flexible
// sources stay untapped; the chosen set is the fewest sources possible and,
// among those, the least flexible (it is the greedy, hence optimal, basis of
// the underlying transversal matroid). The result is exact: ok is false only
// when no payment exists.
//
// A source with a non-zero ExtraCost is used only to produce coloured mana
// that plain sources cannot supply, and only when its ExtraCost, counted as
// generic mana of its Total, can be paid as well, from pool mana left over
// or by further plain sources (mana produced by other sources with extra
// costs is not used to pay extra costs). Among such sources, those with the
// smallest extra cost are preferred.
//
// Plan.Uses lists the sources without extra cost first, then those with
// one, each group in source order, so that activating them in order makes
// mana available for the extra costs. A source paying generic mana
// produces colourless mana when it can, otherwise preferably a colour that
// c does not need. PlanPayment allocates only the returned Uses slice when
// there are at most 64 sources.
func PlanPayment(c Cost, pool Pool, sources []Source) (Plan, bool) {
	return AppendPlan(nil, c, pool, sources)
}

// AppendPlan is PlanPayment with the plan's uses appended to dst[:0]
// (the returned Plan's Uses): with room enough in dst and at most 64
// sources it allocates nothing.
func AppendPlan(dst []Use, c Cost, pool Pool, sources []Source) (Plan, bool) {
	return planPayment(c, pool, sources, dst[:0], planRequest{plan: true})
}

// Affordable reports whether PlanPayment would find a payment, without
// building the plan (it allocates nothing with at most 64 sources).
func Affordable(c Cost, pool Pool, sources []Source) bool {
	_, ok := planPayment(c, pool, sources, nil, planRequest{})
	return ok
}

// planRequest says what planPayment should give back and may use.
type planRequest struct {
	plan   bool   // build the plan; otherwise only decide whether one exists
	skip   []bool // per source, when not nil: true for a source not to use
	assign []int8 // when not nil: set per source to the slot it fills, or -1
}

// planPayment is PlanPayment, and Affordable unless req.plan, with the
// sources req.skip names left out; a plan's uses are appended to uses, or
// to a new slice when uses is nil.
func planPayment(c Cost, pool Pool, sources []Source, uses []Use, req planRequest) (Plan, bool) {
	var need [numSlots]int
	left, goal := needAfterPool(c, pool, &need)
	if goal == 0 {
		for i := range req.assign {
			req.assign[i] = -1
		}
		return Plan{}, true
	}
	if !req.plan && req.skip == nil && req.assign == nil {
		if ok, plain := hallAffordable(&need, goal, sources); plain {
			return Plan{}, ok
		}
	}

	var allowedBuf [stackSources]uint8
	var assignBuf [stackSources]int8
	var orderBuf [stackSources]int
	var keyBuf [stackSources]int32
	p := planner{sources: sources, cap: need, colors: KindsOf(c.Colors())}
	if n := len(sources); n <= stackSources {
		p.allowed, p.assign, p.order, p.keys = allowedBuf[:n], assignBuf[:n], orderBuf[:n], keyBuf[:n]
	} else {
		p.allowed, p.assign, p.order, p.keys = make([]uint8, n), make([]int8, n), make([]int, n), make([]int32, n)
	}
	p.prepare(neededColors(&need), req.skip)
	ok := p.solve(goal, need[slotGeneric], left)
	if ok && req.assign != nil {
		copy(req.assign, p.assign)
	}
	if !ok || !req.plan {
		return Plan{}, ok
	}
	return p.plan(uses), true
}

// needAfterPool sets need to what is left of c to pay from sources after
// the pool pays what it can (colours first, then generic), by slot, and
// returns the pool mana left over (for extra costs) and the total left to
// pay. need must be zero.
func needAfterPool(c Cost, pool Pool, need *[numSlots]int) (left, goal int) {
	if pool == (Pool{}) {
		// Nothing to pay from: everything is left to the sources.
		for col, n := range c.Colored {
			if n > 0 {
				need[col] = int(n)
				goal += int(n)
			}
		}
		need[slotGeneric] = max(int(c.Generic), 0)
		return 0, goal + need[slotGeneric]
	}
	for col, n := range c.Colored {
		if n <= 0 {
			continue
		}
		paid := min(max(int(pool[col]), 0), int(n))
		need[col] = int(n) - paid
		goal += need[col]
		left -= paid
	}
	for _, v := range pool {
		left += max(int(v), 0)
	}
	g := max(int(c.Generic), 0) // {X} counts as zero
	fromPool := min(left, g)
	need[slotGeneric] = g - fromPool
	goal += need[slotGeneric]
	return left - fromPool, goal
}

// planner holds the working state of PlanPayment.
type planner struct {
	sources []Source
	colors  uint8   // Kinds bits of the colours of the cost
	allowed []uint8 // per source: the slots it may fill
	assign  []int8  // per source: the slot it fills, or -1 when unused
	order   []int   // usable sources, in order of preference
	keys    []int32 // per source: its rank, lower is preferred (see rank)
	nPlain  int     // order[:nPlain] are the sources without extra cost
	cap     [numSlots]int
	count   [numSlots]int
	visited uint8 // slots visited by the current augmenting-path search
}

// prepare fills allowed, assign and order. colorSlots holds the colours
// still needed after the pool; skip, when not nil, marks the sources not
// to use.
func (p *planner) prepare(colorSlots uint8, skip []bool) {
	n := 0
	for i, s := range p.sources {
		p.assign[i] = -1
		kinds := s.Kinds & allKinds
		extra := s.extra()
		p.keys[i] = rank(s, extra)
		switch {
		case kinds == 0 || skip != nil && skip[i]:
			p.allowed[i] = 0
		case extra == 0:
			p.allowed[i] = kinds&colorSlots | 1<<slotGeneric
			p.nPlain++
		default:
			p.allowed[i] = kinds & colorSlots
		}
		if p.allowed[i] != 0 {
			p.insert(n, i)
			n++
		}
	}
	p.order = p.order[:n]
}

// insert adds source i to the sorted order[:n], making order[:n+1].
func (p *planner) insert(n, i int) {
	key := p.keys[i]
	j := n
	for ; j > 0 && p.keys[p.order[j-1]] > key; j-- {
		p.order[j] = p.order[j-1]
	}
	p.order[j] = i
}

// rank ranks source s, whose extra cost is extra: lower is preferred.
// Plain sources come first, by number of kinds; then sources with an extra
// cost, by extra cost and then number of kinds.
func rank(s Source, extra int) int32 {
	if extra > 0 {
		return 1<<16 + int32(extra)<<3 + int32(s.NumKinds())
	}
	return int32(s.NumKinds())
}

// solve assigns sources to all goal slots; genNeed is the generic mana
// still needed after the pool and left the pool mana left over for extra
// costs.
func (p *planner) solve(goal, genNeed, left int) bool {
	filled := 0
	for _, i := range p.order[:p.nPlain] {
		if filled == goal {
			break
		}
		p.visited = 0
		if p.augment(i) {
			filled++
		}
	}
	// Unfilled generic slots mean every plain source is in use; sources
	// with extra costs cannot help then.
	if p.count[slotGeneric] < p.cap[slotGeneric] {
		return false
	}
	extra, next := 0, 0
	for _, i := range p.order[p.nPlain:] {
		if filled == goal {
			break
		}
		p.visited = 0
		if !p.augment(i) {
			continue
		}
		filled++
		extra += p.sources[i].extra()
		for p.cap[slotGeneric] < genNeed+max(extra-left, 0) {
			for next < p.nPlain && p.assign[p.order[next]] >= 0 {
				next++
			}
			if next == p.nPlain {
				return false
			}
			p.assign[p.order[next]] = slotGeneric
			p.cap[slotGeneric]++
			p.count[slotGeneric]++
			goal++
			filled++
		}
	}
	return filled == goal
}

// augment looks for an augmenting path from source i, which is unused or
// whose slot is being taken by the caller, and applies it. It reports
// whether it found one.
func (p *planner) augment(i int) bool {
	m := p.allowed[i] &^ p.visited
	for t := range numSlots {
		if m&(1<<t) != 0 && p.count[t] < p.cap[t] {
			p.assign[i] = int8(t)
			p.count[t]++
			return true
		}
	}
	for t := range numSlots {
		if m&(1<<t) == 0 || p.visited&(1<<t) != 0 || p.cap[t] == 0 {
			continue
		}
		p.visited |= 1 << t
		for j, a := range p.assign {
			if j != i && int(a) == t && p.augment(j) {
				p.assign[i] = int8(t)
				return true
			}
		}
	}
	return false
}

// plan builds the Plan of the current assignment, appending its uses to
// uses (a new slice when uses is nil).
func (p *planner) plan(uses []Use) Plan {
	if uses == nil {
		n := 0
		for _, a := range p.assign {
			if a >= 0 {
				n++
			}
		}
		uses = make([]Use, 0, n)
	}
	for pass := range 2 {
		for i, a := range p.assign {
			plain := p.allowed[i]&(1<<slotGeneric) != 0
			if a < 0 || plain != (pass == 0) {
				continue
			}
			uses = append(uses, Use{Source: i, Kind: p.kindFor(i)})
		}
	}
	return Plan{Uses: uses}
}

// kindFor returns the kind of mana source i produces for its slot.
func (p *planner) kindFor(i int) Kind {
	if a := p.assign[i]; a != slotGeneric {
		return Kind(a)
	}
	kinds := p.sources[i].Kinds & allKinds
	if kinds&Colorless.Bit() != 0 {
		return Colorless
	}
	if rest := kinds &^ p.colors; rest != 0 {
		kinds = rest
	}
	return Kind(bits.TrailingZeros8(kinds))
}

// hallAffordable decides, when every source is plain (no ExtraCost), whether
// the sources can fill need (after the pool; goal symbols in all), and
// reports plain = false otherwise. It gives the same answer as the planner
// without searching.
func hallAffordable(need *[numSlots]int, goal int, sources []Source) (ok, plain bool) {
	colorSlots := neededColors(need)
	var byNeeded [1 << NumColors]int32 // usable sources by the needed colours they make
	usable := 0
	for i := range sources {
		s := &sources[i]
		if s.ExtraCost != (Cost{}) {
			return false, false
		}
		if s.Kinds&allKinds == 0 {
			continue
		}
		usable++
		byNeeded[s.Kinds&colorSlots]++
	}
	return usable >= goal && hall(need, colorSlots, &byNeeded), true
}

// neededColors returns the set of colours need has symbols of.
func neededColors(need *[numSlots]int) uint8 {
	var colorSlots uint8
	for col := range NumColors {
		if need[col] > 0 {
			colorSlots |= 1 << col
		}
	}
	return colorSlots
}

// hall reports whether plain sources, enough in number for the whole need
// and counted in byNeeded by which of the needed colours (colorSlots) they
// can make, can pay need. With plain sources PlanPayment is a bipartite
// matching of sources to mana symbols in which any usable source can pay
// generic mana, so by Hall's theorem a payment exists exactly when, for
// every set S of needed colours, enough sources can make some colour of S
// for the symbols of S.
func hall(need *[numSlots]int, colorSlots uint8, byNeeded *[1 << NumColors]int32) bool {
	if colorSlots&(colorSlots-1) == 0 {
		// At most one colour: enough sources make it.
		return colorSlots == 0 || int(byNeeded[colorSlots]) >= need[bits.TrailingZeros8(colorSlots)]
	}
	// Every non-empty subset set of the needed colours (sub-subset walk).
	for set := colorSlots; set != 0; set = (set - 1) & colorSlots {
		want := 0
		for col := range NumColors {
			if set&(1<<col) != 0 {
				want += need[col]
			}
		}
		have := 0
		for m := colorSlots; m != 0; m = (m - 1) & colorSlots {
			if m&set != 0 {
				have += int(byNeeded[m])
			}
		}
		if have < want {
			return false
		}
	}
	return true
}

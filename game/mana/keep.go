package mana

// AppendPlanKeeping is AppendPlan choosing, among the ways to pay c, one
// that leaves the pool's remaining mana and the unused sources able to pay
// keep as well, when pool and sources can pay c and keep together; when
// they cannot, or keep is zero, it is AppendPlan. So it finds a payment
// exactly when AppendPlan does.
//
// It works out a payment of c and keep together, keeps back the sources
// that payment gives to keep's symbols (the more flexible of those filling
// each kind of symbol) and plans c from the others. The pool's coloured
// mana goes to the coloured symbols of c first, then to keep's (the plan's
// Keep), and its leftover pays generic mana.
func AppendPlanKeeping(dst []Use, c, keep Cost, pool Pool, sources []Source) (Plan, bool) {
	if keep.WithX(0).Total() <= 0 {
		return AppendPlan(dst, c, pool, sources)
	}
	var assignBuf [stackSources]int8
	var keptBuf [stackSources]bool
	var assign []int8
	var kept []bool
	if n := len(sources); n <= stackSources {
		assign, kept = assignBuf[:n], keptBuf[:n]
	} else {
		assign, kept = make([]int8, n), make([]bool, n)
	}
	poolC := poolForCost(c, keep, pool)
	if keptFor(c, keep, pool, poolC, sources, assign, kept) {
		if plan, ok := planPayment(c, poolC, sources, dst[:0], planRequest{plan: true, skip: kept}); ok {
			for col := range NumColors {
				plan.Keep.Colored[col] = int8(min(pool[col]-poolC[col], 127))
			}
			return plan, true
		}
	}
	return AppendPlan(dst, c, pool, sources)
}

// poolForCost returns the part of pool that pays c when c and keep are
// paid together: the pool pays the coloured symbols of both first, and
// what pays keep's is set aside for keep.
func poolForCost(c, keep Cost, pool Pool) Pool {
	for col := range NumColors {
		have := max(int(pool[col]), 0)
		both := min(have, max(int(c.Colored[col]), 0)+max(int(keep.Colored[col]), 0))
		forC := min(have, max(int(c.Colored[col]), 0))
		pool[col] -= int16(both - forC)
	}
	return pool
}

// keptFor marks in kept the sources to keep back for keep while paying c
// from poolC (the part of pool that pays c; see poolForCost) and sources
// (see AppendPlanKeeping), using assign (one per source) as scratch, and
// reports whether c and keep can be paid together.
func keptFor(c, keep Cost, pool, poolC Pool, sources []Source, assign []int8, kept []bool) bool {
	if _, ok := planPayment(c.Plus(keep), pool, sources, nil, planRequest{assign: assign}); !ok {
		return false
	}
	// What c leaves to sources, by kind of symbol, after its part of the
	// pool pays what it can: that many of each kind's sources go to c,
	// the least flexible first (by rank, then in order); the rest are kept.
	var need [numSlots]int
	needAfterPool(c, poolC, &need)
	for i := range kept {
		kept[i] = false
	}
	for {
		best, bestKey := -1, int32(0)
		for i, a := range assign {
			if a < 0 || kept[i] {
				continue
			}
			if key := rank(sources[i], sources[i].extra()); best < 0 || key < bestKey {
				best, bestKey = i, key
			}
		}
		if best < 0 {
			return true
		}
		slot := assign[best]
		if need[slot] > 0 {
			need[slot]--
			assign[best] = -1 // given to c: neither kept nor looked at again
			continue
		}
		kept[best] = true
	}
}

// PayKeeping is Pay, except that the generic part is paid first with the
// mana keep's coloured symbols do not need: colourless, then one at a time
// from the colour with the most mana beyond keep's symbols of it (WUBRG
// order breaks ties). What is left then pays keep whenever some way of
// paying c would leave enough. Pay is PayKeeping with nothing to keep.
func (p *Pool) PayKeeping(c, keep Cost) bool {
	q := *p
	for col, n := range c.Colored {
		if n <= 0 {
			continue
		}
		if q[col] < int16(n) {
			return false
		}
		q[col] -= int16(n)
	}
	g := max(int(c.Generic), 0)
	if q.Total() < g {
		return false
	}
	use := min(g, max(int(q[Colorless]), 0))
	q[Colorless] -= int16(use)
	for g -= use; g > 0; g-- {
		best, bestSpare := -1, 0
		for col := range NumColors {
			if q[col] <= 0 {
				continue
			}
			if spare := int(q[col]) - max(int(keep.Colored[col]), 0); best < 0 || spare > bestSpare {
				best, bestSpare = col, spare
			}
		}
		q[best]--
	}
	*p = q
	return true
}

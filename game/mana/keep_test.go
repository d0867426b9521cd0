package mana

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// usedSources returns the sources a plan uses, sorted.
func usedSources(p Plan) []int {
	out := make([]int, 0, len(p.Uses))
	for _, u := range p.Uses {
		out = append(out, u.Source)
	}
	slices.Sort(out)
	return out
}

// afterPaying pays c from pool with plan's sources the way the rules do
// (mana from plain sources first; each extra cost paid keeping c, and c
// paid keeping the plan's Keep) and returns the pool left
// and the sources left unused, or ok false when the plan does not pay.
func afterPaying(c Cost, pool Pool, sources []Source, plan Plan) (left Pool, unused []Source, ok bool) {
	used := make([]bool, len(sources))
	for _, u := range plan.Uses {
		s := sources[u.Source]
		used[u.Source] = true
		if s.extra() > 0 && !pool.PayKeeping(s.ExtraCost, c) {
			return pool, nil, false
		}
		pool.Add(u.Kind, 1)
	}
	if !pool.PayKeeping(c, plan.Keep) {
		return pool, nil, false
	}
	for i, s := range sources {
		if !used[i] {
			unused = append(unused, s)
		}
	}
	return pool, unused, true
}

func TestAppendPlanKeeping(t *testing.T) {
	tests := []struct {
		name       string
		cost, keep string
		pool       string // kinds of mana in the pool, one letter each
		sources    []Source
		want       []int // sources used
	}{
		// The case of issue 37: {2}{W} with a {W} card still in hand.
		{"keeps a plains for the white card", "{2}{W}", "{W}", "", srcs("W", "W", "G", "G"), []int{0, 2, 3}},
		{"without keep the first sources pay", "{2}{W}", "", "", srcs("W", "W", "G", "G"), []int{0, 1, 2}},
		{"keeps the dual that makes what is kept", "{1}", "{U}", "", srcs("WU", "G"), []int{1}},
		{"keeps the only blue among duals", "{W}", "{U}", "", srcs("W", "WU", "UB"), []int{0}},
		{"keeps for two kept symbols", "{1}{G}", "{W}{R}", "", srcs("W", "R", "G", "G", "WR"), []int{2, 3}},
		{"keeps the dual rather than a basic of the kept colour", "{1}", "{W}", "", srcs("W", "WG", "G"), []int{2}},
		{"pays as AppendPlan when keep cannot be kept too", "{1}{W}", "{W}{W}", "", srcs("W", "W", "G"), []int{0, 1}},
		{"pool pays first and keeps its colour", "{1}", "{W}", "W", srcs("G"), []int{0}},
		{"keeps for the generic part of keep", "{G}", "{2}", "", srcs("G", "G", "G"), []int{0}},
		{"hollow kept when its colour is needed later", "{1}", "{R}", "", []Source{src("G", ""), src("C", ""), src("WUBRG", "{1}")}, []int{0}},
		{"extra-cost source pays with a plain one", "{W}{R}", "{G}", "", []Source{src("W", ""), src("G", ""), src("G", ""), src("WUBRG", "{1}")}, []int{0, 1, 3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, keep := MustParseCost(tc.cost), MustParseCost(tc.keep)
			var pool Pool
			if tc.pool != "" {
				for _, s := range srcs(tc.pool) {
					pool.Add(Kind(bitIndex(s.Kinds)), 1)
				}
			}
			plan, ok := AppendPlanKeeping(nil, c, keep, pool, tc.sources)
			if !ok {
				t.Fatalf("no plan")
			}
			checkPlan(t, c, pool, tc.sources, plan)
			if got := usedSources(plan); !slices.Equal(got, tc.want) {
				t.Fatalf("uses sources %v, want %v", got, tc.want)
			}
			left, unused, ok := afterPaying(c, pool, tc.sources, plan)
			if !ok {
				t.Fatalf("plan %v does not pay %v from %v", plan.Uses, c, pool)
			}
			if Affordable(c.Plus(keep), pool, tc.sources) && !Affordable(keep, left, unused) {
				t.Fatalf("after paying, pool %v and sources %v cannot pay %v", left, unused, keep)
			}
		})
	}
}

// bitIndex returns the index of the lowest set bit of k.
func bitIndex(k uint8) int {
	for i := range 8 {
		if k&(1<<i) != 0 {
			return i
		}
	}
	return -1
}

// TestAppendPlanKeepingNeverLosesAPayment checks on random cases that
// keeping changes neither whether a payment is found nor its validity, and
// that whatever pays c and keep together is left able to pay keep after c.
func TestAppendPlanKeepingNeverLosesAPayment(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 4))
	kept, plainKept := 0, 0
	for iter := range 20000 {
		var c, keep Cost
		c.Generic = int8(r.IntN(4))
		for range r.IntN(4) {
			c.Colored[r.IntN(NumColors)]++
		}
		keep.Generic = int8(r.IntN(2))
		for range 1 + r.IntN(3) {
			keep.Colored[r.IntN(NumColors)]++
		}
		var pool Pool
		if r.IntN(3) == 0 {
			pool[r.IntN(NumKinds)]++
		}
		plain := true
		sources := make([]Source, r.IntN(9))
		for i := range sources {
			sources[i].Kinds = randomKinds(r)
			if r.IntN(8) == 0 {
				sources[i].ExtraCost.Generic = 1
				plain = false
			}
		}
		plan, ok := AppendPlanKeeping(nil, c, keep, pool, sources)
		if want := Affordable(c, pool, sources); ok != want {
			t.Fatalf("iter %d: AppendPlanKeeping(%v, %v, %v, %v) ok %v, Affordable %v", iter, c, keep, pool, sources, ok, want)
		}
		if !ok {
			continue
		}
		checkPlan(t, c, pool, sources, plan)
		left, unused, paid := afterPaying(c, pool, sources, plan)
		if !paid {
			t.Fatalf("iter %d: plan %v does not pay %v from pool %v and %v", iter, plan.Uses, c, pool, sources)
		}
		if !Affordable(c.Plus(keep), pool, sources) {
			continue
		}
		if Affordable(keep, left, unused) {
			kept++
			if plain {
				plainKept++
			}
			continue
		}
		if plain {
			t.Fatalf("iter %d: paying %v with %v from pool %v and %v leaves pool %v and %v, which cannot pay %v",
				iter, c, plan.Uses, pool, sources, left, unused, keep)
		}
	}
	if plainKept < 1000 {
		t.Fatalf("only %d random cases (%d with plain sources) could keep anything: the test does not exercise keeping", kept, plainKept)
	}
}

func TestAppendPlanKeepingAllocatesNothing(t *testing.T) {
	sources := benchSources()
	c, keep := MustParseCost("{2}{W}{U}"), MustParseCost("{B}{G}")
	var useBuf [8]Use
	allocs := testing.AllocsPerRun(100, func() {
		if plan, ok := AppendPlanKeeping(useBuf[:0], c, keep, Pool{}, sources); !ok || len(plan.Uses) != 4 {
			t.Fatalf("AppendPlanKeeping = %v, %v", plan.Uses, ok)
		}
	})
	if allocs != 0 {
		t.Errorf("AppendPlanKeeping allocates %v times a run", allocs)
	}
}

func TestPayKeeping(t *testing.T) {
	tests := []struct {
		name       string
		pool       Pool
		cost, keep string
		want       Pool
	}{
		{"generic from the colour not kept", Pool{White: 1, Green: 1}, "{1}", "{W}", Pool{White: 1}},
		{"plain pay takes the first of equals", Pool{White: 1, Green: 1}, "{1}", "", Pool{Green: 1}},
		{"colourless first", Pool{White: 1, Colorless: 1}, "{1}", "{G}", Pool{White: 1}},
		{"spare beyond keep", Pool{White: 3, Green: 1}, "{2}", "{W}{W}", Pool{White: 2}},
		{"must spend kept colour when nothing else", Pool{White: 2}, "{1}", "{W}{W}", Pool{White: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.pool
			if !p.PayKeeping(MustParseCost(tc.cost), MustParseCost(tc.keep)) {
				t.Fatal("could not pay")
			}
			if p != tc.want {
				t.Fatalf("left %v, want %v", p, tc.want)
			}
		})
	}
}

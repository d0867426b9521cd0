package mana

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// src returns a source producing the kinds in kinds ("WU", "C", ...) with
// the given extra cost.
func src(kinds, extra string) Source {
	var s Source
	for i := 0; i < len(kinds); i++ {
		if kinds[i] == 'C' {
			s.Kinds |= Colorless.Bit()
			continue
		}
		c, err := ParseColor(kinds[i : i+1])
		if err != nil {
			panic(err)
		}
		s.Kinds |= KindOf(c).Bit()
	}
	s.ExtraCost = MustParseCost(extra)
	return s
}

func srcs(kinds ...string) []Source {
	out := make([]Source, len(kinds))
	for i, k := range kinds {
		out[i] = src(k, "")
	}
	return out
}

// checkPlan fails t unless plan validly pays c (X fixed to 0) from pool and
// sources, extra costs counted as generic mana.
func checkPlan(t *testing.T, c Cost, pool Pool, sources []Source, plan Plan) {
	t.Helper()
	seen := make(map[int]bool)
	extra := 0
	for _, u := range plan.Uses {
		if u.Source < 0 || u.Source >= len(sources) || seen[u.Source] {
			t.Fatalf("plan %v: bad or repeated source %d", plan, u.Source)
		}
		seen[u.Source] = true
		if !sources[u.Source].Produces(u.Kind) {
			t.Fatalf("plan %v: source %d cannot produce %v", plan, u.Source, u.Kind)
		}
		extra += sources[u.Source].extra()
	}
	have := pool
	m := plan.Mana()
	for k := range have {
		have[k] += m[k]
	}
	if !have.CanPay(c.WithX(0).ReduceGeneric(-extra)) {
		t.Fatalf("plan %v for %v from pool %v: mana %v cannot pay cost plus %d extra", plan.Uses, c, pool, have, extra)
	}
}

func TestPlanPayment(t *testing.T) {
	tests := []struct {
		name    string
		cost    string
		pool    string
		sources []Source
		ok      bool
		want    []int // sources used, in plan order; nil means do not check
	}{
		{"zero cost", "{0}", "", srcs("W"), true, []int{}},
		{"empty cost no sources", "", "", nil, true, []int{}},
		{"dual plus basics", "{1}{W}{U}", "", srcs("WU", "W", "U"), true, []int{0, 1, 2}},
		{"dual must make U", "{W}{U}", "", srcs("WU", "W"), true, []int{0, 1}},
		{"reroute dual", "{W}{U}", "", srcs("WU", "WB"), true, []int{0, 1}},
		{"reroute chain", "{W}{U}{B}", "", srcs("WU", "UB", "WR"), true, []int{0, 1, 2}},
		{"reroute through generic", "{1}{W}", "", srcs("WU", "W"), true, []int{0, 1}},
		{"prefer single kind", "{R}", "", srcs("WUBRG", "R"), true, []int{1}},
		{"prefer colorless for generic", "{1}", "", srcs("WUBRG", "WU", "C"), true, []int{2}},
		{"prefer basic for generic", "{1}", "", srcs("WU", "G"), true, []int{1}},
		{"keep flexible untapped", "{1}{G}", "", srcs("WUBRG", "GW", "G", "B"), true, []int{2, 3}},
		{"minimise sources", "{2}", "", srcs("C", "C", "C", "C"), true, []int{0, 1}},
		{"pool pays all", "{R}", "R", srcs("R"), true, []int{}},
		{"pool first", "{2}{R}", "RC", srcs("WUBRG", "G"), true, []int{1}},
		{"pool colour for colour", "{1}{G}", "G", srcs("U"), true, []int{0}},
		{"pool generic then colour", "{1}{G}", "U", srcs("G"), true, []int{0}},
		{"X counts zero", "{X}{R}", "", srcs("R"), true, []int{0}},
		{"no kinds ignored", "{1}", "", []Source{{}, src("B", "")}, true, []int{1}},
		{"too little colour", "{W}{W}", "", srcs("W", "U"), false, nil},
		{"wrong colours", "{U}", "R", srcs("W", "B", "R", "C"), false, nil},
		{"too little mana", "{3}", "", srcs("W", "U"), false, nil},
		{"dual cannot do both", "{W}{U}", "", srcs("WU"), false, nil},
		{"two duals three symbols", "{W}{U}{U}", "", srcs("WU", "WU", "B", "C"), false, nil},
		{"only sources without kinds", "{1}", "", []Source{{}, {}}, false, nil},
		{"extra cost source", "{U}", "", []Source{src("WUBRG", "{1}"), src("W", "")}, true, []int{1, 0}},
		{"extra cost unpayable", "{U}", "", []Source{src("WUBRG", "{1}")}, false, nil},
		{"extra cost paid by pool", "{U}", "C", []Source{src("WUBRG", "{1}")}, true, []int{0}},
		{"extra cost needs more", "{1}{U}", "", []Source{src("WUBRG", "{1}"), src("W", "")}, false, nil},
		{"extra cost and generic", "{1}{U}", "", []Source{src("WUBRG", "{1}"), src("W", ""), src("W", "")}, true, []int{1, 2, 0}},
		{"plain preferred over extra", "{U}", "", []Source{src("WUBRG", "{1}"), src("U", ""), src("W", "")}, true, []int{1}},
		{"cheaper extra preferred", "{U}", "", []Source{src("U", "{2}"), src("U", "{1}"), src("W", ""), src("W", "")}, true, []int{2, 1}},
		{"coloured extra counts as generic", "{U}", "", []Source{src("U", "{R}"), src("W", "")}, true, []int{1, 0}},
		{"extra source never pays generic", "{2}", "", []Source{src("C", "{1}"), src("C", "")}, false, nil},
		{"zero extra is plain", "{1}", "", []Source{src("G", "{X}")}, true, []int{0}},
		{"pool leftover pays extra", "{G}{U}", "RR", []Source{src("U", "{2}"), src("G", "")}, true, []int{1, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := MustParseCost(tt.cost)
			pool := poolOf(tt.pool)
			plan, ok := PlanPayment(c, pool, tt.sources)
			if ok != tt.ok {
				t.Fatalf("ok = %v, want %v (plan %v)", ok, tt.ok, plan)
			}
			if !ok {
				if len(plan.Uses) != 0 {
					t.Errorf("failed plan has uses %v", plan.Uses)
				}
				return
			}
			checkPlan(t, c, pool, tt.sources, plan)
			if tt.want != nil {
				got := make([]int, len(plan.Uses))
				for i, u := range plan.Uses {
					got[i] = u.Source
				}
				if !equalInts(got, tt.want) {
					t.Errorf("used %v, want %v", got, tt.want)
				}
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestPlanPaymentKinds(t *testing.T) {
	// The dual must produce U; the generic source produces colourless when
	// it can, otherwise a colour the cost does not need.
	plan, ok := PlanPayment(MustParseCost("{2}{W}{U}"), Pool{}, srcs("WU", "W", "WUC", "WB"))
	if !ok {
		t.Fatal("not ok")
	}
	want := map[int]Kind{0: KindOf(Blue), 1: KindOf(White), 2: Colorless, 3: KindOf(Black)}
	for _, u := range plan.Uses {
		if want[u.Source] != u.Kind {
			t.Errorf("source %d produces %v, want %v", u.Source, u.Kind, want[u.Source])
		}
	}
	if len(plan.Uses) != 4 {
		t.Errorf("uses = %v", plan.Uses)
	}
	// Paying with the plan's mana works with Pool.Pay.
	p := plan.Mana()
	if !p.Pay(MustParseCost("{2}{W}{U}")) || p.Total() != 0 {
		t.Errorf("Pool.Pay with plan mana failed: %v", p)
	}
}

func TestPlanPaymentManySources(t *testing.T) {
	sources := make([]Source, 100)
	for i := range sources {
		sources[i] = src("WUBRG", "")
	}
	sources[97] = src("B", "")
	plan, ok := PlanPayment(MustParseCost("{5}{B}{B}"), Pool{}, sources)
	if !ok || len(plan.Uses) != 7 {
		t.Fatalf("ok=%v uses=%v", ok, plan.Uses)
	}
	checkPlan(t, MustParseCost("{5}{B}{B}"), Pool{}, sources, plan)
	found := false
	for _, u := range plan.Uses {
		found = found || u.Source == 97
	}
	if !found {
		t.Errorf("single-kind source 97 unused: %v", plan.Uses)
	}
}

// bruteForce returns the fewest sources, and the least total number of
// kinds among such choices, that pay c from pool, or ok=false.
func bruteForce(c Cost, pool Pool, sources []Source) (count, kinds int, ok bool) {
	best, bestKinds := -1, 0
	var have Pool
	var rec func(i, used, kinds, extra int)
	rec = func(i, used, kinds, extra int) {
		if best >= 0 && used > best {
			return
		}
		if i == len(sources) {
			total := have
			for k := range total {
				total[k] += pool[k]
			}
			if !total.CanPay(c.ReduceGeneric(-extra)) {
				return
			}
			if best < 0 || used < best || (used == best && kinds < bestKinds) {
				best, bestKinds = used, kinds
			}
			return
		}
		rec(i+1, used, kinds, extra)
		s := sources[i]
		for k := Kind(0); k < NumKinds; k++ {
			if s.Produces(k) {
				have[k]++
				rec(i+1, used+1, kinds+s.NumKinds(), extra+s.extra())
				have[k]--
			}
		}
	}
	rec(0, 0, 0, 0)
	return best, bestKinds, best >= 0
}

func randomKinds(r *rand.Rand) uint8 {
	switch r.IntN(4) {
	case 0, 1:
		return 1 << r.IntN(NumKinds)
	case 2:
		a, b := r.IntN(NumKinds), r.IntN(NumKinds)
		return 1<<a | 1<<b
	}
	return uint8(r.IntN(1 << NumKinds))
}

func TestPlanPaymentMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 3000 {
		var c Cost
		c.Generic = int8(r.IntN(4))
		for range r.IntN(5) {
			c.Colored[r.IntN(NumColors)]++
		}
		var pool Pool
		for range r.IntN(3) {
			pool[r.IntN(NumKinds)]++
		}
		withExtra := false
		sources := make([]Source, r.IntN(7))
		for i := range sources {
			sources[i].Kinds = randomKinds(r)
			if r.IntN(5) == 0 {
				sources[i].ExtraCost.Generic = int8(1 + r.IntN(2))
				withExtra = true
			}
		}
		count, kinds, want := bruteForce(c, pool, sources)
		plan, ok := PlanPayment(c, pool, sources)
		if ok != want {
			t.Fatalf("iter %d: PlanPayment(%v, %v, %v) ok = %v, brute force %v", iter, c, pool, sources, ok, want)
		}
		if !ok {
			continue
		}
		checkPlan(t, c, pool, sources, plan)
		var useBuf [2]Use // too little room at times: AppendPlan grows it
		if appended, ok := AppendPlan(useBuf[:1], c, pool, sources); !ok || !slices.Equal(appended.Uses, plan.Uses) {
			t.Fatalf("iter %d: AppendPlan(%v, %v, %v) = %v, %v; PlanPayment %v", iter, c, pool, sources, appended.Uses, ok, plan.Uses)
		}
		if len(plan.Uses) != count {
			t.Fatalf("iter %d: PlanPayment(%v, %v, %v) uses %v, brute force needs %d", iter, c, pool, sources, plan.Uses, count)
		}
		if withExtra {
			continue
		}
		got := 0
		for _, u := range plan.Uses {
			got += sources[u.Source].NumKinds()
		}
		if got != kinds {
			t.Fatalf("iter %d: PlanPayment(%v, %v, %v) uses %v with %d kinds, best is %d", iter, c, pool, sources, plan.Uses, got, kinds)
		}
	}
}

func TestAppendPlanAllocatesNothing(t *testing.T) {
	sources := benchSources()
	c := MustParseCost("{2}{W}{U}")
	var useBuf [8]Use
	allocs := testing.AllocsPerRun(100, func() {
		if plan, ok := AppendPlan(useBuf[:0], c, Pool{}, sources); !ok || len(plan.Uses) != 4 {
			t.Fatalf("AppendPlan = %v, %v", plan.Uses, ok)
		}
	})
	if allocs != 0 {
		t.Errorf("AppendPlan allocates %v times a run", allocs)
	}
}

func TestSourceHelpers(t *testing.T) {
	s := src("WUC", "{1}")
	if s.NumKinds() != 3 || !s.Produces(Colorless) || !s.Produces(KindOf(Blue)) || s.Produces(KindOf(Red)) || s.Produces(Kind(7)) {
		t.Errorf("helpers wrong for %+v", s)
	}
	if (Source{Kinds: 0xff}).NumKinds() != NumKinds {
		t.Error("NumKinds counts bits beyond the kinds")
	}
	p := Plan{Uses: []Use{{0, Colorless}, {1, KindOf(Red)}, {2, KindOf(Red)}}}
	if got := p.Mana().String(); got != "{R}{R}{C}" {
		t.Errorf("Mana() = %q", got)
	}
}

func benchSources() []Source {
	return []Source{
		src("W", ""), src("W", ""), src("U", ""), src("U", ""), src("B", ""),
		src("WU", ""), src("UB", ""), src("WB", ""), src("C", ""), src("WUBRG", ""),
		src("R", ""), src("G", ""),
	}
}

func BenchmarkPlanPayment(b *testing.B) {
	b.Run("typical", func(b *testing.B) {
		sources := benchSources()
		c := MustParseCost("{2}{W}{U}{U}")
		b.ReportAllocs()
		for b.Loop() {
			if _, ok := PlanPayment(c, Pool{}, sources); !ok {
				b.Fatal("not ok")
			}
		}
	})
	b.Run("30 sources", func(b *testing.B) {
		var sources []Source
		for i := range 30 {
			sources = append(sources, Source{Kinds: uint8(1<<(i%5) | 1<<((i+1)%5))})
		}
		sources = append(sources, src("WUBRG", "{1}"))
		c := MustParseCost("{6}{W}{W}{U}{U}{B}{R}{G}{G}")
		b.ReportAllocs()
		for b.Loop() {
			if _, ok := PlanPayment(c, Pool{}, sources); !ok {
				b.Fatal("not ok")
			}
		}
	})
	b.Run("impossible", func(b *testing.B) {
		sources := benchSources()
		c := MustParseCost("{W}{W}{W}{W}{W}{W}")
		b.ReportAllocs()
		for b.Loop() {
			if _, ok := PlanPayment(c, Pool{}, sources); ok {
				b.Fatal("ok")
			}
		}
	})
}

// TestAffordableAgreesWithPlanPayment checks the plan-free check on random cases.
func TestAffordableAgreesWithPlanPayment(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 3000; i++ {
		var c Cost
		c.Generic = int8(r.IntN(4))
		for k := 0; k < NumColors; k++ {
			if r.IntN(3) == 0 {
				c.Colored[k] = int8(r.IntN(3))
			}
		}
		var pool Pool
		pool[r.IntN(NumKinds)] = int16(r.IntN(2))
		srcs := make([]Source, r.IntN(8))
		for j := range srcs {
			srcs[j].Kinds = uint8(1 + r.IntN(63))
			if r.IntN(6) == 0 {
				srcs[j].ExtraCost = Cost{Generic: 1}
			}
		}
		_, want := PlanPayment(c, pool, srcs)
		if got := Affordable(c, pool, srcs); got != want {
			t.Fatalf("case %d: Affordable %v, PlanPayment %v for %v pool %v sources %v", i, got, want, c, pool, srcs)
		}
	}
}

// TestAffordablePlainMatchesBruteForce checks the Hall-condition shortcut
// Affordable takes when no source has an extra cost, against brute force
// and the planner.
func TestAffordablePlainMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	yes := 0
	for iter := range 20000 {
		var c Cost
		c.Generic = int8(r.IntN(4))
		for range r.IntN(7) {
			c.Colored[r.IntN(NumColors)]++
		}
		var pool Pool
		for range r.IntN(3) {
			pool[r.IntN(NumKinds)]++
		}
		sources := make([]Source, r.IntN(9))
		for i := range sources {
			sources[i].Kinds = randomKinds(r)
		}
		_, _, want := bruteForce(c, pool, sources)
		if got := Affordable(c, pool, sources); got != want {
			t.Fatalf("iter %d: Affordable(%v, %v, %v) = %v, brute force %v", iter, c, pool, sources, got, want)
		}
		if _, ok := PlanPayment(c, pool, sources); ok != want {
			t.Fatalf("iter %d: PlanPayment(%v, %v, %v) ok = %v, brute force %v", iter, c, pool, sources, ok, want)
		}
		if want {
			yes++
		}
	}
	if yes < 2000 || yes > 18000 {
		t.Fatalf("only %d of 20000 random cases were payable; the test does not exercise both answers", yes)
	}
}

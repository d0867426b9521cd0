package mana

import (
	"math/rand/v2"
	"testing"
)

// TestSupplyAgreesWithAffordable checks Supply.Affordable against
// Affordable (and brute force) for random costs, pools and sources, with
// and without extra costs, several costs per Supply.
func TestSupplyAgreesWithAffordable(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	yes, no := 0, 0
	var reused Supply // Reset from one set of sources to the next
	for iter := range 4000 {
		sources := make([]Source, r.IntN(9))
		for i := range sources {
			sources[i].Kinds = randomKinds(r)
			if iter%4 == 0 && r.IntN(5) == 0 {
				sources[i].ExtraCost.Generic = int8(1 + r.IntN(2))
			}
		}
		s := NewSupply(sources)
		reused.Reset(sources)
		for range 5 {
			var c Cost
			c.Generic = int8(r.IntN(4))
			c.X = int8(r.IntN(2))
			for range r.IntN(7) {
				c.Colored[r.IntN(NumColors)]++
			}
			var pool Pool
			for range r.IntN(3) {
				pool[r.IntN(NumKinds)]++
			}
			want := Affordable(c, pool, sources)
			if got := s.Affordable(c, pool); got != want {
				t.Fatalf("iter %d: Supply.Affordable(%v, %v) over %v = %v, Affordable %v", iter, c, pool, sources, got, want)
			}
			if got := reused.Affordable(c, pool); got != want {
				t.Fatalf("iter %d: Affordable(%v, %v) of a Supply Reset to %v = %v, Affordable %v", iter, c, pool, sources, got, want)
			}
			if _, _, brute := bruteForce(c.WithX(0), pool, sources); brute != want {
				t.Fatalf("iter %d: Affordable(%v, %v, %v) = %v, brute force %v", iter, c, pool, sources, want, brute)
			}
			if want {
				yes++
			} else {
				no++
			}
		}
	}
	if yes < 1000 || no < 1000 {
		t.Fatalf("%d payable and %d unpayable cases: the test does not exercise both answers", yes, no)
	}
}

func TestSupplyEmpty(t *testing.T) {
	var s Supply
	if !s.Affordable(Cost{}, Pool{}) {
		t.Error("the zero Supply cannot pay {0}")
	}
	if s.Affordable(Cost{Generic: 1}, Pool{}) {
		t.Error("the zero Supply pays {1}")
	}
	if !s.Affordable(Cost{Generic: 1}, Pool{Colorless: 1}) {
		t.Error("the zero Supply with {C} in the pool cannot pay {1}")
	}
}

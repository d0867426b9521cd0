package deckedit

import "testing"

// TestProbeTotal checks that the probe's "total" item follows the deck's
// number of cards.
func TestProbeTotal(t *testing.T) {
	f := newFixture(t, "", nil)
	total := func() string {
		for _, c := range f.s.Probe().Cards {
			if c.Zone == "total" {
				return c.Label
			}
		}
		return "none"
	}
	if got := total(); got != "0" {
		t.Fatalf("an empty deck's total is %q, want 0", got)
	}
	forest := f.card("Forest")
	f.s.add(forest)
	f.s.add(forest)
	f.s.add(forest)
	f.s.remove(forest)
	if got := total(); got != "2" {
		t.Fatalf("three Forests added and one taken out: total %q, want 2", got)
	}
}

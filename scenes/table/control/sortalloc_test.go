package control

import "testing"

// TestSortingAllocatesNothingOffTurn: the table asks Sorting every frame;
// while the decision is not the viewer's to sort (here behind the
// hot-seat curtain) the answer costs no allocation.
func TestSortingAllocatesNothingOffTurn(t *testing.T) {
	h := hotseat(t, 3)
	if _, up := h.Curtain(); !up {
		t.Skip("the hot-seat table starts without its curtain")
	}
	if n := testing.AllocsPerRun(50, func() { _ = h.sorter.Sorting() }); n != 0 {
		t.Errorf("Sorting allocates %v times a call", n)
	}
}

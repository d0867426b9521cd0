package layout

import "testing"

// TestPhaseRowsStayReadable checks that at every window size, however
// small, the phase bar's "My turns" and "Theirs" rows are tall and wide
// enough for their labels at the least text size (9.5 px: about 10 px of
// row for a line, 40 px for "My turns").
func TestPhaseRowsStayReadable(t *testing.T) {
	v := board(t, 2, 3)
	for _, sz := range []struct{ w, h float64 }{{800, 500}, {900, 560}, {1280, 720}, {1920, 1080}} {
		tb := compute(v, sz.w, sz.h)
		for name, r := range map[string]struct{ h, w float64 }{
			"My turns": {tb.PhaseMineLabel.H(), tb.PhaseMineLabel.W()},
			"Theirs":   {tb.PhaseTheirsLbl.H(), tb.PhaseTheirsLbl.W()},
		} {
			if r.h < 9.5 || r.w < 45 {
				t.Errorf("%v×%v: the %q row is %.1f×%.1f px, too small for its label", sz.w, sz.h, name, r.w, r.h)
			}
		}
		if tb.PhaseMineLabel.Max.Y > tb.PhaseTheirsLbl.Min.Y+0.01 {
			t.Errorf("%v×%v: the two rows overlap: %v and %v", sz.w, sz.h, tb.PhaseMineLabel, tb.PhaseTheirsLbl)
		}
	}
}

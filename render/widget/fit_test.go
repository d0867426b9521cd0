package widget

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestFittingALongTextMeasuresLittle fits a 20,000-character name, as a
// file may hold, into a box: the text is cut right, and measured a few
// dozen times, not once per character (which froze the set-up screens).
func TestFittingALongTextMeasuresLittle(t *testing.T) {
	calls := 0
	th := &Theme{Scale: 1, measure: func(s string, f Font) float64 {
		calls++
		return float64(utf8.RuneCountInString(s)) * 8
	}}
	long := strings.Repeat("Ada", 20000/3)
	f := Font{Size: Body}
	got := th.Fit(long, f, 200)
	if got != strings.Repeat("Ada", 8)+"…" || calls > 40 {
		t.Errorf("Fit = %q after %d measures", got, calls)
	}
	calls = 0
	got = th.tail(long, f, 200)
	if got != long[len(long)-25:] || calls > 40 {
		t.Errorf("tail = %q after %d measures", got, calls)
	}
	if th.Fit("Ada", f, 200) != "Ada" || th.tail("Ada", f, 200) != "Ada" || th.Fit(long, f, 4) != "" {
		t.Error("short texts are changed, or nothing fits a tiny box")
	}
}

package table

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/paint"
)

// TestSmallWindowTextHasAFloor: on a 900×560 window (scale 0.7) the
// plate's counts (11.5 px by design) and the phase bar's step names
// (10.5 px) are set at minLabelSize, not at eight or seven pixels; text
// at its design size is unchanged.
func TestSmallWindowTextHasAFloor(t *testing.T) {
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	l := newLabels(fonts)
	const sc = 0.7
	for _, c := range []struct {
		s    string
		size float64
	}{{"Hand 7 · Library 53", smallSize * sc}, {"Damage", 10.5 * sc}} {
		if got, want := l.measure(c.s, regular, c.size), l.measure(c.s, regular, minLabelSize); got < want {
			t.Errorf("%q at %.1f px measures %.1f, less than at %.1f px (%.1f)", c.s, c.size, got, minLabelSize, want)
		}
	}
	if l.measure("Computer", bold, nameSize) <= l.measure("Computer", bold, minLabelSize) {
		t.Error("a name at its design size is set at the floor")
	}
}

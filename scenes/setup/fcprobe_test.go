//go:build kitchentableprobe

package setup

import (
	"slices"
	"testing"
)

func TestFourCuatroProbe(t *testing.T) {
	f := newFCFixture(t, nil)
	p := f.s.Probe()
	var labels []string
	for _, b := range p.Buttons {
		labels = append(labels, b.Label)
	}
	if p.Scene != "fcsetup" || !slices.Equal(labels, []string{"Computer (easy)", "Basic", "Start", "Back"}) {
		t.Fatalf("probe %s %v", p.Scene, labels)
	}
	f.click(f.s.seats[1].who.Rect)
	labels = labels[:0]
	for _, b := range f.s.Probe().Buttons {
		labels = append(labels, b.Label)
	}
	if !slices.Equal(labels, fcOpponentLabels()) {
		t.Fatalf("with the list open the probe shows %v", labels)
	}
}

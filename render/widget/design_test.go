package widget

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
)

func TestDesign(t *testing.T) {
	// 1920×1080 is 1.5 times the design and fills the screen.
	d := DesignFor(1920, 1080, 1.5)
	if got := d.R(0, 0, 1280, 720); got != geom.R(0, 0, 1920, 1080) {
		t.Errorf("the whole design at 1920×1080: %v", got)
	}
	// A wider screen centres the design.
	d = DesignFor(1600, 720, 1)
	if got := d.At(10, 20); got != geom.V(170, 20) {
		t.Errorf("At(10, 20) on 1600×720: %v", got)
	}
	if got := d.R(10, 20, 30, 40); got != geom.R(170, 20, 30, 40) {
		t.Errorf("R on 1600×720: %v", got)
	}
}

package paint

import (
	"image/color"
	"testing"
)

func TestColors(t *testing.T) {
	if got := Hex(0x102030); got != (color.NRGBA{0x10, 0x20, 0x30, 0xff}) {
		t.Errorf("Hex: %v", got)
	}
	a, b := color.NRGBA{0, 0, 0, 0}, color.NRGBA{200, 100, 50, 250}
	if got := Mix(a, b, 0.5); got != (color.NRGBA{100, 50, 25, 125}) {
		t.Errorf("Mix: %v", got)
	}
	if Mix(a, b, -1) != a || Mix(a, b, 2) != b {
		t.Error("Mix does not clamp t")
	}
	if got := Lighten(Hex(0x000000), 1); got != Hex(0xffffff) {
		t.Errorf("Lighten: %v", got)
	}
	if got := Darken(Hex(0xffffff), 1); got != Hex(0x000000) {
		t.Errorf("Darken: %v", got)
	}
	if got := Alpha(Hex(0xff0000), 0.5); got.A != 128 || got.R != 0xff {
		t.Errorf("Alpha: %v", got)
	}
	if Luma(Hex(0xffffff)) != 1 || Luma(Hex(0)) != 0 {
		t.Error("Luma")
	}
}

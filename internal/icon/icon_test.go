package icon

import (
	"bytes"
	"testing"
)

func TestEverySizeIsOpaqueInsideAndClearInTheCorners(t *testing.T) {
	for _, size := range Sizes {
		img := Render(size)
		if b := img.Bounds(); b.Dx() != size || b.Dy() != size {
			t.Fatalf("size %d: got %v", size, b)
		}
		if a := img.NRGBAAt(0, 0).A; a > 40 {
			t.Errorf("size %d: the top-left corner has alpha %d, want transparent", size, a)
		}
		if a := img.NRGBAAt(size-1, 0).A; a > 40 {
			t.Errorf("size %d: the top-right corner has alpha %d, want transparent", size, a)
		}
		mid := img.NRGBAAt(size/2, size/2)
		if mid.A != 255 {
			t.Errorf("size %d: the centre has alpha %d, want opaque", size, mid.A)
		}
		// The front card covers the centre: a light, warm colour.
		if mid.R < 180 || mid.R < mid.B {
			t.Errorf("size %d: the centre is %v, want the front card's cream or brass", size, mid)
		}
		// The rim is wood: red above blue, and darker than the card.
		l := full
		if size <= 32 {
			l = small
		}
		rim := img.NRGBAAt(size/2, int(float64(size)*(0.5-l.plate.y+l.rim/2)))
		if rim.A < 200 || rim.R <= rim.B || rim.R > 200 {
			t.Errorf("size %d: the top rim is %v, want opaque wood", size, rim)
		}
	}
}

func TestRenderIsDeterministic(t *testing.T) {
	a, b := Render(64), Render(64)
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Fatal("two renders at 64 pixels differ")
	}
}

func TestSizesAreSortedAndIncludeTheWindowSizes(t *testing.T) {
	have := map[int]bool{}
	for i, s := range Sizes {
		if i > 0 && s <= Sizes[i-1] {
			t.Fatalf("Sizes not increasing at %d", s)
		}
		have[s] = true
	}
	for _, s := range WindowSizes {
		if !have[s] {
			t.Errorf("window size %d is not in Sizes", s)
		}
	}
}

func BenchmarkRender256(b *testing.B) {
	for b.Loop() {
		Render(256)
	}
}

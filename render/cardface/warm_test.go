package cardface

import (
	"image"
	"image/color"
	"testing"
	"time"
)

func TestWarm(t *testing.T) {
	needGPU(t)
	lib := library(t)
	c := NewCache(newRenderer(t), 0)
	a, b := mustCard(t, lib, "Cinder Whelp"), mustCard(t, lib, "Forest")
	if c.Warm(a, 110) {
		t.Error("Warm said an empty cache held a face")
	}
	if !c.Warm(a, 110) {
		t.Error("Warm drew a cached face again")
	}
	img := c.Face(a, 110)
	if s := c.Stats(); s.Entries != 1 || s.Hits != 1 {
		t.Errorf("after warming, Face missed: %+v", s)
	}
	if p := pixels(img); p.RGBAAt(55, 77).A != 0xff {
		t.Error("the warmed face is not drawn")
	}

	all := lib.All()[:40]
	if n := c.WarmBudget(all, 90, 0); n != len(all) {
		t.Errorf("a zero budget left %d of %d missing", n, len(all))
	}
	if c.Stats().Entries != 1 {
		t.Error("a zero budget drew faces")
	}
	// A tiny budget draws one face (the time is checked before each).
	if n := c.WarmBudget(all, 90, time.Nanosecond); n != len(all)-1 {
		t.Errorf("a 1 ns budget left %d of %d missing, want %d", n, len(all), len(all)-1)
	}
	if n := c.WarmBudget(all, 90, time.Hour); n != 0 {
		t.Errorf("an hour's budget left %d missing", n)
	}
	if n := c.WarmBudget(append(all, b), 90, time.Nanosecond); n != 0 {
		t.Errorf("one new face and a tiny budget left %d missing", n)
	}
	misses := c.Stats().Misses
	for _, d := range all {
		c.Face(d, 90)
	}
	if s := c.Stats(); s.Misses != misses {
		t.Errorf("%d warmed faces were drawn again", s.Misses-misses)
	}
}

// A face's picture is the card's own at every width, scaled from one
// master picture for table widths.
func TestFacePictures(t *testing.T) {
	needGPU(t)
	lib := library(t)
	r := newRenderer(t)
	d := mustCard(t, lib, "Cinder Whelp")
	for _, w := range []int{60, 110, ArtMasterWidth, 320} {
		p := pixels(r.NewFace(d, w))
		ar := LayoutOf(w).Art.Inset(2).Image()
		want := r.artPixels(d, StyleOf(d), LayoutOf(w).Art.Image().Dx(), LayoutOf(w).Art.Image().Dy())
		got := p.SubImage(ar).(*image.RGBA)
		off := ar.Min.Sub(LayoutOf(w).Art.Image().Min)
		diff := 0.0
		for y := 0; y < ar.Dy(); y++ {
			for x := 0; x < ar.Dx(); x++ {
				g, w := got.RGBAAt(ar.Min.X+x, ar.Min.Y+y), want.RGBAAt(off.X+x, off.Y+y)
				diff += absInt(int(g.R)-int(w.R)) + absInt(int(g.G)-int(w.G)) + absInt(int(g.B)-int(w.B))
			}
		}
		if mean := diff / float64(3*ar.Dx()*ar.Dy()); mean > 1 {
			t.Errorf("width %d: the art box differs from the picture by %.1f a channel", w, mean)
		}
	}
	if s := r.arts; s.misses != 2 {
		t.Errorf("%d pictures painted for four widths, want 2 (the master and the zoom)", s.misses)
	}
}

func absInt(x int) float64 {
	if x < 0 {
		return float64(-x)
	}
	return float64(x)
}

func TestArtCacheBounded(t *testing.T) {
	lib := library(t)
	mr := LayoutOf(ArtMasterWidth).Art.Image()
	per := 4 * mr.Dx() * mr.Dy()
	c := newArtCache(3*per + per/2)
	defs := lib.All()[:5]
	for _, d := range defs {
		c.picture(d, StyleOf(d), mr.Dx(), mr.Dy())
	}
	if c.pics.len() != 3 || c.pics.bytes > c.pics.max {
		t.Fatalf("%d pictures, %d bytes of %d", c.pics.len(), c.pics.bytes, c.pics.max)
	}
	first := c.picture(defs[4], StyleOf(defs[4]), mr.Dx(), mr.Dy())
	if c.hits != 1 {
		t.Error("the newest picture was painted again")
	}
	c.picture(defs[0], StyleOf(defs[0]), mr.Dx(), mr.Dy())
	if c.misses != 6 {
		t.Errorf("the oldest picture was kept (%d misses)", c.misses)
	}
	if c.picture(defs[4], StyleOf(defs[4]), mr.Dx(), mr.Dy()) != first {
		t.Error("a recently used picture was dropped")
	}
}

func TestShrink(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 40, 30))
	for y := range 30 {
		for x := range 40 {
			v := uint8(0)
			if (x+y)%2 == 0 {
				v = 200
			}
			src.SetRGBA(x, y, color.RGBA{v, v, v, 255})
		}
	}
	var k shrinker
	for _, size := range [][2]int{{20, 15}, {13, 9}, {40, 30}, {1, 1}} {
		out := k.shrink(src, size[0], size[1])
		if out.Bounds().Dx() != size[0] || out.Bounds().Dy() != size[1] {
			t.Fatalf("size %v", out.Bounds())
		}
		if size[0] == 40 {
			if out.RGBAAt(0, 0) != src.RGBAAt(0, 0) || out.RGBAAt(1, 0) != src.RGBAAt(1, 0) {
				t.Error("shrinking to the same size changed the pixels")
			}
			continue
		}
		// a fine checkerboard averages to an even grey
		for y := range size[1] {
			for x := range size[0] {
				c := out.RGBAAt(x, y)
				if c.A != 255 || c.R < 80 || c.R > 120 {
					t.Fatalf("%v: pixel (%d, %d) = %v, want grey about 100", size, x, y, c)
				}
			}
		}
	}
}

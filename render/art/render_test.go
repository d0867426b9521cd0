package art

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
)

var motifs = []Motif{Landscape, Sigil, Burst, Ribbons, Machine, Lair}

func spec(name string, m Motif) Spec {
	return Spec{Seed: SeedOf(name), Motif: m, Palette: PaletteOf(mana.SetOf(mana.Red, mana.Green), m == Machine)}
}

// spread is the standard deviation of the pixels' luma, 0–1.
func spread(img *image.RGBA) float64 {
	var sum, sq float64
	n := 0
	for i := 0; i < len(img.Pix); i += 4 {
		l := (0.299*float64(img.Pix[i]) + 0.587*float64(img.Pix[i+1]) + 0.114*float64(img.Pix[i+2])) / 255
		sum += l
		sq += l * l
		n++
	}
	m := sum / float64(n)
	return math.Sqrt(sq/float64(n) - m*m)
}

func meanDiff(a, b *image.RGBA) float64 {
	s := 0.0
	for i := range a.Pix {
		s += math.Abs(float64(a.Pix[i]) - float64(b.Pix[i]))
	}
	return s / float64(len(a.Pix))
}

func TestRender(t *testing.T) {
	for _, m := range motifs {
		for _, size := range [][2]int{{94, 65}, {272, 189}} {
			a := Render(spec("Cinder Whelp", m), size[0], size[1])
			if a.Bounds().Dx() != size[0] || a.Bounds().Dy() != size[1] {
				t.Fatalf("%v: size %v", m, a.Bounds())
			}
			for i := 3; i < len(a.Pix); i += 4 {
				if a.Pix[i] != 0xff {
					t.Fatalf("%v at %v: pixel %d is not opaque (alpha %d)", m, size, i/4, a.Pix[i])
				}
				if a.Pix[i-3] > a.Pix[i] || a.Pix[i-2] > a.Pix[i] || a.Pix[i-1] > a.Pix[i] {
					t.Fatalf("%v: pixel %d is not premultiplied", m, i/4)
				}
			}
			if s := spread(a); s < 0.05 {
				t.Errorf("%v at %v: a flat picture (luma spread %.3f)", m, size, s)
			}
			if b := Render(spec("Cinder Whelp", m), size[0], size[1]); meanDiff(a, b) != 0 {
				t.Errorf("%v: the same spec painted differently", m)
			}
			if b := Render(spec("Cinderpaw Hound", m), size[0], size[1]); meanDiff(a, b) < 6 {
				t.Errorf("%v: two names give nearly the same picture", m)
			}
		}
	}
	if e := Render(spec("x", Sigil), 0, 10); !e.Bounds().Empty() {
		t.Error("an empty picture has pixels")
	}
}

// Strokes and same-wound shapes form a union: where a translucent line
// crosses itself it is no darker than elsewhere.
func TestStrokeIsUnion(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 40, 40))
	c := newCanvas(img)
	c.stroke([]geom.Vec{geom.V(5, 20), geom.V(35, 20), geom.V(20, 5), geom.V(20, 35)}, false, 4, paint.Alpha(paint.Hex(0xffffff), 0.5))
	cross, plain := img.RGBAAt(20, 20), img.RGBAAt(10, 20)
	if plain.A < 100 || cross.A != plain.A {
		t.Errorf("alpha where the line crosses itself %d, elsewhere %d", cross.A, plain.A)
	}
	if img.RGBAAt(10, 10).A != 0 {
		t.Error("paint off the line")
	}
}

// Panels follow package paint's shader: gradients along their axis,
// rounded corners, a border.
func TestPanel(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 50, 50))
	c := newCanvas(img)
	c.panel(geom.R(5, 5, 40, 40), 8, paint.Fill{
		Stops: []color.NRGBA{paint.Hex(0x000000), paint.Hex(0xffffff)}, Gradient: paint.Horizontal,
		Border: 2, BorderColor: paint.Hex(0xff0000),
	})
	if a := img.RGBAAt(5, 5).A; a != 0 {
		t.Errorf("corner alpha %d: not rounded", a)
	}
	if l, r := img.RGBAAt(12, 25), img.RGBAAt(38, 25); !(l.G < 60 && r.G > 190) {
		t.Errorf("horizontal gradient: left %v right %v", l, r)
	}
	if b := img.RGBAAt(25, 5); b.R < 200 || b.G > 40 {
		t.Errorf("border pixel %v is not red", b)
	}
	if o := img.RGBAAt(47, 25); o.A != 0 {
		t.Error("paint outside the panel")
	}
}

func benchRender(b *testing.B, w, h int) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		Render(spec("Cinder Whelp", motifs[i%len(motifs)]), w, h)
	}
}

// BenchmarkRenderTable paints pictures at a 110-pixel card's art size.
func BenchmarkRenderTable(b *testing.B) { benchRender(b, 94, 65) }

// BenchmarkRenderZoom paints pictures at a 320-pixel card's art size.
func BenchmarkRenderZoom(b *testing.B) { benchRender(b, 272, 189) }

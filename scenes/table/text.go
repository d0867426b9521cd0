package table

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// font picks a typeface.
type font uint8

const (
	regular font = iota
	bold
	italic
)

// labelKey names one rendered piece of text.
type labelKey struct {
	s    string
	size int16 // pixels × 4
	font font
	ink  color.NRGBA
}

// labels renders text once into images and copies them afterwards, so
// drawing text costs no allocation and no shaping per frame. It is used
// on the UI goroutine only.
type labels struct {
	fonts *paint.Fonts
	faces map[faceKey]*text.GoTextFace
	imgs  map[labelKey]*ebiten.Image
}

type faceKey struct {
	size int16
	font font
}

// maxLabels bounds the cache; when full it starts again.
const maxLabels = 600

func newLabels(f *paint.Fonts) *labels {
	return &labels{fonts: f, faces: map[faceKey]*text.GoTextFace{}, imgs: map[labelKey]*ebiten.Image{}}
}

// minLabelSize is the smallest size, in pixels, the table sets a label
// at (drawIn, measure): on a small window (900×560) the plates' counts and
// the phase bar's step names would otherwise shrink to seven or eight
// pixels and become unreadable; a label then squeezes to fit its box.
const minLabelSize = 9.5

// face returns the face of a font at size pixels, made once.
func (l *labels) face(f font, size float64) *text.GoTextFace {
	k := faceKey{size: int16(math.Round(size * 4)), font: f}
	if fc, ok := l.faces[k]; ok {
		return fc
	}
	src := l.fonts.Regular
	switch f {
	case bold:
		src = l.fonts.Bold
	case italic:
		src = l.fonts.Italic
	}
	fc := &text.GoTextFace{Source: src, Size: float64(k.size) / 4}
	l.faces[k] = fc
	return fc
}

// trim drops every label when the cache is full. Call it from Update, so
// no image drawn in the frame being built is released.
func (l *labels) trim() {
	if len(l.imgs) < maxLabels {
		return
	}
	for key, img := range l.imgs {
		img.Deallocate()
		delete(l.imgs, key)
	}
}

// measure returns the width of s at size in font f.
func (l *labels) measure(s string, f font, size float64) float64 {
	size = max(size, minLabelSize)
	return text.AdvanceAt(s, len(s), l.face(f, size))
}

// image returns s rendered in ink, its top-left at the line's top.
func (l *labels) image(s string, f font, size float64, ink color.NRGBA) *ebiten.Image {
	k := labelKey{s: s, size: int16(math.Round(size * 4)), font: f, ink: ink}
	if img, ok := l.imgs[k]; ok {
		return img
	}
	fc := l.face(f, size)
	w, h := text.Measure(s, fc, 0)
	img := ebiten.NewImage(max(1, int(math.Ceil(w))+2), max(1, int(math.Ceil(h))+2))
	op := &text.DrawOptions{}
	op.GeoM.Translate(1, 1)
	op.ColorScale.ScaleWithColor(ink)
	text.Draw(img, s, fc, op)
	l.imgs[k] = img
	return img
}

// draw draws s with its top-left corner at p and returns its size.
// align is 0 for left, 0.5 centred and 1 right of p.X.
func (l *labels) draw(dst *ebiten.Image, s string, f font, size float64, ink color.NRGBA, p geom.Vec, align float64) geom.Vec {
	return l.drawA(dst, s, f, size, ink, p, align, 1)
}

// drawA is draw at opacity alpha.
func (l *labels) drawA(dst *ebiten.Image, s string, f font, size float64, ink color.NRGBA, p geom.Vec, align, alpha float64) geom.Vec {
	if s == "" {
		return geom.Vec{}
	}
	img := l.image(s, f, size, ink)
	b := img.Bounds()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round(p.X-float64(b.Dx())*align)-1, math.Round(p.Y)-1)
	if alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(max(0, alpha)))
	}
	dst.DrawImage(img, &op)
	return geom.V(float64(b.Dx()-2), float64(b.Dy()-2))
}

// drawIn draws s centred vertically in r with the given alignment,
// shrinking it horizontally when it is wider than r.
func (l *labels) drawIn(dst *ebiten.Image, s string, f font, size float64, ink color.NRGBA, r geom.Rect, align float64) {
	l.drawInAt(dst, s, f, max(size, minLabelSize), ink, r, align)
}

// drawInAt is drawIn at exactly size, however small: for rows too close
// together for minLabelSize (the phase bar's "My turns" and "Theirs").
func (l *labels) drawInAt(dst *ebiten.Image, s string, f font, size float64, ink color.NRGBA, r geom.Rect, align float64) {
	if s == "" || r.Empty() {
		return
	}
	img := l.image(s, f, size, ink)
	b := img.Bounds()
	w, h := float64(b.Dx()-2), float64(b.Dy()-2)
	k := 1.0
	if w > r.W() {
		k = r.W() / w
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-1, -1)
	op.GeoM.Scale(k, 1)
	x := r.Min.X + (r.W()-w*k)*align
	op.GeoM.Translate(math.Round(x), math.Round(r.Center().Y-h/2))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

// fitSize returns size, or the smaller size at which s in font f is no
// wider than width (a long name on the curtain).
func (l *labels) fitSize(s string, f font, size, width float64) float64 {
	// Widths do not scale exactly with the size (hinting): shrink until
	// it fits.
	for range 8 {
		w := l.measure(s, f, size)
		if w <= width || w <= 0 {
			break
		}
		size *= 0.99 * width / w
	}
	return size
}

// wrap splits s into lines no wider than width at size in font f. A word
// wider than width (a long name without spaces) is broken where it must.
func (l *labels) wrap(s string, f font, size, width float64, dst []string) []string {
	m := faceMeasure{l.face(f, size)}
	for _, para := range strings.Split(s, "\n") {
		lines := textfit.WrapAll(para, width, m)
		if len(lines) == 0 {
			lines = append(lines, "")
		}
		dst = append(dst, lines...)
	}
	return dst
}

// faceMeasure measures text in one face for textfit.
type faceMeasure struct{ fc text.Face }

func (m faceMeasure) Advance(s string) float64 { return text.AdvanceAt(s, len(s), m.fc) }
func (m faceMeasure) Symbol() float64          { return text.AdvanceAt("{T}", 3, m.fc) }
func (m faceMeasure) Space() float64           { return text.AdvanceAt(" ", 1, m.fc) }

package cardface

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// Symbol metrics as fractions of the font size: the symbol's diameter, the
// space it takes in a line, and how far its centre sits above the baseline.
const (
	symbolDiameter = 0.86
	symbolAdvance  = 0.98
	symbolRise     = 0.34
)

// measurer measures text in one face for textfit.
type measurer struct {
	face *text.GoTextFace
}

func (m measurer) Advance(s string) float64 { return advance(s, m.face) }
func (m measurer) Symbol() float64          { return m.face.Size * symbolAdvance }
func (m measurer) Space() float64           { return advance(" ", m.face) }

// face returns the face of src at size.
func face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: src, Size: size}
}

// ascent returns the distance from the top of a line to its baseline.
func ascent(f *text.GoTextFace) float64 { return f.Metrics().HAscent }

// drawText draws s with its baseline's left end at (x, baseline), squeezed
// horizontally by sx (1 for none).
func drawText(dst *ebiten.Image, s string, f *text.GoTextFace, x, baseline, sx float64, c color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(0, -ascent(f))
	op.GeoM.Scale(sx, 1)
	op.GeoM.Translate(x, baseline)
	op.ColorScale.ScaleWithColor(c)
	op.Filter = ebiten.FilterLinear
	text.Draw(dst, s, f, op)
}

// capCentre returns the baseline that centres capital letters of f on y.
func capCentre(f *text.GoTextFace, y float64) float64 {
	return y + f.Size*0.36
}

// drawRules draws a fitted layout in box, one line after another, with
// inline mana symbols; centred vertically when it is shorter than box.
func (r *Renderer) drawRules(dst *ebiten.Image, l textfit.Layout, box geom.Rect, ink color.Color) {
	f := face(r.fonts.Regular, l.Size)
	m := measurer{f}
	y := box.Min.Y + (box.H()-l.Height)/2
	if y < box.Min.Y {
		y = box.Min.Y
	}
	space := m.Space()
	for pi, para := range l.Paragraphs {
		if pi > 0 {
			y += l.Gap
		}
		for _, line := range para {
			baseline := y + l.LineHeight*0.5 + l.Size*0.36
			x := box.Min.X
			for wi, word := range splitWords(line) {
				if wi > 0 {
					x += space
				}
				for _, sp := range textfit.Spans(word) {
					if sp.Symbol {
						adv := m.Symbol()
						c := geom.V(x+adv/2, baseline-l.Size*symbolRise)
						r.drawSymbol(dst, sp.Text, c, l.Size*symbolDiameter/2, false)
						x += adv
						continue
					}
					drawText(dst, sp.Text, f, x, baseline, 1, ink)
					x += m.Advance(sp.Text)
				}
			}
			y += l.LineHeight
		}
	}
}

// splitWords splits a line at single spaces (lines from textfit.Wrap have
// no others).
func splitWords(line string) []string {
	var out []string
	start := 0
	for i := 0; i < len(line); i++ {
		if line[i] == ' ' {
			out = append(out, line[start:i])
			start = i + 1
		}
	}
	return append(out, line[start:])
}

// advance returns the width of s set in f.
func advance(s string, f *text.GoTextFace) float64 { return text.AdvanceAt(s, len(s), f) }

// Package widget holds the app's reusable controls: buttons, text fields,
// cyclers, sliders and toggles, plus panels, labels and the felt-table
// background the screens share.
//
// Widgets are plain values driven by one frame's input (package input): a
// scene sets each widget's Rect while laying out in Update, calls its Update
// with the frame's input.State, and draws it in Draw with a Theme. Update
// changes state and reports what happened; Draw only reads. Every size is
// given at scale 1 (a 1280×720 screen) and multiplied by Theme.Scale, so the
// screens stay crisp from 720p to 4K.
package widget

import (
	"image/color"

	"github.com/kitchentable/kitchentable/internal/palette"
	"github.com/kitchentable/kitchentable/render/paint"
)

// The app's palette (package palette) as colours.
var (
	Felt      = paint.Hex(palette.Felt)
	FeltDark  = paint.Hex(palette.FeltDark)
	Wood      = paint.Hex(palette.Wood)
	WoodDark  = paint.Hex(palette.WoodDark)
	Walnut    = paint.Hex(palette.Walnut)
	Cream     = paint.Hex(palette.Cream)
	Parchment = paint.Hex(palette.Parchment)
	Brass     = paint.Hex(palette.Brass)
	Ink       = paint.Hex(palette.Ink)
	Muted     = paint.Hex(palette.Muted)
	Danger    = paint.Hex(palette.Danger)
	Focus     = paint.Hex(palette.Focus)
)

// Theme is what widgets draw with: the painter, the fonts and the UI scale.
// A Theme is used on the UI goroutine only.
type Theme struct {
	Painter *paint.Painter
	Fonts   *paint.Fonts
	// Scale multiplies every size: 1 at 1280×720.
	Scale float64
	// measure, when set, replaces measuring with the fonts (tests).
	measure func(s string, f Font) float64
}

// NewTheme returns a theme drawing with p and f at scale 1.
func NewTheme(p *paint.Painter, f *paint.Fonts) *Theme {
	return &Theme{Painter: p, Fonts: f, Scale: 1}
}

// Px returns v pixels at scale 1 in screen pixels.
func (th *Theme) Px(v float64) float64 { return v * th.Scale }

// Body, Small, Heading and Title are the font sizes at scale 1.
const (
	Small   = 15
	Body    = 19
	Heading = 26
	Title   = 72
)

// shade returns c a little lighter (t > 0) or darker (t < 0).
func shade(c color.NRGBA, t float64) color.NRGBA {
	if t >= 0 {
		return paint.Lighten(c, t)
	}
	return paint.Darken(c, -t)
}

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

	"github.com/kitchentable/kitchentable/render/paint"
)

// The app's palette: a felt table in a wooden rim, walnut panels, cream
// ink and brass accents.
var (
	Felt      = paint.Hex(0x2c6147)
	FeltDark  = paint.Hex(0x173a2b)
	Wood      = paint.Hex(0x7a4a28)
	WoodDark  = paint.Hex(0x3f2614)
	Walnut    = paint.Hex(0x4a2e1b)
	Cream     = paint.Hex(0xf6ead0)
	Parchment = paint.Hex(0xe9d7ae)
	Brass     = paint.Hex(0xd9a441)
	Ink       = paint.Hex(0x33210f)
	Muted     = paint.Hex(0xc8b48e)
	Danger    = paint.Hex(0xe2775b)
	Focus     = paint.Hex(0xffd77a)
)

// Theme is what widgets draw with: the painter, the fonts and the UI scale.
// A Theme is used on the UI goroutine only.
type Theme struct {
	Painter *paint.Painter
	Fonts   *paint.Fonts
	// Scale multiplies every size: 1 at 1280×720.
	Scale float64
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

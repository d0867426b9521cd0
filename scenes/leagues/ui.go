package leagues

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The colours of the colour pips and the mana curve: white, blue, black,
// red, green, colourless, multicoloured (as the deck editor's).
var manaInk = [7]color.NRGBA{
	paint.Hex(0xf3ead0), paint.Hex(0x5b9ad6), paint.Hex(0x4d4442), paint.Hex(0xd8603c),
	paint.Hex(0x4f9a5e), paint.Hex(0xb9b0a1), paint.Hex(0xd9b347),
}

// Inks of the screens.
var (
	muted   = paint.Alpha(widget.Parchment, 0.85)
	goodInk = paint.Hex(0x9fd89a)
	warmInk = paint.Hex(0xf0c36a)
)

// dim darkens the whole screen under an overlay.
func dim(dst *ebiten.Image, th *widget.Theme) {
	th.Painter.Panel(dst, geom.FromImage(dst.Bounds()), 0, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.5})
}

// wrap breaks s into lines no wider than w in font f.
func wrap(th *widget.Theme, s string, f widget.Font, w float64) []string {
	return textfit.Wrap(s, w, widget.TextMeasure{Theme: th, Font: f})
}

// paragraph draws s wrapped to w from at (the first line's baseline
// middle) down, at most max lines, and returns the y under the last.
func paragraph(dst *ebiten.Image, th *widget.Theme, s string, at geom.Vec, w float64, f widget.Font, c color.Color, max int) float64 {
	y := at.Y
	for i, l := range wrap(th, s, f, w) {
		if i == max {
			break
		}
		th.Text(dst, l, geom.V(at.X, y), f, widget.Start, c)
		y += th.Px(f.Size * 1.3)
	}
	return y
}

// plural returns "1 card", "2 cards".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// reason returns an error as words for people, without a package's
// prefix, ending with a full stop.
func reason(err error) string {
	m := err.Error()
	for _, p := range []string{"store: ", "league: ", "ai: ", "record: ", "control: ", "table: "} {
		m = strings.TrimPrefix(m, p)
	}
	m = widget.Capital(m)
	if !strings.HasSuffix(m, ".") {
		m += "."
	}
	return m
}

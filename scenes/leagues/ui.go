package leagues

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
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

// question asks the player something over the screen ("Delete the
// league X?") and waits for one of its answers; Esc is the last answer.
type question struct {
	text    string
	buttons []widget.Button
	acts    []func(ctx *scenes.Context)
	box     geom.Rect
}

// answer is one button of a question and what it does (nil: nothing but
// close the question).
type answer struct {
	label string
	style widget.Style
	act   func(ctx *scenes.Context)
}

// newQuestion returns a question with its answers, the last one being
// what Esc chooses.
func newQuestion(text string, answers ...answer) *question {
	q := &question{text: text}
	for _, a := range answers {
		q.buttons = append(q.buttons, widget.Button{Label: a.label, Style: a.style, FontSize: 17})
		q.acts = append(q.acts, a.act)
	}
	return q
}

// layout places the question in the middle of the design.
func (q *question) layout(d widget.Design) {
	q.box = d.R(340, 250, 600, 190)
	bw, gap := 170.0, 16.0
	n := float64(len(q.buttons))
	x := 640 - (n*bw+(n-1)*gap)/2
	for i := range q.buttons {
		q.buttons[i].Rect = d.R(x+float64(i)*(bw+gap), 370, bw, 46)
	}
}

// update follows the input and runs the answer chosen; it reports
// whether the question is answered (and so closed).
func (q *question) update(ctx *scenes.Context) bool {
	in := ctx.In
	chosen := -1
	for i := range q.buttons {
		if q.buttons[i].Update(in) {
			chosen = i
		}
	}
	switch {
	case chosen >= 0:
	case in.KeyPressed(input.KeyEscape):
		chosen = len(q.buttons) - 1
	case in.KeyPressed(input.KeyEnter):
		chosen = 0
	default:
		return false
	}
	if act := q.acts[chosen]; act != nil {
		act(ctx)
	}
	return true
}

// draw draws the question over a dimmed screen.
func (q *question) draw(dst *ebiten.Image, th *widget.Theme) {
	dim(dst, th)
	th.Panel(dst, q.box)
	f := widget.Font{Size: 21, Bold: true}
	lines := wrap(th, q.text, f, q.box.W()-th.Px(60))
	y := q.box.Min.Y + th.Px(48) - float64(len(lines)-1)*th.Px(13)
	for _, l := range lines {
		th.Text(dst, l, geom.V(q.box.Center().X, y), f, widget.Center, widget.Cream)
		y += th.Px(27)
	}
	for i := range q.buttons {
		q.buttons[i].Draw(dst, th)
	}
}

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

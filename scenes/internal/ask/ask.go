// Package ask is the question a screen puts over itself ("Save changes to
// X?", "Delete the league Y?"): a sentence in a panel over the dimmed
// screen and a row of answers; Enter is the first answer, Esc the last.
package ask

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// Answer is one button of a question and what it does (nil: nothing but
// close the question).
type Answer struct {
	Label string
	Style widget.Style
	Act   func(ctx *scenes.Context)
}

// Question asks the player something and waits for one of its answers.
type Question struct {
	// Text is the question.
	Text string
	// Buttons are the answers, in order.
	Buttons []widget.Button

	acts []func(ctx *scenes.Context)
	box  geom.Rect
}

// New returns a question with its answers, the last one being what Esc
// chooses.
func New(text string, answers ...Answer) *Question {
	q := &Question{Text: text}
	for _, a := range answers {
		q.Buttons = append(q.Buttons, widget.Button{Label: a.Label, Style: a.Style, FontSize: 17})
		q.acts = append(q.acts, a.Act)
	}
	return q
}

// Labels returns the answers' labels.
func (q *Question) Labels() []string {
	var out []string
	for _, b := range q.Buttons {
		out = append(out, b.Label)
	}
	return out
}

// Layout places the question in the middle of the 1280×720 design.
func (q *Question) Layout(d widget.Design) {
	q.box = d.R(340, 250, 600, 190)
	bw, gap := 170.0, 16.0
	n := float64(len(q.Buttons))
	x := 640 - (n*bw+(n-1)*gap)/2
	for i := range q.Buttons {
		q.Buttons[i].Rect = d.R(x+float64(i)*(bw+gap), 370, bw, 46)
	}
}

// Update follows the input and reports whether an answer was chosen, with
// what it does (nil: nothing). The caller closes the question before it
// runs the answer, which may ask another.
func (q *Question) Update(in *input.State) (act func(ctx *scenes.Context), answered bool) {
	chosen := -1
	for i := range q.Buttons {
		if q.Buttons[i].Update(in) {
			chosen = i
		}
	}
	switch {
	case chosen >= 0:
	case in.KeyPressed(input.KeyEscape):
		chosen = len(q.Buttons) - 1
	case in.KeyPressed(input.KeyEnter):
		chosen = 0
	default:
		return nil, false
	}
	return q.acts[chosen], true
}

// Draw draws the question over the dimmed screen.
func (q *Question) Draw(dst *ebiten.Image, th *widget.Theme) {
	th.Painter.Panel(dst, geom.FromImage(dst.Bounds()), 0, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.5})
	th.Panel(dst, q.box)
	f := widget.Font{Size: 21, Bold: true}
	lines := textfit.Wrap(q.Text, q.box.W()-th.Px(60), widget.TextMeasure{Theme: th, Font: f})
	y := q.box.Min.Y + th.Px(48) - float64(len(lines)-1)*th.Px(13)
	for _, l := range lines {
		th.Text(dst, l, geom.V(q.box.Center().X, y), f, widget.Center, widget.Cream)
		y += th.Px(27)
	}
	for i := range q.Buttons {
		q.Buttons[i].Draw(dst, th)
	}
}

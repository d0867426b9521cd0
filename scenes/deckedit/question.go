package deckedit

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

// question asks the player something over the editor ("Save changes to
// X?") and waits for one of its answers; Esc is the last answer.
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

// Labels returns the answers' labels.
func (q *question) Labels() []string {
	var out []string
	for _, b := range q.buttons {
		out = append(out, b.Label)
	}
	return out
}

// layout places the question in the middle of the design.
func (q *question) layout(d widget.Design) {
	q.box = d.R(340, 250, 600, 190)
	bw, gap := 150.0, 16.0
	n := float64(len(q.buttons))
	x := 640 - (n*bw+(n-1)*gap)/2
	for i := range q.buttons {
		q.buttons[i].Rect = d.R(x+float64(i)*(bw+gap), 370, bw, 46)
	}
}

// update follows the input and returns the answer chosen (its index), or
// -1.
func (q *question) update(in *input.State) int {
	for i := range q.buttons {
		if q.buttons[i].Update(in) {
			return i
		}
	}
	switch {
	case in.KeyPressed(input.KeyEscape):
		return len(q.buttons) - 1
	case in.KeyPressed(input.KeyEnter):
		return 0
	}
	return -1
}

// draw draws the question over a dimmed screen.
func (q *question) draw(dst *ebiten.Image, th *widget.Theme) {
	th.Painter.Panel(dst, geom.FromImage(dst.Bounds()), 0, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.45})
	th.Panel(dst, q.box)
	f := widget.Font{Size: 21, Bold: true}
	lines := textfit.Wrap(q.text, q.box.W()-th.Px(60), widget.TextMeasure{Theme: th, Font: f})
	y := q.box.Min.Y + th.Px(48) - float64(len(lines)-1)*th.Px(13)
	for _, l := range lines {
		th.Text(dst, l, geom.V(q.box.Center().X, y), f, widget.Center, widget.Cream)
		y += th.Px(27)
	}
	for i := range q.buttons {
		q.buttons[i].Draw(dst, th)
	}
}

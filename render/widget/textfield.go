package widget

import (
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// TextField is a one-line text box: a click focuses it, typing appends to
// it, Backspace deletes the last character, and Enter, Esc, Tab or a click
// elsewhere ends the editing.
type TextField struct {
	Text string
	// Placeholder is shown in grey while the field is empty.
	Placeholder string
	// Max is the longest text in characters; 0 means textfit.MaxName.
	Max int
	// Accept filters typed characters; nil accepts every printable one.
	Accept func(r rune) bool
	Rect   geom.Rect
	// Focused says the field takes typed characters.
	Focused bool

	p     press
	ticks int
}

// Digits accepts only the digits 0–9, for TextField.Accept.
func Digits(r rune) bool { return r >= '0' && r <= '9' }

// Update follows the frame's input and reports whether the text changed.
func (t *TextField) Update(in *input.State) bool {
	t.ticks++
	t.p.update(in, t.Rect)
	if in.Pressed[input.Left] {
		was := t.Focused
		t.Focused = t.Rect.Contains(in.Cursor)
		if t.Focused && !was {
			t.ticks = 0
		}
	}
	if !t.Focused {
		return false
	}
	if in.KeyPressed(input.KeyEnter) || in.KeyPressed(input.KeyEscape) || in.KeyPressed(input.KeyTab) {
		t.Focused = false
		return false
	}
	max := t.Max
	if max <= 0 {
		max = textfit.MaxName
	}
	old := t.Text
	r := []rune(t.Text)
	if in.KeyPressed(input.KeyBackspace) && len(r) > 0 {
		r = r[:len(r)-1]
	}
	for _, c := range in.Chars {
		if !unicode.IsPrint(c) || (t.Accept != nil && !t.Accept(c)) || len(r) >= max {
			continue
		}
		r = append(r, c)
	}
	t.Text = string(r)
	if t.Text != old {
		t.ticks = 0
	}
	return t.Text != old
}

// Draw draws the field with a blinking caret when focused.
func (t *TextField) Draw(dst *ebiten.Image, th *Theme) {
	r := t.Rect
	if r.Empty() {
		return
	}
	th.Inset(dst, r, t.Focused)
	f := Font{Size: Body}
	pad := th.Px(10)
	avail := r.W() - 2*pad - th.Px(4)
	y := r.Center().Y
	if t.Text == "" && !t.Focused {
		th.Text(dst, th.Fit(t.Placeholder, Font{Size: Body, Italic: true}, avail), geom.V(r.Min.X+pad, y), Font{Size: Body, Italic: true}, Start, paint.Alpha(Ink, 0.45))
		return
	}
	// Show the end of a long text, where the caret is: the longest tail
	// that fits, found by bisection, so a long text costs O(log n)
	// measures.
	s := th.tail(t.Text, f, avail)
	th.Text(dst, s, geom.V(r.Min.X+pad, y), f, Start, Ink)
	if t.Focused && (t.ticks/30)%2 == 0 {
		x := r.Min.X + pad + th.Measure(s, f) + th.Px(1)
		h := th.Px(f.Size * 0.62)
		th.Painter.Panel(dst, geom.R(x, y-h, th.Px(2), 2*h), 0, paint.Flat(Ink))
	}
}

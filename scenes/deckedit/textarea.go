package deckedit

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// maxAreaText is the most text a text area holds, in bytes: far more
// than any deck list.
const maxAreaText = 64 << 10

// textArea is a box of several lines of text: typing adds at the end,
// Enter starts a new line, Backspace deletes the last character, Ctrl+V
// pastes at the end, Ctrl+A selects everything (for typing, pasting or
// Backspace to replace), and the wheel scrolls. A read-only one only
// scrolls.
type textArea struct {
	Text     string
	Rect     geom.Rect
	Focused  bool
	ReadOnly bool
	// lineH is the height of a line on screen, set with Rect.
	lineH float64
	// top is the first line shown.
	top   int
	ticks int
	// all says everything is selected (Ctrl+A).
	all bool
	// clipErr says why the last paste failed, "" after one that worked.
	clipErr string
}

// lines returns how many lines the text has.
func (a *textArea) lines() int { return strings.Count(a.Text, "\n") + 1 }

// rows returns how many lines the box shows at once.
func (a *textArea) rows() int {
	if a.lineH <= 0 {
		return 1
	}
	return max(1, int((a.Rect.H()-a.lineH/2)/a.lineH))
}

// scrollEnd shows the text's last lines.
func (a *textArea) scrollEnd() { a.top = max(0, a.lines()-a.rows()) }

// set replaces the text (cut to maxAreaText bytes, at a character) and
// shows its start.
func (a *textArea) set(s string) {
	if len(s) > maxAreaText {
		s = s[:maxAreaText]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	a.Text, a.top = s, 0
}

// Update follows the frame's input, pasting from clip, and reports
// whether the text changed.
func (a *textArea) Update(in *input.State, clip widget.Clipboard) bool {
	a.ticks++
	if in.Pressed[input.Left] {
		a.Focused = !a.ReadOnly && a.Rect.Contains(in.Cursor)
		a.all = false
	}
	if in.Wheel != 0 && a.Rect.Contains(in.Cursor) {
		if in.Wheel > 0 {
			a.top--
		} else {
			a.top++
		}
	}
	a.top = min(max(0, a.top), max(0, a.lines()-a.rows()))
	if !a.Focused || a.ReadOnly {
		return false
	}
	old := a.Text
	ctrl := in.Held(input.ModCtrl)
	if ctrl && in.KeyPressed(input.KeyA) {
		a.all = a.Text != ""
		return false
	}
	typed := len(in.Chars) > 0 || in.KeyPressed(input.KeyEnter) || in.KeyPressed(input.KeyBackspace) ||
		in.KeyPressed(input.KeyDelete) || (ctrl && in.KeyPressed(input.KeyV))
	if a.all && typed {
		a.Text, a.all = "", false
		if in.KeyPressed(input.KeyBackspace) || in.KeyPressed(input.KeyDelete) {
			a.top = 0
			return old != ""
		}
	} else if in.KeyPressed(input.KeyBackspace) && a.Text != "" {
		_, n := utf8.DecodeLastRuneInString(a.Text)
		a.Text = a.Text[:len(a.Text)-n]
	}
	var b strings.Builder
	b.WriteString(a.Text)
	if ctrl && in.KeyPressed(input.KeyV) && clip != nil {
		text, err := clip.ReadText()
		a.clipErr = ""
		if err != nil {
			a.clipErr = reason(err)
		}
		text = strings.ReplaceAll(text, "\r\n", "\n")
		if b.Len()+len(text) > maxAreaText {
			text = text[:maxAreaText-b.Len()]
			for !utf8.ValidString(text) {
				text = text[:len(text)-1]
			}
		}
		b.WriteString(text)
	}
	for _, c := range in.Chars {
		if unicode.IsPrint(c) && b.Len()+utf8.RuneLen(c) <= maxAreaText {
			b.WriteRune(c)
		}
	}
	if in.KeyPressed(input.KeyEnter) && b.Len() < maxAreaText {
		b.WriteByte('\n')
	}
	a.Text = b.String()
	if a.Text != old {
		a.ticks = 0
		a.scrollEnd()
		return true
	}
	return false
}

// Draw draws the box, its lines shown, and a caret at the end of the
// text when it is focused and the end shows.
func (a *textArea) Draw(dst *ebiten.Image, th *widget.Theme) {
	th.Inset(dst, a.Rect, a.Focused)
	if a.all {
		th.Painter.Panel(dst, a.Rect.Inset(th.Px(4)), th.Px(6), paint.Flat(paint.Alpha(widget.Focus, 0.25)))
	}
	f := widget.Font{Size: 15}
	pad := th.Px(10)
	lines := strings.Split(a.Text, "\n")
	y := a.Rect.Min.Y + pad/2 + a.lineH/2
	last := min(len(lines), a.top+a.rows())
	for i := a.top; i < last; i++ {
		l := th.Fit(lines[i], f, a.Rect.W()-2*pad)
		th.Text(dst, l, geom.V(a.Rect.Min.X+pad, y), f, widget.Start, widget.Ink)
		if i == len(lines)-1 && a.Focused && (a.ticks/30)%2 == 0 {
			x := a.Rect.Min.X + pad + th.Measure(l, f) + th.Px(1)
			h := th.Px(f.Size * 0.62)
			th.Painter.Panel(dst, geom.R(x, y-h, th.Px(2), 2*h), 0, paint.Flat(widget.Ink))
		}
		y += a.lineH
	}
	if a.top > 0 {
		th.Text(dst, "▲", geom.V(a.Rect.Max.X-th.Px(12), a.Rect.Min.Y+th.Px(12)), widget.Font{Size: 11}, widget.Center, paint.Alpha(widget.Ink, 0.55))
	}
	if last < len(lines) {
		th.Text(dst, "▼", geom.V(a.Rect.Max.X-th.Px(12), a.Rect.Max.Y-th.Px(12)), widget.Font{Size: 11}, widget.Center, paint.Alpha(widget.Ink, 0.55))
	}
}

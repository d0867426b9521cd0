package widget

import (
	"unicode"

	"github.com/kitchentable/kitchentable/render/input"
)

// keys follows the keyboard while the area is focused.
func (a *TextArea) keys(in *input.State) {
	if in.KeyPressed(input.KeyEscape) {
		a.Focused = false
		return
	}
	text, caret := a.Text, a.caret
	a.move(in)
	ctrl := in.Held(input.ModCtrl)
	edit := !a.ReadOnly
	if ctrl {
		switch {
		case in.KeyPressed(input.KeyA):
			a.anchor, a.caret = 0, len(a.r)
		case in.KeyPressed(input.KeyC):
			a.copySelection()
		case in.KeyPressed(input.KeyX) && edit:
			if a.copySelection() {
				a.replace(nil)
			}
		case in.KeyPressed(input.KeyV) && edit:
			a.paste()
		}
	}
	if lo, hi, ok := deletion(in, a.r, a.caretSel); ok && edit {
		a.anchor, a.caret = lo, hi
		a.replace(nil)
	}
	// Ctrl with a letter is a shortcut, not typing; Ctrl with Alt is
	// AltGr on Windows, which types.
	if len(in.Chars) > 0 && (!ctrl || in.Held(input.ModAlt)) && edit {
		var typed []rune
		for _, c := range in.Chars {
			if unicode.IsPrint(c) {
				typed = append(typed, c)
			}
		}
		if len(typed) > 0 {
			a.replace(typed)
		}
	}
	if in.KeyPressed(input.KeyEnter) && edit {
		a.replace([]rune{'\n'})
	}
	if a.Text != text || a.caret != caret {
		// Presses with typing or moves between them are no double click.
		a.pointer.reset()
	}
	if a.Text != text {
		a.keepX = false
	}
}

// move follows the keys that move the caret, Shift stretching the
// selection.
func (a *TextArea) move(in *input.State) {
	ctrl := in.Held(input.ModCtrl)
	to, ok := sideMove(in, a.r, a.caretSel)
	lines := 0
	switch {
	case ok:
	case in.KeyPressed(input.KeyHome) && ctrl:
		to = 0
	case in.KeyPressed(input.KeyHome):
		to = a.starts[a.lineOf(a.caret)]
	case in.KeyPressed(input.KeyEnd) && ctrl:
		to = len(a.r)
	case in.KeyPressed(input.KeyEnd):
		to = a.lineEnd(a.lineOf(a.caret))
	case in.KeyPressed(input.KeyUp):
		lines = -1
	case in.KeyPressed(input.KeyDown):
		lines = 1
	case in.KeyPressed(input.KeyPageUp):
		lines = -max(1, a.rows()-1)
	case in.KeyPressed(input.KeyPageDown):
		lines = max(1, a.rows()-1)
	default:
		return
	}
	if lines != 0 {
		to = a.lineMove(lines)
		if lines < -1 || lines > 1 {
			// A page turns the view with the caret.
			a.top += lines
		}
	} else {
		a.keepX = false
	}
	a.moveTo(to, in.Held(input.ModShift))
}

// lineMove returns the caret place n lines below (above, n < 0) the
// caret, at the x the first of a run of such moves started from; past
// the first or last line, the start or end of the text.
func (a *TextArea) lineMove(n int) int {
	if !a.keepX {
		a.wantX, a.keepX = a.xOf(a.caret), true
	}
	l := a.lineOf(a.caret) + n
	switch {
	case l < 0:
		return 0
	case l >= len(a.starts):
		return len(a.r)
	}
	return a.colAt(l, a.wantX)
}

// copySelection copies the selection, if any, and reports whether it did.
func (a *TextArea) copySelection() bool {
	s := a.Selected()
	if s == "" {
		return false
	}
	if err := clipboardOr(a.Clipboard).WriteText(s); err != nil {
		a.ClipboardErr = "the selection could not be copied: " + clipboardSentence(err)
		return false
	}
	a.ClipboardErr = ""
	return true
}

// paste puts the clipboard's text in place of the selection.
func (a *TextArea) paste() {
	s, err := clipboardOr(a.Clipboard).ReadText()
	if err != nil {
		a.ClipboardErr = "the clipboard could not be read: " + clipboardSentence(err)
		return
	}
	a.ClipboardErr = ""
	a.replace(areaRunes(s))
}

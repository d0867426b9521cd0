package widget

import (
	"strings"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/textfit"
)

// TextField is a one-line text box, edited as in any desktop program: a
// click focuses it and puts the caret where it points; Left and Right
// (with Ctrl, by word), Home and End move the caret and, with Shift,
// select; a drag, a Shift+click, a double click (a word), a triple click
// or Ctrl+A select; typing replaces the selection; Backspace and Delete
// delete it or the character beside the caret (with Ctrl, the word);
// Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste through Clipboard.
// Held keys repeat (package input). Enter, Esc, Tab or a click elsewhere
// ends the editing.
type TextField struct {
	Text string
	// Placeholder is shown in grey while the field is empty.
	Placeholder string
	// Max is the longest text in characters; 0 means textfit.MaxName.
	Max int
	// Accept filters typed and pasted characters; nil accepts every
	// printable one.
	Accept func(r rune) bool
	Rect   geom.Rect
	// Focused says the field takes typed characters.
	Focused bool
	// Clipboard is what Ctrl+C and Ctrl+X copy to and Ctrl+V pastes
	// from; nil is the computer's (SystemClipboard).
	Clipboard Clipboard
	// ClipboardErr says why the last copy or paste failed, as a sentence
	// for people (lower-case, no final stop), or "" after one that worked.
	ClipboardErr string

	// ticks are the frames since the caret last moved (its blink).
	ticks int
	// frame counts Update's frames, for double clicks.
	frame int
	// caret and anchor are rune indexes in Text; the selection lies
	// between them.
	caret, anchor int
	// scroll is the first rune shown when the text is wider than the box.
	scroll int
	// seen is Text as Update last left it: a Text changed by the screen
	// puts the caret at its end.
	seen string
	// had is Focused as Update last left it: a field the screen focuses
	// gets its caret at the end.
	had bool
	// dragging says a press in the field is selecting as it moves.
	dragging bool
	// lastPress, pressAt and presses follow presses in a row in one
	// place: two select a word, three everything.
	lastPress int
	pressAt   geom.Vec
	presses   int
	// th is the theme the field was last drawn with: Update measures
	// with it to place the caret under the cursor and keep it in view.
	th *Theme
}

// defaultMax is the longest text of a field with no Max.
const defaultMax = textfit.MaxName

// Presses in a row count as a double (triple) click when at most
// multiFrames frames and multiDist pixels apart.
const (
	multiFrames = 30
	multiDist   = 5
)

// Digits accepts only the digits 0–9, for TextField.Accept.
func Digits(r rune) bool { return r >= '0' && r <= '9' }

// Update follows the frame's input and reports whether the text changed.
func (t *TextField) Update(in *input.State) bool {
	t.ticks++
	t.frame++
	r := []rune(t.Text)
	if t.Text != t.seen {
		t.caret, t.anchor, t.scroll = len(r), len(r), 0
		t.seen = t.Text
	}
	t.caret, t.anchor = min(t.caret, len(r)), min(t.anchor, len(r))
	if t.Focused && !t.had {
		t.caret, t.anchor, t.ticks = len(r), len(r), 0
	}
	t.mouse(in, r)
	changed := false
	if t.Focused {
		changed = t.keys(in)
	}
	if !t.Focused {
		// A field left and come back to starts its presses afresh.
		t.anchor, t.dragging, t.presses = t.caret, false, 0
	}
	t.had = t.Focused
	t.follow()
	return changed
}

// mouse follows the left button: a press focuses the field (or, outside
// it, blurs it) and places the caret, a drag selects.
func (t *TextField) mouse(in *input.State, r []rune) {
	if in.Pressed[input.Left] {
		if !t.Rect.Contains(in.Cursor) {
			t.Focused = false
			return
		}
		i := t.indexAt(in.Cursor.X, r, false)
		if t.frame-t.lastPress <= multiFrames && in.Cursor.Sub(t.pressAt).Len() <= multiDist {
			t.presses++
		} else {
			t.presses = 1
		}
		t.lastPress, t.pressAt = t.frame, in.Cursor
		was := t.Focused
		t.Focused, t.had, t.ticks = true, true, 0
		switch {
		case t.presses == 2:
			t.anchor, t.caret = wordAt(r, i)
		case t.presses >= 3:
			t.anchor, t.caret = 0, len(r)
		case was && in.Held(input.ModShift):
			t.caret = i
		default:
			t.caret, t.anchor, t.dragging = i, i, true
		}
		return
	}
	if !t.dragging {
		return
	}
	if !in.Down[input.Left] {
		t.dragging = false
		return
	}
	if i := t.indexAt(in.Cursor.X, r, true); i != t.caret {
		t.caret, t.ticks = i, 0
	}
}

// keys follows the keyboard while the field is focused and reports
// whether the text changed.
func (t *TextField) keys(in *input.State) bool {
	if in.KeyPressed(input.KeyEnter) || in.KeyPressed(input.KeyEscape) || in.KeyPressed(input.KeyTab) {
		t.Focused = false
		return false
	}
	r := []rune(t.Text)
	ctrl, shift := in.Held(input.ModCtrl), in.Held(input.ModShift)
	lo, hi := t.selection()
	caret := t.caret
	moveTo := func(i int) {
		t.caret, t.ticks = i, 0
		if !shift {
			t.anchor = i
		}
	}
	switch {
	case in.KeyPressed(input.KeyLeft) && lo < hi && !shift:
		moveTo(lo)
	case in.KeyPressed(input.KeyLeft) && ctrl:
		moveTo(wordLeft(r, t.caret))
	case in.KeyPressed(input.KeyLeft):
		moveTo(max(0, t.caret-1))
	case in.KeyPressed(input.KeyRight) && lo < hi && !shift:
		moveTo(hi)
	case in.KeyPressed(input.KeyRight) && ctrl:
		moveTo(wordRight(r, t.caret))
	case in.KeyPressed(input.KeyRight):
		moveTo(min(len(r), t.caret+1))
	case in.KeyPressed(input.KeyHome):
		moveTo(0)
	case in.KeyPressed(input.KeyEnd):
		moveTo(len(r))
	}
	lo, hi = t.selection()
	if ctrl {
		switch {
		case in.KeyPressed(input.KeyA):
			t.anchor, t.caret = 0, len(r)
		case in.KeyPressed(input.KeyC):
			t.copySelection()
		case in.KeyPressed(input.KeyX):
			if t.copySelection() {
				r = t.cut(r, lo, hi)
			}
		case in.KeyPressed(input.KeyV):
			r = t.paste(r)
		}
	}
	lo, hi = t.selection()
	switch {
	case (in.KeyPressed(input.KeyBackspace) || in.KeyPressed(input.KeyDelete)) && lo < hi:
		r = t.cut(r, lo, hi)
	case in.KeyPressed(input.KeyBackspace) && ctrl:
		r = t.cut(r, wordLeft(r, t.caret), t.caret)
	case in.KeyPressed(input.KeyBackspace):
		r = t.cut(r, max(0, t.caret-1), t.caret)
	case in.KeyPressed(input.KeyDelete) && ctrl:
		r = t.cut(r, t.caret, wordRight(r, t.caret))
	case in.KeyPressed(input.KeyDelete):
		r = t.cut(r, t.caret, min(len(r), t.caret+1))
	}
	// Ctrl with a letter is a shortcut, not typing; Ctrl with Alt is
	// AltGr on Windows, which types.
	if len(in.Chars) > 0 && (!ctrl || in.Held(input.ModAlt)) {
		r = t.replace(r, in.Chars)
	}
	old := t.Text
	t.Text = string(r)
	t.seen = t.Text
	if t.Text != old || t.caret != caret {
		// Presses with typing or moves between them are no double click.
		t.ticks, t.presses = 0, 0
	}
	return t.Text != old
}

// clipboard returns the field's clipboard.
func (t *TextField) clipboard() Clipboard {
	if t.Clipboard != nil {
		return t.Clipboard
	}
	return SystemClipboard{}
}

// copySelection copies the selection, if any, and reports whether it did.
func (t *TextField) copySelection() bool {
	s := t.Selected()
	if s == "" {
		return false
	}
	if err := t.clipboard().WriteText(s); err != nil {
		t.ClipboardErr = clipboardSentence(err)
		return false
	}
	t.ClipboardErr = ""
	return true
}

// paste puts the clipboard's text in place of the selection.
func (t *TextField) paste(r []rune) []rune {
	s, err := t.clipboard().ReadText()
	if err != nil {
		t.ClipboardErr = clipboardSentence(err)
		return r
	}
	t.ClipboardErr = ""
	return t.replace(r, []rune(oneLine(s)))
}

// clipboardSentence is a clipboard failure for people.
func clipboardSentence(err error) string {
	return strings.TrimPrefix(err.Error(), "clipboard: ")
}

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
	// caretSel is the caret and the selection, in Text's runes.
	caretSel
	// scroll is the first rune shown when the text is wider than the box.
	scroll int
	// seen is Text as Update last left it: a Text changed by the screen
	// puts the caret at its end.
	seen string
	// had is Focused as Update last left it: a field the screen focuses
	// gets its caret at the end.
	had bool
	// pointer follows the button: a drag selects, two presses in a row
	// a word, three everything.
	pointer pointer
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
	t.pointer.tick()
	r := []rune(t.Text)
	if t.Text != t.seen {
		t.caret, t.anchor, t.scroll = len(r), len(r), 0
		t.seen = t.Text
	}
	t.caret, t.anchor = min(t.caret, len(r)), min(t.anchor, len(r))
	if t.Focused && !t.had {
		t.caret, t.anchor, t.ticks = len(r), len(r), 0
	}
	changed := false
	if leaving(in, t.Focused, t.Rect) {
		// What was typed came before the click that leaves the field.
		changed = t.keys(in)
		t.mouse(in, []rune(t.Text))
	} else {
		t.mouse(in, r)
		if t.Focused {
			changed = t.keys(in)
		}
	}
	if !t.Focused {
		// A field left and come back to starts its presses afresh.
		t.anchor = t.caret
		t.pointer.blur()
	}
	t.had = t.Focused
	t.follow()
	return changed
}

// leaving reports whether this frame's left press lands outside a box
// that has the focus. A slow frame can hold both the last keys typed
// into the box and the click on a button beside it (Save after a name):
// the keys were typed first, so they count before the click takes the
// focus away.
func leaving(in *input.State, focused bool, r geom.Rect) bool {
	return focused && in.Pressed[input.Left] && !r.Contains(in.Cursor)
}

// mouse follows the left button: a press focuses the field (or, outside
// it, blurs it) and places the caret, a drag selects.
func (t *TextField) mouse(in *input.State, r []rune) {
	caret := t.caret
	at := func(dragging bool) int { return t.indexAt(in.Cursor.X, r, dragging) }
	all := func(int) (int, int) { return 0, len(r) }
	if t.pointer.follow(in, t.Rect, &t.Focused, &t.caretSel, at, func(i int) (int, int) { return wordAt(r, i) }, all) {
		t.had, t.ticks = true, 0
	}
	if t.caret != caret {
		t.ticks = 0
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
	caret := t.caret
	if i, ok := sideMove(in, r, t.caretSel); ok {
		t.moveTo(i, shift)
	} else if in.KeyPressed(input.KeyHome) {
		t.moveTo(0, shift)
	} else if in.KeyPressed(input.KeyEnd) {
		t.moveTo(len(r), shift)
	}
	lo, hi := t.selection()
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
	if lo, hi, ok := deletion(in, r, t.caretSel); ok {
		r = t.cut(r, lo, hi)
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
		t.ticks = 0
		t.pointer.reset()
	}
	return t.Text != old
}

// copySelection copies the selection, if any, and reports whether it did.
func (t *TextField) copySelection() bool {
	s := t.Selected()
	if s == "" {
		return false
	}
	if err := clipboardOr(t.Clipboard).WriteText(s); err != nil {
		t.ClipboardErr = clipboardSentence(err)
		return false
	}
	t.ClipboardErr = ""
	return true
}

// paste puts the clipboard's text in place of the selection.
func (t *TextField) paste(r []rune) []rune {
	s, err := clipboardOr(t.Clipboard).ReadText()
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

package widget

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// fakeClipboard is a clipboard in memory; err, when set, makes every
// call fail.
type fakeClipboard struct {
	text string
	err  error
}

func (c *fakeClipboard) WriteText(s string) error {
	if c.err != nil {
		return c.err
	}
	c.text = s
	return nil
}

func (c *fakeClipboard) ReadText() (string, error) { return c.text, c.err }

// testField returns a focused field 200 wide holding text, with the
// caret at its end, measured at 8 pixels a character: its text starts at
// x = 10 and 22 characters fit.
func testField(text string) (*TextField, *fakeClipboard) {
	cb := &fakeClipboard{}
	f := &TextField{Text: text, Rect: geom.R(0, 0, 200, 40), Max: 100, Clipboard: cb, Focused: true}
	f.th = &Theme{Scale: 1, measure: func(s string, _ Font) float64 { return float64(utf8.RuneCountInString(s)) * 8 }}
	play(new(input.Script).Idle(1), func(in *input.State) { f.Update(in) })
	return f, cb
}

// at is the point in the field's box before character i (none scrolled).
func at(i int) geom.Vec { return geom.V(10+8*float64(i), 20) }

func run(f *TextField, sc *input.Script) {
	play(sc, func(in *input.State) { f.Update(in) })
}

func TestTextFieldCaretMoves(t *testing.T) {
	f, _ := testField("hello world")
	if f.Caret() != 11 {
		t.Fatalf("a field focused by the screen has its caret at %d, want the end (11)", f.Caret())
	}
	run(f, new(input.Script).Key(input.KeyHome).Key(input.KeyRight).Key(input.KeyRight).Type("X"))
	if f.Text != "heXllo world" || f.Caret() != 3 {
		t.Fatalf("Home, Right, Right, X: %q caret %d", f.Text, f.Caret())
	}
	run(f, new(input.Script).Key(input.KeyEnd).Key(input.KeyLeft).Type("Y"))
	if f.Text != "heXllo worlYd" {
		t.Fatalf("End, Left, Y: %q", f.Text)
	}
	var got []int
	sc := new(input.Script).Key(input.KeyEnd)
	for range 4 {
		sc.Chord(input.ModCtrl, input.KeyLeft)
	}
	run(f, sc)
	got = append(got, f.Caret())
	run(f, new(input.Script).Chord(input.ModCtrl, input.KeyRight))
	got = append(got, f.Caret())
	run(f, new(input.Script).Chord(input.ModCtrl, input.KeyRight).Chord(input.ModCtrl, input.KeyRight))
	got = append(got, f.Caret())
	if got[0] != 0 || got[1] != 6 || got[2] != 13 {
		t.Fatalf("Ctrl+Left to the start then Ctrl+Right by words: %v, want [0 6 13]", got)
	}
	run(f, new(input.Script).Key(input.KeyLeft).Key(input.KeyLeft).Key(input.KeyLeft).Key(input.KeyRight))
	if f.Caret() != 11 {
		t.Fatalf("Left three times and Right once from 13: caret %d", f.Caret())
	}
}

func TestTextFieldClickPlacesCaret(t *testing.T) {
	f, _ := testField("abcdefghij")
	f.Focused = false
	run(f, new(input.Script).Click(at(3).Add(geom.V(2, 0))))
	if !f.Focused || f.Caret() != 3 {
		t.Fatalf("a click just after the 3rd boundary: focused %v caret %d, want 3", f.Focused, f.Caret())
	}
	run(f, new(input.Script).Idle(40).Click(at(3).Add(geom.V(5, 0))))
	if f.Caret() != 4 {
		t.Fatalf("a click nearer the 4th boundary: caret %d", f.Caret())
	}
	run(f, new(input.Script).Idle(40).Click(geom.V(190, 20)))
	if f.Caret() != 10 {
		t.Fatalf("a click past the end: caret %d, want 10", f.Caret())
	}
	run(f, new(input.Script).Idle(40).Click(geom.V(2, 20)).Type("_"))
	if f.Text != "_abcdefghij" {
		t.Fatalf("a click in the left padding then _: %q", f.Text)
	}
}

func TestTextFieldSelection(t *testing.T) {
	f, _ := testField("hello world")
	run(f, new(input.Script).Key(input.KeyHome).Hold(input.ModShift).Key(input.KeyRight).Key(input.KeyRight).Key(input.KeyRight).Hold(0))
	if f.Selected() != "hel" {
		t.Fatalf("Shift+Right three times from the start selects %q", f.Selected())
	}
	run(f, new(input.Script).Type("J"))
	if f.Text != "Jlo world" || f.Selected() != "" {
		t.Fatalf("typing over the selection: %q, still selected %q", f.Text, f.Selected())
	}
	run(f, new(input.Script).Hold(input.ModShift).Chord(input.ModCtrl, input.KeyRight).Hold(0))
	if f.Selected() != "lo" {
		t.Fatalf("Shift+Ctrl+Right selects %q, want \"lo\"", f.Selected())
	}
	run(f, new(input.Script).Key(input.KeyLeft))
	if f.Selected() != "" || f.Caret() != 1 {
		t.Fatalf("Left on a selection goes to its start: caret %d, selected %q", f.Caret(), f.Selected())
	}
	run(f, new(input.Script).Hold(input.ModShift).Key(input.KeyEnd).Hold(0).Key(input.KeyBackspace))
	if f.Text != "J" {
		t.Fatalf("Shift+End, Backspace: %q", f.Text)
	}
	f.Text = "one two three"
	run(f, new(input.Script).Chord(input.ModCtrl, input.KeyA).Key(input.KeyDelete))
	if f.Text != "" {
		t.Fatalf("Ctrl+A, Delete: %q", f.Text)
	}
}

func TestTextFieldMouseSelection(t *testing.T) {
	f, _ := testField("the quick fox")
	run(f, new(input.Script).Click(at(2)).Hold(input.ModShift).Click(at(7)).Hold(0))
	if f.Selected() != "e qui" {
		t.Fatalf("click at 2, Shift+click at 7: %q", f.Selected())
	}
	run(f, new(input.Script).Idle(40).Drag(at(5), at(1), 4))
	if f.Selected() != "he q" || f.Caret() != 1 {
		t.Fatalf("a drag from 5 back to 1: %q caret %d", f.Selected(), f.Caret())
	}
	run(f, new(input.Script).Idle(40).Click(at(6)).Idle(5).Click(at(6)))
	if f.Selected() != "quick" {
		t.Fatalf("a double click in quick selects %q", f.Selected())
	}
	run(f, new(input.Script).Idle(3).Click(at(6)))
	if f.Selected() != "the quick fox" {
		t.Fatalf("a triple click selects %q", f.Selected())
	}
	run(f, new(input.Script).Idle(40).Click(at(6)).Idle(5).Drag(at(6), at(11), 3))
	if f.Selected() != "quick fox" {
		t.Fatalf("a double click in quick, dragged into fox: %q", f.Selected())
	}
	run(f, new(input.Script).Idle(40).Click(at(6)).Idle(40).Click(at(6)))
	if f.Selected() != "" {
		t.Fatalf("two clicks far apart in time select %q", f.Selected())
	}
	run(f, new(input.Script).Idle(40).Click(at(3)).Type("-").Click(at(3)))
	if f.Text != "the- quick fox" || f.Selected() != "" {
		t.Fatalf("click, type, click at once (no double click): %q, selected %q", f.Text, f.Selected())
	}
	run(f, new(input.Script).Click(geom.V(400, 400)))
	if f.Focused || f.Selected() != "" {
		t.Fatalf("a click elsewhere: focused %v, selected %q", f.Focused, f.Selected())
	}
}

func TestTextFieldDeletes(t *testing.T) {
	f, _ := testField("path/to/my.deck")
	run(f, new(input.Script).Chord(input.ModCtrl, input.KeyBackspace))
	if f.Text != "path/to/my." {
		t.Fatalf("Ctrl+Backspace at the end: %q", f.Text)
	}
	run(f, new(input.Script).Key(input.KeyHome).Chord(input.ModCtrl, input.KeyDelete))
	if f.Text != "/to/my." {
		t.Fatalf("Ctrl+Delete at the start: %q", f.Text)
	}
	run(f, new(input.Script).Key(input.KeyDelete).Key(input.KeyEnd).Key(input.KeyBackspace))
	if f.Text != "to/my" {
		t.Fatalf("Delete at the start, Backspace at the end: %q", f.Text)
	}
	// A held key repeats (package input presses it again every few
	// frames): each repeat deletes one more.
	run(f, new(input.Script).Key(input.KeyBackspace).Idle(1).Key(input.KeyBackspace).Key(input.KeyBackspace))
	if f.Text != "to" {
		t.Fatalf("Backspace pressed and repeated twice: %q", f.Text)
	}
	run(f, new(input.Script).Key(input.KeyHome).Key(input.KeyRight).Key(input.KeyRight).Key(input.KeyRight).Type("!"))
	if f.Text != "to!" {
		t.Fatalf("Right repeated past the end stops there: %q", f.Text)
	}
}

// checkShortcuts checks what a text box holding text, nothing selected,
// does with Ctrl: Ctrl+C copies nothing; a letter typed with Ctrl is a
// shortcut, not typing, and one with AltGr (Ctrl+Alt) types; Backspace
// then takes it out again. run plays a script on the box.
func checkShortcuts(t *testing.T, run func(*input.Script), text func() string, cb *fakeClipboard) {
	t.Helper()
	before := text()
	run(new(input.Script).Chord(input.ModCtrl, input.KeyC))
	if cb.text != "" {
		t.Fatalf("Ctrl+C with nothing selected copied %q", cb.text)
	}
	run(new(input.Script).Hold(input.ModCtrl).Type("v").Hold(input.ModCtrl | input.ModAlt).Type("@").Hold(0))
	if got := text(); strings.Count(got, "@") != 1 || strings.Replace(got, "@", "", 1) != before {
		t.Fatalf("v typed with Ctrl and @ with AltGr into %q: %q", before, got)
	}
	run(new(input.Script).Key(input.KeyBackspace))
	if got := text(); got != before {
		t.Fatalf("Backspace after the @: %q", got)
	}
}

func TestTextFieldClipboard(t *testing.T) {
	f, cb := testField("4 Ember Wyrmling")
	checkShortcuts(t, func(sc *input.Script) { run(f, sc) }, func() string { return f.Text }, cb)
	run(f, new(input.Script).Key(input.KeyHome).Hold(input.ModShift).Key(input.KeyRight).Key(input.KeyRight).Hold(0).Chord(input.ModCtrl, input.KeyX))
	if cb.text != "4 " || f.Text != "Ember Wyrmling" {
		t.Fatalf("Ctrl+X of \"4 \": clipboard %q, text %q", cb.text, f.Text)
	}
	run(f, new(input.Script).Key(input.KeyEnd).Type(" ").Chord(input.ModCtrl, input.KeyV))
	if f.Text != "Ember Wyrmling 4 " {
		t.Fatalf("Ctrl+V at the end: %q", f.Text)
	}
	cb.text = "two\r\nlines\tand a tab\n"
	run(f, new(input.Script).Chord(input.ModCtrl, input.KeyA).Chord(input.ModCtrl, input.KeyV))
	if f.Text != "two lines and a tab" {
		t.Fatalf("pasting lines over everything: %q", f.Text)
	}
	f.Text = "@"
	cb.err = errors.New("clipboard: copying and pasting need the xclip program; install xclip (or xsel) and try again")
	run(f, new(input.Script).Chord(input.ModCtrl, input.KeyV))
	if f.Text != "@" || !strings.HasPrefix(f.ClipboardErr, "copying and pasting need") {
		t.Fatalf("a failed paste: text %q, ClipboardErr %q", f.Text, f.ClipboardErr)
	}
	cb.err = nil
	run(f, new(input.Script).Chord(input.ModCtrl, input.KeyA).Chord(input.ModCtrl, input.KeyC))
	if f.ClipboardErr != "" || cb.text != "@" {
		t.Fatalf("a copy that works: ClipboardErr %q, clipboard %q", f.ClipboardErr, cb.text)
	}
}

func TestTextFieldPasteIsFiltered(t *testing.T) {
	d, cb := testField("12")
	d.Accept, d.Max = Digits, 5
	cb.text = "3a4 56789"
	run(d, new(input.Script).Key(input.KeyHome).Chord(input.ModCtrl, input.KeyV))
	if d.Text != "34512" {
		t.Fatalf("pasting %q at the start of a 5-digit field holding 12: %q", cb.text, d.Text)
	}
}

func TestTextFieldScrolls(t *testing.T) {
	long := strings.Repeat("abcdefghij", 4) // 40 characters, 22 fit
	f, _ := testField(long)
	if f.scroll != 18 {
		t.Fatalf("caret at the end of 40 characters: shown from %d, want 18", f.scroll)
	}
	run(f, new(input.Script).Click(at(0)).Type("X"))
	if f.Text != long[:18]+"X"+long[18:] {
		t.Fatalf("a click at the box's left edge of a scrolled text types at 18: %q", f.Text)
	}
	run(f, new(input.Script).Key(input.KeyHome))
	if f.scroll != 0 {
		t.Fatalf("Home: shown from %d", f.scroll)
	}
	// Held past the right edge for six frames, a drag scrolls one
	// character a frame.
	out := geom.V(300, 20)
	run(f, new(input.Script).Idle(40).Move(at(2)).Press(input.Left, at(2)).Move(out).Idle(5).Release(input.Left, out))
	if f.scroll != 6 || f.Caret() != 28 || f.Selected() != f.Text[2:28] {
		t.Fatalf("a drag held past the right edge: from %d, caret %d, selected %q", f.scroll, f.Caret(), f.Selected())
	}
	run(f, new(input.Script).Chord(input.ModCtrl, input.KeyA).Key(input.KeyBackspace).Type("short"))
	if f.scroll != 0 {
		t.Fatalf("a short text after a long one is shown from %d", f.scroll)
	}
}

func TestTextFieldScreenChanges(t *testing.T) {
	f, _ := testField("abc")
	run(f, new(input.Script).Key(input.KeyHome))
	f.Text = "/home/me/x.deck" // a file picker fills the field
	run(f, new(input.Script).Type("!"))
	if f.Text != "/home/me/x.deck!" {
		t.Fatalf("typing after the screen set the text: %q", f.Text)
	}
	f.Focused = false
	run(f, new(input.Script).Idle(1))
	f.Focused = true // Tab from another field
	run(f, new(input.Script).Type("?"))
	if f.Text != "/home/me/x.deck!?" {
		t.Fatalf("typing after the screen focused the field: %q", f.Text)
	}
}

// TestTypingBeforeALeavingClickCounts checks a slow frame that holds the
// last characters typed into a field and a click outside it (on Save,
// say): the characters count, then the field loses the focus.
func TestTypingBeforeALeavingClickCounts(t *testing.T) {
	f, _ := testField("E2E")
	in := input.State{Cursor: geom.V(400, 20), Chars: []rune(" Red")}
	in.Pressed[input.Left], in.Down[input.Left] = true, true
	f.Update(&in)
	if f.Text != "E2E Red" || f.Focused {
		t.Fatalf("typed \" Red\" and clicked outside in one frame: %q, focused %v; want \"E2E Red\", not focused", f.Text, f.Focused)
	}
	a, _ := testArea("4 Mountain") // its caret at the start
	a.Update(&in, areaTheme)
	if a.Text != " Red4 Mountain" || a.Focused {
		t.Fatalf("the text area: %q, focused %v; want \" Red4 Mountain\", not focused", a.Text, a.Focused)
	}
	// A click inside still places the caret first and the typing goes there.
	g, _ := testField("ab")
	in = input.State{Cursor: at(1), Chars: []rune("X")}
	in.Pressed[input.Left], in.Down[input.Left] = true, true
	g.Update(&in)
	if g.Text != "aXb" || !g.Focused {
		t.Fatalf("a click inside then X: %q, focused %v; want \"aXb\"", g.Text, g.Focused)
	}
}

package widget

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// testArea returns a focused area 300×110 holding text, with the caret
// at its start, measured at 8 pixels a character: its lines start at
// x = 10, line k of the view is 21 pixels high from y = 5 + 21k, four
// lines show and 34 characters fit across.
func testArea(text string) (*TextArea, *fakeClipboard) {
	cb := &fakeClipboard{}
	a := &TextArea{Rect: geom.R(0, 0, 300, 110), Max: 1000, Clipboard: cb, Focused: true}
	a.SetText(text)
	runArea(a, new(input.Script).Idle(1))
	return a, cb
}

// areaTheme measures every character 8 pixels wide.
var areaTheme = &Theme{Scale: 1, measure: func(s string, _ Font) float64 { return float64(utf8.RuneCountInString(s)) * 8 }}

func runArea(a *TextArea, sc *input.Script) {
	play(sc, func(in *input.State) { a.Update(in, areaTheme) })
}

// atRC is the point before character col of the view's row row.
func atRC(row, col int) geom.Vec { return geom.V(10+8*float64(col), 5+21*float64(row)+10) }

// later is a script that starts after long enough for its first click
// not to be a double one.
func later() *input.Script { return new(input.Script).Idle(40) }

func TestTextAreaClickPlacesCaret(t *testing.T) {
	a, _ := testArea("alpha\nbravo charlie\ndelta")
	runArea(a, new(input.Script).Click(atRC(1, 6).Add(geom.V(3, 0))).Type("X"))
	if a.Text != "alpha\nbravo Xcharlie\ndelta" {
		t.Fatalf("a click just after column 6 of line 2, then X: %q", a.Text)
	}
	runArea(a, later().Click(atRC(0, 20)).Type("!"))
	if a.Text != "alpha!\nbravo Xcharlie\ndelta" {
		t.Fatalf("a click past the end of line 1: %q", a.Text)
	}
	runArea(a, later().Click(atRC(3, 2)).Type("?"))
	if a.Text != "alpha!\nbravo Xcharlie\nde?lta" {
		t.Fatalf("a click under the last line goes to it: %q", a.Text)
	}
	// Scrolled by the wheel, a click is on the line shown there.
	a.SetText("0\n1\n2\n3\n4\n5\n6\n7\n8\n9")
	runArea(a, new(input.Script).Move(atRC(0, 0)).Wheel(-1).Wheel(-1).Click(atRC(0, 1)).Type("x"))
	if a.top != 2 || !strings.Contains(a.Text, "\n2x\n") {
		t.Fatalf("two wheel notches down, then a click on the first row shown: top %d, %q", a.top, a.Text)
	}
	a.Focused = false
	runArea(a, later().Type("nope"))
	if strings.Contains(a.Text, "nope") {
		t.Fatal("an area that is not focused took typing")
	}
	runArea(a, later().Click(geom.V(400, 400)))
	if a.Focused {
		t.Fatal("a click elsewhere focused the area")
	}
}

func TestTextAreaCaretMoves(t *testing.T) {
	a, _ := testArea("abcdefgh\nab\nabcdefgh ijk")
	type step struct {
		sc   *input.Script
		want int
	}
	ctrl := func(k input.Key) *input.Script { return new(input.Script).Chord(input.ModCtrl, k) }
	key := func(k input.Key) *input.Script { return new(input.Script).Key(k) }
	for i, s := range []step{
		{key(input.KeyEnd), 8},
		{key(input.KeyRight), 9}, // across the line break
		{key(input.KeyLeft), 8},  // and back
		{key(input.KeyLeft).Key(input.KeyLeft), 6},
		{key(input.KeyDown), 11}, // line 2 is shorter: its end
		{key(input.KeyDown), 18}, // line 3 at the x the run started from
		{key(input.KeyUp).Key(input.KeyUp), 6},
		{key(input.KeyUp), 0},      // above the first line: the start
		{ctrl(input.KeyEnd), 24},   // the end of the text
		{key(input.KeyDown), 24},   // below the last line: the end
		{ctrl(input.KeyLeft), 21},  // by word: the start of ijk
		{ctrl(input.KeyLeft), 12},  // abcdefgh
		{ctrl(input.KeyLeft), 9},   // ab on the line before
		{ctrl(input.KeyRight), 11}, // the end of ab
		{key(input.KeyHome), 9},    // its line's start
		{ctrl(input.KeyHome), 0},   // the text's
	} {
		runArea(a, s.sc)
		if a.caret != s.want {
			t.Fatalf("step %d: caret %d, want %d", i, a.caret, s.want)
		}
	}
}

func TestTextAreaPageKeys(t *testing.T) {
	var lines []string
	for i := range 20 {
		lines = append(lines, strings.Repeat("x", i%5)+"|")
	}
	a, _ := testArea(strings.Join(lines, "\n"))
	// Four lines show: a page is three lines, and the view turns with it.
	runArea(a, new(input.Script).Key(input.KeyPageDown))
	if a.lineOf(a.caret) != 3 || a.top != 3 {
		t.Fatalf("Page Down: line %d, top %d, want 3 and 3", a.lineOf(a.caret), a.top)
	}
	runArea(a, new(input.Script).Key(input.KeyPageDown).Key(input.KeyPageDown).Key(input.KeyPageUp))
	if a.lineOf(a.caret) != 6 || a.top != 6 {
		t.Fatalf("Page Down twice, Page Up: line %d, top %d, want 6 and 6", a.lineOf(a.caret), a.top)
	}
	runArea(a, new(input.Script).Hold(input.ModShift).Key(input.KeyPageUp).Key(input.KeyPageUp).Key(input.KeyPageUp).Hold(0))
	if a.caret != 0 || a.top != 0 || a.Selected() != strings.Join(lines[:6], "\n")+"\n" {
		t.Fatalf("Shift+Page Up to the top: caret %d, top %d, selected %q", a.caret, a.top, a.Selected())
	}
}

func TestTextAreaSelection(t *testing.T) {
	a, _ := testArea("4 Jam-Jar Bear\n2 Larder Rat\n20 Forest")
	runArea(a, new(input.Script).Key(input.KeyRight).Key(input.KeyRight).Hold(input.ModShift).Key(input.KeyDown).Key(input.KeyRight).Hold(0))
	if a.Selected() != "Jam-Jar Bear\n2 L" {
		t.Fatalf("Shift+Down, Shift+Right from column 2: %q", a.Selected())
	}
	runArea(a, new(input.Script).Type("Ember Wyrmling\n1 F"))
	if a.Text != "4 Ember Wyrmling1 Farder Rat\n20 Forest" {
		// A typed line break is no character: only Enter makes one.
		t.Fatalf("typing over a selection across lines: %q", a.Text)
	}
	runArea(a, new(input.Script).Hold(input.ModShift).Chord(input.ModCtrl, input.KeyLeft).Hold(0).Key(input.KeyEnter))
	if a.Text != "4 Ember Wyrmling1 \narder Rat\n20 Forest" {
		t.Fatalf("Shift+Ctrl+Left (the F), Enter: %q", a.Text)
	}
	runArea(a, new(input.Script).Hold(input.ModShift).Chord(input.ModCtrl, input.KeyEnd).Hold(0).Key(input.KeyDelete))
	if a.Text != "4 Ember Wyrmling1 \n" {
		t.Fatalf("Shift+Ctrl+End, Delete: %q", a.Text)
	}
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyA))
	if a.Selected() != a.Text {
		t.Fatalf("Ctrl+A selects %q", a.Selected())
	}
	runArea(a, new(input.Script).Key(input.KeyLeft))
	if a.caret != 0 || a.Selected() != "" {
		t.Fatalf("Left on a selection goes to its start: caret %d, selected %q", a.caret, a.Selected())
	}
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyA).Key(input.KeyBackspace))
	if a.Text != "" {
		t.Fatalf("Ctrl+A, Backspace: %q", a.Text)
	}
}

func TestTextAreaMouseSelection(t *testing.T) {
	a, _ := testArea("the quick fox\njumps over\nthe lazy dog")
	runArea(a, new(input.Script).Drag(atRC(0, 4), atRC(1, 5), 4))
	if a.Selected() != "quick fox\njumps" {
		t.Fatalf("a drag from line 1 column 4 to line 2 column 5: %q", a.Selected())
	}
	runArea(a, later().Click(atRC(2, 1)).Hold(input.ModShift).Click(atRC(1, 6)).Hold(0))
	if a.Selected() != "over\nt" || a.caret != 20 {
		t.Fatalf("click, then Shift+click a line above: %q caret %d", a.Selected(), a.caret)
	}
	runArea(a, later().Click(atRC(2, 6)).Idle(5).Click(atRC(2, 6)))
	if a.Selected() != "lazy" {
		t.Fatalf("a double click in lazy selects %q", a.Selected())
	}
	runArea(a, new(input.Script).Idle(3).Click(atRC(2, 6)))
	if a.Selected() != "the lazy dog" {
		t.Fatalf("a triple click selects %q", a.Selected())
	}
	runArea(a, later().Click(atRC(1, 10)).Idle(5).Click(atRC(1, 10)))
	if a.Selected() != "over" {
		t.Fatalf("a double click at a line's end selects %q, not the line break", a.Selected())
	}
	runArea(a, later().Click(atRC(0, 3)).Type("-").Click(atRC(0, 3)))
	if a.Text != "the- quick fox\njumps over\nthe lazy dog" || a.Selected() != "" {
		t.Fatalf("click, type, click at once (no double click): %q, selected %q", a.Text, a.Selected())
	}
}

func TestTextAreaDragsByWordAndLine(t *testing.T) {
	a, _ := testArea("the quick fox\njumps over\nthe lazy dog")
	runArea(a, later().Click(atRC(0, 6)).Idle(5).Drag(atRC(0, 6), atRC(1, 2), 4))
	if a.Selected() != "quick fox\njumps" {
		t.Fatalf("a double click in quick, dragged into jumps: %q", a.Selected())
	}
	runArea(a, later().Click(atRC(1, 7)).Idle(5).Drag(atRC(1, 7), atRC(0, 1), 4))
	if a.Selected() != "the quick fox\njumps over" || a.caret != 0 {
		t.Fatalf("a double click in over, dragged back into the: %q caret %d", a.Selected(), a.caret)
	}
	runArea(a, later().Click(atRC(0, 2)).Idle(3).Click(atRC(0, 2)).Idle(3).Drag(atRC(0, 2), atRC(1, 1), 4))
	if a.Selected() != "the quick fox\njumps over" {
		t.Fatalf("a triple click on line 1, dragged onto line 2: %q", a.Selected())
	}
	runArea(a, later().Click(atRC(1, 2)).Idle(5).Drag(atRC(1, 2), atRC(1, 3), 2))
	if a.Selected() != "jumps" {
		t.Fatalf("a double click held within its word keeps the word: %q", a.Selected())
	}
}

func TestTextAreaDeletes(t *testing.T) {
	a, _ := testArea("4 Bear\n2 Rat\n20 Forest")
	runArea(a, new(input.Script).Key(input.KeyDown).Key(input.KeyHome).Key(input.KeyBackspace))
	if a.Text != "4 Bear2 Rat\n20 Forest" || a.caret != 6 {
		t.Fatalf("Backspace at a line's start joins it to the one before: %q caret %d", a.Text, a.caret)
	}
	runArea(a, new(input.Script).Key(input.KeyEnter).Key(input.KeyEnd).Key(input.KeyDelete))
	if a.Text != "4 Bear\n2 Rat20 Forest" {
		t.Fatalf("Enter, End, Delete: %q", a.Text)
	}
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyBackspace))
	if a.Text != "4 Bear\n2 20 Forest" {
		t.Fatalf("Ctrl+Backspace takes the word before: %q", a.Text)
	}
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyDelete))
	if a.Text != "4 Bear\n2  Forest" {
		t.Fatalf("Ctrl+Delete takes the word after: %q", a.Text)
	}
	// A held key repeats (package input presses it again every few
	// frames): each repeat deletes one more, up to the text's start.
	sc := new(input.Script).Key(input.KeyBackspace).Idle(1)
	for range 12 {
		sc.Key(input.KeyBackspace)
	}
	runArea(a, sc)
	if a.Text != " Forest" || a.caret != 0 {
		t.Fatalf("Backspace held: %q caret %d", a.Text, a.caret)
	}
}

func TestTextAreaClipboard(t *testing.T) {
	a, cb := testArea("4 Bear\n2 Rat\n")
	checkShortcuts(t, func(sc *input.Script) { runArea(a, sc) }, func() string { return a.Text }, cb)
	runArea(a, new(input.Script).Key(input.KeyRight).Key(input.KeyRight).Hold(input.ModShift).Key(input.KeyDown).Hold(0).Chord(input.ModCtrl, input.KeyC))
	if cb.text != "Bear\n2 " || a.Text != "4 Bear\n2 Rat\n" {
		t.Fatalf("Ctrl+C of two lines' parts: clipboard %q, text %q", cb.text, a.Text)
	}
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyX))
	if cb.text != "Bear\n2 " || a.Text != "4 Rat\n" || a.caret != 2 {
		t.Fatalf("Ctrl+X: clipboard %q, text %q, caret %d", cb.text, a.Text, a.caret)
	}
	cb.text = "3 Owl\r\n1\tMoth\r\n"
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyV))
	if a.Text != "4 3 Owl\n1 Moth\nRat\n" || a.caret != 15 {
		t.Fatalf("Ctrl+V of Windows lines with a tab at the caret: %q caret %d", a.Text, a.caret)
	}
	runArea(a, new(input.Script).Hold(input.ModShift).Key(input.KeyUp).Hold(0).Chord(input.ModCtrl, input.KeyV))
	const pasted = "4 3 Owl\n3 Owl\n1 Moth\nRat\n"
	if a.Text != pasted {
		t.Fatalf("Ctrl+V over the line selected by Shift+Up: %q", a.Text)
	}
	cb.err = errors.New("clipboard: copying and pasting need the xclip program; install xclip (or xsel) and try again")
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyV))
	if a.Text != pasted || a.ClipboardErr != "the clipboard could not be read: copying and pasting need the xclip program; install xclip (or xsel) and try again" {
		t.Fatalf("a failed paste: text %q, ClipboardErr %q", a.Text, a.ClipboardErr)
	}
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyA).Chord(input.ModCtrl, input.KeyX))
	if a.Text != pasted || !strings.HasPrefix(a.ClipboardErr, "the selection could not be copied: copying") {
		t.Fatalf("a failed cut keeps the text: %q, ClipboardErr %q", a.Text, a.ClipboardErr)
	}
	cb.err = nil
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyC))
	if a.ClipboardErr != "" || cb.text != a.Text {
		t.Fatalf("a copy that works: ClipboardErr %q, clipboard %q", a.ClipboardErr, cb.text)
	}
}

func TestTextAreaReadOnly(t *testing.T) {
	a, cb := testArea("Deck\n4 Forest\n")
	a.ReadOnly, a.Focused = true, false
	runArea(a, new(input.Script).Click(atRC(1, 2)).Hold(input.ModShift).Key(input.KeyEnd).Hold(0).Chord(input.ModCtrl, input.KeyC))
	if !a.Focused || cb.text != "Forest" {
		t.Fatalf("a read-only area: focused %v, copied %q", a.Focused, cb.text)
	}
	cb.text = "junk"
	runArea(a, new(input.Script).Type("x").Key(input.KeyEnter).Key(input.KeyBackspace).Key(input.KeyDelete).
		Chord(input.ModCtrl, input.KeyV).Chord(input.ModCtrl, input.KeyX).Chord(input.ModCtrl, input.KeyBackspace))
	if a.Text != "Deck\n4 Forest\n" || cb.text != "junk" {
		t.Fatalf("edits in a read-only area: %q, clipboard %q", a.Text, cb.text)
	}
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyA).Chord(input.ModCtrl, input.KeyC))
	if cb.text != a.Text {
		t.Fatalf("Ctrl+A, Ctrl+C in a read-only area copied %q", cb.text)
	}
}

func TestTextAreaHoldsMaxBytes(t *testing.T) {
	a, cb := testArea("")
	a.Max = 10
	a.SetText("ééééééé") // 14 bytes: five characters fit
	if a.Text != "ééééé" {
		t.Fatalf("SetText cut to 10 bytes: %q", a.Text)
	}
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyEnd).Type("x").Key(input.KeyEnter))
	if a.Text != "ééééé" {
		t.Fatalf("typing and Enter at the limit: %q", a.Text)
	}
	runArea(a, new(input.Script).Key(input.KeyBackspace).Key(input.KeyBackspace).Type("abc").Key(input.KeyEnter).Type("d"))
	if a.Text != "éééabc\n" {
		t.Fatalf("typing into 4 bytes of room: %q", a.Text)
	}
	cb.text = "€€€"
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyHome).Key(input.KeyDelete).Key(input.KeyDelete).Chord(input.ModCtrl, input.KeyV))
	if a.Text != "€éabc\n" || !utf8.ValidString(a.Text) {
		t.Fatalf("pasting three 3-byte characters into 4 bytes of room: %q", a.Text)
	}
	a.Text = "bad \xff byte\x00 and\ttab"
	runArea(a, new(input.Script).Idle(1))
	if a.Text != "bad \uFFFD by" || !utf8.ValidString(a.Text) {
		t.Fatalf("a Text set directly is cleaned and cut: %q", a.Text)
	}
}

func TestTextAreaFollowsTheCaret(t *testing.T) {
	var b strings.Builder
	for i := range 30 {
		b.WriteString(strings.Repeat("w", i) + "\n")
	}
	a, _ := testArea(b.String())
	runArea(a, new(input.Script).Chord(input.ModCtrl, input.KeyEnd))
	if a.top != 27 {
		t.Fatalf("Ctrl+End on 31 lines: top %d, want 27", a.top)
	}
	runArea(a, new(input.Script).Key(input.KeyUp).Key(input.KeyUp).Key(input.KeyUp).Key(input.KeyUp))
	if a.top != 26 || a.lineOf(a.caret) != 26 {
		t.Fatalf("Up four times: top %d, line %d", a.top, a.lineOf(a.caret))
	}
	// The wheel scrolls the view and leaves the caret.
	caret := a.caret
	runArea(a, new(input.Script).Move(atRC(1, 1)).Wheel(1).Wheel(1).Wheel(1))
	if a.top != 23 || a.caret != caret {
		t.Fatalf("the wheel up three: top %d, caret %d (was %d)", a.top, a.caret, caret)
	}
	// A line of 40 characters (320 pixels) is wider than the box (272):
	// End scrolls across to show the caret.
	a.SetText(strings.Repeat("a", 20) + "\n" + strings.Repeat("b", 40))
	runArea(a, new(input.Script).Key(input.KeyDown).Key(input.KeyEnd))
	if x := 320 - a.left; a.left <= 0 || x < 0 || x > 272 {
		t.Fatalf("End of a line wider than the box: scrolled across by %v", a.left)
	}
	// A click is on the character drawn under it, and that is drawn.
	left := a.left
	runArea(a, later().Click(geom.V(10+8*20-left+1, atRC(1, 0).Y)).Type("|"))
	if a.Text != strings.Repeat("a", 20)+"\n"+strings.Repeat("b", 20)+"|"+strings.Repeat("b", 20) || a.left != left {
		t.Fatalf("a click before the 20th b, scrolled across by %v: %q, scrolled by %v", left, a.Text, a.left)
	}
	ls, le := a.starts[1], a.lineEnd(1)
	if from, to := a.shown(ls, le, a.shift(1), 272); float64(from-ls)*8 > a.left || (to < le && float64(to-ls)*8 < a.left+272) {
		t.Fatalf("scrolled by %v, the line is drawn from %d to %d", a.left, from-ls, to-ls)
	}
	// Only the caret's line scrolls: a click on the line above is on
	// its characters from the start, and the long line shows its start
	// again.
	if a.shift(0) != 0 {
		t.Fatalf("the line above the caret's is scrolled by %v", a.shift(0))
	}
	runArea(a, later().Click(atRC(0, 5)).Type("|"))
	if !strings.HasPrefix(a.Text, "aaaaa|aaa") || a.shift(1) != 0 || a.left != 0 {
		t.Fatalf("a click on the line above at its 5th character: %q, the long line scrolled by %v", a.Text, a.shift(1))
	}
	runArea(a, new(input.Script).Key(input.KeyDown).Key(input.KeyEnd).Key(input.KeyHome))
	if a.left != 0 {
		t.Fatalf("End, Home: scrolled across by %v", a.left)
	}
}

func TestTextAreaDragScrolls(t *testing.T) {
	a, _ := testArea("0\n1\n2\n3\n4\n5\n6\n7\n8\n9")
	below := geom.V(20, 300)
	// Held under the box, a drag scrolls a line a frame.
	runArea(a, new(input.Script).Move(atRC(0, 0)).Press(input.Left, atRC(0, 0)).Move(below).Idle(3).Release(input.Left, below))
	if a.top != 4 || a.lineOf(a.caret) != 7 || a.Selected() != "0\n1\n2\n3\n4\n5\n6\n7" {
		t.Fatalf("a drag held below the box for four frames: top %d, line %d, selected %q", a.top, a.lineOf(a.caret), a.Selected())
	}
}

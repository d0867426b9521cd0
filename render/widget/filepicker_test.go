package widget

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// testFolder makes a folder with two folders, deck files, a text file and
// hidden entries.
func testFolder(t *testing.T) string {
	dir := t.TempDir()
	for _, d := range []string{"beta", "Alpha", ".git", "Alpha/inner"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"x.deck", "Y.DECK", "z.txt", ".h.deck", "Alpha/a.deck"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("4 Card\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func names(es []FileEntry) string {
	var s []string
	for _, e := range es {
		n := e.Name
		if e.IsDir {
			n += "/"
		}
		s = append(s, n)
	}
	return strings.Join(s, " ")
}

// openPicker shows dir in a picker laid out on a 1280×720 screen.
func openPicker(dir string, places ...Place) *FilePicker {
	p := &FilePicker{Title: "Choose a deck file", Exts: []string{".deck"}, Places: places}
	p.Show(dir)
	p.Layout(geom.R(0, 0, 1280, 720), 1)
	return p
}

// pick plays sc on p, laying it out every frame, and returns the last
// path chosen and whether it closed.
func pick(p *FilePicker, sc *input.Script) (chosen string, closed bool) {
	play(sc, func(in *input.State) {
		p.Layout(geom.R(0, 0, 1280, 720), 1)
		if c, ok := p.Update(in); ok {
			chosen, closed = c, true
		}
	})
	return chosen, closed
}

func TestFilePickerLists(t *testing.T) {
	dir := testFolder(t)
	p := openPicker(dir)
	if got := names(p.Entries()); got != "Alpha/ beta/ x.deck Y.DECK" {
		t.Fatalf("listed %q, want folders first, then .deck files in any case, no hidden ones", got)
	}
	if _, closed := pick(p, new(input.Script).Click(p.buttonRects()[1].Center())); closed {
		t.Fatal("All files closed the picker")
	}
	if got := names(p.Entries()); got != "Alpha/ beta/ x.deck Y.DECK z.txt" {
		t.Fatalf("all files: %q", got)
	}
}

// buttonRects returns Up, All files, Cancel and Open's rectangles.
func (p *FilePicker) buttonRects() []geom.Rect {
	a, b, c, d := p.Buttons()
	return []geom.Rect{a, b, c, d}
}

func TestFilePickerNavigates(t *testing.T) {
	dir := testFolder(t)
	home := filepath.Join(dir, "beta")
	p := openPicker(dir, Place{"Home", home})
	pick(p, new(input.Script).Click(p.Row(0).Center()))
	if p.Dir() != filepath.Join(dir, "Alpha") || names(p.Entries()) != "inner/ a.deck" {
		t.Fatalf("a click on Alpha/ shows %s: %q", p.Dir(), names(p.Entries()))
	}
	pick(p, new(input.Script).Click(p.buttonRects()[0].Center()))
	if p.Dir() != dir {
		t.Fatalf("Up shows %s, want %s", p.Dir(), dir)
	}
	pick(p, new(input.Script).Click(p.PlaceRect(0).Center()))
	if p.Dir() != home || len(p.Entries()) != 0 || p.Problem() != "" {
		t.Fatalf("the Home place shows %s (%d entries, problem %q)", p.Dir(), len(p.Entries()), p.Problem())
	}
	pick(p, new(input.Script).Key(input.KeyBackspace))
	if p.Dir() != dir {
		t.Fatalf("Backspace goes up to %s", p.Dir())
	}
}

func TestFilePickerChooses(t *testing.T) {
	dir := testFolder(t)
	p := openPicker(dir)
	open := p.buttonRects()[3]
	if c, closed := pick(p, new(input.Script).Click(open.Center())); closed || c != "" {
		t.Fatal("Open with nothing selected closed the picker")
	}
	if c, closed := pick(p, new(input.Script).Click(p.Row(2).Center())); closed || c != "" {
		t.Fatal("one click on a file chose it")
	}
	if c, closed := pick(p, new(input.Script).Click(open.Center())); !closed || c != filepath.Join(dir, "x.deck") || p.Open {
		t.Fatalf("Open chose %q (closed %v, open %v)", c, closed, p.Open)
	}
	p = openPicker(dir)
	if c, _ := pick(p, new(input.Script).Click(p.Row(3).Center()).Idle(4).Click(p.Row(3).Center())); c != filepath.Join(dir, "Y.DECK") {
		t.Fatalf("a double click chose %q", c)
	}
	p = openPicker(dir)
	if c, closed := pick(p, new(input.Script).Click(p.Row(2).Center()).Idle(40).Click(p.Row(3).Center())); closed {
		t.Fatalf("clicks on two files chose %q", c)
	}
	// The keyboard: Down onto Alpha, Enter opens it; Down, Down, Enter
	// chooses a.deck.
	p = openPicker(dir)
	pick(p, new(input.Script).Key(input.KeyDown).Key(input.KeyEnter))
	if c, _ := pick(p, new(input.Script).Key(input.KeyDown).Key(input.KeyDown).Key(input.KeyEnter)); c != filepath.Join(dir, "Alpha", "a.deck") {
		t.Fatalf("Down, Enter, Down, Down, Enter chose %q", c)
	}
	for _, sc := range []*input.Script{new(input.Script).Key(input.KeyEscape), new(input.Script).Click(p.buttonRects()[2].Center())} {
		p = openPicker(dir)
		if c, closed := pick(p, sc); !closed || c != "" || p.Open {
			t.Fatalf("Esc or Cancel: chose %q, closed %v", c, closed)
		}
	}
}

func TestFilePickerProblems(t *testing.T) {
	dir := testFolder(t)
	for _, c := range []struct{ dir, want string }{
		{filepath.Join(dir, "gone"), "There is no folder " + filepath.Join(dir, "gone") + "."},
		{filepath.Join(dir, "x.deck"), filepath.Join(dir, "x.deck") + " is a file, not a folder."},
	} {
		p := openPicker(c.dir)
		if p.Problem() != c.want || !p.Open || len(p.Entries()) != 0 {
			t.Errorf("Show(%s): problem %q, want %q", c.dir, p.Problem(), c.want)
		}
		pick(p, new(input.Script).Click(p.buttonRects()[0].Center()))
		if p.Problem() != "" || p.Dir() != dir {
			t.Errorf("Up from %s: %s, problem %q", c.dir, p.Dir(), p.Problem())
		}
	}
}

func TestFolderProblemSentences(t *testing.T) {
	if got := folderProblem("/root/secret", fs.ErrPermission); got != "You are not allowed to open the folder /root/secret." {
		t.Errorf("a folder one may not read: %q", got)
	}
	if got := folderProblem("/dev/odd", errors.New("readdirent: input/output error")); got != "The folder /dev/odd cannot be read." {
		t.Errorf("another failure: %q", got)
	}
}

func TestFilePickerScrolls(t *testing.T) {
	dir := t.TempDir()
	for i := range 40 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("deck%02d.deck", i)), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := openPicker(dir)
	n := p.rows()
	if n < 8 || !p.Row(n).Empty() || p.Row(n-1).Empty() {
		t.Fatalf("%d rows shown; row %d shown %v", n, n, !p.Row(n).Empty())
	}
	pick(p, new(input.Script).Move(p.Row(0).Center()).Wheel(-1))
	if p.top != 3 || !p.Row(0).Empty() {
		t.Fatalf("the wheel down: shown from %d", p.top)
	}
	down := new(input.Script)
	for range 39 {
		down.Key(input.KeyDown)
	}
	pick(p, down)
	if p.top != 38-n+1 || p.sel != 38 {
		t.Fatalf("Down 39 times: shown from %d, selected %d", p.top, p.sel)
	}
	pick(p, new(input.Script).Key(input.KeyDown).Key(input.KeyDown))
	if p.top != 40-n || p.sel != 39 {
		t.Fatalf("Down past the last: shown from %d, selected %d", p.top, p.sel)
	}
	if c, _ := pick(p, new(input.Script).Click(p.Row(39).Center()).Idle(2).Click(p.Row(39).Center())); c != filepath.Join(dir, "deck39.deck") {
		t.Fatalf("a double click on the last row chose %q", c)
	}
}

func TestFolderIsBounded(t *testing.T) {
	dir := t.TempDir()
	for i := range MaxFolderEntries + 5 {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%05d.deck", i)))
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	es, more, err := readFolder(dir, []string{".deck"})
	if err != nil || !more || len(es) != MaxFolderEntries {
		t.Fatalf("a folder of %d files: %d listed, more %v, %v", MaxFolderEntries+5, len(es), more, err)
	}
}

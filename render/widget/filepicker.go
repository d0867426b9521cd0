package widget

import (
	"path/filepath"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
)

// FilePicker is a modal overlay for choosing a file: it lists a folder's
// folders and files (those with one of Exts, or all with "All files"),
// with buttons for the folder above and for Places. A click opens a
// folder or selects a file; a double click on a file, or Open, chooses
// it; Cancel or Esc closes the picker. Up, Down and Enter work too, and
// the wheel scrolls. While open it takes every input.
//
// A scene calls Show to open it, Layout and Update every frame while it
// is Open, and Draw after everything else.
type FilePicker struct {
	// Title says what is being chosen: "Choose a deck file".
	Title string
	// Exts are the file name endings listed (".deck"); none lists every
	// file.
	Exts []string
	// Places are folders one click away (home, the app's decks).
	Places []Place
	// Open says the picker is showing.
	Open bool

	dir     string
	entries []FileEntry
	more    bool
	all     bool
	problem string
	// sel is the selected entry, -1 for none; top is the first shown.
	sel, top int
	hover    int
	// lastPress and lastRow follow presses on rows for double clicks.
	frame, lastPress, lastRow int

	rect, list geom.Rect
	rowH       float64
	scale      float64
	up, allBtn Button
	cancel, ok Button
	places     []Button
}

// Place is a folder a FilePicker offers one click away.
type Place struct {
	Label, Dir string
}

// Show opens the picker on the folder dir.
func (p *FilePicker) Show(dir string) {
	p.Open = true
	p.lastPress = -100
	p.places = p.places[:0]
	for _, pl := range p.Places {
		p.places = append(p.places, Button{Label: pl.Label, FontSize: Small + 1})
	}
	p.up = Button{Label: "Up one folder", FontSize: Small + 1}
	p.allBtn = Button{FontSize: Small + 1}
	p.cancel = Button{Label: "Cancel", Shortcut: "Esc", Style: Quiet}
	p.ok = Button{Label: "Open", Shortcut: "Enter", Style: Primary}
	p.GoTo(dir)
}

// Dir returns the folder shown.
func (p *FilePicker) Dir() string { return p.dir }

// Entries returns the entries listed, folders first.
func (p *FilePicker) Entries() []FileEntry { return p.entries }

// Problem returns the sentence saying why the folder shown cannot be
// listed, or "".
func (p *FilePicker) Problem() string { return p.problem }

// GoTo shows the folder dir (made absolute and clean).
func (p *FilePicker) GoTo(dir string) {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	p.dir = filepath.Clean(dir)
	p.sel, p.top, p.hover = -1, 0, -1
	exts := p.Exts
	if p.all {
		exts = nil
	}
	var err error
	p.entries, p.more, err = readFolder(p.dir, exts)
	p.problem = ""
	if err != nil {
		p.problem = folderProblem(p.dir, err)
	}
}

// Layout places the picker in the middle of the screen r at the UI scale.
func (p *FilePicker) Layout(r geom.Rect, scale float64) {
	k := scale
	p.scale = k
	w, h := min(860*k, r.W()-20*k), min(560*k, r.H()-20*k)
	c := r.Center()
	p.rect = geom.R(c.X-w/2, c.Y-h/2, w, h)
	at := func(x, y, bw, bh float64) geom.Rect { return geom.R(p.rect.Min.X+x, p.rect.Min.Y+y, bw, bh) }
	side := 190 * k
	y := 104 * k
	p.up.Rect = at(24*k, y, side, 36*k)
	y += 36*k + 36*k // the places' heading between
	for i := range p.places {
		p.places[i].Rect = at(24*k, y, side, 36*k)
		y += 44 * k
	}
	p.rowH = 32 * k
	lx := 24*k + side + 18*k
	lh := h - 104*k - 118*k // room for a line under the list
	lh = max(p.rowH, float64(int(lh/p.rowH))*p.rowH)
	p.list = at(lx, 104*k, w-lx-24*k, lh)
	p.allBtn.Rect = at(24*k, h-62*k, side, 40*k)
	p.ok.Rect = at(w-24*k-150*k, h-62*k, 150*k, 40*k)
	p.cancel.Rect = at(w-24*k-150*k-12*k-150*k, h-62*k, 150*k, 40*k)
	p.allBtn.Label = "All files"
	if p.all && len(p.Exts) > 0 {
		p.allBtn.Label = "Only " + p.Exts[0] + " files"
	}
}

// Rect returns the picker's panel as last laid out.
func (p *FilePicker) Rect() geom.Rect { return p.rect }

// rows returns how many rows the list shows.
func (p *FilePicker) rows() int {
	if p.rowH <= 0 {
		return 0
	}
	return int(p.list.H()/p.rowH + 0.5)
}

// Row returns the rectangle of entry i while it is shown, else an empty
// rectangle.
func (p *FilePicker) Row(i int) geom.Rect {
	if i < p.top || i >= p.top+p.rows() || i >= len(p.entries) {
		return geom.Rect{}
	}
	return geom.R(p.list.Min.X, p.list.Min.Y+float64(i-p.top)*p.rowH, p.list.W(), p.rowH)
}

// Buttons returns the Up, All files, Cancel and Open buttons' rectangles.
func (p *FilePicker) Buttons() (up, all, cancel, open geom.Rect) {
	return p.up.Rect, p.allBtn.Rect, p.cancel.Rect, p.ok.Rect
}

// PlaceRect returns the rectangle of place i's button.
func (p *FilePicker) PlaceRect(i int) geom.Rect { return p.places[i].Rect }

// Update follows the frame's input while the picker is open. It returns
// the path of the file chosen ("" when none) and whether the picker
// closed this frame (chosen or cancelled).
func (p *FilePicker) Update(in *input.State) (chosen string, closed bool) {
	if !p.Open {
		return "", false
	}
	p.frame++
	if p.cancel.Update(in) || in.KeyPressed(input.KeyEscape) {
		p.Open = false
		return "", true
	}
	if p.up.Update(in) {
		p.GoTo(filepath.Dir(p.dir))
		return "", false
	}
	for i := range p.places {
		if p.places[i].Update(in) {
			p.GoTo(p.Places[i].Dir)
			return "", false
		}
	}
	if p.allBtn.Update(in) {
		p.all = !p.all
		p.GoTo(p.dir)
		return "", false
	}
	p.ok.Disabled = p.sel < 0
	if p.ok.Update(in) || (in.KeyPressed(input.KeyEnter) && p.sel >= 0) {
		return p.activate(p.sel)
	}
	switch {
	case in.KeyPressed(input.KeyDown) && len(p.entries) > 0:
		p.selectRow(min(len(p.entries)-1, p.sel+1))
	case in.KeyPressed(input.KeyUp) && len(p.entries) > 0:
		p.selectRow(max(0, p.sel-1))
	case in.KeyPressed(input.KeyBackspace):
		p.GoTo(filepath.Dir(p.dir))
		return "", false
	}
	if p.list.Contains(in.Cursor) && in.Wheel != 0 {
		p.scrollTo(p.top - 3*int(sign(in.Wheel)))
	}
	p.hover = -1
	for i := p.top; i < min(len(p.entries), p.top+p.rows()); i++ {
		if p.Row(i).Contains(in.Cursor) {
			p.hover = i
		}
	}
	if in.Pressed[input.Left] && p.hover >= 0 {
		i := p.hover
		double := i == p.lastRow && p.frame-p.lastPress <= multiFrames
		p.lastPress, p.lastRow = p.frame, i
		if p.entries[i].IsDir || double {
			return p.activate(i)
		}
		p.sel = i
	}
	return "", false
}

// activate opens entry i when it is a folder, or chooses it.
func (p *FilePicker) activate(i int) (string, bool) {
	if i < 0 || i >= len(p.entries) {
		return "", false
	}
	e := p.entries[i]
	path := filepath.Join(p.dir, e.Name)
	if e.IsDir {
		p.GoTo(path)
		p.lastPress = -100
		return "", false
	}
	p.Open = false
	return path, true
}

// selectRow selects entry i and scrolls it into view.
func (p *FilePicker) selectRow(i int) {
	p.sel = i
	if i < p.top {
		p.scrollTo(i)
	}
	if n := p.rows(); i >= p.top+n {
		p.scrollTo(i - n + 1)
	}
}

// scrollTo shows the list from entry top on, clamped.
func (p *FilePicker) scrollTo(top int) {
	p.top = max(0, min(top, len(p.entries)-p.rows()))
}

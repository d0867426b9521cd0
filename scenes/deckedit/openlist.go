package deckedit

import (
	"image/color"
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// openList is Open's list of decks: the saved ones, then the ready-made
// ones (opened as a copy), under a title each; the wheel scrolls it.
type openList struct {
	items []openItem
	top   int
	box   geom.Rect
	// rows are the rectangles of the items shown, from top.
	rows  []geom.Rect
	hover int
}

// openItem is one line of the list: a title, or a deck to open.
type openItem struct {
	label string
	// name is the saved deck's name or the ready-made deck's file stem;
	// "" for a title.
	name  string
	ready bool
}

// noneSaved stands in the list for the saved decks when there are none.
const noneSaved = "none saved yet"

// listRows is how many lines the open list shows at once.
const listRows = 16

// newOpenList lists the saved decks and the ready-made ones.
func newOpenList(saved, ready []string) *openList {
	l := &openList{hover: -1}
	l.items = append(l.items, openItem{label: "YOUR DECKS"})
	if len(saved) == 0 {
		l.items = append(l.items, openItem{label: noneSaved})
	}
	for _, n := range saved {
		l.items = append(l.items, openItem{label: n, name: n})
	}
	l.items = append(l.items, openItem{label: "READY-MADE (OPENS A COPY)"})
	var villains []openItem
	for _, n := range ready {
		it := openItem{label: readyName(n), name: n, ready: true}
		if strings.HasPrefix(n, "archenemy-") {
			// An archenemy's deck comes last; it opens with its schemes.
			it.label += " (archenemy)"
			villains = append(villains, it)
			continue
		}
		l.items = append(l.items, it)
	}
	l.items = append(l.items, villains...)
	return l
}

// layout places the list under the Open button at (x, y) in the design.
func (l *openList) layout(d widget.Design, x, y float64) {
	const rowH = 28.0
	n := min(listRows, len(l.items))
	l.top = min(max(0, l.top), len(l.items)-n)
	l.box = d.R(x, y, 380, float64(n)*rowH+16)
	l.rows = l.rows[:0]
	for i := range n {
		l.rows = append(l.rows, d.R(x+8, y+8+float64(i)*rowH, 364, rowH-2))
	}
}

// update follows the input. It returns the item chosen, or nil, and
// whether the list is to close (a choice, Esc or a click outside).
func (l *openList) update(in *input.State) (*openItem, bool) {
	l.hover = -1
	for i, r := range l.rows {
		if r.Contains(in.Cursor) && l.items[l.top+i].name != "" {
			l.hover = i
		}
	}
	if in.Wheel != 0 && l.box.Contains(in.Cursor) {
		if in.Wheel > 0 {
			l.top--
		} else {
			l.top++
		}
		l.top = min(max(0, l.top), len(l.items)-len(l.rows))
	}
	if in.KeyPressed(input.KeyEscape) {
		return nil, true
	}
	if in.Pressed[input.Left] {
		if l.hover >= 0 {
			return &l.items[l.top+l.hover], true
		}
		return nil, !l.box.Contains(in.Cursor)
	}
	return nil, false
}

// draw draws the list.
func (l *openList) draw(dst *ebiten.Image, th *widget.Theme) {
	th.Painter.Panel(dst, l.box.Translate(geom.V(0, th.Px(4))), th.Px(8), paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.4})
	th.Painter.Panel(dst, l.box, th.Px(8), paint.Fill{Stops: []color.NRGBA{paint.Hex(0xfbf3e2)}, Border: th.Px(2), BorderColor: widget.Brass})
	for i, r := range l.rows {
		it := l.items[l.top+i]
		at := geom.V(r.Min.X+th.Px(10), r.Center().Y)
		if it.name == "" {
			if it.label == noneSaved {
				th.Text(dst, it.label, at, widget.Font{Size: widget.Small, Italic: true}, widget.Start, paint.Alpha(widget.Ink, 0.6))
			} else {
				th.Text(dst, it.label, geom.V(r.Min.X+th.Px(4), r.Center().Y+th.Px(3)), widget.Font{Size: 12, Bold: true}, widget.Start, paint.Alpha(widget.Ink, 0.65))
			}
			continue
		}
		if i == l.hover {
			th.Painter.Panel(dst, r, th.Px(6), paint.Flat(widget.Brass))
		}
		f := widget.Font{Size: 17}
		th.Text(dst, th.Fit(it.label, f, r.W()-th.Px(20)), at, f, widget.Start, widget.Ink)
	}
	if l.top > 0 {
		th.Text(dst, "▲", geom.V(l.box.Max.X-th.Px(14), l.box.Min.Y+th.Px(12)), widget.Font{Size: 11}, widget.Center, paint.Alpha(widget.Ink, 0.6))
	}
	if l.top+len(l.rows) < len(l.items) {
		th.Text(dst, "▼", geom.V(l.box.Max.X-th.Px(14), l.box.Max.Y-th.Px(12)), widget.Font{Size: 11}, widget.Center, paint.Alpha(widget.Ink, 0.6))
	}
}

// readyName returns the name a ready-made deck gives itself on its
// "name:" line, or one made from its file name.
func readyName(stem string) string {
	data, err := fs.ReadFile(assets.Decks, stem+".deck")
	if err != nil {
		return readyTitle(stem)
	}
	for line := range strings.Lines(string(data)) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "name:"); ok && strings.TrimSpace(v) != "" {
			return strings.TrimSpace(v)
		}
	}
	return readyTitle(stem)
}

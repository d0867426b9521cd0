package deckedit

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The screen in the 1280×720 design.
const (
	// The browser: two rows of filters, then a grid of cols×rows cards.
	browseX, browseW = 30.0, 816.0
	gridY, gridH     = 150.0, 526.0
	cols, rows       = 8, 4
	cardW            = 90.0
	cardH            = cardW * 7 / 5
	// The deck panel and its rows.
	deckX, deckY   = 862.0, 70.0
	deckW, deckH   = 390.0, 606.0
	rowsY, rowH    = 132.0, 21.0
	deckRowsShown  = 14
	curveBase      = 540.0
	curveTall      = 64.0
	basicsY        = 600.0
	basicW         = 74.0
	zoomW          = 260.0
	messageY       = 692.0
	typeChipGap    = 4.0
	colourChip     = 32.0
	colourChipStep = 36.0
)

// typeChipW are the widths of the type filter's switches.
var typeChipW = [len(filterTypes)]float64{80, 68, 74, 104, 76, 52}

// ui is where things are on the screen and what the pointer is doing; it
// is set by Update.
type ui struct {
	d widget.Design
	// cells are the grid's rectangles, for shown[first+i].
	cells []geom.Rect
	// grid is the browser's card area, deckArea the deck panel and
	// rowsArea its list of rows.
	grid, deckArea, rowsArea geom.Rect
	// deckRows are the shown part's rows shown, titles and cards.
	deckRows []deckRow
	// deckLines is how many rows the whole deck list has.
	deckLines int
	// hover follows the pointer over the cards.
	hover[*card.Def]
}

// deckRow is one line of the deck list: a group's title (d nil) or a
// card, with its − and + buttons.
type deckRow struct {
	d     *card.Def
	group card.Group
	// title is the title a title row shows.
	title string
	// n is the group's count, for a title.
	n              int
	r, minus, plus geom.Rect
}

// layout places everything for a w×h screen.
func (s *Scene) layout(w, h int, scale float64) {
	s.th.Scale = scale
	s.ui.d = widget.DesignFor(w, h, scale)
	d := s.ui.d
	s.files.name.Rect = d.R(30, 18, 262, 40)
	x := 302.0
	for _, b := range []*widget.Button{&s.files.newB, &s.files.open, &s.files.save, &s.files.del, &s.files.imp, &s.files.exp} {
		bw := 86.0
		if b == &s.files.del || b == &s.files.imp || b == &s.files.exp {
			bw = 94
		}
		b.Rect = d.R(x, 18, bw, 40)
		x += bw + 8
	}
	s.files.exit.Rect = d.R(1112, 18, 140, 40)
	if s.build != nil {
		// The pool builder: Import and Export, then Done beside Back.
		s.files.suggest.Rect = d.R(600, 18, 110, 40)
		s.files.imp.Rect, s.files.exp.Rect = d.R(718, 18, 94, 40), d.R(820, 18, 94, 40)
		s.files.suggest.Disabled = s.build.Suggest == nil
		s.files.save.Rect = d.R(952, 18, 150, 40)
	}

	s.filters.search.Rect = d.R(browseX, 70, 250, 34)
	s.set.Rect = d.R(552, 70, browseX+browseW-552, 34)
	s.set.Limit = d.At(0, 700).Y
	s.filters.layoutFilters()
	s.filters.clearFilter.Rect = d.R(browseX+browseW-96, 112, 96, 28)
	s.filters.clearFilter.Disabled = !s.filter.Active() && s.set.Index == 0 && (!s.onSchemes() || s.filters.themeFrom.Index == 0)

	s.ui.grid = d.R(browseX, gridY, browseW, gridH)
	gc, gr := float64(s.gridCols), float64(s.gridRows)
	gapX := (browseW - gc*s.cellW) / (gc - 1)
	gapY := (gridH - gr*s.cellH) / (gr - 1)
	s.first = min(s.first, s.lastFirst())
	s.ui.cells = s.ui.cells[:0]
	for i := s.first; i < len(s.shown) && i < s.first+s.gridCols*s.gridRows; i++ {
		k := i - s.first
		s.ui.cells = append(s.ui.cells, d.R(browseX+float64(k%s.gridCols)*(s.cellW+gapX), gridY+float64(k/s.gridCols)*(s.cellH+gapY), s.cellW, s.cellH))
	}

	s.ui.deckArea = d.R(deckX, deckY, deckW, deckH)
	s.ui.rowsArea = d.R(deckX+10, rowsY, deckW-20, float64(s.deckRowsShown)*rowH)
	for i := range s.column.tabs {
		s.column.tabs[i].Rect = geom.Rect{}
		if s.hasSchemes() {
			s.column.tabs[i].Rect = d.R(deckX+12+float64(i)*112, 75, 106, 28)
			s.column.tabs[i].Style = chipStyle(s.part == &s.parts[i])
			s.column.tabs[i].Label = fmt.Sprintf("%s %d", tabNames[i], s.parts[i].total)
		}
	}
	s.column.layoutRows()
	for i := range s.column.basicMinus {
		x := deckX + 10 + float64(i)*basicW
		s.column.basicMinus[i].Rect = d.R(x+2, basicsY+20, 22, 24)
		s.column.basicPlus[i].Rect = d.R(x+basicW-26, basicsY+20, 22, 24)
		if s.onSchemes() {
			s.column.basicMinus[i].Rect, s.column.basicPlus[i].Rect = geom.Rect{}, geom.Rect{}
		}
	}
	switch {
	case s.ask != nil:
		s.ask.Layout(d)
	case s.panel != nil:
		s.panel.layout(d)
	case s.list != nil:
		// Under the Open button.
		s.list.layout(d, (s.files.open.Rect.Min.X-d.Origin.X)/d.Scale, 62)
	}
}

// tabNames name the deck panel's tabs, by part.
var tabNames = [numParts]string{"Deck", "Schemes"}

// rowGroup is the group a card's row is listed under, and its title:
// card.GroupOf for the main deck; for schemes, one-shot or ongoing.
func rowGroup(d *card.Def) (card.Group, string) {
	if d.Types.Has(card.Scheme) {
		if d.Super.Has(card.Ongoing) {
			return card.GroupOther, "Ongoing schemes"
		}
		return card.GroupOther, "Schemes"
	}
	g := card.GroupOf(d)
	return g, g.String()
}

// lastFirst is the grid's first card when scrolled to the end.
func (p *part) lastFirst() int {
	n, c, page := len(p.shown), p.gridCols, p.gridCols*p.gridRows
	if n <= page {
		return 0
	}
	return (n - page + c - 1) / c * c
}

// scrollGrid moves the grid by lines rows of cards.
func (p *part) scrollGrid(lines int) {
	p.first = min(max(0, p.first+lines*p.gridCols), p.lastFirst())
}

// cardAt returns the card at p, in the grid or among the deck's rows (not
// on their buttons), its rectangle, and whether it is a deck row.
func (s *Scene) cardAt(p geom.Vec) (*card.Def, geom.Rect, bool) {
	for i, c := range s.ui.cells {
		if c.Contains(p) {
			return s.shown[s.first+i], c, false
		}
	}
	for _, row := range s.ui.deckRows {
		if row.d != nil && row.r.Contains(p) && !row.minus.Contains(p) && !row.plus.Contains(p) {
			return row.d, row.r, true
		}
	}
	return nil, geom.Rect{}, false
}

// zoomRect is where the zoomed card goes for a card at r: beside a grid
// card where there is room, over the grid's left for a deck row, inside
// the screen.
func (s *Scene) zoomRect(r geom.Rect, inDeck bool) geom.Rect {
	d := s.ui.d
	zw, zh := zoomW*d.Scale, zoomW*7/5*d.Scale
	if s.onSchemes() {
		zw, zh = schemeZoomW*d.Scale, schemeZoomW*5/7*d.Scale
	}
	x := r.Max.X + 12*d.Scale
	if inDeck {
		x = s.ui.deckArea.Min.X - 16*d.Scale - zw
	} else if x+zw > d.At(1266, 0).X {
		x = r.Min.X - 12*d.Scale - zw
	}
	top, bottom := d.At(0, 14).Y, d.At(0, 706).Y-zh
	y := min(max(r.Center().Y-zh/2, top), bottom)
	return geom.R(x, y, zw, zh)
}

// chipStyle is the look of a filter switch: brass when on.
func chipStyle(on bool) widget.Style {
	if on {
		return widget.Primary
	}
	return widget.Plain
}

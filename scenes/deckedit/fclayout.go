package deckedit

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The card grid in the 1280×720 design: columns of cards fcCardW wide, each
// with a row of circles under it.
const (
	fcGridX, fcGridY = 56.0, 100.0
	fcCols           = 8
	fcCardW          = 90.0
	fcCardH          = fcCardW * 1.4
	fcGapX           = 10.0
	fcCellH          = fcCardH + 22
	fcGapY           = 10.0
	// The deck panel and its two columns of rows.
	fcDeckX, fcDeckW = 866.0, 364.0
	fcRowsY, fcRowH  = 148.0, 25.0
	fcRowsPerCol     = 12
	// fcZoomW is the width of a zoomed card.
	fcZoomW = 250.0
)

// fcUI is where things are on the screen and what the pointer is doing; it
// is set by Update.
type fcUI struct {
	d widget.Design
	// cells are the cards' rectangles in the grid, by index in cards.
	cells []geom.Rect
	// rows are the deck's rows: a card and its rectangle.
	rows               []fcRow
	listArea, deckArea geom.Rect
	// hover follows the pointer over the cards.
	hover[*fourcuatro.Def]
}

// fcRow is one card of the deck in the list on the right.
type fcRow struct {
	d *fourcuatro.Def
	r geom.Rect
}

// layout places everything for a w×h screen.
func (s *FourCuatro) layout(w, h int, scale float64) {
	s.th.Scale = scale
	s.ui.d = widget.DesignFor(w, h, scale)
	d := s.ui.d
	s.ui.cells = s.ui.cells[:0]
	for i := range s.cards {
		x := fcGridX + float64(i%fcCols)*(fcCardW+fcGapX)
		y := fcGridY + float64(i/fcCols)*(fcCellH+fcGapY)
		s.ui.cells = append(s.ui.cells, d.R(x, y, fcCardW, fcCardH))
	}
	s.ui.listArea = d.R(fcGridX-16, fcGridY-12, fcCols*(fcCardW+fcGapX)-fcGapX+32, 3*(fcCellH+fcGapY)+14)
	s.ui.deckArea = d.R(fcDeckX, 92, fcDeckW, 548)
	s.ui.rows = s.ui.rows[:0]
	for _, c := range s.cards {
		if s.count[c] == 0 {
			continue
		}
		i := len(s.ui.rows)
		x := fcDeckX + 14 + float64(i/fcRowsPerCol)*(fcDeckW-28)/2
		y := fcRowsY + float64(i%fcRowsPerCol)*fcRowH
		s.ui.rows = append(s.ui.rows, fcRow{c, d.R(x, y, (fcDeckW-28)/2-6, fcRowH-3)})
	}
	s.name.Rect = d.R(420, 30, 300, 40)
	s.save.Rect = d.R(732, 30, 116, 40)
	s.load.Rect = d.R(fcDeckX, 30, fcDeckW, 40)
	s.load.Limit = d.At(0, 708).Y
	s.exit.Rect = d.R(56, 662, 180, 44)
	s.clear.Rect = d.R(256, 662, 130, 44)
	s.fill.Rect = d.R(400, 662, 190, 44)
	s.done.Rect = d.R(1050, 662, 180, 44)
}

// cardAt returns the card at p, in the grid or in the deck's rows, its
// rectangle, and whether it is a deck row.
func (s *FourCuatro) cardAt(p geom.Vec) (d *fourcuatro.Def, r geom.Rect, inDeck bool) {
	for i, c := range s.ui.cells {
		if c.Contains(p) {
			return s.cards[i], c, false
		}
	}
	for _, row := range s.ui.rows {
		if row.r.Contains(p) {
			return row.d, row.r, true
		}
	}
	return nil, geom.Rect{}, false
}

// zoomRect is where the zoomed card goes for a card at r: beside it,
// where there is room, inside the screen; for a deck row, left of the
// deck.
func (s *FourCuatro) zoomRect(r geom.Rect, inDeck bool) geom.Rect {
	d := s.ui.d
	zw, zh := fcZoomW*d.Scale, fcZoomW*1.4*d.Scale
	x := r.Max.X + 12*d.Scale
	if inDeck || x+zw > d.At(1266, 0).X {
		x = min(r.Min.X, s.ui.deckArea.Min.X) - 12*d.Scale - zw
	}
	top, bottom := d.At(0, 16).Y, d.At(0, 704).Y-zh
	y := min(max(r.Center().Y-zh/2, top), bottom)
	return geom.R(x, y, zw, zh)
}

package fcdeck

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/internal/deckpointer"
)

// The card grid in the 1280×720 design: columns of cards cardW wide, each
// with a row of circles under it.
const (
	gridX, gridY = 56.0, 100.0
	cols         = 8
	cardW        = 90.0
	cardH        = cardW * 1.4
	gapX         = 10.0
	cellH        = cardH + 22
	gapY         = 10.0
	// The deck panel and its two columns of rows.
	deckX, deckW = 866.0, 364.0
	rowsY, rowH  = 148.0, 25.0
	rowsPerCol   = 12
	// zoomW is the width of a zoomed card.
	zoomW = 250.0
)

// ui is where things are on the screen and what the pointer is doing; it
// is set by Update.
type ui struct {
	d widget.Design
	// cells are the cards' rectangles in the grid, by index in cards.
	cells []geom.Rect
	// rows are the deck's rows: a card and its rectangle.
	rows               []deckRow
	listArea, deckArea geom.Rect
	// ptr follows the pointer over the cards; hoverAt is the rectangle
	// of the card under the cursor and hoverDeck whether it is a deck
	// row; zoom is the card shown large, or nil.
	ptr       deckpointer.Pointer[*fourcuatro.Def]
	hoverAt   geom.Rect
	hoverDeck bool
	zoom      *fourcuatro.Def
	cursor    geom.Vec
}

// deckRow is one card of the deck in the list on the right.
type deckRow struct {
	d *fourcuatro.Def
	r geom.Rect
}

// layout places everything for a w×h screen.
func (s *Scene) layout(w, h int, scale float64) {
	s.th.Scale = scale
	s.ui.d = widget.DesignFor(w, h, scale)
	d := s.ui.d
	s.ui.cells = s.ui.cells[:0]
	for i := range s.cards {
		x := gridX + float64(i%cols)*(cardW+gapX)
		y := gridY + float64(i/cols)*(cellH+gapY)
		s.ui.cells = append(s.ui.cells, d.R(x, y, cardW, cardH))
	}
	s.ui.listArea = d.R(gridX-16, gridY-12, cols*(cardW+gapX)-gapX+32, 3*(cellH+gapY)+14)
	s.ui.deckArea = d.R(deckX, 92, deckW, 548)
	s.ui.rows = s.ui.rows[:0]
	for _, c := range s.cards {
		if s.count[c] == 0 {
			continue
		}
		i := len(s.ui.rows)
		x := deckX + 14 + float64(i/rowsPerCol)*(deckW-28)/2
		y := rowsY + float64(i%rowsPerCol)*rowH
		s.ui.rows = append(s.ui.rows, deckRow{c, d.R(x, y, (deckW-28)/2-6, rowH-3)})
	}
	s.name.Rect = d.R(420, 30, 300, 40)
	s.save.Rect = d.R(732, 30, 116, 40)
	s.load.Rect = d.R(deckX, 30, deckW, 40)
	s.load.Limit = d.At(0, 708).Y
	s.exit.Rect = d.R(56, 662, 180, 44)
	s.clear.Rect = d.R(256, 662, 130, 44)
	s.fill.Rect = d.R(400, 662, 190, 44)
	s.done.Rect = d.R(1050, 662, 180, 44)
}

// cardAt returns the card at p, in the grid or in the deck's rows, its
// rectangle, and whether it is a deck row.
func (s *Scene) cardAt(p geom.Vec) (d *fourcuatro.Def, r geom.Rect, inDeck bool) {
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
func (s *Scene) zoomRect(r geom.Rect, inDeck bool) geom.Rect {
	d := s.ui.d
	zw, zh := zoomW*d.Scale, zoomW*1.4*d.Scale
	x := r.Max.X + 12*d.Scale
	if inDeck || x+zw > d.At(1266, 0).X {
		x = min(r.Min.X, s.ui.deckArea.Min.X) - 12*d.Scale - zw
	}
	top, bottom := d.At(0, 16).Y, d.At(0, 704).Y-zh
	y := min(max(r.Center().Y-zh/2, top), bottom)
	return geom.R(x, y, zw, zh)
}

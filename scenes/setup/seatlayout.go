package setup

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// layout places the seat rows from design y down, for the game chosen,
// and returns the design y under the last: a deck file's path takes a line
// under its row.
func (l *seatList) layout(y float64) float64 {
	m := l.modeValue()
	rowH, boxH := 56.0, 42.0
	if len(l.rows) > roomySeats {
		rowH, boxH = 44, 36
	}
	lo, _ := l.seatBounds()
	for i, r := range l.rows {
		r.name.Rect = l.r(120, y, 230, boxH)
		r.who.Rect = l.r(365, y, 290, boxH)
		r.deck.Rect = l.r(670, y, 430, boxH)
		r.deck.Options = l.deckLabels()
		r.theme.Rect = geom.Rect{}
		theme := l.themeSeat(i)
		if theme {
			r.theme.Rect = r.deck.Rect
		} else {
			r.theme.Open = false
		}
		if m.decks != ownDecks || theme {
			r.deck.Rect = geom.Rect{}
			r.deck.Open = false
		}
		r.who.Limit = l.oy + 708*l.scale
		r.deck.Limit = l.oy + 708*l.scale
		r.theme.Limit = l.oy + 708*l.scale
		r.remove.Rect = l.r(1118, y, boxH, boxH)
		r.remove.Disabled = len(l.rows) <= lo
		y += rowH
		if m.decks == ownDecks && !theme && l.deckValue(r) == fileDeck {
			r.path.Rect = l.r(670, y-4, 322, 36)
			r.browse.Rect = l.r(1000, y-4, 100, 36)
			y += 42
		} else {
			r.path.Rect, r.browse.Rect = geom.Rect{}, geom.Rect{}
			r.path.Focused = false
		}
	}
	return y
}

// draw draws the seat rows: each seat's number, name, who plays it and
// its deck, and a deck file's path with what is wrong with it.
func (l *seatList) draw(screen *ebiten.Image) {
	th := l.th
	for i, r := range l.rows {
		c := geom.V(l.ox+85*l.scale, r.name.Rect.Center().Y)
		disc := widget.Brass
		if l.schemes() == variant.FirstSeatSchemes && l.themeSeat(i) {
			disc = widget.Danger // the archenemy stands apart from the team
		}
		th.Painter.Circle(screen, c, th.Px(17), paint.Fill{Stops: []color.NRGBA{disc, paint.Darken(disc, 0.3)}, Gradient: paint.Radial})
		th.Text(screen, fmt.Sprint(i+1), c, widget.Font{Size: 18, Bold: true}, widget.Center, widget.Ink)
		r.name.Draw(screen, th)
		r.who.Draw(screen, th)
		if !r.theme.Rect.Empty() {
			r.theme.Draw(screen, th)
		} else if r.deck.Rect.Empty() {
			th.Text(screen, l.deckNote(), geom.V(l.ox+672*l.scale, r.name.Rect.Center().Y), widget.Font{Size: widget.Body, Italic: true}, widget.Start, widget.Parchment)
		} else {
			r.deck.Draw(screen, th)
		}
		r.remove.Draw(screen, th)
		if !r.path.Rect.Empty() {
			l.drawPath(screen, &r.path, &r.browse, 535, r.pathErr, "Deck file: one card per line, as “4 Card Name”")
		}
	}
}

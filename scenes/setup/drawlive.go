package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The Live-Draft controls' rows in the 1280×720 design: the options under
// the game choice, then the card list file's path when one is chosen.
const (
	liveOptionsY = 160.0
	livePathY    = 208.0
)

// aboutY is the design y of the line about the chosen game: under the
// game choice, or under the Live-Draft controls.
func (s *Scene) aboutY() float64 {
	switch {
	case !s.live.chosen() && !s.collection.used():
		return 156
	case s.collection.listFileChosen():
		return livePathY + 48
	}
	return livePathY + 4
}

// headY is the design y of the seat columns' headings.
func (s *Scene) headY() float64 { return s.aboutY() + 32 }

// layout places the Live-Draft controls, or hides them in other modes.
func (lo *liveOptions) layout(scale float64) {

	lo.library.Rect, lo.start.Rect, lo.mill.Rect, lo.reshuffle.Rect, lo.path.Rect, lo.browse.Rect = geom.Rect{}, geom.Rect{}, geom.Rect{}, geom.Rect{}, geom.Rect{}, geom.Rect{}
	if lo.collection.listFileChosen() {
		lo.path.Rect = lo.r(600, livePathY, 392, 36)
		lo.browse.Rect = lo.r(1000, livePathY, 100, 36)
	} else {
		lo.path.Focused = false
	}
	if !lo.chosen() {
		lo.library.Open, lo.start.Open, lo.path.Focused = false, false, false
		return
	}
	lo.library.Rect = lo.r(600, 112, 500, 40)
	lo.library.Limit = lo.oy + 708*scale
	if !lo.rummy() {
		lo.start.Rect = lo.r(120, liveOptionsY, 420, 40)
		lo.start.Limit = lo.oy + 708*scale
	} else {
		lo.start.Open = false
	}
	lo.mill.Rect = lo.r(600, liveOptionsY, 230, 40)
	lo.reshuffle.Rect = lo.r(860, liveOptionsY, 300, 40)
}

// draw draws the Live-Draft controls and their labels.
func (lo *liveOptions) draw(screen *ebiten.Image) {
	if !lo.chosen() {
		return
	}
	th := lo.th
	lo.library.Draw(screen, th)
	label := widget.Font{Size: widget.Body, Bold: true}
	if lo.rummy() {
		th.Text(screen, "Start: deal fourteen, discard down to seven", geom.V(lo.ox+124*lo.scale, lo.mill.Rect.Center().Y), widget.Font{Size: widget.Body, Italic: true}, widget.Start, widget.Parchment)
	} else {
		lo.start.Draw(screen, th)
	}
	for _, t := range []struct {
		tg   *widget.Toggle
		text string
	}{{&lo.mill, "Mill counters"}, {&lo.reshuffle, "Reshuffle removed"}} {
		th.Text(screen, t.text, geom.V(t.tg.Rect.Min.X, t.tg.Rect.Center().Y), label, widget.Start, widget.Cream)
		t.tg.Draw(screen, th)
	}
	lo.drawListPath(screen)
}

// drawListPath draws the card list file's path, its Browse button and a
// line saying what the file holds or what is wrong with it.
func (lo *liveOptions) drawListPath(screen *ebiten.Image) {
	if !lo.path.Rect.Empty() {
		lo.drawPath(screen, &lo.path, &lo.browse, 470, lo.pathErr, "Card list: “4 Card Name” lines, at least 60 cards")
	}
}

package fctable

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Sizes in the 1280×720 design.
const (
	pileW  = 64.0  // deck, burnt pile, sources and discard cards
	handW  = 96.0  // the viewer's hand cards
	backW  = 46.0  // the opponent's hand backs
	tableW = 128.0 // the spell on the table
)

// side is where one player's things are.
type side struct {
	plate, hand, sources, deck, burnt, discard geom.Rect
}

// board is the table's layout for one screen size.
type board struct {
	d          widget.Design
	felt       geom.Rect
	sides      [2]side // by seat
	table      geom.Rect
	log        geom.Rect
	prompt     geom.Rect
	menu       geom.Rect
	panel      geom.Rect // the choice, browse or end panel
	screen     geom.Rect
	bottomSeat fourcuatro.Seat
}

// layout places everything for a w×h screen with viewer at the bottom.
func layout(w, h int, scale float64, viewer fourcuatro.Seat) board {
	d := widget.DesignFor(w, h, scale)
	b := board{d: d, bottomSeat: viewer, screen: geom.R(0, 0, float64(w), float64(h))}
	b.felt = d.R(4, 4, 1032, 712)
	b.log = d.R(1044, 40, 232, 420)
	b.prompt = d.R(1044, 468, 232, 248)
	b.menu = d.R(1190, 6, 86, 28)
	b.table = d.R(250, 222, 560, 226)
	b.panel = d.R(150, 150, 760, 420)
	b.sides[viewer] = side{
		plate:   d.R(14, 466, 206, 84),
		sources: d.R(240, 466, 330, pileW*7/5),
		deck:    d.R(590, 466, pileW, pileW*7/5),
		burnt:   d.R(670, 466, pileW, pileW*7/5),
		discard: d.R(750, 466, 276, pileW*7/5),
		hand:    d.R(14, 572, 1012, 144),
	}
	b.sides[viewer.Other()] = side{
		plate:   d.R(14, 12, 206, 84),
		hand:    d.R(14, 102, 206, 110),
		sources: d.R(240, 12, 330, pileW*7/5),
		deck:    d.R(590, 12, pileW, pileW*7/5),
		burnt:   d.R(670, 12, pileW, pileW*7/5),
		discard: d.R(750, 12, 276, pileW*7/5),
	}
	return b
}

// px is a design length on the screen.
func (b *board) px(v float64) float64 { return v * b.d.Scale }

// sourceRects returns where each of n sources lies: refreshed ones on the
// right, exhausted ones (turned) on the left, in the order given.
func (b *board) sourceRects(s fourcuatro.Seat, src []fourcuatro.SourceView) []geom.Rect {
	area := b.sides[s].sources
	w, h := b.px(pileW), b.px(pileW*7/5)
	var out []geom.Rect
	xl := area.Min.X
	xr := area.Max.X
	for _, sv := range src {
		if sv.Exhausted {
			out = append(out, geom.R(xl, area.Min.Y+(h-w)/2, h, w))
			xl += h + b.px(6)
		} else {
			xr -= w
			out = append(out, geom.R(xr, area.Min.Y, w, h))
			xr -= b.px(6)
		}
	}
	return out
}

// discardRects returns where each card of a discard pile of n lies, bottom
// first: fanned to the right, the top card whole.
func (b *board) discardRects(s fourcuatro.Seat, n int) []geom.Rect {
	area := b.sides[s].discard
	w, h := b.px(pileW), b.px(pileW*7/5)
	step := b.px(16)
	if n > 1 {
		step = min(step, (area.W()-w)/float64(n-1))
	}
	out := make([]geom.Rect, n)
	for i := range out {
		out[i] = geom.R(area.Min.X+float64(i)*step, area.Min.Y, w, h)
	}
	return out
}

// handRects returns where each of n hand cards of seat s lies.
func (b *board) handRects(s fourcuatro.Seat, n int) []geom.Rect {
	area := b.sides[s].hand
	w := b.px(handW)
	if s != b.bottomSeat {
		w = b.px(backW)
	}
	h := w * 7 / 5
	step := w + b.px(6)
	if n > 1 && float64(n-1)*step+w > area.W() {
		step = (area.W() - w) / float64(n-1)
	}
	total := float64(max(n-1, 0))*step + w
	x0 := area.Min.X
	if s == b.bottomSeat {
		x0 = area.Center().X - total/2
	}
	out := make([]geom.Rect, n)
	for i := range out {
		out[i] = geom.R(x0+float64(i)*step, area.Min.Y+b.px(4), w, h)
	}
	return out
}

// spellRect is where the spell on the table lies.
func (b *board) spellRect() geom.Rect {
	w := b.px(tableW)
	return geom.Centered(b.table.Center(), w, w*7/5)
}

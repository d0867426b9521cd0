package fctable

import (
	"slices"

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

// sourceLabelW is the least width of a source group's label (design).
const sourceLabelW = 64.0

// sourceSpots is where a side's mana sources lie and where their labels
// go: exhausted ones turned sideways on the left, refreshed ones upright
// on the right, each group with its label under it. The cards shrink
// together when the area cannot hold them whole, so that no card covers
// another or a label.
type sourceSpots struct {
	cards []geom.Rect // by source, in the view's order (a turned card's rect is wider than tall)
	// exhausted and refreshed are the groups' labels; empty when the
	// group is. empty is the caption of a side with no sources.
	exhausted, refreshed, empty geom.Rect
}

// sourceSpots lays out the sources src of seat s, reusing out's slice.
func (b *board) sourceSpots(s fourcuatro.Seat, src []fourcuatro.SourceView, out *sourceSpots) {
	area := b.sides[s].sources
	cards := out.cards[:0]
	*out = sourceSpots{}
	ne := 0
	for _, sv := range src {
		if sv.Exhausted {
			ne++
		}
	}
	nr := len(src) - ne
	w, h, gap, mid := b.px(pileW), b.px(pileW*7/5), b.px(6), b.px(18)
	lh := b.px(14)
	// The widths of the two groups at full size, and the room for them.
	e0 := float64(ne)*h + float64(max(ne-1, 0))*gap
	r0 := float64(nr)*w + float64(max(nr-1, 0))*gap
	room := area.W()
	if ne > 0 && nr > 0 {
		room -= mid
	}
	k := 1.0
	if e0+r0 > room {
		k = room / (e0 + r0)
	}
	// Cards (and labels) also keep out of the area's label line.
	k = min(k, (area.H())/h)
	cy := area.Min.Y + k*h/2
	ly := area.Min.Y + k*h + b.px(2)
	xl, xr := area.Min.X, area.Max.X
	for _, sv := range src {
		if sv.Exhausted {
			cards = append(cards, geom.Centered(geom.V(xl+k*h/2, cy), k*h, k*w))
			xl += k * (h + gap)
		} else {
			cards = append(cards, geom.Centered(geom.V(xr-k*w/2, cy), k*w, k*h))
			xr -= k * (w + gap)
		}
	}
	out.cards = cards
	// Labels: each centred under its group, inside the group's share of
	// the area (the shares meet halfway through the gap between them).
	split := area.Min.X + k*e0 + (room-k*(e0+r0))/2
	if ne > 0 && nr > 0 {
		split += mid / 2
	}
	label := func(groupMin, groupMax, lo, hi float64) geom.Rect {
		lw := min(max(groupMax-groupMin, b.px(sourceLabelW)), hi-lo)
		x := min(max((groupMin+groupMax)/2-lw/2, lo), hi-lw)
		return geom.R(x, ly, lw, lh)
	}
	switch {
	case ne == 0 && nr == 0:
		out.empty = geom.Centered(area.Center(), min(area.W(), b.px(200)), lh)
	case nr == 0:
		out.exhausted = label(area.Min.X, area.Min.X+k*e0, area.Min.X, area.Max.X)
	case ne == 0:
		out.refreshed = label(area.Max.X-k*r0, area.Max.X, area.Min.X, area.Max.X)
	default:
		out.exhausted = label(area.Min.X, area.Min.X+k*e0, area.Min.X, split-b.px(3))
		out.refreshed = label(area.Max.X-k*r0, area.Max.X, split+b.px(3), area.Max.X)
	}
}

// discardRects returns where each card of a discard pile of n lies, bottom
// first: fanned to the right, the top card whole.
func (b *board) discardRects(s fourcuatro.Seat, n int) []geom.Rect {
	return b.discardRectsInto(nil, s, n)
}

// discardRectsInto is discardRects reusing out's array.
func (b *board) discardRectsInto(out []geom.Rect, s fourcuatro.Seat, n int) []geom.Rect {
	area := b.sides[s].discard
	w, h := b.px(pileW), b.px(pileW*7/5)
	step := b.px(16)
	if n > 1 {
		step = min(step, (area.W()-w)/float64(n-1))
	}
	out = slices.Grow(out[:0], n)[:n]
	for i := range out {
		out[i] = geom.R(area.Min.X+float64(i)*step, area.Min.Y, w, h)
	}
	return out
}

// handRects returns where each of n hand cards of seat s lies.
func (b *board) handRects(s fourcuatro.Seat, n int) []geom.Rect {
	return b.handRectsInto(nil, s, n)
}

// handRectsInto is handRects reusing out's array.
func (b *board) handRectsInto(out []geom.Rect, s fourcuatro.Seat, n int) []geom.Rect {
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
	out = slices.Grow(out[:0], n)[:n]
	for i := range out {
		out[i] = geom.R(x0+float64(i)*step, area.Min.Y+b.px(4), w, h)
	}
	return out
}

// pileLabel is the line under a pile (the deck, the burnt pile) or under
// the discard pile's area where its label is written.
func (b *board) pileLabel(r geom.Rect) geom.Rect {
	return geom.R(r.Min.X, r.Min.Y+b.px(pileW*7/5)+b.px(2), r.W(), b.px(14))
}

// trapRect is where a trap played in answer lies: beside the spell.
func (b *board) trapRect() geom.Rect {
	return b.spellRect().Translate(geom.V(b.px(150), 0))
}

// spellRect is where the spell on the table lies.
func (b *board) spellRect() geom.Rect {
	w := b.px(tableW)
	return geom.Centered(b.table.Center(), w, w*7/5)
}

// panelCards lays out cards in the panel, in rows.
func (b *board) panelCards(n int) []geom.Rect {
	p := b.panel
	w := b.px(104)
	perRow := max(1, int((p.W()-b.px(20))/(w+b.px(10))))
	out := make([]geom.Rect, n)
	for i := range out {
		row, col := i/perRow, i%perRow
		inRow := min(perRow, n-row*perRow)
		x := p.Center().X - (float64(inRow)*(w+b.px(10))-b.px(10))/2 + float64(col)*(w+b.px(10))
		out[i] = geom.R(x, p.Min.Y+b.px(44)+float64(row)*(w*7/5+b.px(10)), w, w*7/5)
	}
	return out
}

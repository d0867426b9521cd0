package table

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
)

// zoomNotes are the notes beside a zoomed card d (cv is its view on the
// table, or nil): what differs from its printed face now — power and
// toughness, counters, damage, a changed cost — and a reminder of each
// keyword it has, gained or speaks of.
func zoomNotes(cv *rules.CardView, d *card.Def) []cardface.Note {
	if d == nil {
		return nil
	}
	var notes []cardface.Note
	kw := d.Keywords
	if cv != nil && cv.Def != d {
		cv = nil // it shows another identity (a card played as a land)
	}
	if liveCreature(cv, d) {
		kw |= cv.Keywords
		pt := cardface.PTOf(d, cv.Power, cv.Toughness)
		if pt.Changed() {
			notes = append(notes, cardface.Note{Title: "Power and toughness",
				Text: ptText(cv.Power, cv.Toughness) + " now; printed " + ptText(pt.PrintedPower, pt.PrintedToughness) + "."})
		}
		if n := cv.Counters; n > 0 {
			notes = append(notes, cardface.Note{Title: "+1/+1 counters",
				Text: "It has " + strconv.Itoa(n) + "; they are counted in its power and toughness."})
		}
		if n := cv.Damage; n > 0 {
			text := strconv.Itoa(n) + " damage marked this turn, gone at the end of the turn."
			if left := cv.Toughness - n; left > 0 && !cv.Keywords.Has(card.Indestructible) {
				text += " " + strconv.Itoa(left) + " more destroys it."
			}
			notes = append(notes, cardface.Note{Title: "Damage", Text: text, Ink: cardface.InkLower})
		}
	}
	if cv != nil && cv.Zone == rules.ZoneHand && !d.IsLand() && cv.Cost != d.Cost {
		ink := cardface.InkHigher
		if cv.Cost.ManaValue() > d.Cost.ManaValue() {
			ink = cardface.InkLower
		}
		notes = append(notes, cardface.Note{Title: "Cost", Text: cv.Cost.String() + " now; printed " + d.Cost.String() + ".", Ink: ink})
	}
	for _, k := range kw.List() {
		title := cardface.KeywordTitle(k)
		if !d.Keywords.Has(k) {
			title += " (gained)"
		}
		notes = append(notes, cardface.Note{Title: title, Text: cardface.KeywordReminder(k)})
	}
	for _, k := range (cardface.MentionedKeywords(d) &^ kw).List() {
		notes = append(notes, cardface.Note{Title: cardface.KeywordTitle(k), Text: cardface.KeywordReminder(k)})
	}
	return notes
}

// ptText is "P/T".
func ptText(p, t int) string { return strconv.Itoa(p) + "/" + strconv.Itoa(t) }

// zoomNotesPanel is the drawn notes of the zoomed card, made again in
// Update only when what they say changes.
type zoomNotesPanel struct {
	obj   rules.ObjID
	def   *card.Def
	view  rules.CardView
	known bool // view is set
	width int
	size  float64
	img   *ebiten.Image // nil: no notes
}

// notesSize returns the width and text size of the notes panel beside a
// right-click zoom (big) or a hover zoom.
func (s *overlays) notesSize(big bool) (int, float64) {
	sc := s.lay.Scale
	if big {
		return int(270 * sc), 13.5 * sc
	}
	return int(240 * sc), 12.5 * sc
}

// warmNotes makes the zoomed card's notes panel when the card or what is
// true of it changed (from Update, so that Draw only copies it).
func (g *overlayPainter) warmNotes(s *Scene) {
	p := &g.notes
	obj := s.over.zoomed()
	var d *card.Def
	if obj != rules.NoObj {
		d, _, _ = s.over.zoomPair(obj)
	}
	if d != nil && cardface.IsScheme(d) {
		d = nil
	}
	cv := s.over.zoomView(obj)
	w, size := s.over.notesSize(s.ptr.ui.zoom != rules.NoObj)
	if p.obj == obj && p.def == d && p.width == w && p.size == size && (cv != nil) == p.known && (cv == nil || *cv == p.view) {
		return
	}
	if p.img != nil {
		p.img.Deallocate()
		p.img = nil
	}
	p.obj, p.def, p.width, p.size, p.known = obj, d, w, size, cv != nil
	if cv != nil {
		p.view = *cv
	}
	if notes := zoomNotes(cv, d); len(notes) > 0 {
		p.img = s.svc.Faces.Renderer().NewNotes(notes, w, size)
	}
}

// drawZoomNotes draws the notes panel beside a zoom of width w centred at
// at, on the side away from the cursor if it fits, else the other; not
// over a second identity (whose box is other, empty if none) nor the top
// of the stack.
func (g *overlayPainter) drawZoomNotes(s *Scene, dst *ebiten.Image, obj rules.ObjID, at geom.Vec, w float64, other geom.Rect) {
	p := &g.notes
	if p.img == nil || p.obj != obj {
		return
	}
	sc := s.lay.Scale
	b := p.img.Bounds()
	pw, ph := float64(b.Dx()), float64(b.Dy())
	h := w * 7 / 5
	top := at.Y - h/2
	scr := s.lay.Screen.Inset(2 * sc)
	gap := 10 * sc
	right := geom.R(at.X+w/2+gap, top, pw, ph)
	left := geom.R(at.X-w/2-gap-pw, top, pw, ph)
	first, second := right, left
	if s.ptr.ui.zoom == rules.NoObj && s.ptr.ui.cursor.X > at.X {
		first, second = left, right // away from the cursor
	}
	var keep geom.Rect
	if n := len(s.lay.Stack); n > 0 {
		top := s.lay.Stack[n-1]
		keep = geom.Centered(top.Center, top.Width, top.Width*7/5)
	}
	var spot geom.Rect
	for _, r := range []geom.Rect{first, second} {
		if r.Max.Y > scr.Max.Y {
			r = r.Translate(geom.V(0, scr.Max.Y-r.Max.Y))
		}
		if r.Intersect(scr) == r && r.Intersect(other).Empty() && r.Intersect(keep).Empty() {
			spot = r
			break
		}
	}
	if spot.Empty() {
		return // no room beside the zoom
	}
	g.pr.roundRect(dst, spot.Translate(geom.V(3*sc, 5*sc)), color.NRGBA{0, 0, 0, 140})
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(spot.Min.X, spot.Min.Y)
	dst.DrawImage(p.img, &op)
}

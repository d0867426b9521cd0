package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// The middle of a Live-Draft table (layout.Draft): the common library,
// the row of seven face-up cards (tableau or pipeline) with the removed
// pile, or rummy's discard pile. The static layer draws its mat, the
// empty places and the marks of the flow; the cards are table cards
// (drawCards), the library's backs a pile (drawPiles); draftanim.go
// animates what moves between them.

// Inks of the draft band's marks.
var (
	inkFallsOff = paint.Hex(0xff8a6e)
	inkNew      = paint.Hex(0x8fe39a)
)

// drawDraftStatic draws the band's mat, the places of the library, the
// row's seven cards, the removed pile and the discard pile, and the
// marks under them: a pipeline's flow from the library on the right to
// the removed pile on the left, with its leftmost card marked as the
// next to fall off and the newest two as new; a tableau's rule.
func (g *graphics) drawDraftStatic(s *Scene, dst *ebiten.Image, v *rules.View) {
	d := &s.lay.Draft
	if d.Band.Empty() {
		return
	}
	p := s.svc.Painter
	sc := s.lay.Scale
	p.Panel(dst, d.Band.Inset(2*sc), 12*sc, paint.Fill{
		Stops:  []color.NRGBA{{0, 0, 0, 70}, {0, 0, 0, 40}},
		Border: 1.2 * sc, BorderColor: paint.Alpha(inkGold, 0.28),
	})
	slot := func(r geom.Rect, name string) {
		if r.Empty() {
			return
		}
		p.Panel(dst, r, 5*sc, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 60}}, Border: 1 * sc, BorderColor: color.NRGBA{255, 255, 255, 50}})
		if name != "" {
			g.labels.drawIn(dst, name, regular, 9*sc, inkDim, r.Frac(0.05, 0.4, 0.95, 0.6), 0.5)
		}
	}
	under := func(r geom.Rect, name string, ink color.NRGBA) {
		g.labels.drawIn(dst, name, bold, 10*sc, ink, geom.R(r.Min.X-10*sc, d.Flow.Min.Y, r.W()+20*sc, d.Flow.H()), 0.5)
	}
	slot(d.Library, "Library")
	under(d.Library, "Library", inkDim)
	if !d.Removed.Empty() {
		slot(d.Removed, "Removed")
		under(d.Removed, "Removed", inkDim)
	}
	if d.Method == rules.DrawRummy {
		slot(d.Pile, "Discard pile")
		// Left of the top card, whose count badge hangs below it.
		lab := d.PileFan
		lab.Max.X = max(lab.Min.X+d.Pile.W()*0.5, lab.Max.X-d.Pile.W()*0.6)
		g.labels.drawIn(dst, "Discard pile", bold, 10*sc, inkDim, geom.R(lab.Min.X, d.Flow.Min.Y, lab.W(), d.Flow.H()), 0)
		return
	}
	for i := range d.Slots {
		slot(d.Slots[i], "")
	}
	if d.Method == rules.DrawTableau {
		g.labels.drawIn(dst, "Tableau · draw any card: the library replaces it · seven lands or seven nonlands are swept away",
			italic, 10*sc, inkDim, d.Flow, 0.5)
		return
	}
	g.drawPipelineFlow(s, dst, len(v.Row))
}

// drawPipelineFlow draws a pipeline's flow: chevrons between the cards
// and an arrow under them pointing from the library (new cards come in on
// the right) to the removed pile, the leftmost card marked as the next
// to fall off and the rightmost two as new.
func (g *graphics) drawPipelineFlow(s *Scene, dst *ebiten.Image, n int) {
	d := &s.lay.Draft
	sc := s.lay.Scale
	ink := paint.Alpha(inkGold, 0.55)
	for i := 0; i+1 < len(d.Slots); i++ {
		a, b := d.Slots[i], d.Slots[i+1]
		y := a.Center().Y
		g.pr.arrow(dst, geom.V(b.Min.X+1*sc, y), geom.V(a.Max.X-1*sc, y), 1.6*sc, ink, false, 0)
	}
	y := d.Flow.Center().Y
	g.pr.arrow(dst, geom.V(d.Library.Min.X-4*sc, y), geom.V(d.Removed.Max.X+4*sc, y), 1.5*sc, paint.Alpha(inkGold, 0.4), false, 0)
	pill := func(r geom.Rect, label string, ink color.NRGBA) {
		w := g.labels.measure(label, bold, 10*sc) + 12*sc
		b := geom.Centered(geom.V(r.Center().X, y), min(w, r.W()+16*sc), d.Flow.H())
		g.pr.roundRect(dst, b, color.NRGBA{16, 13, 10, 235})
		g.labels.drawIn(dst, label, bold, 10*sc, ink, b, 0.5)
	}
	pill(d.Slots[0], "falls off next", inkFallsOff)
	if n >= 2 {
		pill(d.Slots[n-2].Union(d.Slots[n-1]), "new", inkNew)
	}
}

// drawDraftLive draws what of the band changes every frame: the library
// glowing when rummy's draw-two is a click on it, and the removed pile's
// slot under a card flying to it.
func (g *graphics) drawDraftLive(s *Scene, dst *ebiten.Image) {
	d := &s.lay.Draft
	if d.Band.Empty() || !s.libraryPick {
		return
	}
	g.pr.glowAround(dst, d.Library.Center(), d.Library.W(), 0, paint.Alpha(glowCyan, s.pickPulse()))
}

// draftDropRect returns the rectangle a drop target of the draft band
// lights, or an empty one.
func (s *draftMotion) draftDropRect(h layout.Hit) geom.Rect {
	d := &s.lay.Draft
	switch h.Kind {
	case layout.HitHand:
		if st := s.lay.SeatOf(h.Seat); st != nil {
			return st.Hand
		}
	case layout.HitPile:
		return d.PileFan
	case layout.HitRemoved:
		return d.Removed
	}
	return geom.Rect{}
}

// drawMillCounters draws a seat's mill counters at at (the left middle
// of the mark): a millstone, the number and "mill".
func (g *graphics) drawMillCounters(s *Scene, dst *ebiten.Image, at geom.Vec, n int) {
	sc := s.lay.Scale
	r := 6 * sc
	c := at.Add(geom.V(r, 0))
	g.pr.dot(dst, c, r, paint.Hex(0x9c8f7a), true)
	g.pr.dot(dst, c, r, paint.Hex(0x4a4237), false)
	g.pr.dot(dst, c, r*0.32, paint.Hex(0x2b2620), true)
	num := s.num(n)
	x := c.X + r + 3*sc
	g.labels.drawIn(dst, num, bold, smallSize*sc, inkLight, geom.R(x, at.Y-7*sc, 30*sc, 14*sc), 0)
	x += g.labels.measure(num, bold, smallSize*sc) + 3*sc
	g.labels.drawIn(dst, "mill", regular, smallSize*sc, inkDim, geom.R(x, at.Y-7*sc, 30*sc, 14*sc), 0)
}

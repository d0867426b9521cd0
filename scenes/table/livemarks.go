package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Smallest heights of the live marks on table cards, at scale 1: enough
// for their numbers and words to read on a 104-pixel card.
const (
	ptMarkMin     = 15.0
	gainedMarkMin = 13.0
	costMarkMin   = 16.0
)

// liveCreature reports whether cv, showing d, is a creature on the
// battlefield whose current characteristics the table shows.
func liveCreature(cv *rules.CardView, d *card.Def) bool {
	return cv != nil && d != nil && cv.Zone == rules.ZoneBattlefield && cv.Def == d && cv.LandDef == nil && d.IsCreature()
}

// drawLiveMarks draws over the printed face d of cv, placed at pl, what
// is true of it now: a creature's power and toughness and the keywords it
// gained on the battlefield, and what casting it costs in a hand. minH
// scales the marks' smallest heights (the table's scale; 0 for a zoom,
// whose printed boxes are large enough); zoom adds the printed power and
// toughness beside the current ones.
func (g *overlayPainter) drawLiveMarks(dst *ebiten.Image, cv *rules.CardView, d *card.Def, pl cardface.Placement, minH float64, zoom bool) {
	if cv == nil || d == nil || cv.Def != d {
		return
	}
	faces := g.svc.Faces
	switch cv.Zone {
	case rules.ZoneBattlefield:
		if !liveCreature(cv, d) {
			return
		}
		faces.DrawGained(dst, pl, cardface.Gained(d, cv.Keywords), gainedMarkMin*minH)
		faces.DrawPT(dst, pl, cardface.PTOf(d, cv.Power, cv.Toughness), ptMarkMin*minH, zoom)
	case rules.ZoneHand:
		faces.DrawCost(dst, pl, d, cv.Cost, costMarkMin*minH)
	}
}

// drawZoomMarks draws on a zoomed card at pl the live marks and, for a
// creature on the battlefield, its counters and damage.
func (g *overlayPainter) drawZoomMarks(dst *ebiten.Image, cv *rules.CardView, d *card.Def, pl cardface.Placement) {
	g.drawLiveMarks(dst, cv, d, pl, 0, true)
	if !liveCreature(cv, d) {
		return
	}
	// The badges are sized by the rectangle they are given: a corner of
	// the zoom, so they come out about as large as on a table card's
	// printed boxes rather than a fifth of the zoom. The damage burst
	// sits above the power/toughness plate.
	b := pl.Bounds()
	k := 0.45 * b.W()
	g.svc.Faces.DrawCounters(dst, geom.R(b.Max.X-k, b.Min.Y, k, k), cv.Counters)
	g.svc.Faces.DrawDamage(dst, geom.R(b.Max.X-k, b.Max.Y-0.16*b.W()-k, k, k), cv.Damage)
}

// zoomView returns the view of obj when it is a face-up card on the
// table, else nil.
func (s *overlays) zoomView(obj rules.ObjID) *rules.CardView {
	if c := s.lay.CardOf(obj); c != nil && c.FaceUp {
		return c.View
	}
	return nil
}

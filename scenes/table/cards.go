package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// placement returns where card c is drawn now: its sprite, shaken while
// it takes damage.
func (s *Scene) placement(c *layout.Card) cardface.Placement {
	sp := s.mo.sprite(c.Obj)
	pl := cardface.Placement{Center: sp.pos, Width: sp.width, Angle: sp.angle}
	if sp.alpha < 0.99 {
		pl.Alpha = max(0.01, sp.alpha)
	}
	if sp.shake > 0 {
		pl.Center.X += math.Sin(float64(s.ticks)*1.9) * sp.shake * 0.22 * s.lay.Scale
	}
	return pl
}

// shownDef is the face a table card shows: a card played as a land shows
// the land it became.
func shownDef(c *layout.Card) *card.Def {
	if c.View == nil || !c.FaceUp {
		return nil
	}
	if c.Zone == rules.ZoneBattlefield && c.View.LandDef != nil {
		return c.View.LandDef
	}
	return c.View.Def
}

// lifted reports whether c is the viewer's hand card under the cursor,
// drawn raised and on top.
func (s *Scene) lifted(c *layout.Card) bool {
	return c.Zone == rules.ZoneHand && c.Seat == s.ctrl.Viewer() && c.Obj == s.ptr.ui.hover && !s.ptr.ui.dragging && s.ptr.ui.browse == rules.NoSeat
}

// drawCards draws the table's cards in layout order, except the stack's,
// the dragged one and the lifted hand card.
func (g *graphics) drawCards(s *Scene, dst *ebiten.Image) {
	drag := s.ptr.ui.dragObj()
	for i := range s.lay.Cards {
		c := &s.lay.Cards[i]
		if c.Obj == drag || c.Zone == rules.ZoneStack || s.lifted(c) || s.mo.sprite(c.Obj).delay > 0 {
			continue
		}
		if c.Scheme {
			g.overp.drawScheme(s, dst, i)
			continue
		}
		g.drawCard(s, dst, i, s.placement(c))
	}
}

// drawCard draws layout card i at pl with its glow, marks and badges.
func (g *graphics) drawCard(s *Scene, dst *ebiten.Image, i int, pl cardface.Placement) {
	c := &s.lay.Cards[i]
	sc := s.lay.Scale
	var f uint8
	if i < len(s.flags) {
		f = s.flags[i]
	}
	pulse := s.pickPulse()
	switch {
	case s.ptr.ui.dragging && g.isTarget(s, layout.HitCard, c.Obj):
		g.pr.glowAround(dst, pl.Center, pl.Width, pl.Angle, paint.Alpha(glowGreen, pulse))
	case f&cardSelectable != 0:
		g.pr.glowAround(dst, pl.Center, pl.Width, pl.Angle, paint.Alpha(glowCyan, pulse))
	case f&cardActionable != 0 && !s.ptr.ui.dragging:
		g.pr.glowAround(dst, pl.Center, pl.Width, pl.Angle, paint.Alpha(glowGold, 0.55+0.3*pulse))
	}
	d := shownDef(c)
	var img *ebiten.Image
	if d != nil {
		img = g.face(d)
	} else {
		img = s.svc.Faces.Back(g.faceW)
	}
	cardface.DrawCard(dst, img, pl)
	if d != nil && g.known[d]&knownTable != 0 {
		g.overp.drawLiveMarks(dst, c.View, d, pl, sc, false)
	}
	b := pl.Bounds()
	sp := s.mo.sprite(c.Obj)
	if c.Zone == rules.ZoneBattlefield && c.View != nil {
		s.svc.Faces.DrawCounters(dst, b, c.View.Counters)
		s.svc.Faces.DrawDamage(dst, b, c.View.Damage)
		if c.View.SummoningSick && !sp.moving && isCreatureView(c.View) && pl.Angle == 0 {
			s.svc.Faces.DrawSummoningSick(dst, geom.R(math.Round(b.Min.X), math.Round(b.Min.Y), math.Round(b.W()), math.Round(b.H())))
		}
	}
	if sp.flash > 0 {
		g.pr.roundRect(dst, b, color.NRGBA{255, 40, 20, uint8(min(160, sp.flash*6))})
	}
	if c.Staged {
		ink := attackRed
		if c.Blocking != rules.NoObj {
			ink = blockBlue
		}
		g.pr.outline(dst, b.Inset(-3*sc), 2.5*sc, 7*sc, ink, float64(s.ticks)/40)
	}
	if f&cardLandOnly != 0 && !s.ptr.ui.dragging {
		g.landOnlyTag(s, dst, b)
	}
	if f&cardStagedOut != 0 {
		g.stagedOutMark(s, dst, b)
	}
	if c.Count > 1 {
		r := max(9*sc, b.W()*0.16)
		at := geom.V(b.Max.X-r*0.6, b.Max.Y-r*0.6)
		if c.Zone != rules.ZoneBattlefield {
			at = geom.V(b.Center().X, b.Max.Y-r*0.2)
		}
		g.pr.dot(dst, at, r, color.NRGBA{20, 16, 12, 230}, true)
		g.pr.dot(dst, at, r, inkGold, false)
		lab := s.num(c.Count)
		if c.Zone == rules.ZoneBattlefield {
			lab = s.times(c.Count)
		}
		g.labels.drawIn(dst, lab, bold, r*1.05, inkLight, geom.Centered(at, 2*r*0.9, 2*r), 0.5)
	}
}

// landOnlyText is the tag of a card that can only be played as a land.
const landOnlyText = "Land only"

// landOnlyTag marks a hand card that can only be played as a land now
// (Landless): a small dark pill with "Land only" just under its name (the
// part of a hand card the screen's edge never hides).
func (g *graphics) landOnlyTag(s *Scene, dst *ebiten.Image, b geom.Rect) {
	sc := s.lay.Scale
	h := 17 * sc
	r := geom.R(b.Min.X+b.W()*0.08, b.Min.Y+b.H()*0.14, b.W()*0.84, h)
	g.pr.roundRect(dst, r, color.NRGBA{20, 34, 22, 230})
	g.labels.drawIn(dst, landOnlyText, bold, 11*sc, paint.Hex(0xb8e6a0), r.Inset(2*sc), 0.5)
}

// times returns "×n".
func (s *Scene) times(n int) string {
	if n < len(s.timesText) {
		return s.timesText[n]
	}
	return "×" + s.num(n)
}

// isCreatureView reports whether a card view is a creature.
func isCreatureView(c *rules.CardView) bool {
	return c.Def != nil && c.Def.IsCreature()
}

// isTarget reports whether the dragged card may be dropped on a hit of
// this kind and object or seat.
func (g *graphics) isTarget(s *Scene, k layout.HitKind, obj rules.ObjID) bool {
	for _, h := range s.ptr.ui.targets {
		if h.Kind == k && (k != layout.HitCard || h.Obj == obj) {
			return true
		}
	}
	return false
}

// drawDropTargets lights the battlefields, plates and land drop the
// dragged card may be dropped on.
func (g *graphics) drawDropTargets(s *Scene, dst *ebiten.Image) {
	if !s.ptr.ui.dragging {
		return
	}
	sc := s.lay.Scale
	pulse := 0.7 + 0.3*math.Sin(float64(s.ticks)*0.12)
	under := s.lay.HitExcept(s.ptr.ui.cursor, s.ptr.ui.drag)
	for _, h := range s.ptr.ui.targets {
		var r geom.Rect
		switch h.Kind {
		case layout.HitBattlefield:
			if st := s.lay.SeatOf(h.Seat); st != nil {
				r = st.Battlefield
			}
		case layout.HitPlayer:
			if st := s.lay.SeatOf(h.Seat); st != nil {
				r = st.Plate.Inset(-3 * sc)
			}
		case layout.HitLandDrop:
			r = s.lay.LandDrop
		default:
			if r = s.draftmo.draftDropRect(h); r.Empty() {
				continue
			}
		}
		a := 0.16 * pulse
		if under.Kind == h.Kind && under.Seat == h.Seat {
			a = 0.32
		}
		g.litRect(dst, r, sc, glowGreen, a, 0.6*pulse)
	}
}

// drawPiles draws the libraries (backs with counts) and the other hands
// (small fans of backs with counts).
func (g *graphics) drawPiles(s *Scene, dst *ebiten.Image) {
	v := s.ctrl.View()
	sc := s.lay.Scale
	back := s.svc.Faces.Back(g.faceW)
	for i := range s.lay.Seats {
		st := &s.lay.Seats[i]
		pv := playerView(v, st.Seat)
		if pv == nil {
			continue
		}
		if pv.LibraryCount > 0 && (st.Viewer || v.Options.Library != rules.SharedLibrary) {
			lib := st.Library
			for k := min(pv.LibraryCount, 3) - 1; k >= 0; k-- {
				cardface.DrawCard(dst, back, cardface.Placement{Center: lib.Center().Add(geom.V(float64(k)*1.5*sc, -float64(k)*1.5*sc)), Width: lib.W()})
			}
			g.countBadge(s, dst, geom.V(lib.Center().X, lib.Max.Y-2*sc), pv.LibraryCount)
		}
		if st.Viewer || pv.HandCount == 0 || layout.HandShown(pv) {
			continue
		}
		// The cards everyone saw it take are laid out face up first.
		for k := layout.KnownInHand(pv); k < pv.HandCount; k++ {
			at, w := st.HandBacks(k, pv.HandCount)
			cardface.DrawCard(dst, back, cardface.Placement{Center: at, Width: w})
		}
		at, w := st.HandBacks(pv.HandCount-1, pv.HandCount)
		g.countBadge(s, dst, at.Add(geom.V(w*0.3, w*0.55)), pv.HandCount)
	}
}

// countBadge draws a small dark pill with n at at.
func (g *graphics) countBadge(s *Scene, dst *ebiten.Image, at geom.Vec, n int) {
	sc := s.lay.Scale
	r := geom.Centered(at, 24*sc, 15*sc)
	g.pr.roundRect(dst, r, color.NRGBA{15, 12, 10, 225})
	g.labels.drawIn(dst, s.num(n), bold, 10.5*sc, inkLight, r, 0.5)
}

// drawStack draws the stack's entries (spells as their sprites, abilities
// as their source's face with a ribbon); drawArrows draws their arrows.
func (g *graphics) drawStack(s *Scene, dst *ebiten.Image) {
	v := s.ctrl.View()
	sc := s.lay.Scale
	for _, it := range s.lay.Stack {
		if it.Index >= len(v.Stack) {
			continue
		}
		e := &v.Stack[it.Index]
		pl := cardface.Placement{Center: it.Center, Width: it.Width}
		if c := s.lay.CardOf(it.Obj); c != nil && c.Zone == rules.ZoneStack && e.IsSpell {
			for i := range s.lay.Cards {
				if &s.lay.Cards[i] == c {
					g.drawCard(s, dst, i, s.placement(c))
				}
			}
		} else {
			b := pl.Bounds()
			if cardface.IsScheme(e.Source.Def) {
				// A scheme's ability: the scheme, landscape, in the card's place.
				cardface.DrawCard(dst, g.schemeFace(e.Source.Def), pl)
				b = schemeBounds(pl)
			} else {
				cardface.DrawCard(dst, g.face(e.Source.Def), pl)
			}
			band := geom.R(b.Min.X, b.Min.Y+b.H()*0.42, b.W(), 20*sc)
			g.pr.rect(dst, band, color.NRGBA{25, 20, 40, 225})
			g.labels.drawIn(dst, "Ability", bold, 12*sc, paint.Hex(0xd9c8ff), band, 0.5)
		}
	}
}

// targetPoint returns where an arrow aimed at t ends.
func (s *Scene) targetPoint(t rules.Target) (geom.Vec, bool) {
	if t.IsPlayer() {
		if st := s.lay.SeatOf(t.Player); st != nil {
			return st.Plate.Center(), true
		}
		return geom.Vec{}, false
	}
	if c := s.lay.CardOf(t.Obj); c != nil {
		return s.mo.sprite(t.Obj).pos, true
	}
	for _, it := range s.lay.Stack {
		if it.Obj == t.Obj {
			return it.Center, true
		}
	}
	return geom.Vec{}, false
}

// drawLifted draws the hovered hand card raised above the hand.
func (g *graphics) drawLifted(s *Scene, dst *ebiten.Image) {
	for i := range s.lay.Cards {
		c := &s.lay.Cards[i]
		if !s.lifted(c) {
			continue
		}
		pl := s.placement(c)
		pl.Center.Y -= c.Height() * 0.3
		pl.Width *= 1.12
		g.drawCard(s, dst, i, pl)
	}
}

// drawDragged draws the dragged card under the cursor, a little larger,
// over a shadow.
func (g *graphics) drawDragged(s *Scene, dst *ebiten.Image) {
	if !s.ptr.ui.dragging {
		return
	}
	c := s.lay.CardOf(s.ptr.ui.drag)
	if c == nil {
		return
	}
	sc := s.lay.Scale
	pl := cardface.Placement{Center: s.ptr.ui.cursor.Sub(s.ptr.ui.grab), Width: c.Width * 1.1, Angle: c.Angle}
	g.pr.glowAround(dst, pl.Center.Add(geom.V(6*sc, 10*sc)), pl.Width, pl.Angle, color.NRGBA{0, 0, 0, 200})
	d := shownDef(c)
	var img *ebiten.Image
	if d != nil {
		img = g.face(d)
	} else {
		img = s.svc.Faces.Back(g.faceW)
	}
	cardface.DrawCard(dst, img, pl)
	if d != nil && g.known[d]&knownTable != 0 {
		g.overp.drawLiveMarks(dst, c.View, d, pl, sc, false)
	}
}

// stagedOutMark marks a hand card staged to leave the hand (discarded, or
// removed by Live-Draft's quick start) until the player confirms it: a
// moving red outline and a pill saying what will happen.
func (g *graphics) stagedOutMark(s *Scene, dst *ebiten.Image, b geom.Rect) {
	sc := s.lay.Scale
	g.pr.outline(dst, b.Inset(-3*sc), 2.5*sc, 7*sc, attackRed, float64(s.ticks)/40)
	label := "Discard"
	if d := s.ctrl.View().Pending; d.Kind == rules.DecideMulligan || d.Purpose == rules.ChooseRemove {
		label = "Remove"
	}
	r := geom.R(b.Min.X+b.W()*0.12, b.Min.Y+b.H()*0.14, b.W()*0.76, 18*sc)
	g.pr.roundRect(dst, r, color.NRGBA{70, 14, 12, 235})
	g.labels.drawIn(dst, label, bold, 12*sc, inkLight, r.Inset(2*sc), 0.5)
}

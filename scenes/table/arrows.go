package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// arrowKind tells what an arrow shows.
type arrowKind uint8

const (
	arrowAttack arrowKind = iota // an attacker to the player it attacks, or to its blocker
	arrowBlock                   // a blocker to its attacker
	arrowTarget                  // a spell or ability to its target
)

// arrowLine is one arrow of the table. Arrows are drawn on the felt only;
// one that starts on the stack (in the sidebar) has a Stub: a line from
// the entry's visible edge at Stub to From, on the felt's edge, before the
// arrow proper. A target on the stack itself is reached by a bracket
// (Bracket set) that stays in the stack's margin.
type arrowLine struct {
	From, To geom.Vec
	Kind     arrowKind
	Staged   bool
	Stub     geom.Vec
	HasStub  bool
	Bracket  bool
}

// combatArrows appends the combat's arrows: an attacker points at the
// player it attacks until it is blocked — a blocker staged for it is
// enough — then a blocked attacker points at its (first) declared
// blocker; other blockers of it, and staged ones, point at it. A
// blocker whose attacker has left the battlefield, or an attacker whose
// blockers have, gets no arrow (it was blocked: it hits no player).
// blocked remembers the attackers seen blocked while they attack; pos
// gives a card's drawn centre.
func combatArrows(out []arrowLine, t *layout.Table, pos func(rules.ObjID) geom.Vec, blocked map[rules.ObjID]bool) []arrowLine {
	for obj := range blocked {
		if c := t.CardOf(obj); c == nil || c.Zone != rules.ZoneBattlefield || c.Attacking == rules.NoSeat {
			delete(blocked, obj)
		}
	}
	for i := range t.Cards {
		c := &t.Cards[i]
		if c.Zone != rules.ZoneBattlefield || c.Tucked {
			continue
		}
		switch {
		case c.Attacking != rules.NoSeat:
			if b := firstBlocker(t, c.Obj); b != nil {
				blocked[c.Obj] = true
				out = append(out, arrowLine{From: pos(c.Obj), To: pos(b.Obj), Kind: arrowAttack})
				continue
			}
			if blocked[c.Obj] || stagedBlocker(t, c.Obj) != nil {
				continue // blocked: it hits no player
			}
			st := t.SeatOf(c.Attacking)
			if st == nil {
				continue
			}
			from := pos(c.Obj)
			out = append(out, arrowLine{From: from, To: plateEdge(st.Plate, from), Kind: arrowAttack, Staged: c.Staged})
		case c.Blocking != rules.NoObj:
			a := t.CardOf(c.Blocking)
			if a == nil || a.Zone != rules.ZoneBattlefield || a.Attacking == rules.NoSeat {
				continue
			}
			if !c.Staged && firstBlocker(t, a.Obj) == c {
				continue // the attacker's arrow joins them
			}
			out = append(out, arrowLine{From: pos(c.Obj), To: pos(a.Obj), Kind: arrowBlock, Staged: c.Staged})
		}
	}
	return out
}

// plateEdge returns where an arrow from from to a player's plate ends:
// at the plate's edge, so its head points at the plate without covering
// the name, counts or life written on it. From inside the plate it is
// the plate's centre.
func plateEdge(plate geom.Rect, from geom.Vec) geom.Vec {
	c := plate.Center()
	if plate.Contains(from) {
		return c
	}
	in, _, ok := clipSegment(from, c, plate)
	if !ok {
		return c
	}
	return in
}

// firstBlocker returns the first declared (not staged) blocker of the
// attacker, or nil.
func firstBlocker(t *layout.Table, attacker rules.ObjID) *layout.Card {
	for i := range t.Cards {
		c := &t.Cards[i]
		if c.Blocking == attacker && !c.Staged && c.Zone == rules.ZoneBattlefield {
			return c
		}
	}
	return nil
}

// stagedBlocker returns a blocker staged (not yet declared) for the
// attacker, or nil.
func stagedBlocker(t *layout.Table, attacker rules.ObjID) *layout.Card {
	for i := range t.Cards {
		c := &t.Cards[i]
		if c.Blocking == attacker && c.Staged && c.Zone == rules.ZoneBattlefield {
			return c
		}
	}
	return nil
}

// stackEdge returns the point an arrow from stack entry k leaves from: the
// left edge of the part of the entry not covered by the next one.
func stackEdge(t *layout.Table, k int) geom.Vec {
	it := t.Stack[k]
	h := it.Width * 7 / 5
	top := it.Center.Y - h/2
	shown := h
	if k+1 < len(t.Stack) {
		shown = min(h, max(0, t.Stack[k+1].Center.Y-it.Center.Y))
	}
	return geom.V(it.Center.X-it.Width/2, top+shown/2)
}

// targetArrows appends the arrows from each stack entry to its targets.
// A spell's arrows leave from the spell on the stack; an ability's from
// its source when that is on the battlefield, else from the entry. at
// finds where an arrow to a target on the table ends.
func targetArrows(out []arrowLine, t *layout.Table, v *rules.View, pos func(rules.ObjID) geom.Vec, at func(rules.Target) (geom.Vec, bool)) []arrowLine {
	for k, it := range t.Stack {
		if it.Index >= len(v.Stack) {
			continue
		}
		e := &v.Stack[it.Index]
		for _, tg := range e.Targets {
			if !tg.IsPlayer() {
				if j := stackIndexOf(t, tg.Obj); j >= 0 {
					out = append(out, arrowLine{From: stackEdge(t, k), To: stackEdge(t, j), Kind: arrowTarget, Bracket: true})
					continue
				}
			}
			to, ok := at(tg)
			if !ok {
				continue
			}
			l := arrowLine{Kind: arrowTarget}
			if c := t.CardOf(e.Source.ID); !e.IsSpell && c != nil && c.Zone == rules.ZoneBattlefield {
				l.From = pos(c.Obj)
			} else {
				l.Stub, l.HasStub = stackEdge(t, k), true
				l.From = geom.V(t.Felt.Max.X, l.Stub.Y)
			}
			l.To = to
			if tg.IsPlayer() {
				if st := t.SeatOf(tg.Player); st != nil {
					l.To = plateEdge(st.Plate, l.From)
				}
			}
			out = append(out, l)
		}
	}
	return out
}

// stackIndexOf returns the index in t.Stack of the entry that is obj (a
// spell), or -1.
func stackIndexOf(t *layout.Table, obj rules.ObjID) int {
	for j, it := range t.Stack {
		if it.Obj == obj {
			if c := t.CardOf(obj); c != nil && c.Zone == rules.ZoneStack {
				return j
			}
		}
	}
	return -1
}

// clipSegment clips the segment a–b to r (Liang–Barsky); ok is false when
// nothing of it is inside.
func clipSegment(a, b geom.Vec, r geom.Rect) (geom.Vec, geom.Vec, bool) {
	t0, t1 := 0.0, 1.0
	d := b.Sub(a)
	edges := [4][2]float64{
		{-d.X, a.X - r.Min.X}, {d.X, r.Max.X - a.X},
		{-d.Y, a.Y - r.Min.Y}, {d.Y, r.Max.Y - a.Y},
	}
	for _, e := range edges {
		p, q := e[0], e[1]
		if p == 0 {
			if q < 0 {
				return a, b, false
			}
			continue
		}
		u := q / p
		if p < 0 {
			t0 = max(t0, u)
		} else {
			t1 = min(t1, u)
		}
		if t0 > t1 {
			return a, b, false
		}
	}
	return a.Add(d.Scale(t0)), a.Add(d.Scale(t1)), true
}

// drawArrows draws the combat's and the stack's arrows: clipped to the
// felt, so none crosses the sidebar, its stack, log or prompt.
func (g *arrowPainter) drawArrows(s *Scene, dst *ebiten.Image) {
	pos := func(obj rules.ObjID) geom.Vec { return s.mo.sprite(obj).pos }
	g.arrows = combatArrows(g.arrows[:0], &s.lay, pos, g.blocked)
	g.arrows = targetArrows(g.arrows, &s.lay, s.ctrl.View(), pos, s.targetPoint)
	sc := s.lay.Scale
	phase := float64(s.ticks) / 30
	var felt *ebiten.Image // made only when an arrow needs it
	for _, a := range g.arrows {
		var ink color.NRGBA
		w := 3.5 * sc
		switch a.Kind {
		case arrowAttack:
			ink = paint.Alpha(attackRed, 0.9)
		case arrowBlock:
			ink = paint.Alpha(blockBlue, 0.95)
		default:
			ink, w = paint.Hex(0xffa43a), 3*sc
		}
		if a.Bracket {
			// Out into the stack's left margin, along, and back in.
			x := s.lay.StackArea.Min.X + 6*sc
			shadow := color.NRGBA{0, 0, 0, ink.A / 2}
			for _, c := range []struct {
				ink color.NRGBA
				w   float64
			}{{shadow, w + 2}, {ink, w}} {
				g.pr.line(dst, a.From, geom.V(x, a.From.Y), c.w, c.ink)
				g.pr.line(dst, geom.V(x, a.From.Y), geom.V(x, a.To.Y), c.w, c.ink)
			}
			g.pr.arrow(dst, geom.V(x-w/2, a.To.Y), a.To, w, ink, false, 0)
			continue
		}
		if a.HasStub {
			g.pr.line(dst, a.Stub, a.From, w+2, color.NRGBA{0, 0, 0, ink.A / 2})
			g.pr.line(dst, a.Stub, a.From, w, ink)
		}
		from, to, ok := clipSegment(a.From, a.To, s.lay.Felt)
		if !ok {
			continue
		}
		if felt == nil {
			felt = dst.SubImage(s.lay.Felt.Image()).(*ebiten.Image)
		}
		g.pr.arrow(felt, from, to, w, ink, a.Staged, phase)
	}
	if felt != nil {
		g.coverPhaseBar(s, dst)
	}
}

// coverPhaseBar draws the phase bar again from the static layer, so an
// arrow between the seats above and below it passes under the bar
// instead of across its step names and stop dots.
func (g *arrowPainter) coverPhaseBar(s *Scene, dst *ebiten.Image) {
	r := s.lay.PhaseBar.Image().Intersect(g.static.Bounds())
	if r.Empty() {
		return
	}
	if g.phaseBar == nil || g.phaseBarAt != r {
		g.phaseBar, g.phaseBarAt = g.static.SubImage(r).(*ebiten.Image), r
	}
	g.phaseOpts.GeoM.Reset()
	g.phaseOpts.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(g.phaseBar, &g.phaseOpts)
}

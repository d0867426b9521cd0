package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Blockers of one attacker that cannot all face it side by side are made
// smaller, by shrinkStep at a time, but never below minBlockerShrink of
// their width.
const (
	shrinkStep       = 0.85
	minBlockerShrink = 0.1
)

// facingShare is how much of its width (or its attacker's, when that is
// narrower) a blocker has straight in front of its attacker, at least,
// when the attacker lies over the blocker's combat lane: the blocker then
// stands in front of what it blocks.
const facingShare = 0.25

// liftFighters moves the seat's cards that fight, which fillRow put in
// their slots of the rows (kept for them), forward into the combat lane,
// straight from their slots, at the lane's card width.
func (t *combatLayout) liftFighters(st *Seat, placed []Card) {
	r := &t.rows
	lane := st.Combat
	if lane.Empty() {
		return
	}
	tucks := 0
	for i := range placed {
		if c := &placed[i]; fights(c.View, r.staging) {
			tucks = max(tucks, attachments(r.view, c.Obj))
		}
	}
	tuck := float64(min(tucks, 2))
	w := min(maxCardWidth*t.Scale, (lane.H()-2*t.Scale)*5/7/(1+0.16*tuck))
	cy := lane.Center().Y + w*7/5*0.08*tuck
	for i := range placed {
		c := &placed[i]
		if !fights(c.View, r.staging) {
			continue
		}
		c.Center, c.Width = geom.V(c.Center.X, cy), w
	}
}

// placeCombat arranges the cards in combat, which liftFighters put in
// their seats' combat lanes: the staged ones are marked, each seat's
// fighting cards are spread so that none covers another (shrunk when the
// lane is too narrow for them side by side), then the blockers of each
// seat stand in front of their attackers (placeBlockers). None leaves its
// lane, so none covers a card of a row, a plate, a pile, the phase bar or
// the Live-Draft band.
func (t *combatLayout) placeCombat(in Input) {
	r := &t.rows
	for i := range r.placed {
		c := &r.placed[i]
		if in.Staging != nil && c.Attacking == rules.NoSeat && c.Blocking == rules.NoObj {
			if s, ok := in.Staging.StagedAttack(c.Obj); ok {
				c.Attacking, c.Staged = s, true
			} else if a, ok := in.Staging.StagedBlock(c.Obj); ok {
				c.Blocking, c.Staged = a, true
			}
		}
	}
	for i := range t.Seats {
		t.spreadCombat(&t.Seats[i])
	}
	for i := range t.Seats {
		t.placeBlockers(&t.Seats[i])
	}
}

// placeBlockers puts st's blockers in front of their attackers, which lie
// in another seat: each attacker's blockers side by side, centred on its
// column, in the order of their slots in the rows; spread apart when they
// crowd each other, and made smaller until each has at least facingShare
// of itself straight in front of its attacker.
func (t *combatLayout) placeBlockers(st *Seat) {
	r := &t.rows
	any := false
	for i := range r.placed {
		if c := &r.placed[i]; c.Seat == st.Seat && c.Blocking != rules.NoObj && t.placedOf(c.Blocking) != nil {
			any = true
		}
	}
	if !any {
		return
	}
	for shrink := 1.0; ; shrink *= shrinkStep {
		t.lineUpBlockers(st)
		t.spreadCombat(st)
		if t.blockersFace(st) || shrink*shrinkStep < minBlockerShrink {
			return
		}
		for i := range r.placed {
			if c := &r.placed[i]; c.Seat == st.Seat && c.Blocking != rules.NoObj {
				c.Width *= shrinkStep
			}
		}
	}
}

// lineUpBlockers sets st's blockers of each attacker side by side,
// centred on the attacker's column (kept inside st's lane), left to right
// in the order of their slots in the rows.
func (t *combatLayout) lineUpBlockers(st *Seat) {
	r := &t.rows
	gap := margin * t.Scale * 0.5
	for ai := range r.placed {
		a := &r.placed[ai]
		if a.Attacking == rules.NoSeat {
			continue
		}
		r.fight = r.fight[:0]
		total := 0.0
		for i := range r.placed {
			if c := &r.placed[i]; c.Seat == st.Seat && c.Blocking == a.Obj {
				r.fight = append(r.fight, int32(i))
				total += t.combatExtent(c).W()
			}
		}
		if len(r.fight) == 0 {
			continue
		}
		total += gap * float64(len(r.fight)-1)
		for x := 1; x < len(r.fight); x++ {
			for y := x; y > 0 && r.placed[r.fight[y]].Home.X < r.placed[r.fight[y-1]].Home.X; y-- {
				r.fight[y], r.fight[y-1] = r.fight[y-1], r.fight[y]
			}
		}
		lane := st.Combat
		ax := max(lane.Min.X+total/2, min(lane.Max.X-total/2, a.Center.X))
		left := ax - total/2
		for _, i := range r.fight {
			c := &r.placed[i]
			w := t.combatExtent(c).W()
			c.Center.X = left + w/2
			left += w + gap
		}
	}
}

// blockersFace reports whether every blocker of st whose attacker lies
// over st's lane has facingShare of itself in front of it.
func (t *combatLayout) blockersFace(st *Seat) bool {
	r := &t.rows
	for i := range r.placed {
		c := &r.placed[i]
		if c.Seat != st.Seat || c.Blocking == rules.NoObj {
			continue
		}
		if a := t.placedOf(c.Blocking); a != nil && !faces(c.Bounds(), a.Bounds(), st.Combat) {
			return false
		}
	}
	return true
}

// faces reports whether a blocker covering blocker stands in front of an
// attacker covering attacker: when the attacker lies over the blocker's
// lane (some of its width is above or below it), at least facingShare of
// the narrower card's width is in line with the other.
func faces(blocker, attacker, lane geom.Rect) bool {
	over := min(attacker.Max.X, lane.Max.X) - max(attacker.Min.X, lane.Min.X)
	if over <= 0 {
		return true // it cannot: it stands at the lane's end nearest
	}
	in := min(blocker.Max.X, attacker.Max.X) - max(blocker.Min.X, attacker.Min.X)
	return in >= facingShare*min(blocker.W(), attacker.W(), over)
}

// placedOf returns the placed card of obj, or nil.
func (t *combatLayout) placedOf(obj rules.ObjID) *Card {
	r := &t.rows
	for i := range r.placed {
		if r.placed[i].Obj == obj {
			return &r.placed[i]
		}
	}
	return nil
}

// fights reports whether c attacks or blocks, declared or staged.
func fights(c *rules.CardView, staging Staging) bool {
	if c.Attacking != rules.NoSeat || c.Blocking != rules.NoObj {
		return true
	}
	if staging == nil {
		return false
	}
	if _, ok := staging.StagedAttack(c.ID); ok {
		return true
	}
	_, ok := staging.StagedBlock(c.ID)
	return ok
}

// combatExtent is the rectangle c covers with the cards tucked under it.
func (t *combatLayout) combatExtent(c *Card) geom.Rect {
	b := c.Bounds()
	if k := min(attachments(t.rows.view, c.Obj), 2); k > 0 {
		h := c.Height()
		b = b.Union(geom.Centered(c.Center.Add(geom.V(0, -h*0.16*float64(k))), h, h))
	}
	return b
}

// spreadCombat keeps st's fighting cards inside its combat lane and apart:
// sorted left to right, pushed right off each other, then back left off
// the box's right edge; when they cannot all lie side by side they are
// made smaller first.
func (t *combatLayout) spreadCombat(st *Seat) {
	r := &t.rows
	box := st.Combat
	gap := margin * t.Scale * 0.5
	r.fight = r.fight[:0]
	sum := 0.0
	for i := range r.placed {
		c := &r.placed[i]
		if c.Seat != st.Seat || c.Attacking == rules.NoSeat && c.Blocking == rules.NoObj {
			continue
		}
		r.fight = append(r.fight, int32(i))
		sum += t.combatExtent(c).W()
	}
	n := len(r.fight)
	if n == 0 {
		return
	}
	if room := box.W() - gap*float64(n-1); sum > room {
		k := room / sum
		for _, i := range r.fight {
			r.placed[i].Width *= k
		}
	}
	// Insertion sort by x: a handful of cards.
	for a := 1; a < n; a++ {
		for b := a; b > 0 && r.placed[r.fight[b]].Center.X < r.placed[r.fight[b-1]].Center.X; b-- {
			r.fight[b], r.fight[b-1] = r.fight[b-1], r.fight[b]
		}
	}
	left := box.Min.X
	for _, i := range r.fight {
		c := &r.placed[i]
		w := t.combatExtent(c).W()
		c.Center.X = max(c.Center.X, left+w/2)
		left = c.Center.X + w/2 + gap
	}
	right := box.Max.X
	for a := n - 1; a >= 0; a-- {
		c := &r.placed[r.fight[a]]
		w := t.combatExtent(c).W()
		c.Center.X = min(c.Center.X, right-w/2)
		right = c.Center.X - w/2 - gap
	}
	for _, i := range r.fight {
		c := &r.placed[i]
		e := t.combatExtent(c)
		c.Center = c.Center.Add(keepInside(e, box, e.Center()).Sub(e.Center()))
	}
}

// keepInside moves center so that bounds, a rectangle around it, stays
// inside area (so a fighting card never covers the phase bar or another
// seat's plate); a rectangle larger than area is centred on it.
func keepInside(bounds, area geom.Rect, center geom.Vec) geom.Vec {
	shift := func(lo, hi, alo, ahi float64) float64 {
		switch {
		case hi-lo > ahi-alo:
			return (alo+ahi)/2 - (lo+hi)/2
		case lo < alo:
			return alo - lo
		case hi > ahi:
			return ahi - hi
		}
		return 0
	}
	return center.Add(geom.V(
		shift(bounds.Min.X, bounds.Max.X, area.Min.X, area.Max.X),
		shift(bounds.Min.Y, bounds.Max.Y, area.Min.Y, area.Max.Y)))
}

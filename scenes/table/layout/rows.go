package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// tappedAngle is cardface.Tapped, repeated to keep this package free of
// drawing code.
const tappedAngle = 1.5707963267948966

// Row weights: creatures and the combat lane get the tallest rows, lands
// the shortest.
const (
	laneWeight     = 1.0
	creatureWeight = 1.0
	otherWeight    = 0.8
	landWeight     = 0.62
)

// item is one slot of a row: a card, or a pile of identical lands.
type item struct {
	first, n int // indexes into rowScratch.members
	tapped   bool
}

// rowScratch holds the slices reused while laying out battlefields.
type rowScratch struct {
	creatures, others, lands []int // indexes into View.Battlefield
	fighters                 []int // the seat's cards that attack or block
	members                  []int
	items                    []item
	placed                   []Card
	blockers                 []int32 // per placed card: how many blockers its attacker has so far
	fight                    []int32 // indexes into placed: one seat's cards in combat
	view                     *rules.View
	used                     []bool
}

// layoutBattlefields places every permanent: rows per seat, the cards in
// combat in the seat's combat lane, blockers in front of their attackers,
// and attachments tucked under their hosts.
func (t *Table) layoutBattlefields(in Input) {
	v := in.View
	r := &t.rows
	r.placed = r.placed[:0]
	r.view = v
	maxW := 0.0
	for i := range t.Seats {
		st := &t.Seats[i]
		r.creatures, r.others, r.lands = r.creatures[:0], r.others[:0], r.lands[:0]
		r.fighters = r.fighters[:0]
		for j := range v.Battlefield {
			c := &v.Battlefield[j]
			if c.Controller != st.Seat || isAttached(v, c) {
				continue
			}
			switch {
			case fights(c, in.Staging):
				r.fighters = append(r.fighters, j)
			case isLand(c):
				r.lands = append(r.lands, j)
			case isCreature(c):
				r.creatures = append(r.creatures, j)
			default:
				r.others = append(r.others, j)
			}
		}
		t.splitRows(st, len(r.others) > 0, st.Viewer && v.Options.Land == rules.LandAnyCard,
			len(r.fighters) > 0, len(r.creatures) > 0)
		t.fillRow(v, st, st.Combat, r.fighters, false, 0.5)
		w := t.fillRow(v, st, st.Creatures, r.creatures, false, 0.5)
		maxW = max(maxW, w)
		if st.Others.Empty() {
			// Lands from the left, others from the right of one row.
			nl, no := float64(len(r.lands)), float64(len(r.others))
			split := 1.0
			if no > 0 {
				split = max(0.35, min(0.8, nl/(nl+no)))
			}
			lr := st.Lands.Frac(0, 0, split, 1)
			or := st.Lands.Frac(split, 0, 1, 1)
			maxW = max(maxW, t.fillRow(v, st, lr, r.lands, true, 0))
			maxW = max(maxW, t.fillRow(v, st, or, r.others, false, 1))
		} else {
			maxW = max(maxW, t.fillRow(v, st, st.Lands, r.lands, true, 0))
			maxW = max(maxW, t.fillRow(v, st, st.Others, r.others, false, 1))
		}
	}
	t.TableCardWidth = max(maxW, maxCardWidth*t.Scale*0.8)
	t.placeCombat(in)
	t.emitBattlefield(v)
}

// splitRows divides a seat's battlefield into its rows: from the middle
// of the table outward, the combat lane (when some of its cards fight),
// the creatures (but when every creature fights), the other permanents
// (when it has some) and the lands.
func (t *Table) splitRows(st *Seat, others, landDrop, fight, creatures bool) {
	b := st.Battlefield
	creatures = creatures || !fight
	weight := func(on bool, w float64) float64 {
		if on {
			return w
		}
		return 0
	}
	hf := weight(fight, laneWeight)
	hc := weight(creatures, creatureWeight)
	ho := weight(others, otherWeight)
	total := hf + hc + ho + landWeight
	hf, hc, ho = b.H()*hf/total, b.H()*hc/total, b.H()*ho/total
	hl := b.H() - hf - hc - ho
	if st.Viewer {
		st.Combat = geom.R(b.Min.X, b.Min.Y, b.W(), hf)
		st.Creatures = geom.R(b.Min.X, b.Min.Y+hf, b.W(), hc)
		st.Others = geom.R(b.Min.X, b.Min.Y+hf+hc, b.W(), ho)
		st.Lands = geom.R(b.Min.X, b.Min.Y+hf+hc+ho, b.W(), hl)
	} else {
		st.Lands = geom.R(b.Min.X, b.Min.Y, b.W(), hl)
		st.Others = geom.R(b.Min.X, b.Min.Y+hl, b.W(), ho)
		st.Creatures = geom.R(b.Min.X, b.Min.Y+hl+ho, b.W(), hc)
		st.Combat = geom.R(b.Min.X, b.Min.Y+hl+ho+hc, b.W(), hf)
	}
	if !others {
		st.Others = geom.Rect{}
	}
	if !fight {
		st.Combat = geom.Rect{}
	}
	if !creatures {
		st.Creatures = geom.Rect{}
	}
	if landDrop {
		w := st.Lands.H() * 5 / 7 * 1.1
		t.LandDrop = geom.R(st.Lands.Min.X, st.Lands.Min.Y+2*t.Scale, w, st.Lands.H()-4*t.Scale)
		st.Lands.Min.X += w + margin*t.Scale
	}
}

// fillRow places the permanents idx (indexes into View.Battlefield) in row,
// aligned by align (0 left, 0.5 centre, 1 right), grouping identical
// untapped lands when group is set. It returns the card width used.
func (t *Table) fillRow(v *rules.View, st *Seat, row geom.Rect, idx []int, group bool, align float64) float64 {
	if len(idx) == 0 || row.Empty() {
		return 0
	}
	s := t.Scale
	r := &t.rows
	r.members = r.members[:0]
	r.items = r.items[:0]
	r.used = r.used[:0]
	for range idx {
		r.used = append(r.used, false)
	}
	for a, j := range idx {
		if r.used[a] {
			continue
		}
		r.used[a] = true
		c := &v.Battlefield[j]
		it := item{first: len(r.members), n: 1, tapped: c.Tapped}
		r.members = append(r.members, j)
		if group && groupable(v, c) {
			for b := a + 1; b < len(idx); b++ {
				if o := &v.Battlefield[idx[b]]; !r.used[b] && groupable(v, o) && sameLand(o, c) {
					r.used[b] = true
					r.members = append(r.members, idx[b])
					it.n++
				}
			}
		}
		r.items = append(r.items, it)
	}
	tucks := 0
	for _, it := range r.items {
		for k := 0; k < it.n; k++ {
			tucks = max(tucks, attachments(v, v.Battlefield[r.members[it.first+k]].ID))
		}
	}
	tuck := min(tucks, 2)
	gap := margin * s
	w := min(maxCardWidth*s, (row.H()-2*s)*5/7/(1+0.16*float64(tuck)))
	need := func(w float64) float64 {
		sum := 0.0
		for _, it := range r.items {
			if it.tapped {
				sum += w * 7 / 5
			} else {
				sum += w
			}
			sum += float64(min(it.n-1, 3)) * 2.5 * s
		}
		return sum + gap*float64(len(r.items)-1)
	}
	if n := need(w); n > row.W() {
		k := (row.W() - gap*float64(len(r.items)-1)) / (n - gap*float64(len(r.items)-1))
		w = max(w*0.6, w*k)
	}
	total := need(w)
	step := 1.0
	if total > row.W() {
		step = (row.W() - w*7/5) / (total - w*7/5)
		total = row.W()
	}
	x := row.Min.X + (row.W()-total)*align
	cy := row.Center().Y + w*7/5*0.08*float64(tuck)
	for _, it := range r.items {
		sw := w
		if it.tapped {
			sw = w * 7 / 5
		}
		cx := x + sw/2
		sw += float64(min(it.n-1, 3)) * 2.5 * s
		for k := 0; k < it.n; k++ {
			c := &v.Battlefield[r.members[it.first+k]]
			off := float64(min(k, 3)) * 2.5 * s
			card := Card{
				Obj: c.ID, View: c, Seat: st.Seat, Zone: rules.ZoneBattlefield,
				Center: geom.V(cx+off, cy-off), Width: w, FaceUp: c.Def != nil,
				Attacking: c.Attacking, Blocking: c.Blocking,
			}
			if c.Tapped {
				card.Angle = tappedAngle
			}
			if k == it.n-1 && it.n > 1 {
				card.Count = it.n
			}
			card.Home = card.Center
			r.placed = append(r.placed, card)
		}
		x += (sw + gap) * step
	}
	return w
}

// placeCombat arranges the cards in combat, which fillRow laid out in
// their seats' combat lanes: a blocker goes beside its attacker's column
// in its own seat's lane — never under the attacker, which lies in
// another seat — and each seat's fighting cards are then spread so that
// none covers another, shrunk when the lane is too narrow for them side
// by side. None leaves its lane, so none covers a card of a row, a
// plate, a pile, the phase bar or the Live-Draft band.
func (t *Table) placeCombat(in Input) {
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
	r.blockers = r.blockers[:0]
	for range r.placed {
		r.blockers = append(r.blockers, 0)
	}
	for i := range r.placed {
		c := &r.placed[i]
		if c.Blocking == rules.NoObj {
			continue
		}
		ai := -1
		for j := range r.placed {
			if r.placed[j].Obj == c.Blocking {
				ai = j
			}
		}
		st := t.SeatOf(c.Seat)
		if ai < 0 || st == nil {
			continue
		}
		a := &r.placed[ai]
		k := r.blockers[ai]
		r.blockers[ai]++
		// The first blocker faces its attacker's column, the next ones
		// to its right and left in turn.
		side := float64((k + 1) / 2)
		if k%2 == 0 {
			side = -side
		}
		c.Center.X = a.Center.X + side*(c.Bounds().W()+margin*t.Scale)
	}
	for i := range t.Seats {
		t.spreadCombat(&t.Seats[i])
	}
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
func (t *Table) combatExtent(c *Card) geom.Rect {
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
func (t *Table) spreadCombat(st *Seat) {
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
// inside area (so an attacker leaning toward its target never covers the
// phase bar or another seat's plate); a rectangle larger than area is
// centred on it.
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

// emitBattlefield adds the placed permanents to the table: quiet ones
// first, then those in combat, each after the cards tucked under it.
func (t *Table) emitBattlefield(v *rules.View) {
	r := &t.rows
	for pass := 0; pass < 2; pass++ {
		for i := range r.placed {
			c := &r.placed[i]
			combat := c.Attacking != rules.NoSeat || c.Blocking != rules.NoObj
			if combat != (pass == 1) {
				continue
			}
			k := 0
			for j := range v.Battlefield {
				a := &v.Battlefield[j]
				if a.AttachedTo != c.Obj || a.Zone != rules.ZoneBattlefield || a.ID == c.Obj {
					continue
				}
				k++
				kk := float64(min(k, 2))
				tc := Card{
					Obj: a.ID, View: a, Seat: a.Controller, Zone: rules.ZoneBattlefield,
					Center: c.Center.Add(geom.V(0, -c.Height()*0.16*kk)), Width: c.Width,
					FaceUp: a.Def != nil, Tucked: true, Attacking: rules.NoSeat, Blocking: rules.NoObj,
				}
				if a.Tapped {
					tc.Angle = tappedAngle
				}
				tc.Home = tc.Center
				t.add(tc)
			}
			t.add(*c)
		}
	}
}

// isAttached reports whether c is attached to a permanent on the
// battlefield (it is then tucked under it rather than laid in a row).
func isAttached(v *rules.View, c *rules.CardView) bool {
	if c.AttachedTo == rules.NoObj || c.AttachedTo == c.ID {
		return false
	}
	for i := range v.Battlefield {
		if v.Battlefield[i].ID == c.AttachedTo {
			return true
		}
	}
	return false
}

// attachments counts the permanents attached to obj.
func attachments(v *rules.View, obj rules.ObjID) int {
	n := 0
	for i := range v.Battlefield {
		if v.Battlefield[i].AttachedTo == obj && v.Battlefield[i].ID != obj {
			n++
		}
	}
	return n
}

// groupable reports whether a land may lie in a pile with identical ones:
// untapped, unmarked and carrying nothing.
func groupable(v *rules.View, c *rules.CardView) bool {
	return !c.Tapped && c.Damage == 0 && c.Counters == 0 && c.Def != nil && attachments(v, c.ID) == 0
}

// sameLand reports whether a and b look the same.
func sameLand(a, b *rules.CardView) bool { return a.Def == b.Def && a.LandDef == b.LandDef }

// isLand reports whether c is a land (or a card played as one).
func isLand(c *rules.CardView) bool {
	if c.LandDef != nil {
		return true
	}
	return c.Def != nil && c.Def.IsLand() && !c.Def.IsCreature()
}

// isCreature reports whether c is a creature now.
func isCreature(c *rules.CardView) bool {
	if c.Def == nil {
		return false
	}
	return c.Def.IsCreature() || c.Toughness > 0 && !c.Def.IsLand()
}

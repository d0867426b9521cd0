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
	members                  []int
	items                    []item
	placed                   []Card
	fight                    []int32 // indexes into placed: one seat's cards in combat
	view                     *rules.View
	staging                  Staging
	used                     []bool
}

// layoutBattlefields places every permanent: rows per seat, the cards in
// combat in the seat's combat lane, blockers in front of their attackers,
// and attachments tucked under their hosts. A card in combat keeps its
// slot in its row, so the cards left there do not move when it goes to
// fight or comes back; and the viewer, declaring attackers or blockers,
// has its lane from the start of the declaration, so staging one does
// not re-lay its board under the pointer (other seats declare at once).
func (t *Table) layoutBattlefields(in Input) {
	v := in.View
	r := &t.rows
	r.placed = r.placed[:0]
	r.view = v
	r.staging = in.Staging
	maxW := 0.0
	for i := range t.Seats {
		st := &t.Seats[i]
		r.creatures, r.others, r.lands = r.creatures[:0], r.others[:0], r.lands[:0]
		fighters := false
		for j := range v.Battlefield {
			c := &v.Battlefield[j]
			if c.Controller != st.Seat || isAttached(v, c) {
				continue
			}
			fighters = fighters || fights(c, in.Staging)
			switch {
			case isLand(c):
				r.lands = append(r.lands, j)
			case isCreature(c):
				r.creatures = append(r.creatures, j)
			default:
				r.others = append(r.others, j)
			}
		}
		lane := fighters || st.Viewer && declaring(v, st.Seat) && len(r.creatures) > 0
		t.splitRows(st, len(r.others) > 0, st.Viewer && v.Options.Land == rules.LandAnyCard,
			lane, len(r.creatures) > 0)
		first := len(r.placed)
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
		t.fights.liftFighters(st, r.placed[first:])
	}
	t.TableCardWidth = max(maxW, maxCardWidth*t.Scale*0.8)
	t.fights.placeCombat(in)
	t.emitBattlefield(v)
}

// declaring reports whether seat is declaring its attackers or blockers.
func declaring(v *rules.View, seat rules.Seat) bool {
	k := v.Pending.Kind
	return v.Pending.Seat == seat && (k == rules.DecideAttackers || k == rules.DecideBlockers)
}

// splitRows divides a seat's battlefield into its rows: from the middle
// of the table outward, the combat lane (when some of its cards fight, or
// it is declaring them), the creatures, the other permanents (when it has
// some) and the lands.
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
		fighting := fights(c, r.staging)
		// A fighter's slot keeps its width from before it went to fight.
		it := item{first: len(r.members), n: 1, tapped: c.Tapped && !fighting}
		r.members = append(r.members, j)
		if group && !fighting && groupable(v, c) {
			for b := a + 1; b < len(idx); b++ {
				if o := &v.Battlefield[idx[b]]; !r.used[b] && !fights(o, r.staging) && groupable(v, o) && sameLand(o, c) {
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
	// A pile of lands steps its cards up and right: the row keeps room
	// for the steps, so the top card never leaves it.
	piled := 0
	for _, it := range r.items {
		piled = max(piled, min(it.n-1, 3))
	}
	lift := float64(piled) * 2.5 * s
	gap := margin * s
	w := min(maxCardWidth*s, (row.H()-2*s-lift)*5/7/(1+0.16*float64(tuck)))
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
	cy := row.Center().Y + w*7/5*0.08*float64(tuck) + lift/2
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

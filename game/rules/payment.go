package rules

import (
	"math/bits"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// canUseMana reports whether s may activate mana ability i of id now.
func (g *Game) canUseMana(s Seat, id ObjID, ab *card.Ability) bool {
	o := &g.objs[id]
	if o.Controller != s || o.Zone != ZoneBattlefield {
		return false
	}
	if ab.Tap && (o.Tapped || g.summoningSick(id)) {
		return false
	}
	return true
}

// manaSources lists the mana s could make from untapped permanents, one
// entry per mana, skipping the object being cast or activated. Each
// permanent uses its first usable mana ability. The slices are scratch
// space owned by the game; g.manaMulti counts the permanents that have
// another mana ability to choose instead (see manaSourcesAlt).
func (g *Game) manaSources(s Seat, skip ObjID) []mana.Source {
	return g.manaSourcesAlt(s, skip, 0)
}

// manaSourcesAlt is manaSources where the first alt permanents with several
// usable mana abilities use their last one instead of their first (the
// Hollow of Landless: {T}: add {C}, or {1}, {T}: add any colour).
func (g *Game) manaSourcesAlt(s Seat, skip ObjID, alt int) []mana.Source {
	if skip != NoObj && g.objs[skip].Zone != ZoneBattlefield {
		// A spell being cast is no mana source: the answer is the plain
		// one, and its slot is the seat's own.
		skip = NoObj
	}
	m := g.mana.slot(s, skip, alt)
	if ver := g.mana.seatVer(s); !m.holds(ver, s, skip, alt) {
		if m.tapsSince(ver, s, skip, alt) {
			g.dropTapped(m, ver)
		} else {
			g.fillManaSlot(m, s, skip, alt)
		}
	}
	if g.manaAt != m {
		g.manaAt = m
	}
	g.manaMulti = m.multi
	return m.srcs
}

// fillManaSlot works out manaSourcesAlt(s, skip, alt) into slot m.
func (g *Game) fillManaSlot(m *manaSlot, s Seat, skip ObjID, alt int) {
	g.refresh()
	if m.srcs == nil { // room for most boards at once, rather than growing
		m.srcs, m.objs, m.abs = make([]mana.Source, 0, 16), make([]ObjID, 0, 16), make([]int8, 0, 16)
	}
	srcs, objs, abs, multi, tapOnly := m.srcs[:0], m.objs[:0], m.abs[:0], 0, true
	perms := g.manaPerms(s)
	for i := range perms {
		mp := &perms[i]
		id := mp.id
		if id == skip {
			continue
		}
		if mp.n > 0 {
			// One {T} mana ability, its sources worked out in the index.
			if g.objs[id].Tapped || mp.creature && g.summoningSick(id) {
				continue
			}
			for range mp.n {
				srcs = append(srcs, mp.src)
				objs = append(objs, id)
				abs = append(abs, mp.first)
			}
			continue
		}
		d := g.objs[id].Base()
		first, last := int(mp.first), int(mp.last)
		if mp.tapOnly {
			if g.objs[id].Tapped || mp.creature && g.summoningSick(id) {
				continue
			}
		} else {
			first, last = g.usableManaAbilities(s, id, d)
			if first < 0 {
				continue
			}
			tapOnly = false
		}
		use := first
		if last != first {
			multi++
			if multi <= alt {
				use = last
			}
		}
		ab := &d.Abilities[use]
		e := &ab.Effects[0]
		for k := 0; k < int(max(e.Amount, 1)); k++ {
			srcs = append(srcs, mana.Source{Kinds: e.ManaKinds, ExtraCost: ab.Cost})
			objs = append(objs, id)
			abs = append(abs, int8(use))
		}
	}
	// Field by field: the slot keeps its room (a struct literal would
	// also clear and copy the whole slot).
	m.filled, m.ver, m.seat, m.skip, m.alt, m.multi = true, g.mana.seatVer(s), s, skip, alt, multi
	m.tapOnly = tapOnly && multi == 0
	m.srcs, m.objs, m.abs = srcs, objs, abs
}

// findPayment looks for a way to pay cost, trying permanents' other mana
// abilities when the first ones are not enough. On success g.manaAt
// holds the sources that work.
func (g *Game) findPayment(s Seat, cost mana.Cost, skip ObjID) bool {
	pool := g.players[s].Pool
	srcs := g.manaSources(s, skip)
	if pool.Total()+len(srcs) < cost.Total() {
		return false
	}
	if mana.Affordable(cost, pool, srcs) {
		return true
	}
	for alt, n := 1, g.manaMulti; alt <= n; alt++ {
		if mana.Affordable(cost, pool, g.manaSourcesAlt(s, skip, alt)) {
			return true
		}
	}
	return false
}

// canAfford reports whether s can pay cost from the pool and untapped sources.
func (g *Game) canAfford(s Seat, cost mana.Cost, skip ObjID) bool {
	pool := g.players[s].Pool
	if pool.CanPay(cost) {
		return true
	}
	if skip == NoObj || g.objs[skip].Zone != ZoneBattlefield {
		return g.affordAll(s, cost)
	}
	return g.findPayment(s, cost, skip)
}

// affordAll reports whether s can pay cost from the pool and all its
// untapped sources. When the game's affordCache holds answers for the
// seat as it is now, the answer comes from there: the listing of priority
// actions fills it, so the first payment decision of a spell asks what
// deciding it could be cast found out. Otherwise the cache is left alone
// (each payment decision of a spell sees another pool and other sources;
// emptying the cache for it would only lose the priority answers).
func (g *Game) affordAll(s Seat, cost mana.Cost) bool {
	c := &g.afford
	if c.key == g.affordKeyOf(s) && !c.multi {
		if ok, found := c.lookup(cost); found {
			return ok
		}
		// The cache works from the seat's remembered sources: bring
		// them up to date (cancelling a spell gives back an older version).
		g.manaSources(s, NoObj)
		return c.affordable(cost)
	}
	return g.findPayment(s, cost, NoObj)
}

// autoPay taps sources as planned and pays cost from the pool, keeping
// back where it can what the rest of s's hand and its open abilities need
// (see manaToKeep). A pool that can pay cost pays it alone (see payFromPool).
func (g *Game) autoPay(s Seat, cost mana.Cost, skip ObjID) bool {
	p := &g.players[s]
	if p.Pool.CanPay(cost) {
		return g.payFromPool(s, cost, skip)
	}
	if !g.findPayment(s, cost, skip) {
		return false
	}
	keep := g.manaToKeep(s, cost, g.manaAt.srcs)
	var useBuf [16]mana.Use
	plan, ok := mana.AppendPlanKeeping(useBuf[:0], cost, keep, p.Pool, g.manaAt.srcs)
	if !ok {
		return false
	}
	// Copies: activating a source with an extra cost may pay it with
	// autoPay, which reuses the game's scratch slices.
	var objBuf [16]ObjID
	var abBuf [16]int8
	objs := append(objBuf[:0], g.manaAt.objs...)
	abs := append(abBuf[:0], g.manaAt.abs...)
	for _, u := range plan.Uses {
		id := objs[u.Source]
		if g.objs[id].Tapped {
			continue
		}
		// An extra cost is paid from the mana already made for cost:
		// the pool keeps what cost still needs.
		g.activateManaKeeping(id, int(abs[u.Source]), u.Kind, cost)
	}
	return p.Pool.PayKeeping(cost, plan.Keep)
}

// payFromPool pays cost from s's pool, which can pay it, spending on the
// generic part first the mana that what s would keep (see manaToKeep,
// with the sources it could tap but skip's) does not need.
func (g *Game) payFromPool(s Seat, cost mana.Cost, skip ObjID) bool {
	p := &g.players[s]
	var keep mana.Cost
	if cost.Generic > 0 && p.Pool.Total() > cost.Total() {
		keep = g.manaToKeep(s, cost, g.manaSources(s, skip))
	}
	return p.Pool.PayKeeping(cost, keep)
}

// payGeneric pays n generic mana for s automatically, if possible.
func (g *Game) payGeneric(s Seat, n int) bool {
	cost := mana.Cost{Generic: int8(n)}
	if !g.canAfford(s, cost, NoObj) {
		return false
	}
	return g.autoPay(s, cost, NoObj)
}

// activateManaKeeping activates mana ability i of id, adding mana of kind
// k (one of the kinds it can make) for each mana it makes. The ability's
// own mana cost is paid from the pool, if it can be, with the mana keep
// does not need (see mana.Pool.PayKeeping), otherwise automatically.
func (g *Game) activateManaKeeping(id ObjID, i int, k mana.Kind, keep mana.Cost) {
	o := &g.objs[id]
	ab := &o.Base().Abilities[i]
	s := o.Controller
	p := &g.players[s]
	if !ab.Cost.IsZero() && !p.Pool.PayKeeping(ab.Cost, keep) {
		if !g.autoPay(s, ab.Cost, id) {
			return
		}
	}
	if g.cast != nil {
		g.tappedForMana(g.cast, s, id, i)
	}
	if ab.Tap {
		g.tap(id)
		if g.cast != nil {
			if g.cast.tapped == nil {
				g.cast.tapped = g.cast.tapBuf[:0]
			}
			g.cast.tapped = append(g.cast.tapped, id)
		}
	}
	e := &ab.Effects[0]
	if e.ManaKinds&k.Bit() == 0 {
		k = firstKind(e.ManaKinds)
	}
	n := int(max(e.Amount, 1))
	p.Pool.Add(k, n)
	g.emit(Event{Kind: EvMana, Seat: s, Obj: id, Other: NoObj, Target: noTarget, Amount: int(k)})
}

// appendManaTaps adds an ActTapMana for each mana ability and kind s could use.
func (g *Game) appendManaTaps(out []Action, s Seat, skip ObjID) []Action {
	perms := g.manaPerms(s)
	for j := range perms {
		mp := &perms[j]
		id := mp.id
		if id == skip {
			continue
		}
		if mp.tapOnly && (g.objs[id].Tapped || mp.creature && g.summoningSick(id)) {
			continue
		}
		if mp.plain {
			// One {T} mana ability without another cost (see manaPerm).
			for kinds := mp.src.Kinds & (1<<mana.NumKinds - 1); kinds != 0; kinds &= kinds - 1 {
				k := bits.TrailingZeros8(kinds)
				out = append(out, Action{Kind: ActTapMana, Obj: id, Index: int16(mp.first), Kind2: uint8(k), Target: noTarget})
			}
			continue
		}
		d := g.objs[id].Base()
		for i := int(mp.first); i <= int(mp.last); i++ {
			ab := &d.Abilities[i]
			if ab.Kind != card.ManaAbility || len(ab.Effects) == 0 || !mp.tapOnly && !g.canUseMana(s, id, ab) {
				continue
			}
			if !ab.Cost.IsZero() && !g.canAfford(s, ab.Cost, id) {
				continue
			}
			for kinds := ab.Effects[0].ManaKinds & (1<<mana.NumKinds - 1); kinds != 0; kinds &= kinds - 1 {
				k := bits.TrailingZeros8(kinds)
				out = append(out, Action{Kind: ActTapMana, Obj: id, Index: int16(i), Kind2: uint8(k), Target: noTarget})
			}
		}
	}
	return out
}

// usableManaAbilities returns the first and last mana abilities with an
// effect that s may use now on permanent id (with definition d), or -1s.
func (g *Game) usableManaAbilities(s Seat, id ObjID, d *card.Def) (first, last int) {
	first, last = -1, -1
	for i := range d.Abilities {
		ab := &d.Abilities[i]
		if ab.Kind != card.ManaAbility || !g.canUseMana(s, id, ab) || len(ab.Effects) == 0 {
			continue
		}
		if first < 0 {
			first = i
		}
		last = i
	}
	return first, last
}

package medium

import (
	"sort"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// lethalHit reports whether dmg damage (from a source with deathtouch
// when dt) kills c.
func lethalHit(c *rules.CardView, dmg int, dt bool) bool {
	if dmg <= 0 || c.Keywords.Has(card.Indestructible) {
		return false
	}
	return dt || dmg >= c.Toughness-c.Damage
}

// Duel says which of two creatures fighting in combat (a attacker, d
// blocker) die, with first and double strike.
func Duel(a, d *rules.CardView) (aDies, dDies bool) {
	aFirst := a.Keywords.Has(card.FirstStrike) || a.Keywords.Has(card.DoubleStrike)
	dFirst := d.Keywords.Has(card.FirstStrike) || d.Keywords.Has(card.DoubleStrike)
	aDT, dDT := a.Keywords.Has(card.Deathtouch), d.Keywords.Has(card.Deathtouch)
	toA, toD := 0, 0
	if aFirst {
		toD += a.Power
	}
	if dFirst {
		toA += d.Power
	}
	aDies, dDies = lethalHit(a, toA, dDT), lethalHit(d, toD, aDT)
	if !aDies && (!aFirst || a.Keywords.Has(card.DoubleStrike)) {
		toD += a.Power
	}
	if !dDies && (!dFirst || d.Keywords.Has(card.DoubleStrike)) {
		toA += d.Power
	}
	return lethalHit(a, toA, dDT), lethalHit(d, toD, aDT)
}

// canBlock reports whether blocker bl could block attacker a (evasion and
// "can't block" statics the view shows).
func (b *Board) canBlock(bl, a *rules.CardView) bool {
	if !cardvalue.IsCreature(bl) || bl.Tapped {
		return false
	}
	if a.Keywords.Has(card.Flying) && !bl.Keywords.Has(card.Flying) && !bl.Keywords.Has(card.Reach) {
		return false
	}
	return !b.cantBlock(bl)
}

// cantBlock reports whether a static ability the view shows stops c blocking.
func (b *Board) cantBlock(c *rules.CardView) bool {
	return b.stoppedBy(c, func(st *card.StaticAbility) bool { return st.CantBlock })
}

// blockersOf lists the creatures blocking attacker a.
func (b *Board) blockersOf(a rules.ObjID) []*rules.CardView {
	var out []*rules.CardView
	for i := range b.V.Battlefield {
		if c := &b.V.Battlefield[i]; c.Blocking == a {
			out = append(out, c)
		}
	}
	return out
}

// pumpScore is what giving creature c +dp/+dt and keywords kw until end
// of turn gains its controller: it matters when blocks are known.
func (b *Board) pumpScore(c *rules.CardView, dp, dt int, kw card.Keywords) float64 {
	base := 0.05*float64(dp+dt) + b.saveScore(c, dp, dt, kw)
	if b.V.Step != rules.StepBlockers && b.V.Step != rules.StepFirstStrike {
		return base
	}
	up := *c
	up.Power += dp
	up.Toughness += dt
	up.Keywords |= kw
	switch {
	case c.Attacking != rules.NoSeat:
		bls := b.blockersOf(c.ID)
		if len(bls) == 0 {
			def := c.Attacking
			s := float64(dp) * 0.8 * b.lifeWeight(def)
			if b.unblockedDamage(def)+dp >= b.V.Players[def].Life && b.unblockedDamage(def) < b.V.Players[def].Life {
				s += 50
			}
			return base + s
		}
		return base + duelGain(c, &up, bls[0], false)
	case c.Blocking != rules.NoObj:
		a := b.Obj(c.Blocking)
		if a == nil {
			return base
		}
		return base + duelGain(c, &up, a, true)
	}
	return base
}

// duelGain is what pumping c (to up) changes in its fight with o; blocking
// says c is the blocker.
func duelGain(c, up, o *rules.CardView, blocking bool) float64 {
	var cDies0, oDies0, cDies1, oDies1 bool
	if blocking {
		oDies0, cDies0 = Duel(o, c)
		oDies1, cDies1 = Duel(o, up)
	} else {
		cDies0, oDies0 = Duel(c, o)
		cDies1, oDies1 = Duel(up, o)
	}
	g := 0.0
	if cDies0 && !cDies1 {
		g += cardvalue.Creature(c)
	}
	if !oDies0 && oDies1 {
		g += cardvalue.Creature(o)
	}
	return g
}

// unblockedDamage is the combat damage the unblocked attackers deal to s.
func (b *Board) unblockedDamage(s rules.Seat) int {
	n := 0
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Attacking == s && len(b.blockersOf(c.ID)) == 0 {
			n += Strikes(c)
		}
	}
	return n
}

// Strikes is the damage a creature deals to a player unblocked.
func Strikes(c *rules.CardView) int {
	if c.Power <= 0 {
		return 0
	}
	if c.Keywords.Has(card.DoubleStrike) {
		return 2 * c.Power
	}
	return c.Power
}

// byValue sorts creatures by value, most valuable first (ties by ID).
func byValue(cs []*rules.CardView) {
	sort.SliceStable(cs, func(i, j int) bool {
		vi, vj := cardvalue.Creature(cs[i]), cardvalue.Creature(cs[j])
		if vi != vj {
			return vi > vj
		}
		return cs[i].ID < cs[j].ID
	})
}

package rules

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// maxManaDemands is how many costs manaToKeep weighs; a hand and board
// with more coloured costs than that weigh their first ones.
const maxManaDemands = 16

// manaToKeep returns the mana that auto-paying cost for seat s should leave
// s able to pay, where it can: the coloured costs s could still want to
// pay this turn (see appendManaDemands), cheapest first, each added while
// cost and all those kept so far can be paid together from the pool and
// srcs. Costs of generic mana alone are left out: whatever is left pays
// them as well as anything could.
func (g *Game) manaToKeep(s Seat, cost mana.Cost, srcs []mana.Source) mana.Cost {
	pool := g.players[s].Pool
	spare := pool.Total() + len(srcs) - cost.Total()
	if spare <= 0 {
		return mana.Cost{}
	}
	var buf [maxManaDemands]mana.Cost
	demands := g.appendManaDemands(buf[:0], s, spare)
	if len(demands) == 0 || pool == (mana.Pool{}) && interchangeable(srcs, demands) {
		return mana.Cost{}
	}
	var keep mana.Cost
	for _, d := range demands {
		if keep.Total()+d.Total() > spare {
			continue
		}
		if next := keep.Plus(d); mana.Affordable(cost.Plus(next), pool, srcs) {
			keep = next
		}
	}
	return keep
}

// appendManaDemands appends to dst, sorted by total (cheapest first, then
// in the order found), the coloured costs of at most spare mana that s
// could still pay this turn: the cards in its hand it could cast (every
// spell on its own turn, otherwise instants and flash) other than the one
// being cast, and the activated abilities of its permanents it could use
// (not those needing {T} of a permanent that is tapped, summoning sick or
// being tapped for the ability being activated; sorcery-speed ones only
// on its own turn). X counts as zero. dst keeps its capacity: costs
// beyond it are dropped.
func (g *Game) appendManaDemands(dst []mana.Cost, s Seat, spare int) []mana.Cost {
	own := g.isActive(s)
	casting, tapping := NoObj, NoObj
	if c := g.cast; c != nil && c.seat == s {
		if c.ability < 0 {
			casting = c.obj
		} else if g.abilityOf(c).Tap {
			tapping = c.obj
		}
	}
	add := func(cost mana.Cost) {
		cost = cost.WithX(0)
		if cost.Colors() == 0 || cost.Total() > spare || len(dst) == cap(dst) {
			return
		}
		dst = append(dst, cost)
		for i := len(dst) - 1; i > 0 && dst[i-1].Total() > dst[i].Total(); i-- {
			dst[i-1], dst[i] = dst[i], dst[i-1]
		}
	}
	var mods costMods
	modsBuilt := false
	for _, id := range g.players[s].Hand {
		o := &g.objs[id]
		if id == casting || o.Def.IsLand() || o.Def.Types.Has(card.Scheme) || !own && !o.instant {
			continue
		}
		if !modsBuilt {
			mods, modsBuilt = g.costModsFor(s), true
		}
		add(mods.cost(o.Def))
	}
	for _, id := range g.activatedPerms(s) {
		o := &g.objs[id]
		d := o.Base()
		for i := range d.Abilities {
			ab := &d.Abilities[i]
			if ab.Kind != card.Activated || (ab.SorcerySpeed || ab.Equip) && !own {
				continue
			}
			if ab.Tap && (id == tapping || o.Tapped || g.summoningSick(id)) {
				continue
			}
			add(ab.Cost)
		}
	}
	return dst
}

// interchangeable reports whether every source in srcs makes every colour
// the demands have, with nothing but itself to pay: then which of them
// are left makes no difference to the demands.
func interchangeable(srcs []mana.Source, demands []mana.Cost) bool {
	var colors mana.ColorSet
	for _, d := range demands {
		colors |= d.Colors()
	}
	want := mana.KindsOf(colors)
	for _, src := range srcs {
		if src.ExtraCost != (mana.Cost{}) || src.Kinds&want != want {
			return false
		}
	}
	return true
}

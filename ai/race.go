package ai

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// isRemoval reports whether an ability's effects kill, exile, bounce or
// edict creatures: a card worth keeping for a creature that matters.
func isRemoval(ab *card.Ability) bool {
	if ab == nil {
		return false
	}
	for _, e := range ab.Effects {
		switch e.Kind {
		case card.Destroy, card.Exile, card.Damage, card.Bounce:
			if e.Target >= 0 && int(e.Target) < len(ab.Targets) && cardvalue.CreatureTarget(ab.Targets[e.Target].Kind) {
				return true
			}
		case card.Pump:
			if e.Toughness < 0 && e.Target >= 0 && int(e.Target) < len(ab.Targets) && cardvalue.CreatureTarget(ab.Targets[e.Target].Kind) {
				return true
			}
		case card.Fight:
			return true
		case card.Sacrifice:
			if e.Who == card.EachOpponent {
				return true
			}
		}
	}
	return false
}

// pressed reports whether the deciding seat is under pressure: the foes'
// creatures would kill it within two turns, or its life is low.
func (b *board) pressed() bool {
	life := b.v.Players[b.me].Life
	return life <= 5 || 2*b.foePower() >= life
}

// foePower is the damage all opponents' creatures could deal unblocked.
func (b *board) foePower() int {
	n := 0
	for _, f := range b.foes() {
		for _, c := range b.creatures(f) {
			if !c.Keywords.Has(card.Defender) {
				n += strikes(c)
			}
		}
	}
	return n
}

// clocks returns the turns the deciding seat needs to kill def with its
// creatures unblocked (its team's, in a shared team turn, when they all
// attack together), and the turns the opponents need to kill it (a large
// number when a side has no power).
func (b *board) clocks(def rules.Seat) (mine, theirs int) {
	my := 0
	for _, s := range b.attackingSide() {
		for _, c := range b.creatures(s) {
			if !c.Keywords.Has(card.Defender) {
				my += strikes(c)
			}
		}
	}
	return turnsToKill(b.v.Players[def].Life, my), turnsToKill(b.v.Players[b.me].Life, b.foePower())
}

// attackingSide lists the seats that attack together with the deciding
// seat: its whole team still in the game in a shared team turn, else
// itself.
func (b *board) attackingSide() []rules.Seat {
	if !b.v.Options.SharedTeamTurns {
		return []rules.Seat{b.me}
	}
	var out []rules.Seat
	for i := range b.v.Players {
		if p := &b.v.Players[i]; !p.Lost && p.Team == b.team {
			out = append(out, rules.Seat(i))
		}
	}
	return out
}

// turnsToKill is how many hits of dmg take life to 0.
func turnsToKill(life, dmg int) int {
	if dmg <= 0 {
		return 99
	}
	return (max(life, 0) + dmg - 1) / dmg
}

// goodBlocker reports whether our creature c could block some opposing
// creature next turn and kill it or survive.
func (b *board) goodBlocker(c *rules.CardView) bool {
	for _, f := range b.foes() {
		for _, a := range b.creatures(f) {
			if a.Keywords.Has(card.Defender) || a.Power <= 0 || !b.canBlockUntapped(c, a) {
				continue
			}
			if aDies, cDies := duel(a, c); aDies || !cDies {
				return true
			}
		}
	}
	return false
}

// clearsBlocker reports whether casting d (ability ab) now would kill or
// remove its best target, an untapped opposing creature that stops one
// of our creatures from attacking safely.
func (b *board) clearsBlocker(d *card.Def, ab *card.Ability, id rules.ObjID) bool {
	specs := specsOf(d, ab, true)
	if len(specs) == 0 || !isRemoval(ab) {
		return false
	}
	first := rules.PlayerTarget(rules.NoSeat)
	best, bs := first, 0.0
	for _, t := range b.candidates(specs[0], id) {
		if s := b.scoreTarget(d, ab, true, id, 0, t, first, b.maxX(d)); s > bs {
			best, bs = t, s
		}
	}
	bl := b.obj(best.Obj)
	if best.IsPlayer() || bl == nil || !b.foe(bl.Controller) || bl.Tapped || b.cantBlock(bl) {
		return false
	}
	for _, c := range b.creatures(b.me) {
		if c.Tapped || c.SummoningSick || c.Power <= 0 || c.Keywords.Has(card.Defender) || !b.canBlock(bl, c) {
			continue
		}
		if cDies, _ := duel(c, bl); cDies {
			return true
		}
	}
	return false
}

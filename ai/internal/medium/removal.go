package medium

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

// clearsBlocker reports whether casting d (ability ab) now would kill or
// remove its best target, an untapped opposing creature that stops one
// of our creatures from attacking safely.
func (b *Board) clearsBlocker(d *card.Def, ab *card.Ability, id rules.ObjID) bool {
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
	bl := b.Obj(best.Obj)
	if best.IsPlayer() || bl == nil || !b.foe(bl.Controller) || bl.Tapped || b.cantBlock(bl) {
		return false
	}
	for _, c := range b.Creatures(b.Me) {
		if c.Tapped || c.SummoningSick || c.Power <= 0 || c.Keywords.Has(card.Defender) || !b.canBlock(bl, c) {
			continue
		}
		if cDies, _ := Duel(c, bl); cDies {
			return true
		}
	}
	return false
}

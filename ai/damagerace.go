package ai

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

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

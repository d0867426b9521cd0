package medium

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// pressed reports whether the deciding seat is under pressure: the foes'
// creatures would kill it within two turns, or its life is low.
func (b *Board) pressed() bool {
	life := b.V.Players[b.Me].Life
	return life <= 5 || 2*b.foePower() >= life
}

// foePower is the damage all opponents' creatures could deal unblocked.
func (b *Board) foePower() int {
	n := 0
	for _, f := range b.Foes() {
		for _, c := range b.Creatures(f) {
			if !c.Keywords.Has(card.Defender) {
				n += Strikes(c)
			}
		}
	}
	return n
}

// Clocks returns the turns the deciding seat needs to kill def with its
// creatures unblocked (its team's, in a shared team turn, when they all
// attack together), and the turns the opponents need to kill it (a large
// number when a side has no power).
func (b *Board) Clocks(def rules.Seat) (mine, theirs int) {
	my := 0
	for _, s := range b.attackingSide() {
		for _, c := range b.Creatures(s) {
			if !c.Keywords.Has(card.Defender) {
				my += Strikes(c)
			}
		}
	}
	return turnsToKill(b.V.Players[def].Life, my), turnsToKill(b.V.Players[b.Me].Life, b.foePower())
}

// attackingSide lists the seats that attack together with the deciding
// seat: its whole team still in the game in a shared team turn, else
// itself.
func (b *Board) attackingSide() []rules.Seat {
	if !b.V.Options.SharedTeamTurns {
		return []rules.Seat{b.Me}
	}
	var out []rules.Seat
	for i := range b.V.Players {
		if p := &b.V.Players[i]; !p.Lost && p.Team == b.Team {
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
func (b *Board) goodBlocker(c *rules.CardView) bool {
	for _, f := range b.Foes() {
		for _, a := range b.Creatures(f) {
			if a.Keywords.Has(card.Defender) || a.Power <= 0 || !b.canBlockUntapped(c, a) {
				continue
			}
			if aDies, cDies := Duel(a, c); aDies || !cDies {
				return true
			}
		}
	}
	return false
}

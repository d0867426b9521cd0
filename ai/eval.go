package ai

import (
	"github.com/kitchentable/kitchentable/game/rules"
)

// winScore is the evaluation of a won game (minus: lost).
const winScore = 1000

// evaluate scores a position for the deciding seat of v: its side's
// material and life less the strongest opposing side's.
func evaluate(v *rules.View) float64 {
	b := newBoard(v)
	if v.Over || v.Players[b.me].Lost {
		switch {
		case v.Players[b.me].Lost && !teamAlive(v, b.team):
			return -winScore
		case len(b.foes()) == 0:
			return winScore
		}
	}
	sides := map[int]float64{}
	for i := range v.Players {
		p := &v.Players[i]
		if p.Lost {
			continue
		}
		life := float64(min(p.Life, 20)) + 0.3*float64(max(p.Life-20, 0))
		if p.Life <= 5 {
			life -= float64(6-p.Life) * 1.5 // close to dying
		}
		sides[p.Team] += life + 1.2*float64(p.HandCount) + schemeWorth*float64(ongoingSchemes(v, rules.Seat(i)))
	}
	lands := map[rules.Seat]int{}
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if int(c.Controller) >= len(v.Players) || v.Players[c.Controller].Lost {
			continue
		}
		t := v.Players[c.Controller].Team
		if isLand(c) {
			lands[c.Controller]++
			if lands[c.Controller] <= 7 {
				sides[t] += 1.0
			}
			continue
		}
		sides[t] += permValue(c)
	}
	best := -1e18
	for t, s := range sides {
		if t != b.team && s > best {
			best = s
		}
	}
	if best == -1e18 {
		return winScore
	}
	return sides[b.team] - best
}

// teamAlive reports whether some seat of team t is still playing.
func teamAlive(v *rules.View, t int) bool {
	for i := range v.Players {
		if v.Players[i].Team == t && !v.Players[i].Lost {
			return true
		}
	}
	return false
}

package search

import (
	"github.com/kitchentable/kitchentable/ai/internal/medium"
	"github.com/kitchentable/kitchentable/game/rules"
)

// winScore is the evaluation of a won game (minus: lost).
const winScore = 1000

// evalWeights are the weights of a side's features (see sideFeatures)
// in the evaluation, in the log-odds of winning, fitted by TestEvalFit
// to positions from turn 5 on of 6,000 medium-against-medium games. A
// card in hand is worth about four life, a land two. Schemes and a
// running-out library do not come up in those games: a scheme is set at
// four life's worth, a card short of five in the library at two life.
var evalWeights = [nFeatures]float64{
	fLife:      0.1106,
	fLifeOver:  0.1196,
	fDanger:    -0.1629,
	fHand:      0.4310,
	fLands:     0.2062,
	fPower:     0.1862,
	fToughness: 0.0487,
	fExtra:     0.1066,
	fCreatures: 0.1931,
	fOther:     0.0421,
	fSchemes:   medium.SchemeWorth * 0.1106,
	fLibLow:    -0.2,
}

// tempoWeight is the worth, in log-odds, of being the side whose turn it
// is (fitted with evalWeights).
const tempoWeight = 0.4904

// evalUnit is the evaluation of one unit of log-odds: the search's
// reward, tanh(evaluate/evalScale), is then about the chance of winning
// less the chance of losing.
const evalUnit = evalScale / 2

// evaluate scores a position for the deciding seat of v: its side's
// weighted features less the strongest opposing side's, the side whose
// turn it is a little ahead.
func evaluate(v *rules.View) float64 {
	b := medium.NewBoard(v)
	if v.Over || v.Players[b.Me].Lost {
		switch {
		case v.Players[b.Me].Lost && !teamAlive(v, b.Team):
			return -winScore
		case len(b.Foes()) == 0:
			return winScore
		}
	}
	var sd sides
	sideFeatures(v, &sd)
	active, me := -1, sd.lead[v.Seat]
	if int(v.Active) < len(v.Players) {
		active = sd.lead[v.Active]
	}
	best, mine := -1e18, 0.0
	for t := range v.Players {
		if !sd.live[t] {
			continue
		}
		s := 0.0
		for i, x := range sd.f[t] {
			s += evalWeights[i] * x
		}
		if t == active {
			s += tempoWeight
		}
		if t == me {
			mine = s
		} else if s > best {
			best = s
		}
	}
	if best == -1e18 {
		return winScore
	}
	return (mine - best) * evalUnit
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

package ai

import (
	"github.com/kitchentable/kitchentable/game/rules"
)

// The features of one side's position that the evaluation weighs.
const (
	fLife      = iota // life up to 20
	fLifeOver         // life above 20
	fDanger           // how far life is below 6
	fHand             // cards in hand
	fLands            // lands, up to seven
	fPower            // creatures' power
	fToughness        // creatures' toughness less their damage
	fExtra            // creatures' keywords and abilities (keywordValue, abilityValue)
	fCreatures        // creatures
	fOther            // other permanents' worth (permValue)
	fSchemes          // face-up ongoing schemes
	fLibLow           // how far the library is below five cards
	nFeatures
)

// addPlayerFeatures adds the features of player p, seat s of v, to f.
func addPlayerFeatures(f *[nFeatures]float64, p *rules.PlayerView, v *rules.View, s rules.Seat) {
	f[fLife] += float64(min(p.Life, 20))
	f[fLifeOver] += float64(max(p.Life-20, 0))
	f[fDanger] += float64(max(6-p.Life, 0))
	f[fHand] += float64(p.HandCount)
	f[fSchemes] += float64(ongoingSchemes(v, s))
	f[fLibLow] += float64(max(5-p.LibraryCount, 0))
}

// addPermFeatures adds the features of permanent c to f; lands counts
// its controller's lands so far.
func addPermFeatures(f *[nFeatures]float64, c *rules.CardView, lands int) {
	switch {
	case isLand(c):
		if lands <= 7 {
			f[fLands]++
		}
	case isCreature(c) && c.Def != nil:
		f[fCreatures]++
		f[fPower] += float64(max(c.Power, 0))
		f[fToughness] += float64(max(c.Toughness-c.Damage, 0))
		x := keywordValue(c.Keywords, c.Power) + abilityValue(c.Def)
		if c.Token {
			x -= 0.3
		}
		f[fExtra] += x
	default:
		f[fOther] += permValue(c)
	}
}

// sideFeatures returns the features of each team in v, by team.
func sideFeatures(v *rules.View) map[int]*[nFeatures]float64 {
	sides := map[int]*[nFeatures]float64{}
	side := func(t int) *[nFeatures]float64 {
		f := sides[t]
		if f == nil {
			f = new([nFeatures]float64)
			sides[t] = f
		}
		return f
	}
	for i := range v.Players {
		p := &v.Players[i]
		if !p.Lost {
			addPlayerFeatures(side(p.Team), p, v, rules.Seat(i))
		}
	}
	lands := map[rules.Seat]int{}
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if int(c.Controller) >= len(v.Players) || v.Players[c.Controller].Lost {
			continue
		}
		if isLand(c) {
			lands[c.Controller]++
		}
		addPermFeatures(side(v.Players[c.Controller].Team), c, lands[c.Controller])
	}
	return sides
}

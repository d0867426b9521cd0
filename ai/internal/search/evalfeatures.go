package search

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/medium"
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
	f[fSchemes] += float64(medium.OngoingSchemes(v, s))
	f[fLibLow] += float64(max(5-p.LibraryCount, 0))
}

// addPermFeatures adds the features of permanent c to f; lands counts
// its controller's lands so far, c included when it is one.
func addPermFeatures(f *[nFeatures]float64, c *rules.CardView, land bool, lands int) {
	switch {
	case land:
		if lands <= 7 {
			f[fLands]++
		}
	case cardvalue.IsCreature(c) && c.Def != nil:
		f[fCreatures]++
		f[fPower] += float64(max(c.Power, 0))
		f[fToughness] += float64(max(c.Toughness-c.Damage, 0))
		x := cardvalue.Keywords(c.Keywords, c.Power) + cardvalue.Abilities(c.Def)
		if c.Token {
			x -= 0.3
		}
		f[fExtra] += x
	default:
		f[fOther] += cardvalue.Permanent(c)
	}
}

// sides are the features of each team still playing, kept under the
// team's first seat (its lead), so that scoring a position allocates
// nothing.
type sides struct {
	f    [rules.MaxSeats][nFeatures]float64
	lead [rules.MaxSeats]int  // each seat's team's first seat
	live [rules.MaxSeats]bool // by lead: some seat of the team plays on
}

// sideFeatures fills s with the features of each team in v.
func sideFeatures(v *rules.View, s *sides) {
	*s = sides{}
	for i := range v.Players {
		s.lead[i] = i
		for j := range i {
			if v.Players[j].Team == v.Players[i].Team {
				s.lead[i] = j
				break
			}
		}
		if p := &v.Players[i]; !p.Lost {
			s.live[s.lead[i]] = true
			addPlayerFeatures(&s.f[s.lead[i]], p, v, rules.Seat(i))
		}
	}
	var lands [rules.MaxSeats]int
	for i := range v.Battlefield {
		c := &v.Battlefield[i]
		if int(c.Controller) >= len(v.Players) || v.Players[c.Controller].Lost {
			continue
		}
		land := cardvalue.IsLand(c)
		if land {
			lands[c.Controller]++
		}
		addPermFeatures(&s.f[s.lead[c.Controller]], c, land, lands[c.Controller])
	}
}

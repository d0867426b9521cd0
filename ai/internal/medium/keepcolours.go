package medium

import (
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Colours in the careful player's keep, put-back and discard choices:
// what the spells of a hand need of each colour against the sources the
// seat has (lands on the battlefield and in hand, mana creatures). A land
// that is the only source of a colour the hand's spells need is worth
// much more than one more land of a colour already made; a spell of a
// colour nothing makes is worth a little less.

// Weights of the colour part of worthKeeping.
const (
	onlySourceWorth   = 4   // a land that is the only source of a colour a spell in hand needs
	onlySourceSpell   = 1   // and this much for each further spell needing that colour
	secondSourceWorth = 1   // the second source of a colour a spell in hand needs twice
	idleLandCost      = 0.5 // a land making no colour the hand's spells need
	missingColourCost = 1.5 // a spell, per colour it needs that no source makes
)

// colourSupply is what a hand's spells need of each colour and what makes
// it: sources counts the lands and mana creatures (on the battlefield, or
// in hand and castable from the lands) that make each colour.
type colourSupply struct {
	sources colourCounts
	spells  [mana.NumColors]int // spells in hand needing the colour
	symbols [mana.NumColors]int // the most symbols of the colour one spell in hand needs
}

// battlefieldSources counts the sources of each colour among the deciding
// seat's permanents: its lands and its other mana makers.
func (b *Board) battlefieldSources() colourCounts {
	var cc colourCounts
	for i := range b.V.Battlefield {
		c := &b.V.Battlefield[i]
		if c.Controller != b.Me {
			continue
		}
		if cardvalue.IsLand(c) {
			cc.add(cardvalue.LandKinds(baseDef(c)))
		} else if c.Def != nil {
			cc.add(cardvalue.LandKinds(c.Def))
		}
	}
	return cc
}

// supplyOf is the colour supply of hand beside the sources already on the
// battlefield: the hand's lands count, then its mana creatures whose
// colours the lands make.
func supplyOf(hand []*card.Def, bf colourCounts) colourSupply {
	s := colourSupply{sources: bf}
	for _, d := range hand {
		if d.IsLand() {
			s.sources.add(cardvalue.LandKinds(d))
		}
	}
	lands := s.sources
	for _, d := range hand {
		if d.IsLand() {
			continue
		}
		if k := cardvalue.LandKinds(d); k != 0 && d.IsCreature() && lands.paysColours(d.Cost.Colored) {
			s.sources.add(k)
		}
		for col, n := range d.Cost.Colored {
			if n > 0 {
				s.spells[col]++
				s.symbols[col] = max(s.symbols[col], int(n))
			}
		}
	}
	return s
}

// landColourWorth is what land d adds to a hand whose other cards and
// sources make s: onlySourceWorth for each colour it alone would make for
// the spells (more with more spells waiting), secondSourceWorth for a
// second source of a colour some spell needs twice, less idleLandCost
// when it makes no colour the spells need.
func landColourWorth(d *card.Def, s colourSupply) float64 {
	kinds := cardvalue.LandKinds(d)
	v, useful := 0.0, false
	for col := range mana.NumColors {
		if kinds&(1<<col) == 0 || s.spells[col] == 0 {
			continue
		}
		useful = true
		switch s.sources[col] {
		case 0:
			v += onlySourceWorth + onlySourceSpell*float64(s.spells[col]-1)
		case 1:
			if s.symbols[col] >= 2 {
				v += secondSourceWorth
			}
		}
	}
	if !useful && s.anySpell() {
		v -= idleLandCost
	}
	return v
}

// anySpell reports whether some spell of the hand needs a colour.
func (s *colourSupply) anySpell() bool {
	for _, n := range s.spells {
		if n > 0 {
			return true
		}
	}
	return false
}

// missingColours counts the colours spell d needs that no source makes.
func missingColours(d *card.Def, s colourSupply) int {
	n := 0
	for col, k := range d.Cost.Colored {
		if k > 0 && s.sources[col] == 0 {
			n++
		}
	}
	return n
}

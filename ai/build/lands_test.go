package build

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// TestManaBaseTakesOnlyLandsOfTheDecksColours: a blue-black deck
// splashing green does not take a white-green land for its splash (nor a
// blue-red one): every land it plays makes only colours its spells need.
func TestManaBaseTakesOnlyLandsOfTheDecksColours(t *testing.T) {
	block, basics := testBlock(t)
	byName := map[string]*card.Def{}
	for _, d := range block {
		byName[d.Name] = d
	}
	gate, galley := byName["Old Orchard Gate"], byName["Stormcook's Galley"]
	if gate == nil || galley == nil || cardvalue.LandColours(gate) != mana.SetOf(mana.White, mana.Green) {
		t.Fatal("the block lacks its white-green or blue-red land")
	}
	var spells []entry
	for _, d := range block {
		if !d.IsLand() && len(spells) < 36 && cardvalue.Colours(d) != 0 && cardvalue.Colours(d)&^mana.SetOf(mana.Blue, mana.Black) == 0 {
			spells = append(spells, entry{d: d, score: cardvalue.Score(d)})
		}
	}
	p := plan{colours: mana.SetOf(mana.Blue, mana.Black), splash: mana.SetOf(mana.Green), spells: spells}
	lands := []entry{{d: gate, score: 1.4}, {d: gate, score: 1.4}, {d: galley, score: 1.4}}
	nb, bs := manaBase(p, lands, basics, 60)
	all := p.colours | p.splash
	for _, e := range nb {
		if cardvalue.LandColours(e.d)&^all != 0 {
			t.Errorf("the deck takes %s (%v) for its %v", e.d.Name, cardvalue.LandColours(e.d), all)
		}
	}
	for _, d := range bs {
		if cardvalue.LandColours(d)&^all != 0 {
			t.Errorf("the deck takes the basic %s", d.Name)
		}
	}
	if len(nb)+len(bs)+len(spells) != 60 {
		t.Errorf("%d lands and %d spells", len(nb)+len(bs), len(spells))
	}
}

// TestBasicsMakeSourcesFollowColourWeight: the basic lands of a
// blue-black deck make each colour's sources, three blue nonbasic
// sources included, follow its symbols: with as many blue symbols as
// black, blue and black end within one source of each other (not three
// more blue sources for the nonbasics), and with twice as many blue
// symbols blue has about twice the sources.
func TestBasicsMakeSourcesFollowColourWeight(t *testing.T) {
	blue := &card.Def{Name: "Blue spell", Cost: mana.Cost{Colored: [mana.NumColors]int8{mana.Blue: 1}}}
	black := &card.Def{Name: "Black spell", Cost: mana.Cost{Colored: [mana.NumColors]int8{mana.Black: 1}}}
	deck := func(nBlue, nBlack int) plan {
		p := plan{colours: mana.SetOf(mana.Blue, mana.Black)}
		for range nBlue {
			p.spells = append(p.spells, entry{d: blue})
		}
		for range nBlack {
			p.spells = append(p.spells, entry{d: black})
		}
		return p
	}
	var nonbasic [mana.NumColors]int
	nonbasic[mana.Blue] = 3
	got := splitBasics(deck(10, 10), 14, nonbasic)
	u, b := got[mana.Blue]+3, got[mana.Black]
	if got[mana.Blue]+got[mana.Black] != 14 || u-b > 1 || b-u > 1 {
		t.Errorf("equal symbols, three blue nonbasics: %d blue and %d black basics, sources %d and %d", got[mana.Blue], got[mana.Black], u, b)
	}
	got = splitBasics(deck(14, 7), 16, [mana.NumColors]int{})
	if u, b := got[mana.Blue], got[mana.Black]; u+b != 16 || u < 10 || u > 11 {
		t.Errorf("twice the blue symbols: %d blue and %d black sources, want 10 or 11 blue of 16", u, b)
	}
}

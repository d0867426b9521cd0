package leaguebot

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/ai/cardvalue"
	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// TestFitPoolFillsWithoutOffColourLands: when a league deck's colours run
// short, the cards filling it up are not lands of other colours.
func TestFitPoolFillsWithoutOffColourLands(t *testing.T) {
	block, all := aitest.Block(t)
	basics := build.BasicLands(all)
	var gate *card.Def
	var ub, red []*card.Def
	for _, d := range block {
		switch {
		case d.Name == "Old Orchard Gate":
			gate = d
		case d.IsLand():
		case cardvalue.Colours(d) == mana.SetOf(mana.Blue) || cardvalue.Colours(d) == mana.SetOf(mana.Black):
			ub = append(ub, d)
		case cardvalue.Colours(d) == mana.SetOf(mana.Red):
			red = append(red, d)
		}
	}
	if gate == nil || len(ub) < 30 || len(red) < 30 {
		t.Fatal("the block lacks the cards")
	}
	island := basics[mana.Blue]
	p := leaguePool{basics: []*card.Def{island}, left: map[*card.Def]int{island: 10}}
	p.cards = append(append(append(p.cards, ub[:30]...), red[:30]...), gate, gate)
	deck := append(append([]*card.Def(nil), ub[:30]...), island, island, island, island, island, island, island, island, island, island)
	out := fitPool(deck, p)
	if len(out) != 60 {
		t.Fatalf("%d cards", len(out))
	}
	for _, d := range out {
		if d == gate {
			t.Fatalf("the blue-black deck is filled up with %s", gate.Name)
		}
	}
}

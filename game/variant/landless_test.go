package variant_test

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

func TestLandlessVariantsSetTheirRules(t *testing.T) {
	d := testDeck(t)
	cases := []struct {
		name string
		want rules.Options
	}{
		{"landless", rules.Options{Land: rules.LandAnyCard}},
		{"landless-single", rules.Options{Land: rules.LandAnyCard, Library: rules.SharedLibrary,
			Deal: rules.DealRoundRobin, EmptyLibrary: rules.EmptyReshuffleGraveyards}},
		{"landless-double", rules.Options{Land: rules.LandAnyCard, Library: rules.SharedLibrary,
			Deal: rules.DealDoubleRoundRobin, EmptyLibrary: rules.EmptyReshuffleGraveyards,
			Draw: rules.DrawKeepHalf, Mulligan: rules.MulliganDoubleDraw}},
	}
	for _, c := range cases {
		s, err := variant.Build(c.name, [][]*card.Def{d, d, d, d})
		if err != nil {
			t.Fatal(err)
		}
		if s.Options != c.want {
			t.Errorf("%s: options %+v, want %+v", c.name, s.Options, c.want)
		}
		if _, err := rules.New(s, 1); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

func TestSplitSharedDealsTheDeckOutAndTheEngineJoinsItAgain(t *testing.T) {
	var deck []*card.Def
	for range 5 {
		deck = append(deck, testDeck(t)...)
	}
	parts := variant.SplitShared(deck, 3)
	if len(parts) != 3 || len(parts[0]) != 67 || len(parts[2]) != 66 {
		t.Fatalf("parts of %d, %d, %d", len(parts[0]), len(parts[1]), len(parts[2]))
	}
	s, err := variant.Build("landless-single", parts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(s, 2)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(g.Player(0).Library) + 3*7; n != len(deck) {
		t.Errorf("one library of %d after dealing 21, from a deck of %d", len(g.Player(0).Library), len(deck))
	}
}

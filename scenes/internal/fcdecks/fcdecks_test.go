package fcdecks

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

func TestFill(t *testing.T) {
	cards := catalog.FourCuatro()
	basic := fourcuatro.BasicDeck(cards)
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct {
		name  string
		start []*fourcuatro.Def
		kept  int // how many of start must open the deck
	}{
		{"empty", nil, 0},
		{"ten cards", basic[:10], 10},
		{"a whole deck", basic[:44], 44},
		{"too many cards", basic, 44},
		{"more copies than circles", slices.Repeat([]*fourcuatro.Def{cards[3]}, 9), cards[3].Count},
		{"a stranger", []*fourcuatro.Def{{Name: "Stranger", Count: 9}}, 0},
	} {
		deck := Fill(cards, tc.start, rng)
		if err := fourcuatro.CheckConstructed(cards, deck); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
		if !slices.Equal(deck[:tc.kept], tc.start[:tc.kept]) {
			t.Errorf("%s: the first %d cards were not kept", tc.name, tc.kept)
		}
	}
	if n := Counts(basic); n[cards[0]] != cards[0].Count || len(n) != len(cards) {
		t.Errorf("Counts of the basic deck: %v", n)
	}
}

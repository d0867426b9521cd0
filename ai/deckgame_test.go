package ai

import (
	"testing"

	"github.com/kitchentable/kitchentable/ai/build"
	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
)

// TestBuiltDecksPlay plays medium against medium with decks built from
// random 60-card pools of the block, in standard and Landless games: the
// games must run to the end with legal actions only.
func TestBuiltDecksPlay(t *testing.T) {
	block, basics := testBlock(t)
	games := 8
	if testing.Short() {
		games = 2
	}
	for i := 0; i < games; i++ {
		seed := uint64(100 + i)
		landless := i%2 == 1
		var decks [][]*card.Def
		for s := uint64(0); s < 2; s++ {
			main, _, err := build.Deck(aitest.RandomPool(block, 60, seed*2+s), build.Options{Basics: basics, Landless: landless})
			if err != nil {
				t.Fatal(err)
			}
			decks = append(decks, main)
		}
		setup := rules.DefaultSetup(decks...)
		setup.Options.MaxTurns = 60
		if landless {
			setup.Options.Land = rules.LandAnyCard
			for c := mana.Color(0); c < mana.NumColors; c++ {
				setup.Options.BasicLands[c] = basics[c]
			}
		}
		g, err := rules.New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := New("medium", seed)
		b, _ := New("medium", seed+1)
		aitest.PlayGame(t, g, []Player{a, b})
		if !g.Over() || g.Turn() < 3 {
			t.Errorf("game %d (landless %v) over %v after %d turns", i, landless, g.Over(), g.Turn())
		}
	}
}

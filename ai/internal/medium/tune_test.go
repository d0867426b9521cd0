package medium

import (
	"os"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestTune plays policy variants against each other; it runs only with
// AI_TUNE=games set (a tuning aid, not a check).
func TestTune(t *testing.T) {
	n := aitest.TuningGames(t, "AI_TUNE")
	decks := testdecks.Decks(t)
	mk := func(seed uint64, variant bool) aitest.Player {
		p := NewPolicy(seed, 1, nil, true)
		if variant {
			p.k = tuneKnobs
		}
		return &Player{p: p}
	}
	other := os.Getenv("AI_TUNE_OTHER")
	wins := 0
	for i := 0; i < n; i++ {
		seed := uint64(i/2 + 1)
		g := aitest.NewGame(t, seed, aitest.DealDecks(decks, seed)...)
		var ps []aitest.Player
		var opp aitest.Player = mk(seed*31+2, false)
		switch other {
		case "easy":
			opp = NewEasy(seed*31+2, 0.2)
		case "easy0":
			opp = NewEasy(seed*31+2, 0)
		case "easy4":
			opp = NewEasy(seed*31+2, 0.4)
		}
		if i%2 == 0 {
			ps = []aitest.Player{mk(seed*31+1, true), opp}
		} else {
			ps = []aitest.Player{opp, mk(seed*31+1, true)}
		}
		w := aitest.PlayGame(t, g, ps)
		if len(w) == 1 && int(w[0]) == i%2 {
			wins++
		}
	}
	t.Logf("knobs %+v", tuneKnobs)
	t.Logf("variant won %d of %d (%.1f%%)", wins, n, 100*float64(wins)/float64(n))
}

// tuneKnobs is the variant TestTune tries against the medium player.
var tuneKnobs = func() knobs {
	k := mediumKnobs
	switch os.Getenv("AI_TUNE_VARIANT") {
	case "nohold":
		k.holdInstants = false
	case "nopressure":
		k.pressure = -1
	case "nocrack":
		k.crackBack = false
	case "trade2":
		k.attackTrade = 2
	case "trade-1":
		k.attackTrade = -1
	case "nodouble":
		k.fearDouble = false
	case "block2":
		k.blockTrade = 2
	case "block-1":
		k.blockTrade = -1
	case "noprotect":
		k.protect = false
	case "notrick":
		k.trickWary = false
	case "notapped":
		k.tappedTrade = 0
	case "tapped3":
		k.tappedTrade = 3
	case "wallwary":
		k.wallWary = true
	case "noowntrick":
		k.ownTrick = false
	case "nosurvive":
		k.survive = false
	case "noeatfirst":
		k.eatFirst = false
	case "nomullcolours":
		k.mullColours = false
	case "norate":
		k.rateSpells = false
	case "nolandcasts":
		k.landCasts = false
	case "unseeing": // none of the knobs of playing around what it sees
		k.protect, k.trickWary, k.tappedTrade, k.ownTrick = false, false, 0, false
	}
	return k
}()

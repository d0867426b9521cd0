package medium

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/ai/internal/aitest"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestTuneLive plays the medium player with Live-Draft knobs changed
// (AI_TUNE_LIVE_VARIANT: nodraft, nohate, hate2) against the medium
// player in a Live-Draft variant (AI_TUNE_LIVE: live-tableau,
// live-pipeline or live-rummy); AI_TUNE_GAMES sets the games. A tuning
// aid, not a check: it runs only with AI_TUNE_LIVE set.
func TestTuneLive(t *testing.T) {
	name := os.Getenv("AI_TUNE_LIVE")
	if name == "" {
		t.Skip("set AI_TUNE_LIVE=live-pipeline (or live-tableau, live-rummy) to run")
	}
	n, _ := strconv.Atoi(os.Getenv("AI_TUNE_GAMES"))
	if n == 0 {
		n = 200
	}
	k := mediumKnobs
	for _, w := range strings.Split(os.Getenv("AI_TUNE_LIVE_VARIANT"), ",") {
		switch w {
		case "nodraft":
			k.draft = false
		case "nohate":
			k.hate = 0
		case "hate2":
			k.hate = 2
		}
	}
	decks := testdecks.Decks(t)
	wins, draws := 0, 0
	for i := 0; i < n; i++ {
		seed := uint64(i/2 + 1)
		ds := aitest.DealDecks(decks, seed)
		s, err := variant.Build(name, ds)
		if err != nil {
			t.Fatal(err)
		}
		s.Options.MaxTurns = 60
		g, err := rules.New(s, seed)
		if err != nil {
			t.Fatal(err)
		}
		tried := NewPolicy(seed*31+1, 1, nil, true)
		tried.k = k
		ps := []aitest.Player{&Player{p: tried}, New(seed*31 + 2)}
		if i%2 == 1 {
			ps[0], ps[1] = ps[1], ps[0]
		}
		w := aitest.PlayGame(t, g, ps)
		switch {
		case len(w) == 1 && int(w[0]) == i%2:
			wins++
		case len(w) != 1:
			draws++
		}
	}
	t.Logf("%s, knobs %+v: won %d of %d (%.1f%%), %d drawn", name, k, wins, n, 100*float64(wins)/float64(n), draws)
}

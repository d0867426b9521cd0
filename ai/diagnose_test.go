package ai

import (
	"os"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// TestLossCauses sorts medium's games against easy by the lands it has
// after its fifth turn and counts the losses of each: how many losses
// are mana trouble. It runs only with AI_LOSS=games set (a tuning aid,
// not a check).
func TestLossCauses(t *testing.T) {
	n := tuningGames(t, "AI_LOSS")
	decks := testDecks(t)
	type tally struct{ games, losses int }
	by := map[int]*tally{}
	for i := 0; i < n; i++ {
		seed := uint64(i/2 + 1)
		da, db := decks[int(seed)%len(decks)], decks[int(seed*7+3)%len(decks)]
		g := newTestGame(t, seed, da, db)
		me := rules.Seat(i % 2)
		ps := make([]Player, 2)
		ps[me] = newMedium(seed*31+1, config{})
		ps[1-me] = newEasy(seed*31+2, config{noise: 0.2})
		lands := -1
		for steps := 0; !g.Over() && steps < 20000; steps++ {
			if lands < 0 && g.Turn() >= 10+int(me) {
				lands, _ = newBoard(g.View(me)).lands(me)
			}
			playStep(t, g, ps, g.KnowledgeOf(g.Pending().Seat))
		}
		if lands < 0 {
			lands = 99
		}
		k := min(lands, 7)
		if by[k] == nil {
			by[k] = &tally{}
		}
		by[k].games++
		if w := g.Winners(); !(len(w) == 1 && w[0] == me) {
			by[k].losses++
		}
	}
	for k := 0; k <= 7; k++ {
		if tl := by[k]; tl != nil {
			t.Logf("lands by fifth turn %d: %d games, %d lost (%.0f%%)", k, tl.games, tl.losses, 100*float64(tl.losses)/float64(tl.games))
		}
	}
}

// TestCheat plays hard against medium, hard seeing the whole game (every
// hand and the order of every library) in each of its samples: how far
// the search gets when nothing is hidden, against the same seeds with
// honest samples (AI_CHEAT_OFF set). It runs only with AI_CHEAT=games
// set (a tuning aid, not a check).
func TestCheat(t *testing.T) {
	n := tuningGames(t, "AI_CHEAT")
	decks := testDecks(t)
	wins := 0
	cheat := os.Getenv("AI_CHEAT_OFF") == ""
	for i := 0; i < n; i++ {
		seed := uint64(i/2 + 5001)
		da, db := decks[int(seed)%len(decks)], decks[int(seed*7+3)%len(decks)]
		g := newTestGame(t, seed, da, db)
		me := rules.Seat(i % 2)
		h := newHard(seed*31+1, config{iterations: 96, horizon: defaultHorizon}).(*hardPlayer)
		ps := make([]Player, 2)
		ps[me] = h
		ps[1-me] = newMedium(seed*31+2, config{})
		if cheat {
			h.sees = func(*rules.Knowledge, uint64) *rules.Game { return g.Clone() }
		}
		for steps := 0; !g.Over() && steps < 20000; steps++ {
			playStep(t, g, ps, g.KnowledgeOf(g.Pending().Seat))
		}
		if w := g.Winners(); len(w) == 1 && w[0] == me {
			wins++
		}
	}
	t.Logf("hard (cheat %v) won %d of %d", cheat, wins, n)
}

package ai

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// testDecks loads the ready-made decks.
func testDecks(tb testing.TB) [][]*card.Def { return testdecks.Decks(tb) }

// newTestGame starts a standard game between decks with a turn limit.
func newTestGame(tb testing.TB, seed uint64, decks ...[]*card.Def) *rules.Game {
	tb.Helper()
	return startTestGame(tb, seed, false, decks...)
}

// newDeckOrderGame is newTestGame numbering objects by their place in the
// decks all game (rules.Setup.DeckOrderNumbers), for tests that change
// the cards at numbers a seat never saw.
func newDeckOrderGame(tb testing.TB, seed uint64, decks ...[]*card.Def) *rules.Game {
	tb.Helper()
	return startTestGame(tb, seed, true, decks...)
}

func startTestGame(tb testing.TB, seed uint64, deckOrder bool, decks ...[]*card.Def) *rules.Game {
	tb.Helper()
	s := rules.DefaultSetup(decks...)
	s.Options.MaxTurns = 60
	s.DeckOrderNumbers = deckOrder
	g, err := rules.New(s, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// dealDecks is the pair of ready-made decks the tuning aids deal for a
// game with seed: seed's own and another picked from it.
func dealDecks(decks [][]*card.Def, seed uint64) [][]*card.Def {
	return [][]*card.Def{decks[int(seed)%len(decks)], decks[int(seed*7+3)%len(decks)]}
}

// playGame plays g to the end with one Player per seat, checking every
// action is legal; it returns the winners.
func playGame(tb testing.TB, g *rules.Game, players []Player) []rules.Seat {
	tb.Helper()
	for n := 0; !g.Over(); n++ {
		if n > 20000 {
			tb.Fatalf("game not over after %d actions", n)
		}
		playStep(tb, g, players, g.KnowledgeOf(g.Pending().Seat))
	}
	return g.Winners()
}

// playStep has the pending seat's player choose from k, that seat's
// knowledge, and applies its action, failing tb if either goes wrong; it
// returns the action's events.
func playStep(tb testing.TB, g *rules.Game, players []Player, k *rules.Knowledge) []rules.Event {
	tb.Helper()
	s := g.Pending().Seat
	a, err := players[s].Choose(context.Background(), k)
	if err != nil {
		tb.Fatal(err)
	}
	ev, err := g.Apply(a)
	if err != nil {
		tb.Fatalf("%s chose %+v for %v: %v", s, a, g.Pending(), err)
	}
	return ev
}

// tuningGames is the number of games a tuning aid plays, read from the
// environment variable name; without it the aid is skipped (tuning aids
// run only when asked).
func tuningGames(t *testing.T, name string) int {
	t.Helper()
	n, _ := strconv.Atoi(os.Getenv(name))
	if n <= 0 {
		t.Skip("set " + name + "=games to run")
	}
	return n
}

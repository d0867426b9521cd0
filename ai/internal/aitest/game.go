package aitest

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Player is what the game helpers need of a computer player (ai.Player).
type Player interface {
	Choose(ctx context.Context, k *rules.Knowledge) (rules.Action, error)
}

// NewGame starts a standard game between decks with a turn limit.
func NewGame(tb testing.TB, seed uint64, decks ...[]*card.Def) *rules.Game {
	tb.Helper()
	return StartGame(tb, seed, false, decks...)
}

// NewDeckOrderGame is NewGame numbering objects by their place in the
// decks all game (rules.Setup.DeckOrderNumbers), for tests that change
// the cards at numbers a seat never saw.
func NewDeckOrderGame(tb testing.TB, seed uint64, decks ...[]*card.Def) *rules.Game {
	tb.Helper()
	return StartGame(tb, seed, true, decks...)
}

// StartGame starts a standard game between decks with a turn limit of 60,
// numbering objects by deck order when deckOrder is set.
func StartGame(tb testing.TB, seed uint64, deckOrder bool, decks ...[]*card.Def) *rules.Game {
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

// DealDecks is the pair of ready-made decks the tuning aids deal for a
// game with seed: seed's own and another picked from it.
func DealDecks(decks [][]*card.Def, seed uint64) [][]*card.Def {
	return [][]*card.Def{decks[int(seed)%len(decks)], decks[int(seed*7+3)%len(decks)]}
}

// PlayGame plays g to the end with one player per seat, checking every
// action is legal; it returns the winners.
func PlayGame[P Player](tb testing.TB, g *rules.Game, players []P) []rules.Seat {
	tb.Helper()
	for n := 0; !g.Over(); n++ {
		if n > 20000 {
			tb.Fatalf("game not over after %d actions", n)
		}
		PlayStep(tb, g, players, g.KnowledgeOf(g.Pending().Seat))
	}
	return g.Winners()
}

// PlayStep has the pending seat's player choose from k, that seat's
// knowledge, and applies its action, failing tb if either goes wrong; it
// returns the action's events.
func PlayStep[P Player](tb testing.TB, g *rules.Game, players []P, k *rules.Knowledge) []rules.Event {
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

// TuningGames is the number of games a tuning aid plays, read from the
// environment variable name; without it the aid is skipped (tuning aids
// run only when asked).
func TuningGames(t *testing.T, name string) int {
	t.Helper()
	n, _ := strconv.Atoi(os.Getenv(name))
	if n <= 0 {
		t.Skip("set " + name + "=games to run")
	}
	return n
}

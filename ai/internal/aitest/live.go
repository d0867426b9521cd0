package aitest

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// NewLiveGame starts a Live-Draft variant between decks with a turn limit.
func NewLiveGame(tb testing.TB, name string, seed uint64, decks [][]*card.Def, opts ...variant.Option) *rules.Game {
	tb.Helper()
	return StartLiveGame(tb, name, seed, false, decks, opts...)
}

// NewDeckOrderLiveGame is NewLiveGame numbering objects by their place in
// the decks all game (rules.Setup.DeckOrderNumbers), for tests that
// change the cards at numbers a seat never saw.
func NewDeckOrderLiveGame(tb testing.TB, name string, seed uint64, decks [][]*card.Def, opts ...variant.Option) *rules.Game {
	tb.Helper()
	return StartLiveGame(tb, name, seed, true, decks, opts...)
}

// StartLiveGame starts the Live-Draft variant name between decks with a
// turn limit of 40, numbering objects by deck order when deckOrder is set.
func StartLiveGame(tb testing.TB, name string, seed uint64, deckOrder bool, decks [][]*card.Def, opts ...variant.Option) *rules.Game {
	tb.Helper()
	s, err := variant.Build(name, decks, opts...)
	if err != nil {
		tb.Fatal(err)
	}
	s.Options.MaxTurns = 40
	s.DeckOrderNumbers = deckOrder
	g, err := rules.New(s, seed)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

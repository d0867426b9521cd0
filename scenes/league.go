package scenes

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
)

// PoolBuild is a deck built from a limited pool: the 421 league's pool
// deck builder, which is the deck editor opened through Nav.PoolDeck.
type PoolBuild struct {
	// Title says whose deck it is and why ("Ada builds deck 4").
	Title string
	// Pool is every card that may go in the deck, one entry per copy (for
	// an alteration: the pool's cards and the deck's own).
	Pool []*card.Def
	// Deck is the deck to start from, a part of Pool (empty for a new one).
	Deck []*card.Def
	// Size is the exact number of cards the deck needs.
	Size int
	// Suggest, when set, is the deck a computer would make of the pool
	// (the builder's Suggest button), or nil when it cannot.
	Suggest func() []*card.Def
	// Done is called with the deck when the player presses Done: a
	// problem (one sentence) keeps the player in the editor and shows it;
	// otherwise next is shown.
	Done func(deck []*card.Def) (next Scene, problem string)
	// Back leaves without a deck.
	Back func() Scene
}

// GameHost keeps a game played on the table for the screen that started
// it (a 421 league's match) instead of the store's Continue, and decides
// where the player goes when it ends or is left: Nav.PlayHosted.
type GameHost interface {
	// Save keeps the unfinished game as rec is now. It is called while
	// the game moves on and when the table closes unfinished.
	Save(rec *record.Record) error
	// Done is told the finished game; the screen it returns is shown.
	Done(res Result, rec *record.Record) Scene
	// Leave is told that the player left the table with its Menu button
	// (the unfinished game was saved); the screen it returns is shown.
	Leave() Scene
}

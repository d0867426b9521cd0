package scenes

import "github.com/kitchentable/kitchentable/game/card"

// DraftBuild is one person's deck building from a random draft pool (the
// screen is package draftbuild; the set-up opens it through Nav).
type DraftBuild struct {
	// Player is whose pool it is.
	Player string
	// Pool is the dealt pool; Deck the starting deck, a part of it.
	Pool, Deck []*card.Def
	// Min is the least cards the deck needs.
	Min int
	// Curtain asks the person to come to the screen first (hot-seat).
	Curtain bool
	// Suggest is the computer's deck from the pool.
	Suggest func(pool []*card.Def) []*card.Def
	// Done is called with the finished deck; its scene is shown next, or
	// its error on the builder.
	Done func(deck []*card.Def) (Scene, error)
	// Back leaves without a deck.
	Back func() Scene
}

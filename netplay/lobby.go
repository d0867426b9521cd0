package netplay

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Joined is a person who took a remote seat before the game was dealt
// (HostConfig.Deal): the name they sat down with and the deck they
// brought from their own computer (nil: none; the host deals one).
type Joined struct {
	Name string
	Deck []*card.Def
}

// Limits on a deck a joiner brings.
const (
	MaxDeckCards  = 250 // cards in a deck
	maxCardKeyLen = 80  // bytes of one card's wire name
)

// checkDeckKeys checks the wire names of a deck in a hello: at most
// MaxDeckCards names of 1 to maxCardKeyLen bytes of valid text.
func checkDeckKeys(keys []string) error {
	if len(keys) > MaxDeckCards {
		return fmt.Errorf("%w: a deck of more than %d cards", ErrMalformed, MaxDeckCards)
	}
	for _, k := range keys {
		if k == "" || len(k) > maxCardKeyLen || !utf8.ValidString(k) {
			return fmt.Errorf("%w: a card name in the deck is empty, too long or not text", ErrMalformed)
		}
	}
	return nil
}

// DeckKeys returns the wire names of deck, for ClientConfig.Deck's hello.
func (c *Cards) DeckKeys(deck []*card.Def) []string {
	keys := make([]string, 0, len(deck))
	for _, d := range deck {
		keys = append(keys, c.key(d))
	}
	return keys
}

// deckOf finds the cards a joiner's deck names, or returns the sentence
// refusing it: a card this table does not know.
func (c *Cards) deckOf(keys []string) ([]*card.Def, string) {
	if len(keys) == 0 {
		return nil, ""
	}
	deck := make([]*card.Def, 0, len(keys))
	for _, k := range keys {
		d := c.byKey[k]
		if d == nil || d.Token {
			return nil, fmt.Sprintf("The table does not know the card %q of this deck: both computers need the same card sets.", printableClip(k, 40))
		}
		deck = append(deck, d)
	}
	return deck, ""
}

// deal makes the game from the people who took the remote seats, once
// every seat is taken (HostConfig.Deal), and gives every remote seat its
// name from the game.
func (h *Host) deal() error {
	h.mu.Lock()
	joined := make([]Joined, len(h.seats))
	for s, rs := range h.seats {
		if rs != nil {
			joined[s] = Joined{Name: rs.name, Deck: rs.deck}
		}
	}
	h.mu.Unlock()
	g, err := h.cfg.Deal(joined)
	if err != nil {
		return fmt.Errorf("netplay: the game could not be dealt: %w", err)
	}
	if g == nil {
		h.mu.Lock()
		g = h.adopted
		h.mu.Unlock()
	}
	if g == nil || g.Seats() != len(h.seats) {
		return errors.New("netplay: the game dealt has another number of seats than the table")
	}
	h.mu.Lock()
	h.cfg.Game = g
	for s := range h.names {
		h.names[s] = g.Player(rules.Seat(s)).Name
	}
	h.mu.Unlock()
	return nil
}

// Adopt gives the host the game that Deal made by other hands (a table
// that makes its own game from the record Deal filled in, with the
// host's remote seats as its players); Deal then returns nil.
func (h *Host) Adopt(g *rules.Game) {
	h.mu.Lock()
	h.adopted = g
	h.mu.Unlock()
}

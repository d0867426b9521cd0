package variant

import (
	"errors"
	"fmt"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
)

// Option changes a set-up built by Build in a way that is the caller's
// choice rather than a rule of the variant.
type Option func(*config)

// config collects the options given to Build.
type config struct {
	maxTurns   int
	names      []string
	first      rules.Seat
	fixedFirst bool
	pool       []*card.Def
	schemes    [][]*card.Def
	// Live-Draft's options.
	careful, mill, reshuffleRemoved bool
	// open makes every decklist public (421).
	open bool
}

// OpenDecklists makes every seat's decklist public (rules.Options.
// OpenDecklists), as in a 421 league where every deck is built in the
// open: computers then know the cards of the other decks.
func OpenDecklists() Option { return func(c *config) { c.open = true } }

// MaxTurns ends the game as a draw after n turns; 0 means no limit. Games
// between computer players use it so that they always end.
func MaxTurns(n int) Option {
	return func(c *config) { c.maxTurns = n }
}

// PlayerNames names the seats in order; seats without a name (or with an
// empty one) keep the default "Player N".
func PlayerNames(names ...string) Option {
	return func(c *config) { c.names = append([]string(nil), names...) }
}

// FirstPlayer makes seat s take the first turn instead of a seat picked by
// the game's seeded generator.
func FirstPlayer(s rules.Seat) Option {
	return func(c *config) { c.first, c.fixedFirst = s, true }
}

// CardPool names the card library the decks come from (rules.Setup.
// CardPool): under secret decklists a computer guesses another seat's
// unseen cards from it.
func CardPool(pool []*card.Def) Option {
	return func(c *config) { c.pool = pool }
}

// SchemeDecks gives the seats their scheme decks (Archenemy), one per
// seat in seat order, nil for a seat without one. Build checks them
// against the variant (Variant.Schemes) and card.CheckSchemeDeck: every
// archenemy needs one of at least 20 schemes with at most 2 of a name, and
// no other seat may have one. The decks are copied.
func SchemeDecks(decks ...[]*card.Def) Option {
	return func(c *config) { c.schemes = append([][]*card.Def(nil), decks...) }
}

// apply writes the options into a set-up.
func (c *config) apply(s *rules.Setup) error {
	if c.maxTurns < 0 {
		return errors.New("variant: the turn limit must not be negative")
	}
	s.Options.MaxTurns = c.maxTurns
	if c.careful || c.mill || c.reshuffleRemoved {
		o := &s.Options
		if !o.Draw.LiveDraft() {
			return errors.New("variant: careful start, mill counters and reshuffling removed cards are Live-Draft options")
		}
		if c.careful {
			if !o.Draw.RowDraw() {
				return errors.New("variant: rummy has no careful start")
			}
			o.Start, o.Mulligan = rules.StartCareful, rules.MulliganNone
		}
		o.MillCounters = c.mill
		if c.reshuffleRemoved {
			o.EmptyLibrary = rules.EmptyReshuffleRemoved
		}
	}
	if c.open {
		s.Options.OpenDecklists = true
	}
	if c.pool != nil {
		s.CardPool = c.pool
	}
	if len(c.names) > len(s.Players) {
		return fmt.Errorf("variant: %d player names for %d seats", len(c.names), len(s.Players))
	}
	for i, n := range c.names {
		if n != "" {
			s.Players[i].Name = n
		}
	}
	if c.fixedFirst {
		if c.first < 0 || int(c.first) >= len(s.Players) {
			return fmt.Errorf("variant: first player %s is not at the table", c.first)
		}
		s.Options.FixedFirst, s.Options.FirstPlayer = true, c.first
	}
	return nil
}

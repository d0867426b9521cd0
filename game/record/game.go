package record

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/game/variant"
)

// Setup builds the record's set-up: its variant with the seats' decks,
// scheme decks and names, the turn limit and the named options.
func (r *Record) Setup() (rules.Setup, error) {
	decks := make([][]*card.Def, len(r.Seats))
	names := make([]string, len(r.Seats))
	schemes := make([][]*card.Def, len(r.Seats))
	for i, s := range r.Seats {
		decks[i] = s.Deck
		names[i] = s.Name
		schemes[i] = s.Schemes
	}
	opts := []variant.Option{variant.MaxTurns(r.MaxTurns), variant.PlayerNames(names...),
		variant.CardPool(r.Pool), variant.SchemeDecks(schemes...)}
	for _, n := range r.Options {
		o, err := variant.Named(n)
		if err != nil {
			return rules.Setup{}, fmt.Errorf("record: %s%w", r.where(-1), err)
		}
		opts = append(opts, o)
	}
	s, err := variant.Build(r.Variant, decks, opts...)
	if err != nil {
		return rules.Setup{}, fmt.Errorf("record: %s%w", r.where(-1), err)
	}
	s.DeckOrderNumbers = r.DeckOrderNumbers
	return s, nil
}

// Start starts the record's game from its seed and applies every recorded
// action, returning the game as the actions left it.
func (r *Record) Start() (*rules.Game, error) {
	return r.Play(nil)
}

// StartReusing is Start in the room of old, a game nobody uses any more
// (see rules.Reuse): a loop starting game after game allocates little.
func (r *Record) StartReusing(old *rules.Game) (*rules.Game, error) {
	return r.play(old, nil)
}

// Play is Start that also hands observe (when not nil) the game and its
// events: first the opening events, then the events of each action after
// it is applied. An error names the action's number (from 1), its text
// and, for a record that Read read, the file and line.
func (r *Record) Play(observe func(g *rules.Game, events []rules.Event)) (*rules.Game, error) {
	return r.play(nil, observe)
}

// play is Play in the room of old (nil: none; see rules.Reuse).
func (r *Record) play(old *rules.Game, observe func(g *rules.Game, events []rules.Event)) (*rules.Game, error) {
	setup, err := r.Setup()
	if err != nil {
		return nil, err
	}
	g, err := rules.Reuse(old, setup, r.Seed)
	if err != nil {
		return nil, fmt.Errorf("record: %s%w", r.where(-1), err)
	}
	if observe != nil {
		observe(g, g.Events())
	}
	var legal []rules.Action
	for i, text := range r.Actions {
		if g.Over() {
			return nil, fmt.Errorf("record: %saction %d %q: the game is already over, but %d actions are left",
				r.where(i), i+1, text, len(r.Actions)-i)
		}
		legal = g.LegalInto(legal)
		if strings.HasPrefix(strings.TrimSpace(text), verbs[rules.ActConcede]) {
			// A concession is not the pending decision's: any seat in the game may.
			legal = g.Concessions(legal[:0])
		}
		a, err := findAction(text, legal)
		if err != nil {
			d := g.Pending()
			return nil, fmt.Errorf("record: %saction %d: %v; the %v decision of %s allows: %s",
				r.where(i), i+1, err, d.Kind, d.Seat, LegalTexts(legal))
		}
		events, err := g.Apply(a)
		if err != nil {
			return nil, fmt.Errorf("record: %saction %d %q refused: %w", r.where(i), i+1, text, err)
		}
		if observe != nil {
			observe(g, events)
		}
	}
	return g, nil
}

// where returns "FILE:LINE: " for action i (or "FILE: " for i < 0) of a
// record read from a file, and "" for one made in memory.
func (r *Record) where(i int) string {
	switch {
	case r.file == "":
		return ""
	case i >= 0 && i < len(r.lines):
		return fmt.Sprintf("%s:%d: ", r.file, r.lines[i])
	}
	return r.file + ": "
}

// Add records an action taken in the record's game.
func (r *Record) Add(a rules.Action) {
	r.Actions = append(r.Actions, ActionText(a))
}

// Rematch returns a new record with the same variant, turn limit,
// options and seats (sharing their decks, which are never changed) and
// the given seed, and no actions yet.
func (r *Record) Rematch(seed uint64) *Record {
	return &Record{
		Variant:  r.Variant,
		Seed:     seed,
		MaxTurns: r.MaxTurns,
		Options:  slices.Clone(r.Options),
		Seats:    append([]Seat(nil), r.Seats...),
	}
}

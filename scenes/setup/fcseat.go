package setup

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/widget"
)

// buildLabel is the deck choice that opens the deck builder.
const fcBuildLabel = "Build a deck…"

// noDeckLabel stands first in the deck choices while there are no saved
// decks.
const fcNoDeckLabel = "No saved deck yet"

// seatRow is one seat's controls: its name and, for a person in the
// constructed format, their deck.
type fcSeatRow struct {
	name widget.TextField
	// deck chooses a saved deck or, last, buildLabel; decks are the deck
	// names of its options, "" for noDeckLabel and buildLabel.
	deck  widget.Cycler
	decks []string
	edit  widget.Button
	// status says whether the chosen deck is ready; bad marks a fault.
	status string
	bad    bool
}

func newFCRow(name string) *fcSeatRow {
	return &fcSeatRow{
		name: widget.TextField{Text: name, Max: 24, Placeholder: "name"},
		deck: widget.Cycler{Rows: 8},
		edit: widget.Button{Label: "Edit deck", FontSize: 17},
	}
}

// deckName returns the saved deck the row has chosen, or "".
func (r *fcSeatRow) deckName() string {
	if r.deck.Index < 0 || r.deck.Index >= len(r.decks) {
		return ""
	}
	return r.decks[r.deck.Index]
}

// building reports whether the row's choice is "Build a deck…".
func (r *fcSeatRow) building() bool { return r.deck.Value() == fcBuildLabel }

// setDecks makes saved the row's deck choices and chooses the deck named
// chosen, or the first.
func (r *fcSeatRow) setDecks(saved []string, chosen string) {
	r.decks, r.deck.Options = nil, nil
	if len(saved) == 0 {
		r.decks, r.deck.Options = []string{""}, []string{fcNoDeckLabel}
	}
	r.decks = append(append(r.decks, saved...), "")
	r.deck.Options = append(append(r.deck.Options, saved...), fcBuildLabel)
	r.deck.Index = max(0, slices.Index(saved, chosen))
}

// checkDeck loads the row's deck and says whether it is ready to play.
func (s *fcForm) checkDeck(r *fcSeatRow) {
	r.status, r.bad = "", false
	name := r.deckName()
	if name == "" {
		r.status, r.bad = "Build a deck, or choose a saved one", true
		return
	}
	deck, err := s.loadDeck(name)
	if err != nil {
		r.status, r.bad = err.Error(), true
		return
	}
	if err := fourcuatro.CheckConstructed(s.cards, deck); err != nil {
		r.status, r.bad = widget.Capital(err.Error()), true
		return
	}
	r.status = fmt.Sprintf("%d cards, ready to play", len(deck))
}

// loadDeck reads the saved deck named name; the error is for people.
func (s *fcForm) loadDeck(name string) ([]*fourcuatro.Def, error) {
	if s.svc.Store == nil {
		return nil, fmt.Errorf("there is nowhere to keep decks")
	}
	deck, err := s.svc.Store.LoadFDeck(name, s.cards)
	if err != nil {
		return nil, fmt.Errorf("“%s” could not be read: %s", name, strings.TrimPrefix(err.Error(), "store: "))
	}
	return deck, nil
}

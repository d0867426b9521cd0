package setup

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/widget"
)

// fcBuildLabel is the deck choice that opens the deck builder.
const fcBuildLabel = "Build a deck…"

// fcNoDeckLabel stands first in the deck choices while there are no saved
// decks.
const fcNoDeckLabel = "No saved deck yet"

// newFCRow returns a FourCuatro seat's row, called name, whose deck is
// chosen among the saved decks (setDecks).
func newFCRow(name string) *seatRow {
	return &seatRow{
		name: widget.TextField{Text: name, Max: 24, Placeholder: "name"},
		deck: widget.Cycler{Rows: 8},
		edit: widget.Button{Label: "Edit deck", FontSize: 17},
	}
}

// deckName returns the FourCuatro saved deck the row has chosen, or "".
func (r *seatRow) deckName() string {
	if r.deck.Index < 0 || r.deck.Index >= len(r.decks) {
		return ""
	}
	return r.decks[r.deck.Index]
}

// building reports whether the row's choice is "Build a deck…".
func (r *seatRow) building() bool { return r.deck.Value() == fcBuildLabel }

// setDecks makes saved the row's deck choices and chooses the deck named
// chosen, or the first.
func (r *seatRow) setDecks(saved []string, chosen string) {
	r.decks, r.deck.Options = nil, nil
	if len(saved) == 0 {
		r.decks, r.deck.Options = []string{""}, []string{fcNoDeckLabel}
	}
	r.decks = append(append(r.decks, saved...), "")
	r.deck.Options = append(append(r.deck.Options, saved...), fcBuildLabel)
	r.deck.Index = max(0, slices.Index(saved, chosen))
}

// checkDeck loads the row's deck and says whether it is ready to play.
func (s *fcForm) checkDeck(r *seatRow) {
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

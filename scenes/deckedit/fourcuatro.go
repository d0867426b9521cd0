package deckedit

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/fcface"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/fcdecks"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// fcLoadLabel is the load list's first option, which loads nothing.
const fcLoadLabel = "Load a saved deck…"

// FourCuatro is the editor of FourCuatro decks, for the constructed
// format (the rules it takes): every card on the left, each with the copies left of its
// circles, and the deck on the right with its counts by kind and by cost.
// Click or drag a card into the deck to add a copy; right-click it, or
// drag it out of the deck, to take one back. Save keeps the deck under a
// name, Load opens a saved one, Clear empties it, Fill randomly completes
// it legally, and Done goes back to the set-up with the deck chosen — only
// once it is a legal 44-card deck.
type FourCuatro struct {
	svc *scenes.Services
	th  *widget.Theme
	// fc draws the zoomed card's face at the theme's scale fcScale.
	fc      *fcface.Faces
	fcScale float64
	back    func(chosen string) scenes.Scene
	// rules say what a legal deck is.
	rules fcdecks.Rules
	// cards is the card list in the builder's order: spells by cost, then
	// traps, each in list order.
	cards []*fourcuatro.Def
	// list is the card list in its own order, for saving.
	list  []*fourcuatro.Def
	count map[*fourcuatro.Def]int
	total int
	// loaded is the name the deck was last loaded or saved under, "" for
	// a new deck; dirty says it changed since.
	loaded string
	dirty  bool
	saved  []string
	name   widget.TextField
	load   widget.Cycler
	save   widget.Button
	clear  widget.Button
	fill   widget.Button
	done   widget.Button
	exit   widget.Button
	notice
	// confirm is the action waiting to be asked for again ("leave",
	// "replace NAME", "load NAME"), or "".
	confirm string
	ui      fcUI
	rng     *rand.Rand
}

// FourCuatroOption configures a FourCuatro editor.
type FourCuatroOption func(*FourCuatro)

// WithFourCuatroRand makes Fill randomly draw from rng instead of a
// random source.
func WithFourCuatroRand(rng *rand.Rand) FourCuatroOption { return func(s *FourCuatro) { s.rng = rng } }

// NewFourCuatro returns the FourCuatro deck editor for decks that rules
// accept, opened on the saved deck named deck ("" for
// an empty deck). Leaving, it shows back(chosen): chosen is the deck Done
// saved, or "" after Back.
func NewFourCuatro(svc *scenes.Services, deck string, rules fcdecks.Rules, back func(chosen string) scenes.Scene, opts ...FourCuatroOption) *FourCuatro {
	s := &FourCuatro{
		svc:   svc,
		th:    widget.NewTheme(svc.Painter, svc.Fonts),
		back:  back,
		rules: rules,
		list:  rules.Cards(),
		count: map[*fourcuatro.Def]int{},
		name:  widget.TextField{Max: store.MaxDeckName, Placeholder: "name this deck"},
		load:  widget.Cycler{Rows: 9},
		save:  widget.Button{Label: "Save"},
		clear: widget.Button{Label: "Clear"},
		fill:  widget.Button{Label: "Fill randomly"},
		done:  widget.Button{Label: "Done", Shortcut: "Enter", Style: widget.Primary, FontSize: 22},
		exit:  widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet},
		rng:   rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())),
	}
	for _, o := range opts {
		o(s)
	}
	s.cards = slices.Clone(s.list)
	slices.SortStableFunc(s.cards, func(a, b *fourcuatro.Def) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Cost, b.Cost))
	})
	s.listSaved()
	if deck != "" {
		s.loadDeck(deck)
	}
	return s
}

// Deck returns the deck in the card list's order.
func (s *FourCuatro) Deck() []*fourcuatro.Def {
	var deck []*fourcuatro.Def
	for _, d := range s.list {
		for range s.count[d] {
			deck = append(deck, d)
		}
	}
	return deck
}

// Problem returns what keeps the deck from being played, or "".
func (s *FourCuatro) Problem() string {
	if err := s.check(); err != nil {
		return widget.Capital(err.Error())
	}
	return ""
}

// check returns what keeps the deck from being played, or nil.
func (s *FourCuatro) check() error { return s.rules.Check(s.Deck()) }

// add puts a copy of d in the deck, if its circles and the deck's size
// allow.
func (s *FourCuatro) add(d *fourcuatro.Def) {
	s.confirm = ""
	switch {
	case s.count[d] >= s.rules.Most(d):
		s.say(true, "%s: all %d copies are in the deck (its circles)", d.Name, s.rules.Most(d))
	case s.total >= s.rules.Size():
		s.say(true, "The deck is full: %d cards. Take one out first", s.rules.Size())
	default:
		s.count[d]++
		s.total++
		s.dirty = true
		s.msg, s.bad = "", false
	}
}

// remove takes a copy of d out of the deck, if it holds one.
func (s *FourCuatro) remove(d *fourcuatro.Def) {
	s.confirm = ""
	if s.count[d] == 0 {
		s.say(true, "There is no %s in the deck", d.Name)
		return
	}
	s.count[d]--
	s.total--
	s.dirty = true
	s.msg, s.bad = "", false
}

// setDeck replaces the deck with deck.
func (s *FourCuatro) setDeck(deck []*fourcuatro.Def) {
	s.count = fcdecks.Counts(deck)
	s.total = len(deck)
}

// clearDeck empties the deck.
func (s *FourCuatro) clearDeck() {
	s.confirm = ""
	if s.total == 0 {
		return
	}
	s.setDeck(nil)
	s.dirty = true
	s.say(false, "The deck is empty")
}

// fillDeck completes the deck legally with random copies; a deck with
// too many cards, or too many copies of one, is first cut down.
func (s *FourCuatro) fillDeck() {
	s.confirm = ""
	if s.Problem() == "" {
		s.say(false, "The deck is already complete")
		return
	}
	over := s.total > s.rules.Size()
	for _, d := range s.list {
		over = over || s.count[d] > s.rules.Most(d)
	}
	before := s.total
	s.setDeck(s.rules.Complete(s.Deck(), s.rng))
	s.dirty = true
	if over {
		s.say(false, "Cut down to a legal deck and filled: %d cards, ready to play", s.total)
		return
	}
	s.say(false, "Added %d random cards: the deck is ready to play", s.total-before)
}

// listSaved reads the names of the saved decks into the load list.
func (s *FourCuatro) listSaved() {
	s.saved = nil
	if s.svc.Store != nil {
		names, err := s.svc.Store.DeckNames(store.FourCuatroDecks)
		if err != nil {
			s.say(true, "The saved decks could not be listed: %s", strings.TrimPrefix(err.Error(), "store: "))
		}
		s.saved = names
	}
	s.load.Options = append([]string{fcLoadLabel}, s.saved...)
	s.load.Index = 0
}

// Package deckedit is the deck editor of the main game. On the left, the
// card browser: every card of the block and of the player's own sets
// (tokens and schemes aside) as a grid of faces, scrolled with the wheel,
// narrowed by a search over names and rules text and by colour, type,
// mana value and set. On the right, the deck: its cards grouped by type
// with counts and −/+ buttons, the total, a warning for anything unusual
// (fewer than 60 cards, more than four copies of a card but a basic
// land), the mana curve, the colours and a row of the five basic lands.
// Click or drag a card into the deck to add a copy; right-click it, or
// click it in the deck, to take one out. At the top: the deck's name,
// New, Open (saved decks, or a copy of a ready-made one), Save, Delete,
// Import (a deck list from the clipboard or typed into a panel) and
// Export (the deck as a list, copied to the clipboard and shown). Leaving
// with unsaved changes asks first. Keys: Esc back, Ctrl+S save, Ctrl+F
// search.
//
// The cards come from a Source, so the 421 league's pool deck builder can
// use the same browser and deck with a pool's limited copies (Pool). In
// that mode (WithPoolBuild) the editor builds one deck of exactly so many
// cards from the pool: the top shows whose deck it is, each card of the
// browser how many copies are left, New, Open, Save and Delete give way to
// Done, which hands the deck to the league, Suggest puts the computer's
// deck from the pool in the editor, and Back leaves without a deck.
package deckedit

import (
	"fmt"
	"github.com/kitchentable/kitchentable/scenes/internal/ask"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Scene is the deck editor.
type Scene struct {
	svc  *scenes.Services
	th   *widget.Theme
	src  Source
	lib  *card.Library
	back func(saved string) scenes.Scene
	clip widget.Clipboard

	// count is the deck: copies by card; total is their sum.
	count map[*card.Def]int
	total int
	// probs caches Problems while probsOK; add, remove and setDeck clear it.
	probs   []string
	probsOK bool
	// loaded is the saved deck the editor holds ("" for one never saved);
	// dirty says the deck or its name changed since it was loaded or
	// saved; saved is the deck last saved here, handed to back.
	loaded string
	dirty  bool
	saved  string

	filter Filter
	// shown are the cards passing the filter; first is the index of the
	// first one in the grid (a multiple of the grid's columns).
	shown []*card.Def
	first int
	// deckTop is the first deck row shown.
	deckTop int

	name, search widget.TextField
	colours      [numColours]widget.Button
	types        [len(filterTypes)]widget.Button
	costs        [numCosts]widget.Button
	set          widget.Cycler
	setCodes     []string
	clearFilter  widget.Button
	newB, open   widget.Button
	save, del    widget.Button
	imp, exp     widget.Button
	exit         widget.Button
	suggest      widget.Button
	basicLands   [mana.NumColors]*card.Def
	basicMinus   [mana.NumColors]widget.Button
	basicPlus    [mana.NumColors]widget.Button

	// msg is what the last action said; bad marks a refusal or failure.
	msg string
	bad bool
	// Only one of these is open at a time, over the rest.
	ask   *ask.Question
	panel *textPanel
	list  *openList
	ui    ui
	// steps holds the frame's input split by the left button's changes.
	steps [3]input.State

	// build, when set, is the pool deck being built (WithPoolBuild).
	build *scenes.PoolBuild
}

// Option configures a Scene.
type Option func(*Scene)

// WithSource makes the editor offer src's cards instead of every card of
// the catalog.
func WithSource(src Source) Option { return func(s *Scene) { s.src = src } }

// WithPoolBuild makes the editor the pool deck builder of b: the cards
// of b.Pool with their copies, decks of exactly b.Size cards, starting
// from b.Deck; Done hands the deck to b.Done and Back leaves by b.Back.
func WithPoolBuild(b scenes.PoolBuild) Option {
	return func(s *Scene) {
		s.build = &b
		s.src = NewPool(b.Pool, b.Size)
	}
}

// WithClipboard makes Import, Export and the text fields use c instead
// of the computer's clipboard.
func WithClipboard(c widget.Clipboard) Option { return func(s *Scene) { s.clip = c } }

// New returns the deck editor opened on the saved deck named deck ("" for
// a new, empty deck). Leaving, it shows back(saved): saved is the deck
// last saved in the editor, "" when none was.
func New(svc *scenes.Services, deck string, back func(saved string) scenes.Scene, opts ...Option) *Scene {
	s := &Scene{
		svc:         svc,
		th:          widget.NewTheme(svc.Painter, svc.Fonts),
		back:        back,
		count:       map[*card.Def]int{},
		name:        widget.TextField{Max: store.MaxDeckName, Placeholder: "name this deck"},
		search:      widget.TextField{Max: 40, Placeholder: "search names and text"},
		set:         widget.Cycler{Rows: 8},
		clearFilter: widget.Button{Label: "Clear", FontSize: 13, Style: widget.Quiet},
		newB:        widget.Button{Label: "New", FontSize: 16},
		open:        widget.Button{Label: "Open", FontSize: 16},
		save:        widget.Button{Label: "Save", FontSize: 16, Style: widget.Primary},
		del:         widget.Button{Label: "Delete", FontSize: 16},
		imp:         widget.Button{Label: "Import", FontSize: 16},
		exp:         widget.Button{Label: "Export", FontSize: 16},
		exit:        widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16},
		suggest:     widget.Button{Label: "Suggest", FontSize: 16},
	}
	if svc.Catalog != nil {
		s.lib = svc.Catalog.Lib
	}
	for _, o := range opts {
		o(s)
	}
	if s.src == nil {
		var all []*card.Def
		if s.lib != nil {
			all = s.lib.All()
		}
		s.src = NewLibrary(all)
	}
	if s.clip == nil {
		s.clip = widget.SystemClipboard{}
	}
	s.name.Clipboard, s.search.Clipboard = s.clip, s.clip
	s.makeFilters()
	s.basicLands = basics(s.src)
	for i := range s.basicMinus {
		s.basicMinus[i] = widget.Button{Label: "−", FontSize: 15, Style: widget.Quiet}
		s.basicPlus[i] = widget.Button{Label: "+", FontSize: 15, Style: widget.Quiet}
	}
	s.refilter()
	if s.build != nil {
		s.save.Label = "Done"
		s.setDeck(s.build.Deck)
		s.say(false, "%s: exactly %d cards from the pool.", s.build.Title, s.build.Size)
	} else if deck != "" {
		s.openSaved(deck)
	}
	return s
}

// Building reports whether the editor is the pool deck builder.
func (s *Scene) Building() bool { return s.build != nil }

// makeFilters makes the filter's switches and the list of sets.
func (s *Scene) makeFilters() {
	for i, l := range []string{"W", "U", "B", "R", "G", "C", "M"} {
		s.colours[i] = widget.Button{Label: l, FontSize: 14}
	}
	for i, l := range typeLabels {
		s.types[i] = widget.Button{Label: l, FontSize: 13}
	}
	for i := range s.costs {
		l := fmt.Sprint(i)
		if i == numCosts-1 {
			l += "+"
		}
		s.costs[i] = widget.Button{Label: l, FontSize: 13}
	}
	s.set.Options, s.setCodes = []string{"All sets"}, []string{""}
	has := map[string]bool{}
	for _, d := range s.src.Cards() {
		has[d.Set] = true
	}
	if s.lib != nil {
		for _, set := range s.lib.Sets() {
			if has[set.Code] {
				s.set.Options = append(s.set.Options, fmt.Sprintf("%s (%s)", set.Name, set.Code))
				s.setCodes = append(s.setCodes, set.Code)
			}
		}
	}
}

// refilter finds the cards the filter lets through and goes back to the
// top of the grid.
func (s *Scene) refilter() {
	s.filter.Set = s.setCodes[min(max(s.set.Index, 0), len(s.setCodes)-1)]
	s.filter.Search = s.search.Text
	s.shown = s.shown[:0]
	for _, d := range s.src.Cards() {
		if s.filter.Match(d) {
			s.shown = append(s.shown, d)
		}
	}
	s.first = 0
}

// Deck returns the deck's cards, grouped and sorted as in the deck list
// (see deckOrder).
func (s *Scene) Deck() []*card.Def {
	var out []*card.Def
	for _, d := range s.deckOrder() {
		for range s.count[d] {
			out = append(out, d)
		}
	}
	return out
}

// deckOrder returns the deck's cards, each once, grouped by
// card.GroupOf, then by mana value and name, basic lands last.
func (s *Scene) deckOrder() []*card.Def {
	var out []*card.Def
	for d, n := range s.count {
		if n > 0 {
			out = append(out, d)
		}
	}
	slices.SortFunc(out, func(a, b *card.Def) int {
		if c := int(card.GroupOf(a)) - int(card.GroupOf(b)); c != 0 {
			return c
		}
		if c := boolInt(a.Super.Has(card.Basic)) - boolInt(b.Super.Has(card.Basic)); c != 0 {
			return c
		}
		if c := a.Cost.ManaValue() - b.Cost.ManaValue(); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Count returns the copies of d in the deck.
func (s *Scene) Count(d *card.Def) int { return s.count[d] }

// Total returns the number of cards in the deck.
func (s *Scene) Total() int { return s.total }

// Message returns what the last action said and whether it was a refusal
// or a failure.
func (s *Scene) Message() (string, bool) { return s.msg, s.bad }

// Problems returns what is unusual about the deck, one sentence each.
func (s *Scene) Problems() []string {
	if !s.probsOK {
		s.probs, s.probsOK = deckProblems(s.src, s.count, s.total), true
	}
	return s.probs
}

// Dirty reports whether the deck has changes not saved.
func (s *Scene) Dirty() bool { return s.dirty }

// say shows a message.
func (s *Scene) say(bad bool, format string, args ...any) {
	s.msg, s.bad = fmt.Sprintf(format, args...), bad
}

// allInDeck says that the deck already holds every copy there is of the
// card named name, most of them.
func allInDeck(most int, name string) string {
	switch most {
	case 0:
		return fmt.Sprintf("There is no copy of %s left to add.", name)
	case 1:
		return fmt.Sprintf("The only copy of %s is in the deck.", name)
	}
	return fmt.Sprintf("All %d copies of %s are in the deck.", most, name)
}

// add puts a copy of d in the deck, unless the source has no more.
func (s *Scene) add(d *card.Def) {
	if most, hard := s.src.Copies(d); hard && s.count[d] >= most {
		s.say(true, "%s", allInDeck(most, d.Name))
		return
	}
	s.count[d]++
	s.total++
	s.probsOK = false
	s.dirty = true
	s.msg, s.bad = "", false
}

// remove takes a copy of d out of the deck, if it holds one.
func (s *Scene) remove(d *card.Def) {
	if s.count[d] == 0 {
		return
	}
	s.count[d]--
	if s.count[d] == 0 {
		delete(s.count, d)
	}
	s.total--
	s.probsOK = false
	s.dirty = true
	s.msg, s.bad = "", false
}

// setDeck replaces the deck with cards.
func (s *Scene) setDeck(cards []*card.Def) {
	s.count = map[*card.Def]int{}
	for _, d := range cards {
		s.count[d]++
	}
	s.total = len(cards)
	s.probsOK = false
	s.deckTop = 0
}

// curve counts the deck's cards that are not lands by mana value, 6 and
// more together.
func (s *Scene) curve() [numCosts]int {
	var n [numCosts]int
	for d, k := range s.count {
		if !d.IsLand() {
			n[min(d.Cost.ManaValue(), numCosts-1)] += k
		}
	}
	return n
}

// colourCounts counts the deck's cards of each colour (a card of two
// colours counts for both), and its lands.
func (s *Scene) colourCounts() (colours [mana.NumColors]int, lands int) {
	for d, k := range s.count {
		if d.IsLand() {
			lands += k
			continue
		}
		for _, c := range (d.Colors & mana.AllColors).Colors() {
			colours[c] += k
		}
	}
	return colours, lands
}

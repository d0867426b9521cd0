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
// Two tabs over the deck, "Deck" and "Schemes", switch the browser and
// the deck between the main deck and the deck's scheme deck (Archenemy):
// the scheme browser shows the schemes large and landscape, narrowed by
// the search, one-shot or ongoing, set and the ready-made theme deck they
// come from; the deck side lists the schemes with counts and −/+, and its
// problems line says "at least 20 schemes, at most 2 of a name" as they
// are added. Save, Open, Import and Export keep the schemes under a
// Schemes title; a deck without schemes is saved and listed as before.
//
// The cards come from a Source, so the 421 league's pool deck builder can
// use the same browser and deck with a pool's limited copies (Pool). In
// that mode (WithPoolBuild) the editor builds one deck of exactly so many
// cards from the pool: the top shows whose deck it is, each card of the
// browser how many copies are left, New, Open, Save and Delete give way to
// Done, which hands the deck to the league, Suggest puts the computer's
// deck from the pool in the editor, and Back leaves without a deck.
//
// The same package edits FourCuatro decks (FourCuatro, NewFourCuatro):
// the store's other kind of deck, its cards as a grid showing each
// card's circles, and the rules of a legal deck taken from the caller
// (fcdecks.Rules).
package deckedit

import (
	"fmt"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/ask"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Scene is the deck editor.
type Scene struct {
	svc  *scenes.Services
	th   *widget.Theme
	lib  *card.Library
	back func(saved string) scenes.Scene
	clip widget.Clipboard

	// parts are the main deck and the scheme deck; part is the one shown,
	// whose cards, filter and grid the embedded fields are.
	parts [numParts]part
	*part
	// files, filters and column are the top bar, the browser's filter
	// and the deck panel (parts.go).
	files   deckFiles
	filters filterBar
	column  deckColumn

	notice
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
		svc:  svc,
		th:   widget.NewTheme(svc.Painter, svc.Fonts),
		back: back,
		files: deckFiles{
			name:    widget.TextField{Max: store.MaxDeckName, Placeholder: "name this deck"},
			newB:    widget.Button{Label: "New", FontSize: 16},
			open:    widget.Button{Label: "Open", FontSize: 16},
			save:    widget.Button{Label: "Save", FontSize: 16, Style: widget.Primary},
			del:     widget.Button{Label: "Delete", FontSize: 16},
			imp:     widget.Button{Label: "Import", FontSize: 16},
			exp:     widget.Button{Label: "Export", FontSize: 16},
			exit:    widget.Button{Label: "Back", Shortcut: "Esc", Style: widget.Quiet, FontSize: 16},
			suggest: widget.Button{Label: "Suggest", FontSize: 16},
		},
		filters: filterBar{
			search:      widget.TextField{Max: 40, Placeholder: "search names and text"},
			clearFilter: widget.Button{Label: "Clear", FontSize: 13, Style: widget.Quiet},
		},
	}
	s.wire()
	if svc.Catalog != nil {
		s.lib = svc.Catalog.Lib
	}
	s.parts[mainPart] = newPart(nil)
	s.part = &s.parts[mainPart]
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
	s.parts[schemePart] = newSchemePart(s.lib, s.build == nil)
	if s.clip == nil {
		s.clip = widget.SystemClipboard{}
	}
	s.files.name.Clipboard, s.filters.search.Clipboard = s.clip, s.clip
	s.filters.makeFilters()
	s.filters.makeSchemeFilters()
	for i := range s.column.tabs {
		s.column.tabs[i] = widget.Button{Label: tabNames[i], FontSize: 14}
	}
	s.column.basicLands = basics(s.src)
	for i := range s.column.basicMinus {
		s.column.basicMinus[i] = widget.Button{Label: "−", FontSize: 15, Style: widget.Quiet}
		s.column.basicPlus[i] = widget.Button{Label: "+", FontSize: 15, Style: widget.Quiet}
	}
	for i := range s.parts {
		s.part = &s.parts[i]
		s.filters.refilter()
	}
	s.part = &s.parts[mainPart]
	if s.build != nil {
		s.files.save.Label = "Done"
		s.setDeck(s.build.Deck)
		s.say(false, "%s: exactly %d cards from the pool.", s.build.Title, s.build.Size)
	} else if deck != "" {
		s.files.openSaved(deck)
	}
	return s
}

// Building reports whether the editor is the pool deck builder.
func (s *Scene) Building() bool { return s.build != nil }

// makeSets lists the sets of the part's cards for its set filter.
func (p *part) makeSets(lib *card.Library) {
	p.set.Options, p.setCodes = []string{"All sets"}, []string{""}
	has := map[string]bool{}
	for _, d := range p.src.Cards() {
		has[d.Set] = true
	}
	if lib != nil {
		for _, set := range lib.Sets() {
			if has[set.Code] {
				p.set.Options = append(p.set.Options, fmt.Sprintf("%s (%s)", set.Name, set.Code))
				p.setCodes = append(p.setCodes, set.Code)
			}
		}
	}
}

// Deck returns the main deck's cards, grouped and sorted as in the deck
// list.
func (s *Scene) Deck() []*card.Def { return s.parts[mainPart].cards() }

// Schemes returns the scheme deck's cards, one-shot schemes first, then
// ongoing ones, each by name; none for a deck without schemes.
func (s *Scene) Schemes() []*card.Def { return s.parts[schemePart].cards() }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Count returns the copies of d in the deck (of a scheme, in the scheme
// deck).
func (s *Scene) Count(d *card.Def) int {
	if d.Types.Has(card.Scheme) {
		return s.parts[schemePart].count[d]
	}
	return s.parts[mainPart].count[d]
}

// Total returns the number of cards in the main deck.
func (s *Scene) Total() int { return s.parts[mainPart].total }

// SchemeTotal returns the number of schemes in the scheme deck.
func (s *Scene) SchemeTotal() int { return s.parts[schemePart].total }

// Problems returns what is unusual about the part shown, the main deck
// or the scheme deck, one sentence each.
func (s *Scene) Problems() []string { return s.problems() }

// Dirty reports whether the deck has changes not saved.
func (s *Scene) Dirty() bool { return s.files.dirty }

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
	s.files.dirty = true
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
	s.files.dirty = true
	s.msg, s.bad = "", false
}

// setDeck replaces the main deck with cards.
func (s *Scene) setDeck(cards []*card.Def) { s.parts[mainPart].setCards(cards) }

// setSchemes replaces the scheme deck with schemes.
func (s *Scene) setSchemes(schemes []*card.Def) { s.parts[schemePart].setCards(schemes) }

// curve counts the deck's cards that are not lands by mana value, 6 and
// more together.
func (p *part) curve() [numCosts]int {
	var n [numCosts]int
	for d, k := range p.count {
		if !d.IsLand() {
			n[min(d.Cost.ManaValue(), numCosts-1)] += k
		}
	}
	return n
}

// colourCounts counts the deck's cards of each colour (a card of two
// colours counts for both), and its lands.
func (p *part) colourCounts() (colours [mana.NumColors]int, lands int) {
	for d, k := range p.count {
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

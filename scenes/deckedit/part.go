package deckedit

import (
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The parts of a deck the editor edits, by index in Scene.parts.
const (
	mainPart = iota
	schemePart
	numParts
)

// part is one part of the deck with its browser: the main deck or the
// scheme deck. The editor shows one part at a time; the Scene embeds a
// pointer to it, so s.count, s.shown and the like are the shown part's.
type part struct {
	src Source
	// count is the part's cards: copies by card; total is their sum.
	count map[*card.Def]int
	total int
	// probs caches the part's problems while probsOK; add, remove and
	// setCards clear it.
	probs   []string
	probsOK bool

	filter Filter
	// shown are the cards passing the filter; first is the index of the
	// first one in the grid (a multiple of the grid's columns).
	shown []*card.Def
	first int
	// deckTop is the first deck row shown.
	deckTop int
	// searchText is the part's search while the other part is shown.
	searchText string
	set        widget.Cycler
	setCodes   []string
	// gridCols×gridRows cards of cellW by cellH show in the grid;
	// deckRowsShown rows in the deck list.
	gridCols, gridRows int
	cellW, cellH       float64
	deckRowsShown      int
}

// newPart returns an empty part offering src's cards.
func newPart(src Source) part {
	return part{src: src, count: map[*card.Def]int{}, set: widget.Cycler{Rows: 8},
		gridCols: cols, gridRows: rows, cellW: cardW, cellH: cardH, deckRowsShown: deckRowsShown}
}

// setCards replaces the part's cards with cards.
func (p *part) setCards(cards []*card.Def) {
	p.count = map[*card.Def]int{}
	for _, d := range cards {
		p.count[d]++
	}
	p.total = len(cards)
	p.probsOK = false
	p.deckTop = 0
}

// cards returns the part's cards, each repeated by its copies, in the
// order of the deck list (order).
func (p *part) cards() []*card.Def {
	var out []*card.Def
	for _, d := range p.order() {
		for range p.count[d] {
			out = append(out, d)
		}
	}
	return out
}

// order returns the part's cards, each once, in the order of its list:
// schemes by card.CompareSchemes; other cards grouped by card.GroupOf,
// then by mana value and name, basic lands last.
func (p *part) order() []*card.Def {
	var out []*card.Def
	for d, n := range p.count {
		if n > 0 {
			out = append(out, d)
		}
	}
	slices.SortFunc(out, func(a, b *card.Def) int {
		if a.Types.Has(card.Scheme) && b.Types.Has(card.Scheme) {
			return card.CompareSchemes(a, b)
		}
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

// problems returns what is unusual about the part, one sentence each.
func (p *part) problems() []string {
	if !p.probsOK {
		if _, ok := p.src.(*Schemes); ok {
			p.probs = schemeProblems(p.src, p.count, p.total)
		} else {
			p.probs = deckProblems(p.src, p.count, p.total)
		}
		p.probsOK = true
	}
	return p.probs
}

// hasSchemes reports whether the editor edits a scheme deck too: not in
// the pool builder, and only when there are schemes to choose from.
func (s *Scene) hasSchemes() bool {
	return s.build == nil && len(s.parts[schemePart].src.Cards()) > 0
}

// onSchemes reports whether the scheme deck is shown.
func (s *Scene) onSchemes() bool { return s.part == &s.parts[schemePart] }

// show switches the browser and the deck panel to part k, keeping each
// part's search, filter and scroll.
func (s *Scene) show(k int) {
	if s.part == &s.parts[k] || (k == schemePart && !s.hasSchemes()) {
		return
	}
	s.searchText = s.filters.search.Text
	s.part = &s.parts[k]
	s.filters.search.Text, s.filters.search.Focused = s.searchText, false
	s.ui.ptr.Reset()
	s.ui.zoom = nil
	s.msg, s.bad = "", false
}

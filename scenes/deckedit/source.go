package deckedit

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Source is where the editor's cards come from and what a deck built from
// them must be: every card of the library with the four-copy rule
// (Library), or a pool with so many copies of each card (Pool), as the
// 421 league's deck builder needs.
type Source interface {
	// Cards returns the cards offered, each once, in browsing order.
	Cards() []*card.Def
	// Copies returns how many copies of d a deck may hold (-1: any
	// number), and whether holding more is refused (a pool has no more)
	// rather than only warned about (a rule the player may break).
	Copies(d *card.Def) (n int, hard bool)
	// Size returns the number of cards a deck should have, and whether it
	// must have exactly that many rather than at least.
	Size() (n int, exact bool)
}

// Deck sizes and copies of the main game.
const (
	// DeckSize is the usual size of a main-game deck.
	DeckSize = 60
	// MaxCopies is the most copies of one card a deck usually holds,
	// basic lands aside.
	MaxCopies = 4
)

// Library is the unlimited source: every card of cards but tokens and
// schemes, any number of copies, with a warning past MaxCopies for
// anything but a basic land, and decks of at least DeckSize cards.
type Library struct {
	cards []*card.Def
}

// NewLibrary returns the source of cards, without their tokens and
// schemes, in browsing order (see sortCards).
func NewLibrary(cards []*card.Def) *Library {
	var out []*card.Def
	for _, d := range cards {
		if !d.Token && !d.Types.Has(card.Scheme) {
			out = append(out, d)
		}
	}
	sortCards(out)
	return &Library{cards: out}
}

// Cards implements Source.
func (l *Library) Cards() []*card.Def { return l.cards }

// Copies implements Source: basic lands have no limit, other cards a
// soft one of MaxCopies.
func (l *Library) Copies(d *card.Def) (int, bool) {
	if d.Super.Has(card.Basic) {
		return -1, false
	}
	return MaxCopies, false
}

// Size implements Source: at least DeckSize.
func (l *Library) Size() (int, bool) { return DeckSize, false }

// Pool is a limited source: the cards of a pool, so many copies of each,
// and decks of exactly size cards (the 421 league's builder).
type Pool struct {
	cards []*card.Def
	have  map[*card.Def]int
	size  int
}

// NewPool returns the source of the cards of pool (each copy listed), for
// decks of exactly size cards.
func NewPool(pool []*card.Def, size int) *Pool {
	p := &Pool{have: map[*card.Def]int{}, size: size}
	for _, d := range pool {
		if p.have[d] == 0 {
			p.cards = append(p.cards, d)
		}
		p.have[d]++
	}
	sortCards(p.cards)
	return p
}

// Cards implements Source.
func (p *Pool) Cards() []*card.Def { return p.cards }

// Copies implements Source: as many as the pool has, no more.
func (p *Pool) Copies(d *card.Def) (int, bool) { return p.have[d], true }

// Size implements Source: exactly size.
func (p *Pool) Size() (int, bool) { return p.size, true }

// sortCards sorts cards for browsing: by colour (white, blue, black, red,
// green, multicoloured, colourless, then lands), mana value and name.
func sortCards(cards []*card.Def) {
	slices.SortStableFunc(cards, func(a, b *card.Def) int {
		return cmp.Or(cmp.Compare(colourRank(a), colourRank(b)),
			cmp.Compare(a.Cost.ManaValue(), b.Cost.ManaValue()),
			strings.Compare(a.Name, b.Name))
	})
}

// colourRank orders a card by colour for browsing: 0–4 for one colour,
// 5 multicoloured, 6 colourless, 7 a land, basic lands last.
func colourRank(d *card.Def) int {
	cs := d.Colors & mana.AllColors
	switch {
	case d.Super.Has(card.Basic):
		return 8
	case d.IsLand():
		return 7
	case cs.Count() == 1:
		return int(cs.Colors()[0])
	case cs.Count() > 1:
		return 5
	}
	return 6
}

// basicColour returns the colour a basic land makes, from its land type
// (Plains, Island, Swamp, Mountain, Forest), and whether it has one.
func basicColour(d *card.Def) (mana.Color, bool) {
	if !d.Super.Has(card.Basic) {
		return 0, false
	}
	for _, s := range d.Subtypes {
		if c, ok := basicTypes[s]; ok {
			return c, true
		}
	}
	return 0, false
}

var basicTypes = map[string]mana.Color{"Plains": mana.White, "Island": mana.Blue, "Swamp": mana.Black, "Mountain": mana.Red, "Forest": mana.Green}

// basics returns a source's basic land of each colour (nil where it has
// none), the first it offers of each.
func basics(src Source) [mana.NumColors]*card.Def {
	var out [mana.NumColors]*card.Def
	for _, d := range src.Cards() {
		if c, ok := basicColour(d); ok && out[c] == nil {
			out[c] = d
		}
	}
	return out
}

// deckProblems returns what is unusual about a deck of count cards (by
// card, total n) from src, one sentence each: a size it should not have,
// and the cards with more copies than allowed, in src's order.
func deckProblems(src Source, count map[*card.Def]int, n int) []string {
	var out []string
	size, exact := src.Size()
	switch {
	case exact && n != size:
		out = append(out, fmt.Sprintf("The deck needs exactly %d cards.", size))
	case !exact && n < size:
		out = append(out, fmt.Sprintf("A deck normally has at least %d cards.", size))
	}
	for _, d := range src.Cards() {
		most, hard := src.Copies(d)
		switch {
		case most < 0 || count[d] <= most:
		case hard:
			out = append(out, fmt.Sprintf("%d copies of %s: the pool has %d.", count[d], d.Name, most))
		default:
			out = append(out, fmt.Sprintf("%d copies of %s: a deck normally has at most %d.", count[d], d.Name, most))
		}
	}
	return out
}

package deckedit

import (
	"fmt"
	"slices"

	"github.com/kitchentable/kitchentable/game/card"
)

// Schemes is the source of a scheme deck (Archenemy): the scheme cards of
// a library, at most card.MaxSchemeCopies of a name and at least
// card.MinSchemeDeck in all; the editor warns past them, as for the main
// deck, and the set-up refuses such a scheme deck.
type Schemes struct {
	cards []*card.Def
}

// NewSchemes returns the source of the schemes among cards, one-shot
// schemes first, then ongoing ones, each by name.
func NewSchemes(cards []*card.Def) *Schemes {
	var out []*card.Def
	for _, d := range cards {
		if !d.Token && d.Types.Has(card.Scheme) {
			out = append(out, d)
		}
	}
	slices.SortStableFunc(out, card.CompareSchemes)
	return &Schemes{cards: out}
}

// Cards implements Source.
func (s *Schemes) Cards() []*card.Def { return s.cards }

// Copies implements Source: a soft limit of card.MaxSchemeCopies.
func (s *Schemes) Copies(*card.Def) (int, bool) { return card.MaxSchemeCopies, false }

// Size implements Source: at least card.MinSchemeDeck.
func (s *Schemes) Size() (int, bool) { return card.MinSchemeDeck, false }

// The scheme kind filter's switches: schemes that happen once, ongoing
// schemes.
const (
	oneShot = iota
	ongoing
	numKinds
)

// kindLabels label the scheme kind filter's switches.
var kindLabels = [numKinds]string{"One-shot", "Ongoing"}

// Scheme grid: 4×4 landscape faces.
const (
	schemeCols, schemeRows = 4, 4
	schemeW                = 176.0
	schemeH                = schemeW * 5 / 7
	schemeRowsShown        = 22
	schemeZoomW            = 430.0
)

// newSchemePart returns the scheme deck's part: lib's schemes when on,
// none otherwise (the pool builder has no scheme deck).
func newSchemePart(lib *card.Library, on bool) part {
	var all []*card.Def
	if on && lib != nil {
		all = lib.All()
	}
	p := newPart(NewSchemes(all))
	p.gridCols, p.gridRows, p.cellW, p.cellH = schemeCols, schemeRows, schemeW, schemeH
	p.deckRowsShown = schemeRowsShown
	return p
}

// schemeProblems returns what keeps a scheme deck of count schemes (by
// card, total n) from src from being played, one sentence each: too few
// schemes, and the schemes with too many copies, in src's order.
func schemeProblems(src Source, count map[*card.Def]int, n int) []string {
	var out []string
	if size, _ := src.Size(); n < size {
		have := "none yet"
		if n > 0 {
			have = fmt.Sprintf("%d so far", n)
		}
		out = append(out, fmt.Sprintf("At least %d schemes needed: %s.", size, have))
	}
	for _, d := range src.Cards() {
		if most, _ := src.Copies(d); count[d] > most {
			out = append(out, fmt.Sprintf("%d copies of %s: at most %d of a name.", count[d], d.Name, most))
		}
	}
	return out
}

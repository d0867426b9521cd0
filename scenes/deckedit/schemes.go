package deckedit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/widget"
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

// makeSchemeFilters makes the scheme filter's switches and its list of
// ready-made theme decks whose schemes it can show ("From The Harvest
// Horde").
func (s *Scene) makeSchemeFilters() {
	for i, l := range kindLabels {
		s.kinds[i] = widget.Button{Label: l, FontSize: 13}
	}
	s.themeFrom = widget.Cycler{Rows: 8, Options: []string{"From any theme deck"}}
	s.themeSets = []map[*card.Def]bool{nil}
	if s.svc.Catalog == nil || !s.hasSchemes() {
		return
	}
	for _, name := range s.svc.Catalog.Decks {
		if !strings.HasPrefix(name, "archenemy-") {
			continue
		}
		d, err := s.svc.Catalog.Deck(name)
		if err != nil || len(d.Schemes) == 0 {
			continue
		}
		in := map[*card.Def]bool{}
		for _, c := range d.Schemes {
			in[c] = true
		}
		s.themeFrom.Options = append(s.themeFrom.Options, "From "+readyName(name))
		s.themeSets = append(s.themeSets, in)
	}
}

// fromTheme reports whether d passes the theme deck filter: in the scheme
// deck of the theme deck chosen, or any card when none is.
func (s *Scene) fromTheme(d *card.Def) bool {
	if !s.onSchemes() || s.themeFrom.Index <= 0 || s.themeFrom.Index >= len(s.themeSets) {
		return true
	}
	return s.themeSets[s.themeFrom.Index][d]
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

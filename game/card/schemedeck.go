package card

import (
	"fmt"
	"strings"
)

// deckSection is the part of a deck file a card line belongs to.
type deckSection uint8

// The sections of a deck file.
const (
	sectionMain deckSection = iota
	sectionSide
	sectionSchemes
)

// String returns the word that starts the section in a deck file.
func (s deckSection) String() string {
	switch s {
	case sectionSide:
		return "Sideboard"
	case sectionSchemes:
		return "Schemes"
	}
	return "main deck"
}

// sectionLine reports whether line starts a section ("Sideboard",
// "Schemes", either with a colon, in any case) and which.
func sectionLine(line string) (deckSection, bool) {
	switch w := strings.TrimSuffix(line, ":"); {
	case strings.EqualFold(w, "sideboard"):
		return sectionSide, true
	case strings.EqualFold(w, "schemes"):
		return sectionSchemes, true
	}
	return sectionMain, false
}

// Scheme deck limits (Archenemy): a scheme deck has at least
// MinSchemeDeck schemes and at most MaxSchemeCopies of any one name.
const (
	MinSchemeDeck   = 20
	MaxSchemeCopies = 2
)

// CheckSchemeDeck reports what is wrong with a scheme deck: fewer than
// MinSchemeDeck cards, a card that is missing or not a scheme, or more
// than MaxSchemeCopies cards of one name. The error names the card and
// always starts "card: the scheme deck ".
func CheckSchemeDeck(schemes []*Def) error {
	copies := map[string]int{}
	for _, d := range schemes {
		if d == nil {
			return fmt.Errorf("card: the scheme deck holds a missing card")
		}
		if !d.Types.Has(Scheme) {
			return fmt.Errorf("card: the scheme deck holds %q, which is not a scheme", d.Name)
		}
		copies[d.Name]++
		if copies[d.Name] == MaxSchemeCopies+1 {
			return fmt.Errorf("card: the scheme deck holds more than %d copies of %q", MaxSchemeCopies, d.Name)
		}
	}
	if len(schemes) < MinSchemeDeck {
		return fmt.Errorf("card: the scheme deck has %d schemes (at least %d are needed)", len(schemes), MinSchemeDeck)
	}
	return nil
}

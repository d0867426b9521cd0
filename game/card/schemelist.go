package card

import (
	"fmt"
	"slices"
	"strings"
)

// CompareSchemes orders schemes as scheme lists show them: the schemes
// that happen once first, then the ongoing ones, each group by name.
func CompareSchemes(a, b *Def) int {
	if c := boolInt(a.Super.Has(Ongoing)) - boolInt(b.Super.Has(Ongoing)); c != 0 {
		return c
	}
	return strings.Compare(a.Name, b.Name)
}

// FormatSchemeList writes schemes as the scheme part of a deck list or a
// deck file, which ParseDeckList and ParseDeck read back: a "Schemes"
// line, then one "COUNT Scheme Name" line per scheme in CompareSchemes
// order. With no schemes it returns "".
func FormatSchemeList(schemes []*Def) string {
	count := map[*Def]int{}
	var order []*Def
	for _, d := range schemes {
		if count[d] == 0 {
			order = append(order, d)
		}
		count[d]++
	}
	if len(order) == 0 {
		return ""
	}
	slices.SortStableFunc(order, CompareSchemes)
	var b strings.Builder
	b.WriteString("Schemes\n")
	for _, d := range order {
		fmt.Fprintf(&b, "%d %s\n", count[d], d.Name)
	}
	return b.String()
}

package deckedit

import (
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// The colour filter's switches: the five colours, then colourless and
// multicoloured.
const (
	colourless = mana.NumColors
	multi      = mana.NumColors + 1
	numColours = mana.NumColors + 2
)

// The type filter's types, in the order of its switches.
var filterTypes = [...]card.Type{card.Creature, card.Instant, card.Sorcery, card.Enchantment, card.Artifact, card.Land}

// typeLabels label the type filter's switches.
var typeLabels = [len(filterTypes)]string{"Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land"}

// numCosts is the number of mana-value switches: 0 to 5, then 6 and more.
const numCosts = 7

// Filter says which cards the browser shows. A group of switches with
// none on lets every card through.
type Filter struct {
	// Search is words that must all be in a card's name, type line or
	// rules text, ignoring case.
	Search string
	// Colours: a card with one of the colours on passes; Colours[colourless]
	// lets colourless cards through; Colours[multi] keeps only
	// multicoloured cards (of the colours on, if any).
	Colours [numColours]bool
	// Types: a card of one of the types on passes.
	Types [len(filterTypes)]bool
	// Costs: a card whose mana value is on passes (the last: 6 or more).
	Costs [numCosts]bool
	// Set, when not "", is the only set code shown.
	Set string
	// Kinds: a scheme that happens once passes with Kinds[oneShot] on,
	// an ongoing one with Kinds[ongoing].
	Kinds [numKinds]bool
}

// Match reports whether d passes the filter.
func (f *Filter) Match(d *card.Def) bool {
	return f.matchColour(d) && f.matchType(d) && f.matchCost(d) && f.matchKind(d) &&
		(f.Set == "" || d.Set == f.Set) && f.matchSearch(d)
}

func (f *Filter) matchKind(d *card.Def) bool {
	if f.Kinds == [numKinds]bool{} {
		return true
	}
	if d.Super.Has(card.Ongoing) {
		return f.Kinds[ongoing]
	}
	return f.Kinds[oneShot]
}

func (f *Filter) matchColour(d *card.Def) bool {
	cs := d.Colors & mana.AllColors
	anyColour := false
	for c := range mana.Color(mana.NumColors) {
		anyColour = anyColour || f.Colours[c]
	}
	if f.Colours[multi] && cs.Count() < 2 {
		return false
	}
	if !anyColour && !f.Colours[colourless] {
		return true
	}
	if cs == 0 {
		return f.Colours[colourless]
	}
	for _, c := range cs.Colors() {
		if f.Colours[c] {
			return true
		}
	}
	// Only colourless chosen (with multicoloured): no coloured card.
	return false
}

func (f *Filter) matchType(d *card.Def) bool {
	any := false
	for i, t := range filterTypes {
		if f.Types[i] {
			any = true
			if d.Types.Has(t) {
				return true
			}
		}
	}
	return !any
}

func (f *Filter) matchCost(d *card.Def) bool {
	any := false
	for _, on := range f.Costs {
		any = any || on
	}
	return !any || f.Costs[min(d.Cost.ManaValue(), numCosts-1)]
}

func (f *Filter) matchSearch(d *card.Def) bool {
	words := strings.Fields(strings.ToLower(f.Search))
	if len(words) == 0 {
		return true
	}
	text := strings.ToLower(d.Name + "\n" + d.TypeLine() + "\n" + d.Text)
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

// Active reports whether any part of the filter is set.
func (f *Filter) Active() bool { return *f != Filter{} }

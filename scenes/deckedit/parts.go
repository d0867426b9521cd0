package deckedit

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/widget"
)

// The editor's parts: each keeps the state of one part of the screen
// and the methods that read and change it, and reaches the deck, the
// message and the other parts through the editor it belongs to (wire
// sets that).

// deckFiles is the top bar and what it keeps: the deck's name, New,
// Open, Save, Delete, Import, Export, Suggest and Back, and whether the
// deck is saved (files.go, textpanel.go).
type deckFiles struct {
	*Scene
	name          widget.TextField
	newB, open    widget.Button
	save, del     widget.Button
	imp, exp      widget.Button
	exit, suggest widget.Button
	// loaded is the saved deck the editor holds ("" for one never saved);
	// dirty says the deck or its name changed since it was loaded or
	// saved; saved is the deck last saved here, handed to back.
	loaded string
	dirty  bool
	saved  string
}

// filterBar is the browser's search and switches: colour, type and mana
// value for the main deck, kind and theme deck for the schemes
// (filterbar.go).
type filterBar struct {
	*Scene
	search  widget.TextField
	colours [numColours]widget.Button
	types   [len(filterTypes)]widget.Button
	costs   [numCosts]widget.Button
	// kinds and themeFrom filter the schemes (see makeSchemeFilters).
	kinds       [numKinds]widget.Button
	themeFrom   widget.Cycler
	themeSets   []map[*card.Def]bool
	clearFilter widget.Button
}

// deckColumn is the deck panel: its tabs, its rows, the curve and the
// basic lands' row (column.go).
type deckColumn struct {
	*Scene
	tabs       [numParts]widget.Button
	basicLands [mana.NumColors]*card.Def
	basicMinus [mana.NumColors]widget.Button
	basicPlus  [mana.NumColors]widget.Button
}

// wire makes s the editor its parts belong to.
func (s *Scene) wire() {
	s.files.Scene, s.filters.Scene, s.column.Scene = s, s, s
}

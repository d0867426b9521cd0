package deckedit

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/internal/deckpointer"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Update implements scenes.Scene. A frame that caught more than one
// change of the left button (fast clicks on a slow frame) is handled one
// change at a time, in order, so every click counts.
func (s *Scene) Update(ctx *scenes.Context) error {
	in := ctx.In
	for i := range in.Steps(&s.steps) {
		ctx.In = &s.steps[i]
		s.layout(ctx.Width, ctx.Height, ctx.Scale())
		s.update(ctx)
	}
	ctx.In = in
	// The grid and the deck's rows follow the filter and the deck: lay
	// out again for Draw.
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	s.hovering(ctx)
	return nil
}

// update handles one frame's input.
func (s *Scene) update(ctx *scenes.Context) {
	in := ctx.In
	s.ui.cursor = in.Cursor
	switch {
	case s.ask != nil:
		if act, ok := s.ask.Update(in); ok {
			s.ask = nil
			if act != nil {
				act(ctx)
			}
		}
		return
	case s.panel != nil:
		s.updatePanel(in)
		return
	case s.list != nil:
		item, done := s.list.update(in)
		if done {
			s.list = nil
		}
		if item != nil {
			it := *item
			s.guard(ctx, func(*scenes.Context) {
				if it.ready {
					s.openReady(it.name)
				} else {
					s.openSaved(it.name)
				}
			})
		}
		return
	case s.set.Open:
		if s.set.Update(in) {
			s.refilter()
		}
		return
	case s.themeFrom.Open:
		if s.themeFrom.Update(in) {
			s.refilter()
		}
		return
	}
	editing := s.name.Focused || s.search.Focused
	if s.build == nil && s.name.Update(in) {
		s.dirty = true
	}
	if s.search.Update(in) {
		s.refilter()
	}
	if msg := s.name.ClipboardErr + s.search.ClipboardErr; msg != "" {
		s.say(true, "%s.", widget.Capital(msg))
		s.name.ClipboardErr, s.search.ClipboardErr = "", ""
	}
	ctrl := in.Held(input.ModCtrl)
	switch {
	case ctrl && in.KeyPressed(input.KeyS) && s.build != nil:
		s.finish(ctx)
		return
	case ctrl && in.KeyPressed(input.KeyS):
		s.saveDeck(ctx, nil)
		return
	case ctrl && in.KeyPressed(input.KeyF):
		s.name.Focused, s.search.Focused = false, true
		return
	case !editing && in.KeyPressed(input.KeyEscape):
		s.leave(ctx)
		return
	}
	if s.buttons(ctx, in) {
		return
	}
	s.scroll(in, editing)
	s.pointer(in)
}

// buttons handles the buttons and switches, and reports whether one was
// clicked.
func (s *Scene) buttons(ctx *scenes.Context, in *input.State) bool {
	pool := s.build != nil
	switch {
	case s.exit.Update(in):
		s.leave(ctx)
	case pool && s.save.Update(in):
		s.finish(ctx)
	case pool && s.build.Suggest != nil && s.suggest.Update(in):
		s.suggestDeck()
	case pool && s.imp.Update(in):
		s.panel = s.newImportPanel()
	case pool && s.exp.Update(in):
		s.panel = s.newExportPanel()
	case pool:
		return s.filterButtons(in)
	case s.newB.Update(in):
		s.newDeck(ctx)
	case s.open.Update(in):
		s.openList()
	case s.save.Update(in):
		s.saveDeck(ctx, nil)
	case s.del.Update(in):
		s.deleteDeck()
	case s.imp.Update(in):
		s.panel = s.newImportPanel()
	case s.exp.Update(in):
		s.panel = s.newExportPanel()
	default:
		return s.filterButtons(in)
	}
	return true
}

// filterButtons handles the filter's buttons and switches and the basic
// lands' buttons, and reports whether one was clicked.
func (s *Scene) filterButtons(in *input.State) bool {
	switch {
	case s.tabs[mainPart].Update(in):
		s.show(mainPart)
	case s.tabs[schemePart].Update(in):
		s.show(schemePart)
	case s.clearFilter.Update(in):
		s.filter = Filter{}
		s.search.Text, s.set.Index = "", 0
		if s.onSchemes() {
			s.themeFrom.Index = 0
		}
		s.refilter()
	case s.set.Update(in):
		s.refilter()
	case s.themeFrom.Update(in):
		s.refilter()
	default:
		return s.switches(in) || s.basicButtons(in)
	}
	return true
}

// switches flips the filter's switches and reports whether one was
// clicked.
func (s *Scene) switches(in *input.State) bool {
	flip := func(b *bool) {
		*b = !*b
		s.refilter()
	}
	for i := range s.colours {
		if s.colours[i].Update(in) {
			flip(&s.filter.Colours[i])
			return true
		}
	}
	for i := range s.types {
		if s.types[i].Update(in) {
			flip(&s.filter.Types[i])
			return true
		}
	}
	for i := range s.costs {
		if s.costs[i].Update(in) {
			flip(&s.filter.Costs[i])
			return true
		}
	}
	for i := range s.kinds {
		if s.kinds[i].Update(in) {
			flip(&s.filter.Kinds[i])
			return true
		}
	}
	return false
}

// basicButtons adds and removes basic lands and the deck rows' copies,
// and reports whether a button was clicked.
func (s *Scene) basicButtons(in *input.State) bool {
	for i, d := range s.basicLands {
		if d == nil {
			continue
		}
		if s.basicMinus[i].Update(in) {
			s.remove(d)
			return true
		}
		if s.basicPlus[i].Update(in) {
			s.add(d)
			return true
		}
	}
	if !in.Released[input.Left] || s.ui.ptr.Busy() {
		return false
	}
	for _, row := range s.ui.deckRows {
		switch {
		case row.d == nil:
		case row.minus.Contains(in.Cursor) && row.minus.Contains(s.ui.ptr.PressAt()):
			s.remove(row.d)
			return true
		case row.plus.Contains(in.Cursor) && row.plus.Contains(s.ui.ptr.PressAt()):
			s.add(row.d)
			return true
		}
	}
	return false
}

// scroll moves the grid (wheel over it, Page Up and Page Down) and the
// deck list (wheel over it).
func (s *Scene) scroll(in *input.State, editing bool) {
	step := 0
	if in.Wheel > 0 {
		step = -1
	} else if in.Wheel < 0 {
		step = 1
	}
	switch {
	case step != 0 && s.ui.grid.Contains(in.Cursor):
		s.scrollGrid(step)
	case step != 0 && s.ui.rowsArea.Contains(in.Cursor):
		s.deckTop += step * 2
	}
	if !editing && in.KeyPressed(input.KeyPageDown) {
		s.scrollGrid(s.gridRows)
	}
	if !editing && in.KeyPressed(input.KeyPageUp) {
		s.scrollGrid(-s.gridRows)
	}
}

// pointer adds and removes cards: a click on a grid card adds a copy, a
// right-click on it or a click on its deck row takes one out, a drag from
// the grid into the deck adds one and a drag from the deck out of it
// takes one out.
func (s *Scene) pointer(in *input.State) {
	pk, move := s.ui.ptr.Update(in, s.th.Scale, s.pickAt, s.ui.deckArea)
	switch {
	case move == deckpointer.Click && !pk.Deck, move == deckpointer.DropIn:
		s.add(pk.Def)
	case move != deckpointer.None:
		s.remove(pk.Def)
	}
}

// pickAt returns the card under p, if any.
func (s *Scene) pickAt(p geom.Vec) (deckpointer.Pick[*card.Def], bool) { return pick(s.cardAt, p) }

// hovering follows the card under the cursor and shows it large once the
// cursor has rested on it, unless a list, panel or question covers it.
func (s *Scene) hovering(ctx *scenes.Context) {
	s.ui.follow(ctx, s.cardAt, s.ask != nil || s.panel != nil || s.list != nil || s.set.Open || s.themeFrom.Open)
}

// openList opens Open's list of decks.
func (s *Scene) openList() {
	var saved []string
	if s.svc.Store != nil {
		names, err := s.svc.Store.DeckNames(store.MainDecks)
		if err != nil {
			s.say(true, "The saved decks could not be listed: %s.", reason(err))
		}
		saved = names
	}
	var ready []string
	if s.svc.Catalog != nil {
		ready = s.svc.Catalog.Decks
	}
	s.list = newOpenList(saved, ready)
}

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
		s.files.updatePanel(in)
		return
	case s.list != nil:
		item, done := s.list.update(in)
		if done {
			s.list = nil
		}
		if item != nil {
			it := *item
			s.files.guard(ctx, func(*scenes.Context) {
				if it.ready {
					s.files.openReady(it.name)
				} else {
					s.files.openSaved(it.name)
				}
			})
		}
		return
	case s.set.Open:
		if s.set.Update(in) {
			s.filters.refilter()
		}
		return
	case s.filters.themeFrom.Open:
		if s.filters.themeFrom.Update(in) {
			s.filters.refilter()
		}
		return
	}
	editing := s.files.name.Focused || s.filters.search.Focused
	if s.build == nil && s.files.name.Update(in) {
		s.files.dirty = true
	}
	if s.filters.search.Update(in) {
		s.filters.refilter()
	}
	if msg := s.files.name.ClipboardErr + s.filters.search.ClipboardErr; msg != "" {
		s.say(true, "%s.", widget.Capital(msg))
		s.files.name.ClipboardErr, s.filters.search.ClipboardErr = "", ""
	}
	ctrl := in.Held(input.ModCtrl)
	switch {
	case ctrl && in.KeyPressed(input.KeyS) && s.build != nil:
		s.files.finish(ctx)
		return
	case ctrl && in.KeyPressed(input.KeyS):
		s.files.saveDeck(ctx, nil)
		return
	case ctrl && in.KeyPressed(input.KeyF):
		s.files.name.Focused, s.filters.search.Focused = false, true
		return
	case !editing && in.KeyPressed(input.KeyEscape):
		s.files.leave(ctx)
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
	case s.files.exit.Update(in):
		s.files.leave(ctx)
	case pool && s.files.save.Update(in):
		s.files.finish(ctx)
	case pool && s.build.Suggest != nil && s.files.suggest.Update(in):
		s.files.suggestDeck()
	case pool && s.files.imp.Update(in):
		s.panel = s.files.newImportPanel()
	case pool && s.files.exp.Update(in):
		s.panel = s.files.newExportPanel()
	case pool:
		return s.filterButtons(in)
	case s.files.newB.Update(in):
		s.files.newDeck(ctx)
	case s.files.open.Update(in):
		s.files.openList()
	case s.files.save.Update(in):
		s.files.saveDeck(ctx, nil)
	case s.files.del.Update(in):
		s.files.deleteDeck()
	case s.files.imp.Update(in):
		s.panel = s.files.newImportPanel()
	case s.files.exp.Update(in):
		s.panel = s.files.newExportPanel()
	default:
		return s.filterButtons(in)
	}
	return true
}

// filterButtons handles the deck panel's tabs, the filter's buttons and
// switches and the basic lands' buttons, and reports whether one was
// clicked.
func (s *Scene) filterButtons(in *input.State) bool {
	return s.column.switchTab(in) || s.filters.buttons(in) || s.column.basicButtons(in)
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
	s.ui.follow(ctx, s.cardAt, s.ask != nil || s.panel != nil || s.list != nil || s.set.Open || s.filters.themeFrom.Open)
}

// openList opens Open's list of decks.
func (s *deckFiles) openList() {
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

package fcdeck

import (
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// dragStart is how far, at scale 1, the cursor must move with the button
// held for a press on a card to become a drag.
const dragStart = 6

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	s.update(ctx)
	// The deck's rows follow the deck: lay out again for Draw.
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	s.hovering(ctx)
	return nil
}

// update handles one frame's input.
func (s *Scene) update(ctx *scenes.Context) {
	in := ctx.In
	if s.load.Open {
		if s.load.Update(in) && s.load.Index > 0 {
			s.pickLoad(s.load.Value())
		}
		return
	}
	editing := s.name.Focused
	if s.name.Update(in) {
		s.confirm = ""
	}
	if s.load.Update(in) && s.load.Index > 0 {
		s.pickLoad(s.load.Value())
		return
	}
	switch {
	case s.save.Update(in):
		s.saveDeck()
	case s.clear.Update(in):
		s.clearDeck()
	case s.fill.Update(in):
		s.fillDeck()
	case s.done.Update(in) || (!editing && in.KeyPressed(input.KeyEnter)):
		s.finish(ctx)
	case s.exit.Update(in) || in.KeyPressed(input.KeyEscape): // one press, from a field too
		s.leave(ctx)
	default:
		s.pointer(in)
	}
}

// pointer adds and removes cards: a click on a card adds a copy, a
// right-click takes one out, a drag from the list into the deck adds one
// and a drag from the deck out of it takes one out.
func (s *Scene) pointer(in *input.State) {
	u := &s.ui
	u.cursor = in.Cursor
	d, _, inDeck := s.cardAt(in.Cursor)
	if in.Pressed[input.Right] && d != nil {
		s.remove(d)
	}
	if in.Pressed[input.Left] {
		u.press, u.pressDeck, u.pressAt, u.dragging = d, inDeck, in.Cursor, false
	}
	if u.press != nil && in.Down[input.Left] && in.Cursor.Dist(u.pressAt) > dragStart*s.th.Scale {
		u.dragging = true
	}
	if in.Released[input.Left] && u.press != nil {
		overDeck := u.deckArea.Contains(in.Cursor)
		switch {
		case !u.dragging && d == u.press:
			s.add(d)
		case u.dragging && !u.pressDeck && overDeck:
			s.add(u.press)
		case u.dragging && u.pressDeck && !overDeck:
			s.remove(u.press)
		}
	}
	if !in.Down[input.Left] {
		u.press, u.dragging = nil, false
	}
}

// hovering follows the card under the cursor and shows it large once the
// cursor has rested on it for the settings' hover delay.
func (s *Scene) hovering(ctx *scenes.Context) {
	u := &s.ui
	d, r, inDeck := s.cardAt(ctx.In.Cursor)
	if s.load.Open || u.dragging {
		d = nil
	}
	if d != u.hover {
		u.hover, u.hoverFor = d, 0
	}
	u.hoverAt, u.hoverDeck = r, inDeck
	u.hoverFor++
	delay := store.DefaultSettings().HoverZoomMillis
	if ctx.Svc != nil && ctx.Svc.Settings != nil {
		delay = ctx.Svc.Settings.HoverZoomMillis
	}
	u.zoom = nil
	if d != nil && delay > 0 && u.hoverFor*1000 >= delay*60 {
		u.zoom = d
	}
}

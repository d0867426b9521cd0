package fctable

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
)

// input reads one frame's input.
func (s *pointer) input(ctx *scenes.Context) {
	in := ctx.In
	s.cursor = in.Cursor
	s.mouseDown = in.Down[input.Left]
	if s.menu.Update(in) {
		s.play("click")
		s.Close() // saved for Continue first, so the screens after see it
		ctx.Switch(s.svc.Nav.Menu())
		return
	}
	if s.guard.Sync(s.m.curtain(), int(s.m.viewer())) {
		s.prompt.chosen = fourcuatro.NoCard
		s.press.Cancel()
		s.browse = fourcuatro.NoSeat
		s.reason, s.reasonTicks = "", 0
	}
	if s.m.curtain() {
		if s.guard.Update(in) {
			s.play("click")
			s.m.lift()
		}
		return
	}
	if s.browse != fourcuatro.NoSeat {
		if in.KeyPressed(input.KeyEscape) || (in.Pressed[input.Left] && !s.b.panel.Contains(in.Cursor)) {
			s.browse = fourcuatro.NoSeat
		}
		return
	}
	if s.prompt.input(ctx) {
		return
	}
	if in.KeyPressed(input.KeyEscape) {
		s.prompt.chosen = fourcuatro.NoCard
		s.press.Cancel()
	}
	s.updateHover()
	g := s.press.Update(in, s.b.d.Scale, s.hit, s.canDrag)
	c, on := s.press.Held()
	switch {
	case g.Has(input.GesturePress) && !on:
		s.clickPlace(in.Cursor)
	case g.Has(input.GestureDrop):
		s.drop(c, in.Cursor)
	case g.Has(input.GestureClick):
		s.click(c)
	}
}

// canDrag reports whether c may be dragged: a card of the viewer's hand
// while the viewer decides.
func (s *pointer) canDrag(c fourcuatro.CardID) bool { return s.sight.inMyHand(c) && s.m.mine() }

// held returns the card the left button is held on, or NoCard.
func (s *pointer) held() fourcuatro.CardID {
	if c, ok := s.press.Held(); ok && s.press.Down() {
		return c
	}
	return fourcuatro.NoCard
}

// hovered returns the card under the cursor, or NoCard.
func (s *pointer) hovered() fourcuatro.CardID {
	if c, ok := s.hover.Item(); ok {
		return c
	}
	return fourcuatro.NoCard
}

// updateHover follows the card under the cursor, for the zoom.
func (s *pointer) updateHover() {
	c, on := s.hit(s.cursor)
	s.hover.Update(s.cursor, c, on && !s.press.Dragging())
}

// zoomed is the card shown large, or NoCard.
func (s *pointer) zoomed() fourcuatro.CardID {
	if c, ok := s.hover.Item(); ok && s.hover.Dwelled(s.svc.HoverZoomMillis()) && s.sight.def(c) != nil {
		return c
	}
	return fourcuatro.NoCard
}

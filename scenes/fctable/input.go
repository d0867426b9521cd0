package fctable

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
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
func (s *pointer) canDrag(c fourcuatro.CardID) bool { return s.inMyHand(c) && s.m.mine() }

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

// inMyHand reports whether c is in the viewer's hand.
func (s *pointer) inMyHand(c fourcuatro.CardID) bool {
	return slices.Contains(s.m.g.Player(s.m.viewer()).Hand, c)
}

// drop acts on a hand card dropped at p: on the table it is cast (asking
// how when it could be a spell or a Cinder), or it springs a trap on the
// spell there.
func (s *pointer) drop(c fourcuatro.CardID, p geom.Vec) {
	if !s.b.table.Contains(p) {
		return // back to the hand
	}
	switch s.m.g.Pending().Kind {
	case fourcuatro.DecideMain:
		s.chooseCast(c)
	case fourcuatro.DecideResponse:
		s.springTrap(c)
	default:
		s.refuse("Choose what the spell asks for first")
	}
}

// click acts on a click on card c. A card of a discard pile opens it.
func (s *pointer) click(c fourcuatro.CardID) {
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		if slices.Contains(s.m.g.Player(seat).Discard, c) && s.browse == fourcuatro.NoSeat {
			s.play("click")
			s.browse = seat
			return
		}
	}
	if !s.m.mine() {
		return
	}
	switch s.m.g.Pending().Kind {
	case fourcuatro.DecideMain:
		if s.inMyHand(c) {
			s.chooseCast(c)
		}
	case fourcuatro.DecideResponse:
		if s.inMyHand(c) {
			s.springTrap(c)
		}
	case fourcuatro.DecideDiscard, fourcuatro.DecideDestroy, fourcuatro.DecideOrder:
		if s.sight.legal(fourcuatro.Choose(c)) {
			s.play("click")
			s.apply(fourcuatro.Choose(c))
		}
	}
}

// chooseCast asks how to cast c: the prompt offers the spell (when it can
// be paid for) and the Cinder.
func (s *pointer) chooseCast(c fourcuatro.CardID) {
	if !s.sight.legal(fourcuatro.Cinder(c)) {
		s.refuse("That card can't be cast now")
		return
	}
	s.prompt.chosen = c
	s.play("click")
}

// springTrap plays c in answer to the spell on the table, or says why not.
func (s *pointer) springTrap(c fourcuatro.CardID) {
	if s.sight.legal(fourcuatro.PlayTrap(c)) {
		s.apply(fourcuatro.PlayTrap(c))
		return
	}
	if d := s.sight.def(c); d != nil && d.Kind == fourcuatro.Trap {
		s.refuse(d.Name + " can't answer this spell")
		return
	}
	s.refuse("Only a trap can answer a spell")
}

// clickPlace acts on a press away from any card: a discard pile opens.
func (s *pointer) clickPlace(p geom.Vec) {
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		if s.b.sides[seat].discard.Contains(p) && len(s.m.g.Player(seat).Discard) > 0 {
			s.play("click")
			s.browse = seat
			return
		}
	}
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

package table

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// reset forgets a press, a drag and the key focus.
func (l *lookUI) reset() {
	l.press, l.dragging = rules.NoObj, false
	l.focus, l.focusShown = rules.NoObj, false
	l.geoOK = false
}

// lookInput reads the look panel's share of one frame's input: the arrow
// keys, and presses, drags and releases on the panel. It reports whether
// the mouse input was the panel's (the table then ignores it). Space
// (Done) and Esc (Reset) are the prompt's, as everywhere.
func (s *lookPanel) lookInput(in *input.State) bool {
	lk := &s.look
	if !s.lookOpen() {
		lk.reset()
		return false
	}
	s.lookKeys(in)
	at := in.Cursor
	if in.Pressed[input.Left] && s.ptr.ui.zoom == rules.NoObj && s.ptr.ui.browse == rules.NoSeat {
		g := s.lookGeometry()
		c, ok := g.cardAt(at)
		switch {
		case ok:
			lk.press, lk.pressAt, lk.grab = c.Obj, at, at.Sub(c.Rect.Center())
			lk.focus = c.Obj
		case g.Panel.Contains(at):
			return true // the panel itself: nothing under it is pressed
		}
	}
	if lk.press == rules.NoObj {
		return false
	}
	if !lk.dragging && at.Dist(lk.pressAt) > dragThreshold*s.lay.Scale {
		lk.dragging = true
		s.ptr.ui.zoom = rules.NoObj
	}
	if in.Released[input.Left] {
		obj, dragged := lk.press, lk.dragging
		lk.press, lk.dragging = rules.NoObj, false
		s.feed.play("click")
		if dragged {
			g := s.lookBase()
			zones := [2][]rules.ObjID{s.ctrl.Arranger().Arranged(control.ArrangeTop), s.ctrl.Arranger().Arranged(control.ArrangeBottom)}
			z, place := g.dropSpot(at, zones, obj)
			s.act(s.ctrl.Arranger().MoveArranged(obj, z, place), true)
		} else {
			s.lookToggle(obj)
		}
	}
	return true
}

// lookCancelDrag puts a dragged panel card back; it reports whether one
// was dragged.
func (s *lookPanel) lookCancelDrag() bool {
	if !s.look.dragging {
		return false
	}
	s.look.press, s.look.dragging = rules.NoObj, false
	return true
}

// lookToggle moves obj to the end of the other zone (a click on it).
func (s *lookPanel) lookToggle(obj rules.ObjID) {
	z, _, ok := s.ctrl.Arranger().ArrangedAt(obj)
	if !ok {
		return
	}
	to := control.ArrangeBottom
	if z == control.ArrangeBottom {
		to = control.ArrangeTop
	}
	s.act(s.ctrl.Arranger().MoveArranged(obj, to, len(s.ctrl.Arranger().Arranged(to))), true)
}

// lookKeys moves the focus with Left and Right, the focused card one
// place along the row with Shift held (across from the top zone into the
// bottom one), and to the top or the bottom zone with Up and Down (the
// focus staying where the card was).
func (s *lookPanel) lookKeys(in *input.State) {
	left, right := in.KeyPressed(input.KeyLeft), in.KeyPressed(input.KeyRight)
	up, down := in.KeyPressed(input.KeyUp), in.KeyPressed(input.KeyDown)
	if !left && !right && !up && !down {
		return
	}
	lk := &s.look
	top, bottom := s.ctrl.Arranger().Arranged(control.ArrangeTop), s.ctrl.Arranger().Arranged(control.ArrangeBottom)
	row := append(slices.Clone(top), bottom...)
	if len(row) == 0 {
		return
	}
	i := slices.Index(row, lk.focus)
	if i < 0 || !lk.focusShown {
		// The first key shows the focus where it is (on the first card).
		lk.focusShown = true
		if i < 0 {
			lk.focus = row[0]
		}
		if !in.Held(input.ModShift) && (left || right) {
			return
		}
		i = slices.Index(row, lk.focus)
	}
	obj := lk.focus
	switch {
	case up:
		s.lookSend(obj, control.ArrangeTop)
	case down:
		s.lookSend(obj, control.ArrangeBottom)
	case in.Held(input.ModShift):
		s.lookShift(obj, right)
	case left && i > 0:
		lk.focus = row[i-1]
	case right && i+1 < len(row):
		lk.focus = row[i+1]
	}
}

// lookSend moves obj to the end of zone to (Up or Down), and the focus
// to the card that took its place in the zone it left, so that pressing
// the key again sends the next card.
func (s *lookPanel) lookSend(obj rules.ObjID, to control.ArrangeZone) {
	from, place, ok := s.ctrl.Arranger().ArrangedAt(obj)
	if !ok || from == to {
		return
	}
	if err := s.ctrl.Arranger().MoveArranged(obj, to, len(s.ctrl.Arranger().Arranged(to))); err != nil {
		s.act(err, true)
		return
	}
	if left := s.ctrl.Arranger().Arranged(from); len(left) > 0 {
		s.look.focus = left[min(place, len(left)-1)]
	}
}

// lookShift moves obj one place right (or left) along the row of both
// zones: past the end of the top zone it becomes the first of the bottom
// one, and back.
func (s *lookPanel) lookShift(obj rules.ObjID, right bool) {
	z, place, ok := s.ctrl.Arranger().ArrangedAt(obj)
	if !ok {
		return
	}
	top, bottom := len(s.ctrl.Arranger().Arranged(control.ArrangeTop)), len(s.ctrl.Arranger().Arranged(control.ArrangeBottom))
	switch {
	case right && z == control.ArrangeTop && place == top-1:
		z, place = control.ArrangeBottom, 0
	case right && (z == control.ArrangeTop || place < bottom-1):
		place++
	case right:
		return
	case z == control.ArrangeBottom && place == 0:
		z, place = control.ArrangeTop, top
	case place > 0:
		place--
	default:
		return
	}
	s.act(s.ctrl.Arranger().MoveArranged(obj, z, place), true)
}

// lookCardAt returns the look panel's card under at, or NoObj.
func (s *lookPanel) lookCardAt(at geom.Vec) rules.ObjID {
	if !s.lookOpen() {
		return rules.NoObj
	}
	g := s.lookGeometry()
	if c, ok := g.cardAt(at); ok && c.Def != nil {
		return c.Obj
	}
	return rules.NoObj
}

// lookCovers reports whether at is on the open look panel.
func (s *lookPanel) lookCovers(at geom.Vec) bool {
	return s.lookOpen() && s.lookBase().Panel.Contains(at)
}

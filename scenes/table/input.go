package table

import (
	"errors"
	"strings"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table/control"
)

// pointer is what the mouse is doing: pressing, dragging a card, resting
// on a card (hover zoom), and which overlays are open.
type pointer struct {
	cursor geom.Vec
	// press is the left button's press on the table: on the menu
	// button, a choice, or what the layout hits. It drags a card, or
	// (on the sorting panel) a choice to a new place.
	press input.Press[target]
	// menuPress is a press on the Menu button over the curtain.
	menuPress input.Press[bool]
	// targets are where the dragged card may be dropped.
	targets []control.Hit
	// hover is the card under the cursor; a card that arrives under a
	// still pointer (one just played, a hand fanned anew) is not zoomed.
	hover input.Hover[rules.ObjID]
	// zoom is the card shown large after a right click.
	zoom input.Zoom[rules.ObjID]
	// browse is the seat whose pile is open in the browser (NoSeat: none),
	// browseZone which pile.
	browse     rules.Seat
	browseZone rules.Zone
	// logScroll is how many lines the log is scrolled back from its end;
	// promptScroll how many of the prompt's first lines are scrolled
	// away (when its text is longer than the prompt panel).
	logScroll, promptScroll int
}

// target is what a press on the table went down on: the Menu button,
// choice i of the prompt's list (-1: none), or what the layout hits
// (HitNone on the button and the choices).
type target struct {
	menu   bool
	choice int
	hit    control.Hit
}

// reset forgets the press, the drag, the hover, the zoom and the open
// pile.
func (p *pointer) reset() {
	p.press.Cancel()
	p.hover.Reset()
	p.hover.NeedsMove = true
	p.zoom.Close()
	p.browse = rules.NoSeat
	p.targets = p.targets[:0]
}

// dragObj returns the card being dragged, or NoObj.
func (p *pointer) dragObj() rules.ObjID {
	if t, ok := p.press.Dragged(); ok && t.choice < 0 {
		return t.hit.Obj
	}
	return rules.NoObj
}

// dragging reports whether a card of the table is being dragged.
func (p *pointer) dragging() bool {
	t, ok := p.press.Dragged()
	return ok && t.choice < 0
}

// dragChoice returns the sorting panel's choice being dragged to a new
// place, or -1.
func (p *pointer) dragChoice() int {
	if t, ok := p.press.Dragged(); ok {
		return t.choice
	}
	return -1
}

// hovered returns the card under the cursor, or NoObj.
func (p *pointer) hovered() rules.ObjID {
	if obj, ok := p.hover.Item(); ok {
		return obj
	}
	return rules.NoObj
}

// zoomObj returns the card shown large after a right click, or NoObj.
func (p *pointer) zoomObj() rules.ObjID {
	if obj, ok := p.zoom.Shown(); ok {
		return obj
	}
	return rules.NoObj
}

// relayout drops what no longer exists after the table changed.
func (p *pointer) relayout(s *Scene) {
	if p.dragging() && s.lay.CardOf(p.dragObj()) == nil {
		p.press.Cancel()
	}
	if p.dragging() {
		p.targets = s.ctrl.DropTargets(p.dragObj(), p.targets[:0])
	}
}

// handleInput reads one frame's input.
func (s *Scene) handleInput(ctx *scenes.Context) {
	if s.ctrl.Replaying() {
		s.handleViewInput(ctx) // a viewer (NewViewer) only looks
		return
	}
	if s.menu.open {
		s.handleMenu(ctx)
		return
	}
	in := ctx.In
	p := &s.ui
	p.cursor = in.Cursor
	if s.flip.on() {
		// A scheme set in motion holds the table: a click or a key hurries
		// it on.
		if in.Pressed[input.Left] || in.KeyPressed(input.KeySpace) || in.KeyPressed(input.KeyEnter) || in.KeyPressed(input.KeyEscape) {
			s.skipFlip()
		}
		return
	}
	switch {
	case in.KeyPressed(input.KeyEscape):
		switch {
		case p.zoom.Close():
		case p.browse != rules.NoSeat:
			p.browse = rules.NoSeat
		case p.dragging():
			s.endDrag(p.dragObj(), false)
		case s.lookCancelDrag():
		default:
			if s.ctrl.Cancel() != nil {
				s.openMenu() // nothing to back out of: Esc opens the menu
			}
		}
	case in.KeyPressed(input.KeyF6), in.KeyPressed(input.KeySpace) && in.Mods&input.ModShift != 0:
		s.act(s.ctrl.PassUntil(control.PassToMyTurn), true)
	case in.KeyPressed(input.KeyF7):
		s.act(s.ctrl.PassUntil(control.PassUntilEvent), true)
	case in.KeyPressed(input.KeySpace), in.KeyPressed(input.KeyEnter):
		s.act(s.ctrl.OK(), true)
	}
	s.wheelSidebar(p, in.Wheel)
	if s.lookInput(in) {
		s.updateHover()
		return
	}
	p.zoom.Update(in, s.cardHit)
	if !in.Pressed[input.Left] || !s.overlayPress(p.cursor) {
		s.pressInput(ctx, in)
	}
	s.updateHover()
}

// pressInput follows the left button's press on the table: a click, a
// card dragged to a drop, or a choice of the sorting panel dragged to a
// new place.
func (s *Scene) pressInput(ctx *scenes.Context, in *input.State) {
	p := &s.ui
	g := p.press.Update(in, s.lay.Scale, s.targetAt, s.canDrag)
	t, _ := p.press.Held()
	if g.Has(input.GestureDragStart) {
		if t.choice >= 0 {
			p.press.GrabFrom(s.lay.Choices[t.choice].Center())
		} else {
			if c := s.lay.CardOf(t.hit.Obj); c != nil {
				p.press.GrabFrom(s.mo.sprite(t.hit.Obj).pos)
			}
			p.targets = s.ctrl.DropTargets(t.hit.Obj, p.targets[:0])
			p.zoom.Close()
		}
	}
	switch {
	case g.Has(input.GestureDrop) && t.choice >= 0:
		s.dropChoice(t.choice, p.cursor)
	case g.Has(input.GestureDrop):
		s.endDrag(t.hit.Obj, true)
	case g.Has(input.GestureRelease):
		s.click(ctx, t, p.cursor)
	}
}

// targetAt returns what a press at at goes down on.
func (s *Scene) targetAt(at geom.Vec) (target, bool) {
	t := target{menu: s.lay.Menu.Contains(at), choice: s.choiceAt(at), hit: s.lay.Hit(at)}
	if t.menu || t.choice >= 0 {
		t.hit = control.Hit{Kind: control.HitNone, Obj: rules.NoObj, Seat: rules.NoSeat}
	}
	return t, true
}

// canDrag reports whether a press on t may drag: a card or pile the
// controller lets go, or a picked card of the sorting panel.
func (s *Scene) canDrag(t target) bool {
	if t.choice >= 0 {
		return s.ctrl.Sorting() && s.choicePicked(t.choice) > 0
	}
	return (t.hit.Kind == control.HitCard || t.hit.Kind == control.HitPile) && s.ctrl.Draggable(t.hit.Obj)
}

// cardHit returns the face-up card under at, if any.
func (s *Scene) cardHit(at geom.Vec) (rules.ObjID, bool) {
	obj := s.cardAt(at)
	return obj, obj != rules.NoObj
}

// overlayPress handles a left press while a zoomed card or an open pile
// covers the table, and reports whether one did: the zoom closes, or the
// pile browser takes the press.
func (s *Scene) overlayPress(at geom.Vec) bool {
	p := &s.ui
	if p.zoom.Close() {
		return true
	}
	if p.browse != rules.NoSeat {
		if !s.browserPanel().Contains(at) {
			p.browse = rules.NoSeat
		} else if _, _, _, closeBtn := s.schemeViewerParts(); p.browseZone == rules.ZoneCommand && closeBtn.Contains(at) {
			s.play("click")
			p.browse = rules.NoSeat
		}
		return true
	}
	return false
}

// click acts on a press on t and its release at at, without a drag.
func (s *Scene) click(ctx *scenes.Context, t target, at geom.Vec) {
	p := &s.ui
	switch {
	case t.menu:
		if s.lay.Menu.Contains(at) {
			s.play("click")
			s.openMenu()
		}
		return
	case t.choice >= 0:
		if s.choiceAt(at) == t.choice {
			s.play("click")
			s.act(s.ctrl.PickChoice(t.choice), true)
		}
		return
	}
	h := t.hit
	if h.Kind == control.HitNone || h != s.lay.Hit(at) {
		return
	}
	switch h.Kind {
	case control.HitButton:
		s.play("click")
		s.act(s.ctrl.Press(h.Index), true)
	case control.HitGraveyard, control.HitExile:
		if s.ctrl.Selectable(h) {
			s.act(s.ctrl.Click(h), true)
			return
		}
		p.browse, p.browseZone = h.Seat, rules.ZoneGraveyard
		if h.Kind == control.HitExile {
			p.browseZone = rules.ZoneExile
		}
	case control.HitSchemes:
		s.play("click")
		p.browse, p.browseZone = h.Seat, rules.ZoneCommand
	case control.HitPile, control.HitRemoved, control.HitLibrary:
		if s.ctrl.Selectable(h) {
			s.play("click")
			s.act(s.ctrl.Click(h), true)
			return
		}
		if h.Kind == control.HitLibrary {
			s.act(s.ctrl.Click(h), false)
			return
		}
		// The common piles are public: open them.
		s.play("click")
		p.browse, p.browseZone = s.ctrl.Viewer(), rules.ZonePile
		if h.Kind == control.HitRemoved {
			p.browseZone = rules.ZoneRemoved
		}
	case control.HitStep:
		s.act(s.ctrl.Click(h), false)
		if s.gfx != nil {
			s.gfx.staticDirty = true
		}
	case control.HitCard, control.HitPlayer, control.HitStack:
		if c := s.lay.CardOf(h.Obj); h.Kind == control.HitCard && c != nil && c.Scheme && c.FaceUp && !s.ctrl.Selectable(h) {
			p.zoom.Show(h.Obj) // a face-up scheme does nothing when clicked: show it large
			return
		}
		s.act(s.ctrl.Click(h), true)
	default:
		s.act(s.ctrl.Click(h), false)
	}
}

// endDrag drops the dragged card obj where the cursor is (or, when drop
// is false, puts it back).
func (s *Scene) endDrag(obj rules.ObjID, drop bool) {
	p := &s.ui
	sp := s.mo.sprite(obj)
	sp.pos = p.cursor.Sub(p.press.Grab())
	p.press.Cancel()
	p.targets = p.targets[:0]
	if !drop {
		return
	}
	on := s.lay.HitExcept(p.cursor, obj)
	z := rules.ZoneNone
	if c := s.lay.CardOf(obj); c != nil {
		z = c.Zone
	}
	if err := s.ctrl.Drop(obj, on); err != nil {
		s.refused(err)
		return
	}
	if z == rules.ZoneBattlefield {
		// An attacker or blocker staged: nothing is left to finish, so it
		// goes to its lane, first off what it was dropped on.
		s.relayoutIfChanged()
		s.mo.clearOfDrop(&s.lay, obj)
		return
	}
	s.mo.pinAt(obj, z)
	s.relayoutIfChanged()
}

// act handles the result of a player's action: a refusal shows its
// reason (when loud).
func (s *Scene) act(err error, loud bool) {
	if err == nil {
		return
	}
	if loud {
		s.refused(err)
	}
}

// refused shows why an action was refused.
func (s *Scene) refused(err error) {
	var r *control.Refusal
	msg := err.Error()
	if errors.As(err, &r) {
		msg = r.Reason
	} else {
		msg = strings.TrimPrefix(msg, "control: ")
	}
	s.mo.say(msg)
	s.play("error")
}

// curtainMenu lets the Menu button work on the curtain, so that leaving
// never needs the next person's hand shown first (nobody may concede
// there: the menu offers no Concede). It reports whether the input was
// the button's (the curtain then ignores it).
func (s *Scene) curtainMenu(ctx *scenes.Context) bool {
	in, p := ctx.In, &s.ui
	p.cursor = in.Cursor
	onMenu := func(at geom.Vec) (bool, bool) { return true, s.lay.Menu.Contains(at) }
	g := p.menuPress.Update(in, s.lay.Scale, onMenu, func(bool) bool { return false })
	if _, on := p.menuPress.Held(); !on {
		return false
	}
	if g.Has(input.GestureClick) {
		s.play("click")
		s.openMenu()
	}
	return true
}

// leave saves and goes back to the menu.
func (s *Scene) leave(ctx *scenes.Context) {
	s.Close()
	if s.svc.Nav != nil {
		ctx.Switch(s.svc.Nav.Menu())
	}
}

// cardAt returns the face-up card under at (table, choices, browser).
func (s *Scene) cardAt(at geom.Vec) rules.ObjID {
	if s.ui.browse != rules.NoSeat {
		return s.browserCardAt(at)
	}
	if s.lookCovers(at) {
		return s.lookCardAt(at)
	}
	if i := s.choiceAt(at); i >= 0 {
		ch := s.ctrl.Choices()
		if i < len(ch) && ch[i].Obj != rules.NoObj {
			return ch[i].Obj
		}
		return rules.NoObj
	}
	h := s.lay.Hit(at)
	switch h.Kind {
	case control.HitCard, control.HitStack, control.HitGraveyard, control.HitExile, control.HitPile, control.HitRemoved:
		if h.Obj != rules.NoObj && s.defOf(h.Obj) != nil {
			return h.Obj
		}
	}
	return rules.NoObj
}

// choicePicked returns the place among the sorting panel's picks of
// choice i, or 0.
func (s *Scene) choicePicked(i int) int {
	ch := s.ctrl.Choices()
	if i < 0 || i >= len(ch) || ch[i].Obj == rules.NoObj {
		return 0
	}
	return s.ctrl.Picked(ch[i].Obj)
}

// dropChoice ends a drag of choice i on the sorting panel: dropped on
// another picked card, the dragged one takes its place in the order.
func (s *Scene) dropChoice(i int, at geom.Vec) {
	from := s.choicePicked(i)
	to := s.choicePicked(s.choiceAt(at))
	if to == 0 || to == from {
		return
	}
	s.play("click")
	s.act(s.ctrl.MovePick(from, to), true)
}

// choiceAt returns the index of the choice at at, or -1.
func (s *Scene) choiceAt(at geom.Vec) int {
	for i, r := range s.lay.Choices {
		if r.Contains(at) {
			return i
		}
	}
	return -1
}

// updateHover follows the card under the cursor, counting only once the
// pointer has moved onto it or on it.
func (s *Scene) updateHover() {
	p := &s.ui
	obj := rules.NoObj
	if !p.dragging() && !s.lookCovers(p.cursor) {
		// The look panel's cards are large already: only a right click
		// zooms them.
		obj = s.cardAt(p.cursor)
	}
	p.hover.Update(p.cursor, obj, obj != rules.NoObj)
}

// hoverZoomed reports whether the hovered card is shown zoomed.
func (s *Scene) hoverZoomed() bool {
	return s.ui.hover.Dwelled(s.svc.HoverZoomMillis())
}

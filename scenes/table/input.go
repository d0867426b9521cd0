package table

import (
	"errors"
	"strings"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// pointer is what the mouse is doing: pressing, dragging a card, resting
// on a card (hover zoom), and which overlays are open.
type pointer struct {
	cursor   geom.Vec
	down     bool
	pressAt  geom.Vec
	pressHit layout.Hit
	// pressMenu, pressChoice and pressBrowse say the press began on the
	// menu button, on choice i, or inside the pile browser.
	pressMenu   bool
	pressChoice int
	// dragChoice is the sorting panel's card being dragged to a new
	// place (-1: none).
	dragChoice int
	dragging   bool
	drag       rules.ObjID
	grab       geom.Vec // cursor minus the card's centre at the press
	targets    []layout.Hit

	hover      rules.ObjID
	hoverTicks int
	// hoverArmed is set once the pointer has moved while on the hovered
	// card: a card that arrives under a still pointer (one just played,
	// a hand fanned anew) is not zoomed. lastCursor is the previous
	// frame's cursor.
	hoverArmed bool
	lastCursor geom.Vec
	// zoom is the card shown large after a right click (NoObj: none).
	zoom rules.ObjID
	// browse is the seat whose pile is open in the browser (NoSeat: none),
	// browseZone which pile.
	browse     rules.Seat
	browseZone rules.Zone
	// logScroll is how many lines the log is scrolled back from its end;
	// promptScroll how many of the prompt's first lines are scrolled
	// away (when its text is longer than the prompt panel).
	logScroll, promptScroll int
}

func (p *pointer) reset() {
	p.down, p.dragging = false, false
	p.drag, p.hover, p.zoom = rules.NoObj, rules.NoObj, rules.NoObj
	p.browse = rules.NoSeat
	p.pressChoice, p.dragChoice = -1, -1
	p.targets = p.targets[:0]
}

// dragObj returns the card being dragged, or NoObj.
func (p *pointer) dragObj() rules.ObjID {
	if p.dragging {
		return p.drag
	}
	return rules.NoObj
}

// relayout drops what no longer exists after the table changed.
func (p *pointer) relayout(s *Scene) {
	if p.dragging && s.lay.CardOf(p.drag) == nil {
		p.dragging, p.drag = false, rules.NoObj
	}
	if p.dragging {
		p.targets = s.ctrl.Drops().DropTargets(p.drag, p.targets[:0])
	}
}

// dragThreshold is how far (at scale 1) the cursor moves before a press
// on a card becomes a drag.
const dragThreshold = 6.0

// handleInput reads one frame's input.
func (s *Scene) handleInput(ctx *scenes.Context) {
	if s.ctrl.Replay().Replaying() {
		s.ptr.handleViewInput(ctx) // a viewer (NewViewer) only looks
		return
	}
	if s.tmenu.menu.open {
		s.tmenu.handleMenu(ctx)
		return
	}
	in := ctx.In
	p := &s.ptr.ui
	p.cursor = in.Cursor
	if s.schemep.flip.on() {
		// A scheme set in motion holds the table: a click or a key hurries
		// it on.
		if in.Pressed[input.Left] || in.KeyPressed(input.KeySpace) || in.KeyPressed(input.KeyEnter) || in.KeyPressed(input.KeyEscape) {
			s.schemep.skipFlip()
		}
		return
	}
	switch {
	case in.KeyPressed(input.KeyEscape):
		switch {
		case p.zoom != rules.NoObj:
			p.zoom = rules.NoObj
		case p.browse != rules.NoSeat:
			p.browse = rules.NoSeat
		case p.dragging:
			s.ptr.endDrag(false)
		case s.lookp.lookCancelDrag():
		default:
			if s.ctrl.Cancel() != nil {
				s.tmenu.openMenu() // nothing to back out of: Esc opens the menu
			}
		}
	case in.KeyPressed(input.KeyF6), in.KeyPressed(input.KeySpace) && in.Mods&input.ModShift != 0:
		s.act(s.ctrl.Passes().PassUntil(control.PassToMyTurn), true)
	case in.KeyPressed(input.KeyF7):
		s.act(s.ctrl.Passes().PassUntil(control.PassUntilEvent), true)
	case in.KeyPressed(input.KeySpace), in.KeyPressed(input.KeyEnter):
		s.act(s.ctrl.OK(), true)
	}
	s.side.wheelSidebar(p, in.Wheel)
	if s.lookp.lookInput(in) {
		s.ptr.updateHover()
		return
	}
	if in.Pressed[input.Right] {
		if p.zoom != rules.NoObj {
			p.zoom = rules.NoObj
		} else if obj := s.ptr.cardAt(p.cursor); obj != rules.NoObj {
			p.zoom = obj
		}
	}
	if in.Pressed[input.Left] {
		s.ptr.press(p.cursor)
	}
	if p.down && !p.dragging && (p.pressHit.Kind == layout.HitCard || p.pressHit.Kind == layout.HitPile) &&
		p.cursor.Dist(p.pressAt) > dragThreshold*s.lay.Scale && s.ctrl.Drops().Draggable(p.pressHit.Obj) {
		p.dragging, p.drag = true, p.pressHit.Obj
		if c := s.lay.CardOf(p.drag); c != nil {
			p.grab = p.pressAt.Sub(s.mo.sprite(p.drag).pos)
		}
		p.targets = s.ctrl.Drops().DropTargets(p.drag, p.targets[:0])
		p.zoom = rules.NoObj
	}
	if p.down && p.dragChoice < 0 && p.pressChoice >= 0 && p.cursor.Dist(p.pressAt) > dragThreshold*s.lay.Scale &&
		s.ctrl.Sorter().Sorting() && s.ptr.choicePicked(p.pressChoice) > 0 {
		p.dragChoice = p.pressChoice
		p.grab = p.pressAt.Sub(s.lay.Choices[p.pressChoice].Center())
	}
	if in.Released[input.Left] && p.down {
		p.down = false
		if p.dragChoice >= 0 {
			s.ptr.dropChoice(p.cursor)
		} else if p.dragging {
			s.ptr.endDrag(true)
		} else {
			s.ptr.click(ctx, p.cursor)
		}
	}
	s.ptr.updateHover()
}

// press starts a click or a drag at at.
func (s *pointerInput) press(at geom.Vec) {
	p := &s.ui
	if p.zoom != rules.NoObj {
		p.zoom = rules.NoObj
		return
	}
	if p.browse != rules.NoSeat {
		if !s.over.browserPanel().Contains(at) {
			p.browse = rules.NoSeat
		} else if _, _, _, closeBtn := s.schemep.schemeViewerParts(); p.browseZone == rules.ZoneCommand && closeBtn.Contains(at) {
			s.feed.play("click")
			p.browse = rules.NoSeat
		}
		return
	}
	p.down, p.pressAt = true, at
	p.pressMenu = s.lay.Menu.Contains(at)
	p.pressChoice = s.choiceAt(at)
	p.pressHit = s.lay.Hit(at)
	if p.pressMenu || p.pressChoice >= 0 {
		p.pressHit = layout.Hit{Kind: layout.HitNone, Obj: rules.NoObj, Seat: rules.NoSeat}
	}
}

// click acts on a press and release without a drag.
func (s *pointerInput) click(ctx *scenes.Context, at geom.Vec) {
	p := &s.ui
	switch {
	case p.pressMenu:
		if s.lay.Menu.Contains(at) {
			s.feed.play("click")
			s.tmenu.openMenu()
		}
		return
	case p.pressChoice >= 0:
		if s.choiceAt(at) == p.pressChoice {
			s.feed.play("click")
			s.act(s.ctrl.Selection().PickChoice(p.pressChoice), true)
		}
		return
	}
	h := p.pressHit
	if h.Kind == layout.HitNone || h != s.lay.Hit(at) {
		return
	}
	switch h.Kind {
	case layout.HitButton:
		s.feed.play("click")
		s.act(s.ctrl.Press(h.Index), true)
	case layout.HitGraveyard, layout.HitExile:
		if s.ctrl.Selection().Selectable(h) {
			s.act(s.ctrl.Click(h), true)
			return
		}
		p.browse, p.browseZone = h.Seat, rules.ZoneGraveyard
		if h.Kind == layout.HitExile {
			p.browseZone = rules.ZoneExile
		}
	case layout.HitSchemes:
		s.feed.play("click")
		p.browse, p.browseZone = h.Seat, rules.ZoneCommand
	case layout.HitPile, layout.HitRemoved, layout.HitLibrary:
		if s.ctrl.Selection().Selectable(h) {
			s.feed.play("click")
			s.act(s.ctrl.Click(h), true)
			return
		}
		if h.Kind == layout.HitLibrary {
			s.act(s.ctrl.Click(h), false)
			return
		}
		// The common piles are public: open them.
		s.feed.play("click")
		p.browse, p.browseZone = s.ctrl.Viewer(), rules.ZonePile
		if h.Kind == layout.HitRemoved {
			p.browseZone = rules.ZoneRemoved
		}
	case layout.HitStep:
		s.act(s.ctrl.Click(h), false)
		if s.gfx != nil {
			s.gfx.staticDirty = true
		}
	case layout.HitCard, layout.HitPlayer, layout.HitStack:
		if c := s.lay.CardOf(h.Obj); h.Kind == layout.HitCard && c != nil && c.Scheme && c.FaceUp && !s.ctrl.Selection().Selectable(h) {
			p.zoom = h.Obj // a face-up scheme does nothing when clicked: show it large
			return
		}
		s.act(s.ctrl.Click(h), true)
	default:
		s.act(s.ctrl.Click(h), false)
	}
}

// endDrag drops the dragged card where the cursor is (or, when drop is
// false, puts it back).
func (s *pointerInput) endDrag(drop bool) {
	p := &s.ui
	obj := p.drag
	sp := s.mo.sprite(obj)
	sp.pos = p.cursor.Sub(p.grab)
	p.dragging, p.drag, p.down = false, rules.NoObj, false
	p.targets = p.targets[:0]
	if !drop {
		return
	}
	on := s.lay.HitExcept(p.cursor, obj)
	z := rules.ZoneNone
	if c := s.lay.CardOf(obj); c != nil {
		z = c.Zone
	}
	if err := s.ctrl.Drops().Drop(obj, on); err != nil {
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
	s.feed.play("error")
}

// curtainMenu lets the Menu button work on the curtain, so that leaving
// never needs the next person's hand shown first (nobody may concede
// there: the menu offers no Concede). It reports whether the input was
// the button's (the curtain then ignores it).
func (s *Scene) curtainMenu(ctx *scenes.Context) bool {
	in, p := ctx.In, &s.ptr.ui
	p.cursor = in.Cursor
	on := s.lay.Menu.Contains(in.Cursor)
	if in.Pressed[input.Left] {
		p.pressMenu = on
	}
	if !p.pressMenu {
		return false
	}
	if in.Released[input.Left] {
		p.pressMenu = false
		if on {
			s.feed.play("click")
			s.tmenu.openMenu()
		}
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
func (s *pointerInput) cardAt(at geom.Vec) rules.ObjID {
	if s.ui.browse != rules.NoSeat {
		return s.over.browserCardAt(at)
	}
	if s.lookp.lookCovers(at) {
		return s.lookp.lookCardAt(at)
	}
	if i := s.choiceAt(at); i >= 0 {
		ch := s.ctrl.Selection().Choices()
		if i < len(ch) && ch[i].Obj != rules.NoObj {
			return ch[i].Obj
		}
		return rules.NoObj
	}
	h := s.lay.Hit(at)
	switch h.Kind {
	case layout.HitCard, layout.HitStack, layout.HitGraveyard, layout.HitExile, layout.HitPile, layout.HitRemoved:
		if h.Obj != rules.NoObj && s.feed.defOf(h.Obj) != nil {
			return h.Obj
		}
	}
	return rules.NoObj
}

// choicePicked returns the place among the sorting panel's picks of
// choice i, or 0.
func (s *pointerInput) choicePicked(i int) int {
	ch := s.ctrl.Selection().Choices()
	if i < 0 || i >= len(ch) || ch[i].Obj == rules.NoObj {
		return 0
	}
	return s.ctrl.Sorter().Picked(ch[i].Obj)
}

// dropChoice ends a drag on the sorting panel: dropped on another picked
// card, the dragged one takes its place in the order.
func (s *pointerInput) dropChoice(at geom.Vec) {
	from := s.choicePicked(s.ui.dragChoice)
	s.ui.dragChoice = -1
	to := s.choicePicked(s.choiceAt(at))
	if to == 0 || to == from {
		return
	}
	s.feed.play("click")
	s.act(s.ctrl.Sorter().MovePick(from, to), true)
}

// choiceAt returns the index of the choice at at, or -1.
func (s *pointerInput) choiceAt(at geom.Vec) int {
	for i, r := range s.lay.Choices {
		if r.Contains(at) {
			return i
		}
	}
	return -1
}

// updateHover counts how long the cursor rests on one card, counting only
// once the pointer has moved onto it or on it.
func (s *pointerInput) updateHover() {
	p := &s.ui
	moved := p.cursor != p.lastCursor
	p.lastCursor = p.cursor
	obj := rules.NoObj
	if !p.dragging && !s.lookp.lookCovers(p.cursor) {
		// The look panel's cards are large already: only a right click
		// zooms them.
		obj = s.cardAt(p.cursor)
	}
	if obj != p.hover {
		p.hover, p.hoverTicks, p.hoverArmed = obj, 0, moved
		return
	}
	if obj == rules.NoObj {
		return
	}
	if moved && !p.hoverArmed {
		p.hoverArmed, p.hoverTicks = true, 0
	}
	if p.hoverArmed {
		p.hoverTicks++
	}
}

// hoverZoomed reports whether the hovered card is shown zoomed.
func (s *pointerInput) hoverZoomed() bool {
	ms := s.svc.Settings.HoverZoomMillis
	return ms > 0 && s.ui.hover != rules.NoObj && s.ui.hoverArmed && s.ui.hoverTicks*1000 >= ms*60
}

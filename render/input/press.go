package input

import "github.com/kitchentable/kitchentable/render/geom"

// DragThreshold is how far, in design pixels (times the screen's scale),
// the cursor moves with the left button held before a press becomes a
// drag.
const DragThreshold = 6.0

// Gesture is the set of things a press did in one frame (Press.Update).
type Gesture uint8

// The gestures of the left button.
const (
	// GesturePress: the button went down (on an item or on nothing).
	GesturePress Gesture = 1 << iota
	// GestureDragStart: the pressed item moved past the threshold and is
	// dragged from now on.
	GestureDragStart
	// GestureClick: the button went up on the item it went down on,
	// without a drag.
	GestureClick
	// GestureDrop: the button went up after a drag.
	GestureDrop
	// GestureRelease: the button went up after a press this Press saw
	// (with a click, a drop, or neither).
	GestureRelease
)

// Has reports whether every gesture of h happened.
func (g Gesture) Has(h Gesture) bool { return g&h == h }

// Press follows one press of the left button from down to up: what it
// went down on (an item of type T, or nothing), where, whether it became
// a drag, and where the item was grabbed. The zero value holds no press.
type Press[T comparable] struct {
	item T
	on   bool // the press went down on an item
	at   geom.Vec
	grab geom.Vec
	// down: the press is held; dragging: it is a drag; ended: it ended in
	// the last Update (Held still tells its item).
	down, dragging, ended bool
}

// Update follows one frame of in. hit names the item at a point (false:
// nothing there); canDrag says whether a pressed item may be dragged (nil:
// every item may). scale is the screen's scale, by which DragThreshold
// grows. The gestures returned say what happened in this frame; a
// release reports GestureClick only when hit finds the pressed item
// under the cursor again.
func (p *Press[T]) Update(in *State, scale float64, hit func(geom.Vec) (T, bool), canDrag func(T) bool) Gesture {
	var g Gesture
	if p.ended {
		p.ended, p.on = false, false
		var none T
		p.item = none
	}
	if in.Pressed[Left] {
		p.item, p.on = hit(in.Cursor)
		p.at, p.grab, p.down, p.dragging = in.Cursor, geom.Vec{}, true, false
		g |= GesturePress
	}
	if p.down && p.on && !p.dragging && p.PastThreshold(in.Cursor, scale) && (canDrag == nil || canDrag(p.item)) {
		p.dragging = true
		g |= GestureDragStart
	}
	if in.Released[Left] && p.down {
		g |= GestureRelease
		switch {
		case p.dragging:
			g |= GestureDrop
		case p.on:
			if it, ok := hit(in.Cursor); ok && it == p.item {
				g |= GestureClick
			}
		}
		p.down, p.dragging, p.ended = false, false, true
	}
	return g
}

// PastThreshold reports whether at is farther than DragThreshold (times
// scale) from where the press went down.
func (p *Press[T]) PastThreshold(at geom.Vec, scale float64) bool {
	return at.Dist(p.at) > DragThreshold*scale
}

// Held returns the item the press went down on, while it is held and in
// the frame it ended; false when the press began on nothing or there is
// no press.
func (p *Press[T]) Held() (T, bool) {
	if !p.down && !p.ended {
		var none T
		return none, false
	}
	return p.item, p.on
}

// Down reports whether a press is held (on an item or on nothing).
func (p *Press[T]) Down() bool { return p.down }

// Dragged returns the item being dragged, if any.
func (p *Press[T]) Dragged() (T, bool) {
	if !p.dragging {
		var none T
		return none, false
	}
	return p.item, true
}

// Dragging reports whether a drag is under way.
func (p *Press[T]) Dragging() bool { return p.dragging }

// At returns where the last press went down (kept after it ends).
func (p *Press[T]) At() geom.Vec { return p.at }

// GrabFrom records the grab offset of the pressed item drawn centred on
// centre: where the press went down, relative to it.
func (p *Press[T]) GrabFrom(centre geom.Vec) { p.grab = p.at.Sub(centre) }

// Grab returns the grab offset GrabFrom recorded: a dragged item is drawn
// centred on the cursor minus it.
func (p *Press[T]) Grab() geom.Vec { return p.grab }

// Cancel forgets the press and any drag: the release that follows does
// nothing.
func (p *Press[T]) Cancel() {
	var none T
	p.item, p.on, p.down, p.dragging, p.ended = none, false, false, false, false
}

package input

import "github.com/kitchentable/kitchentable/render/geom"

// TicksPerSecond is how many frames (Updates) a second holds: the
// pointer's timings are counted in ticks so that they are deterministic.
const TicksPerSecond = 60

// Hover follows the item under the cursor and how many ticks it has
// stayed there, for the hover zoom. The zero value hovers nothing.
type Hover[T comparable] struct {
	// NeedsMove, when set, counts an item only once the cursor has moved
	// while on it: an item that arrives under a still cursor (a card just
	// played, a hand fanned anew) does not dwell.
	NeedsMove bool
	item      T
	on        bool
	ticks     int
	armed     bool
	last      geom.Vec
}

// Update follows one tick: item is what lies under cursor (on false:
// nothing).
func (h *Hover[T]) Update(cursor geom.Vec, item T, on bool) {
	moved := cursor != h.last
	h.last = cursor
	if !on {
		var none T
		item = none
	}
	if item != h.item || on != h.on {
		h.item, h.on, h.ticks, h.armed = item, on, 0, moved || !h.NeedsMove
	} else if moved && !h.armed {
		h.armed = true
	}
	if h.on && h.armed {
		h.ticks++
	}
}

// Item returns the item under the cursor, if any.
func (h *Hover[T]) Item() (T, bool) { return h.item, h.on }

// Ticks returns how many ticks the item has stayed under the cursor,
// counting the one it arrived in (and, with NeedsMove, only from the tick
// the cursor moved on it).
func (h *Hover[T]) Ticks() int { return h.ticks }

// Dwelled reports whether the item has stayed under the cursor for ms
// milliseconds; never when ms is 0 or less (the hover zoom is off).
func (h *Hover[T]) Dwelled(ms int) bool {
	return h.on && ms > 0 && h.ticks*1000 >= ms*TicksPerSecond
}

// Reset forgets the item and its ticks and keeps the cursor's last place:
// an item found there by the next Update arrived under a still cursor.
func (h *Hover[T]) Reset() {
	var none T
	h.item, h.on, h.ticks, h.armed = none, false, 0, false
}

package input

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
)

// TestHoverDwell checks that an item dwells after the delay's ticks, no
// sooner, that another item starts the count again, and that 0 ms never
// dwells.
func TestHoverDwell(t *testing.T) {
	var h Hover[int]
	at := geom.V(10, 10)
	const ms = 450 // 27 ticks
	for i := 1; i <= 26; i++ {
		h.Update(at, 1, true)
		if h.Dwelled(ms) {
			t.Fatalf("dwelled after %d ticks", i)
		}
	}
	h.Update(at, 1, true)
	if !h.Dwelled(ms) || h.Ticks() != 27 {
		t.Fatalf("not dwelled after 27 ticks (ticks %d)", h.Ticks())
	}
	if h.Dwelled(0) {
		t.Fatal("dwelled with the zoom off")
	}
	h.Update(at, 2, true)
	if it, ok := h.Item(); !ok || it != 2 || h.Ticks() != 1 || h.Dwelled(ms) {
		t.Fatalf("another item: item %d %v ticks %d", it, ok, h.Ticks())
	}
	h.Update(at, 0, false)
	if _, ok := h.Item(); ok || h.Dwelled(1) {
		t.Fatal("nothing under the cursor still hovers")
	}
}

// TestHoverNeedsMove checks that with NeedsMove an item that arrives
// under a still cursor does not dwell until the cursor moves on it, and
// that Reset keeps the cursor's place.
func TestHoverNeedsMove(t *testing.T) {
	h := Hover[int]{NeedsMove: true}
	at := geom.V(10, 10)
	h.Update(at, 0, false)
	for range 100 {
		h.Update(at, 1, true)
	}
	if h.Dwelled(450) || h.Ticks() != 0 {
		t.Fatalf("an item under a still cursor counted %d ticks", h.Ticks())
	}
	h.Update(at.Add(geom.V(1, 0)), 1, true)
	for range 26 {
		h.Update(at.Add(geom.V(1, 0)), 1, true)
	}
	if !h.Dwelled(450) {
		t.Fatalf("no dwell 27 ticks after the cursor moved (ticks %d)", h.Ticks())
	}
	h.Reset()
	h.Update(at.Add(geom.V(1, 0)), 1, true)
	if h.Ticks() != 0 {
		t.Fatal("after Reset an item under the still cursor counts")
	}
	// An item the cursor moves onto counts from its first tick.
	h.Update(geom.V(50, 50), 2, true)
	if h.Ticks() != 1 {
		t.Fatalf("moved onto an item: ticks %d, want 1", h.Ticks())
	}
}

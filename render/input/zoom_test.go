package input

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
)

// TestRightClickZoom checks that a right press on an item shows it, the
// next right press anywhere puts it away, a right press on nothing does
// nothing, and a left press is no right click.
func TestRightClickZoom(t *testing.T) {
	var z Zoom[int]
	frame := func(b Button, at geom.Vec) *State {
		s := &State{Cursor: at}
		s.Pressed[b], s.Down[b] = true, true
		return s
	}
	if z.Update(frame(Left, geom.V(10, 10)), twoBoxes) || z.Open() {
		t.Fatal("a left press zoomed")
	}
	if z.Update(frame(Right, geom.V(10, 150)), twoBoxes) || z.Open() {
		t.Fatal("a right press on nothing zoomed")
	}
	if !z.Update(frame(Right, geom.V(150, 10)), twoBoxes) {
		t.Fatal("a right press on an item did not zoom")
	}
	if it, ok := z.Shown(); !ok || it != 2 {
		t.Fatalf("zoomed %d %v, want 2", it, ok)
	}
	if !z.Update(frame(Right, geom.V(10, 150)), twoBoxes) || z.Open() {
		t.Fatal("a second right press did not close the zoom")
	}
	if it, ok := RightClick(frame(Right, geom.V(10, 10)), twoBoxes); !ok || it != 1 {
		t.Fatalf("RightClick on item 1 gave %d %v", it, ok)
	}
	if _, ok := RightClick(frame(Left, geom.V(10, 10)), twoBoxes); ok {
		t.Fatal("RightClick saw a left press")
	}
	z.Show(1)
	if !z.Close() || z.Close() {
		t.Fatal("Close does not say whether a zoom was shown")
	}
}

// TestDoubleClickTiming checks that two clicks on one item within
// DoubleClickTicks are a double click, that later ones, or clicks on two
// items, are not, and that a third click starts a new pair.
func TestDoubleClickTiming(t *testing.T) {
	var d DoubleClick[int]
	idle := func(n int) {
		for range n {
			d.Update(false, 0)
		}
	}
	if d.Update(true, 1) {
		t.Fatal("one click was a double click")
	}
	idle(DoubleClickTicks - 1)
	if !d.Update(true, 1) {
		t.Fatal("a second click DoubleClickTicks later was no double click")
	}
	if d.Update(true, 1) {
		t.Fatal("a third click made a second double click")
	}
	idle(DoubleClickTicks)
	if d.Update(true, 1) {
		t.Fatal("a second click too late was a double click")
	}
	idle(2)
	if d.Update(true, 2) {
		t.Fatal("clicks on two items were a double click")
	}
	if !d.Update(true, 2) {
		t.Fatal("two quick clicks on item 2 were no double click")
	}
	d.Update(true, 1)
	d.Reset()
	if d.Update(true, 1) {
		t.Fatal("a click after Reset completed a double click")
	}
}

package input

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/geom"
)

// twoBoxes is a hit test over two items side by side: item 1 covers x in
// [0, 100), item 2 covers x in [100, 200), both for y in [0, 100).
func twoBoxes(p geom.Vec) (int, bool) {
	if p.Y < 0 || p.Y >= 100 || p.X < 0 || p.X >= 200 {
		return 0, false
	}
	if p.X < 100 {
		return 1, true
	}
	return 2, true
}

// play feeds the script's frames to p and returns each frame's gestures
// joined together, and the last frame's.
func play(p *Press[int], sc *Script, scale float64, canDrag func(int) bool) (all, last Gesture) {
	var in State
	for sc.Pending() > 0 {
		sc.Read(&in)
		last = p.Update(&in, scale, twoBoxes, canDrag)
		all |= last
	}
	return all, last
}

// TestPressClick checks that a press and release on one item is a click,
// with the item still held in the frame it ends and not after.
func TestPressClick(t *testing.T) {
	var p Press[int]
	var sc Script
	sc.Move(geom.V(10, 10)).Press(Left, geom.V(10, 10))
	if all, _ := play(&p, &sc, 1, nil); all != GesturePress {
		t.Fatalf("press gave %b, want only GesturePress", all)
	}
	if it, ok := p.Held(); !ok || it != 1 || !p.Down() || p.At() != geom.V(10, 10) {
		t.Fatalf("held %d %v down %v at %v, want item 1 held at 10,10", it, ok, p.Down(), p.At())
	}
	sc.Move(geom.V(14, 12)).Release(Left, geom.V(14, 12))
	all, last := play(&p, &sc, 1, nil)
	if all != GestureClick|GestureRelease || !last.Has(GestureClick) {
		t.Fatalf("release gave %b, want click and release", all)
	}
	if it, ok := p.Held(); !ok || it != 1 {
		t.Fatalf("in the release frame held %d %v, want 1", it, ok)
	}
	sc.Idle(1)
	play(&p, &sc, 1, nil)
	if _, ok := p.Held(); ok || p.Down() {
		t.Fatal("the press is still held a frame after it ended")
	}
}

// TestPressOnNothing checks that a press on no item is no click and
// starts no drag, but is held (Down) and tells where it went down.
func TestPressOnNothing(t *testing.T) {
	var p Press[int]
	var sc Script
	sc.Press(Left, geom.V(10, 150)).Move(geom.V(80, 150))
	if all, _ := play(&p, &sc, 1, nil); all != GesturePress {
		t.Fatalf("press on nothing gave %b", all)
	}
	if _, ok := p.Held(); ok || !p.Down() || p.At() != geom.V(10, 150) {
		t.Fatalf("press on nothing: held %v down %v at %v", ok, p.Down(), p.At())
	}
	sc.Release(Left, geom.V(10, 150))
	if all, _ := play(&p, &sc, 1, nil); all != GestureRelease {
		t.Fatalf("release after a press on nothing gave %b, want only GestureRelease", all)
	}
}

// TestDragThresholdScales checks that a drag starts just past
// DragThreshold times the scale, at scale 1 and 2, and ends in a drop.
func TestDragThresholdScales(t *testing.T) {
	for _, scale := range []float64{1, 2} {
		var p Press[int]
		var sc Script
		start := geom.V(20, 50)
		sc.Press(Left, start).Move(start.Add(geom.V(DragThreshold*scale, 0)))
		if all, _ := play(&p, &sc, scale, nil); all.Has(GestureDragStart) || p.Dragging() {
			t.Fatalf("scale %v: a move of exactly the threshold started a drag", scale)
		}
		sc.Move(start.Add(geom.V(DragThreshold*scale+0.5, 0)))
		if _, last := play(&p, &sc, scale, nil); !last.Has(GestureDragStart) {
			t.Fatalf("scale %v: a move past the threshold gave %b, want a drag start", scale, last)
		}
		if it, ok := p.Dragged(); !ok || it != 1 {
			t.Fatalf("scale %v: dragged %d %v, want 1", scale, it, ok)
		}
		p.GrabFrom(geom.V(50, 50))
		if p.Grab() != geom.V(-30, 0) {
			t.Fatalf("scale %v: grab %v, want -30,0", scale, p.Grab())
		}
		sc.Release(Left, geom.V(150, 50))
		if _, last := play(&p, &sc, scale, nil); last != GestureDrop|GestureRelease {
			t.Fatalf("scale %v: release after a drag gave %b, want drop and release", scale, last)
		}
		if p.Dragging() {
			t.Fatalf("scale %v: still dragging after the drop", scale)
		}
	}
	// A move of 10 is past the threshold at scale 1, not at scale 2.
	var p Press[int]
	var sc Script
	sc.Press(Left, geom.V(20, 50)).Move(geom.V(30, 50))
	if all, _ := play(&p, &sc, 2, nil); all.Has(GestureDragStart) {
		t.Fatal("a move of 10 started a drag at scale 2")
	}
}

// TestReleaseOnAnotherItem checks that a press released on another item
// without a drag (the item refuses drags) is no click and no drop.
func TestReleaseOnAnotherItem(t *testing.T) {
	var p Press[int]
	var sc Script
	sc.Press(Left, geom.V(90, 50)).Move(geom.V(110, 50)).Release(Left, geom.V(110, 50))
	all, _ := play(&p, &sc, 1, func(int) bool { return false })
	if all != GesturePress|GestureRelease {
		t.Fatalf("release on another item gave %b, want press and release only", all)
	}
}

// TestCanDragRefuses checks that canDrag holds a drag back for the items
// it refuses and lets others go.
func TestCanDragRefuses(t *testing.T) {
	only2 := func(it int) bool { return it == 2 }
	for _, c := range []struct {
		from geom.Vec
		drag bool
	}{{geom.V(20, 50), false}, {geom.V(120, 50), true}} {
		var p Press[int]
		var sc Script
		sc.Press(Left, c.from).Move(c.from.Add(geom.V(0, 40)))
		if all, _ := play(&p, &sc, 1, only2); all.Has(GestureDragStart) != c.drag {
			t.Errorf("press at %v: drag start %v, want %v", c.from, all.Has(GestureDragStart), c.drag)
		}
	}
}

// TestPressCancel checks that a cancelled drag ends with nothing: no
// drop, no click, no release, nothing held.
func TestPressCancel(t *testing.T) {
	var p Press[int]
	var sc Script
	sc.Press(Left, geom.V(20, 50)).Move(geom.V(60, 50))
	play(&p, &sc, 1, nil)
	if !p.Dragging() {
		t.Fatal("no drag to cancel")
	}
	p.Cancel()
	if _, ok := p.Held(); ok || p.Dragging() || p.Down() {
		t.Fatal("the press is still there after Cancel")
	}
	sc.Release(Left, geom.V(20, 50))
	if all, _ := play(&p, &sc, 1, nil); all != 0 {
		t.Fatalf("release after Cancel gave %b, want nothing", all)
	}
}

// TestPressAndReleaseInOneFrame checks that a press and a release jumped
// to another place in the next frame is a drag and a drop.
func TestPressAndReleaseInOneFrame(t *testing.T) {
	var p Press[int]
	var sc Script
	sc.Press(Left, geom.V(20, 50)).Release(Left, geom.V(150, 50))
	if all, _ := play(&p, &sc, 1, nil); all != GesturePress|GestureDragStart|GestureDrop|GestureRelease {
		t.Fatalf("jump release gave %b, want press, drag start, drop, release", all)
	}
}

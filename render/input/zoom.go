package input

import "github.com/kitchentable/kitchentable/render/geom"

// RightClick returns the item under the cursor when the right button
// went down this frame; false when it did not, or went down on nothing.
func RightClick[T comparable](in *State, hit func(geom.Vec) (T, bool)) (T, bool) {
	if !in.Pressed[Right] {
		var none T
		return none, false
	}
	return hit(in.Cursor)
}

// Zoom is the item shown large after a right click: a right press on an
// item shows it, the next right press (anywhere) puts it away. The zero
// value shows nothing.
type Zoom[T comparable] struct {
	item T
	on   bool
}

// Update follows one frame of in (hit names the item at a point) and
// reports whether the right button went down and opened or closed the
// zoom.
func (z *Zoom[T]) Update(in *State, hit func(geom.Vec) (T, bool)) bool {
	if !in.Pressed[Right] {
		return false
	}
	if z.on {
		z.Close()
		return true
	}
	if it, ok := hit(in.Cursor); ok {
		z.Show(it)
		return true
	}
	return false
}

// Shown returns the item shown large, if any.
func (z *Zoom[T]) Shown() (T, bool) { return z.item, z.on }

// Open reports whether an item is shown large.
func (z *Zoom[T]) Open() bool { return z.on }

// Show shows item large.
func (z *Zoom[T]) Show(item T) { z.item, z.on = item, true }

// Close puts the zoomed item away and reports whether one was shown.
func (z *Zoom[T]) Close() bool {
	was := z.on
	var none T
	z.item, z.on = none, false
	return was
}

// DoubleClickTicks is the longest time, in ticks, between the two clicks
// of a double click (half a second).
const DoubleClickTicks = TicksPerSecond / 2

// DoubleClick tells a double click: two clicks on the same item at most
// DoubleClickTicks apart. The zero value has seen no click.
type DoubleClick[T comparable] struct {
	item T
	on   bool // a first click is waiting for its second
	age  int  // ticks since the first click
}

// Update follows one tick: clicked says whether item was clicked in it
// (Press.Update's GestureClick). It reports whether that click was the
// second of a double click; a third click starts a new pair.
func (d *DoubleClick[T]) Update(clicked bool, item T) bool {
	d.age++
	if !clicked {
		return false
	}
	if d.on && d.item == item && d.age <= DoubleClickTicks {
		d.Reset()
		return true
	}
	d.item, d.on, d.age = item, true, 0
	return false
}

// Reset forgets a first click.
func (d *DoubleClick[T]) Reset() {
	var none T
	d.item, d.on, d.age = none, false, 0
}

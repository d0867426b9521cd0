// Package curtain is the hot-seat curtain's guard against input meant for
// the table behind it. A curtain rises when another person must come to
// the screen; a click or key press that was on its way when it rose (a
// Space meant as "pass", a double click) must not lift it and show the
// next person's hand to the one still sitting there. The guard lifts the
// curtain only on a deliberate press: one that began while the curtain was
// up, after a short time in which nothing counts.
package curtain

import "github.com/kitchentable/kitchentable/render/input"

// GuardTicks is how long (in ticks, 60 a second) a risen curtain ignores
// every press: long enough for a key or click already on its way, short
// enough that nobody waits for it.
const GuardTicks = 36

// Guard decides when a curtain may be lifted. Its zero value is down.
type Guard struct {
	up    bool
	ticks int  // ticks since the curtain rose
	armed bool // the left button went down on the curtain after the guard time
	who   int  // whom the curtain waits for (Sync)
}

// Up reports whether the curtain is up.
func (g *Guard) Up() bool { return g.up }

// Raise puts the curtain up (again): presses before now never count.
func (g *Guard) Raise() { *g = Guard{up: true} }

// Drop takes the curtain down without a press (the game ended, the scene
// closed).
func (g *Guard) Drop() { *g = Guard{} }

// Ready reports whether the guard time is over, so that a press now lifts
// the curtain (the curtain shows its "click when ready" line only then).
func (g *Guard) Ready() bool { return g.up && g.ticks > GuardTicks }

// Sync follows the table's curtain: up, for the person who: it raises the
// guard when the curtain rose, or now waits for someone else, since the
// last tick, and drops it when the curtain went down some other way. It
// reports whether the guard was raised, so that the table can forget what
// the last person was looking at.
func (g *Guard) Sync(up bool, who int) bool {
	switch {
	case up && (!g.up || g.who != who):
		g.Raise()
		g.who = who
		return true
	case !up && g.up:
		g.Drop()
	}
	return false
}

// Update reads one tick of input while the curtain is up and reports
// whether the person in front of the screen lifted it: a left click
// pressed and released on the curtain after the guard time, or Space or
// Enter pressed after it. A button already held when the curtain rose, or
// pressed during the guard time, never lifts it, even when released later.
func (g *Guard) Update(in *input.State) bool {
	if !g.up {
		return false
	}
	g.ticks++
	ready := g.ticks > GuardTicks
	if in.Pressed[input.Left] {
		g.armed = ready
	}
	lift := false
	if in.Released[input.Left] {
		lift = g.armed
		g.armed = false
	}
	if ready && (in.KeyPressed(input.KeySpace) || in.KeyPressed(input.KeyEnter)) {
		lift = true
	}
	if lift {
		g.Drop()
	}
	return lift
}

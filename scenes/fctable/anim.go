package fctable

import (
	"math"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
)

// flight is a card flying from one place to another: what the events of a
// decision show one after another.
type flight struct {
	from, to geom.Rect // to is upright: the card's resting place
	def      *fourcuatro.Def
	back     bool // face down (def is nil)
	turned   bool // ends sideways (an exhausted source)
	t, dur   int
}

// anim plays the events of the game as flights and effects, one after
// another, and eases the mana sources to their places.
type anim struct {
	queue   []fourcuatro.Event
	flights []flight
	fx      []effect
	wait    int // frames before the next event starts
	// poses are the mana sources as drawn, by card; spots are where each
	// side's sources belong now.
	poses []pose
	spots [2]sourceSpots
}

// pose is where a mana source is drawn now: its centre, its upright
// width and its turn (0, or a quarter turn when exhausted).
type pose struct {
	c        geom.Vec
	w, angle float64
	set      bool
}

// busy reports whether events are still being shown.
func (a *anim) busy() bool {
	if len(a.queue) > 0 || len(a.flights) > 0 {
		return true
	}
	for i := range a.fx {
		if a.fx[i].holds() {
			return true
		}
	}
	return false
}

// step moves the flights and effects on one frame and starts the next
// event when it is due; start turns an event into a flight (or none) and
// a pause, and may add effects.
func (a *anim) step(start func(fourcuatro.Event) (flight, bool, int)) {
	live := a.flights[:0]
	for _, f := range a.flights {
		f.t++
		if f.t < f.dur {
			live = append(live, f)
		}
	}
	a.flights = live
	fx := a.fx[:0]
	for _, e := range a.fx {
		if e.delay > 0 {
			e.delay--
		} else {
			e.t++
		}
		if e.t < e.dur {
			fx = append(fx, e)
		}
	}
	a.fx = fx
	for a.wait <= 0 && len(a.queue) > 0 {
		e := a.queue[0]
		a.queue = a.queue[1:]
		f, ok, pause := start(e)
		if ok {
			a.flights = append(a.flights, f)
		}
		a.wait = pause
	}
	a.wait--
}

// at returns where a flight is now, its width and its turn.
func (f *flight) at() (geom.Vec, float64, float64) {
	k := float64(f.t) / float64(f.dur)
	k = k * k * (3 - 2*k) // ease in and out
	c := f.from.Center().Add(f.to.Center().Sub(f.from.Center()).Scale(k))
	w := f.from.W() + (f.to.W()-f.from.W())*k
	if f.from.W() > f.from.H() {
		w = f.from.H() + (f.to.W()-f.from.H())*k
	}
	angle := 0.0
	if f.turned {
		angle = -math.Pi / 2 * k
	}
	return c, w, angle
}

// ease moves the pose of source c one frame toward centre at, upright
// width w and turn angle, at the animation speed (0: at once).
func (a *anim) ease(c fourcuatro.CardID, at geom.Vec, w, angle, speed float64) {
	for int(c) >= len(a.poses) {
		a.poses = append(a.poses, pose{})
	}
	p := &a.poses[c]
	if !p.set || speed <= 0 {
		*p = pose{c: at, w: w, angle: angle, set: true}
		return
	}
	k := 1 - math.Exp(-0.18*speed)
	p.c = p.c.Add(at.Sub(p.c).Scale(k))
	p.w += (w - p.w) * k
	p.angle += (angle - p.angle) * k
}

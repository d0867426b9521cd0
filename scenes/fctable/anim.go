package fctable

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
)

// flight is a card flying from one place to another: what the events of a
// decision show one after another.
type flight struct {
	from, to geom.Rect
	def      *fourcuatro.Def // nil: a back
	turned   bool            // ends sideways (an exhausted source)
	t, dur   int
}

// anim plays the events of the game as flights, one after another.
type anim struct {
	queue   []fourcuatro.Event
	flights []flight
	wait    int // frames before the next event starts
}

// busy reports whether events are still being shown.
func (a *anim) busy() bool { return len(a.queue) > 0 || len(a.flights) > 0 }

// step moves the flights on one frame and starts the next event when it is
// due; start turns an event into a flight (or none) and a pause.
func (a *anim) step(start func(fourcuatro.Event) (flight, bool, int)) {
	live := a.flights[:0]
	for _, f := range a.flights {
		f.t++
		if f.t < f.dur {
			live = append(live, f)
		}
	}
	a.flights = live
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

// at returns where a flight is now and its width.
func (f *flight) at() (geom.Vec, float64, bool) {
	k := float64(f.t) / float64(f.dur)
	k = k * k * (3 - 2*k) // ease in and out
	c := f.from.Center().Add(f.to.Center().Sub(f.from.Center()).Scale(k))
	w := f.from.W() + (f.to.W()-f.from.W())*k
	if f.from.W() > f.from.H() {
		w = f.from.H() + (f.to.W()-f.from.H())*k
	}
	return c, w, f.turned && k > 0.5
}

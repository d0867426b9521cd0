package fctable

import (
	"image/color"
	"math"

	"github.com/kitchentable/kitchentable/render/geom"
)

// fxKind is a kind of short effect on the table.
type fxKind uint8

const (
	fxRing   fxKind = iota // a ring swelling out of a card and fading: a spell lands, a trap springs
	fxSparks               // sparks flying out of a card: a spell resolves
	fxShake                // the spell on the table shakes: a trap bites, a spell is countered
	fxToast                // a word over the table: "Trap!", "Countered", "Turned back"
)

// effect is one short effect; it waits delay frames, then plays for dur.
type effect struct {
	kind   fxKind
	at     geom.Rect
	col    color.NRGBA
	text   string
	t, dur int
	delay  int
	seed   float64
	free   bool // the game need not wait for it to end
}

// holds reports whether the game waits for e to end before going on.
func (e *effect) holds() bool { return !e.free }

// progress is how far e has played, 0–1.
func (e *effect) progress() float64 { return float64(e.t) / float64(max(e.dur, 1)) }

// addFx adds an effect of base frames at the animation speed, starting
// after delay frames; with no animation it adds nothing.
func (s *motion) addFx(e effect, base float64) {
	e.dur = s.frames(base)
	if e.dur == 0 {
		return
	}
	s.fx = append(s.fx, e)
}

// shakeOffset is how far the spell on the table is shaken now.
func (s *motion) shakeOffset() geom.Vec {
	for i := range s.fx {
		e := &s.fx[i]
		if e.kind != fxShake || e.delay > 0 {
			continue
		}
		k := e.progress()
		amp := s.b.px(7) * (1 - k)
		return geom.V(math.Sin(float64(e.t)*1.9)*amp, math.Sin(float64(e.t)*1.3+1)*amp*0.35)
	}
	return geom.Vec{}
}

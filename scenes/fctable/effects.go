package fctable

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
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

// drawFx draws the effects that are playing.
func (s *canvas) drawFx(dst *ebiten.Image) {
	p := s.th.Painter
	for i := range s.mo.fx {
		e := &s.mo.fx[i]
		if e.delay > 0 {
			continue
		}
		k := e.progress()
		switch e.kind {
		case fxRing:
			// Two rings, the second a little behind, swelling and fading.
			for j, lag := range [2]float64{0, 0.22} {
				q := (k - lag) / (1 - lag)
				if q <= 0 {
					continue
				}
				grow := s.b.px(4) + s.b.px(34)*q*(2-q)
				a := (1 - q) * (0.9 - 0.3*float64(j))
				r := e.at.Inset(-grow)
				p.Panel(dst, r, s.b.px(10)+grow/2, paint.Fill{Stops: []color.NRGBA{{}}, Border: s.b.px(5) * (1 - q*0.6), BorderColor: paint.Alpha(e.col, a)})
			}
		case fxSparks:
			c := e.at.Center()
			far := math.Max(e.at.W(), e.at.H()) * 0.95
			for j := range 16 {
				ang := e.seed + float64(j)*2*math.Pi/16 + 0.2*math.Sin(float64(j)*2.7)
				reach := far * (0.35 + 0.65*k*(2-k)) * (0.8 + 0.2*math.Sin(float64(j)*1.7+e.seed))
				at := c.Add(geom.Polar(reach, ang))
				rad := s.b.px(5) * (1 - k*0.7)
				col := e.col
				if j%3 == 0 {
					col = widget.Cream
				}
				p.Circle(dst, at, rad, paint.Flat(paint.Alpha(col, 1-k)))
			}
			p.Circle(dst, c, far*0.6*(0.4+k), paint.Fill{Stops: []color.NRGBA{paint.Alpha(e.col, 0.5*(1-k)), paint.Alpha(e.col, 0)}, Gradient: paint.Radial})
		case fxToast:
			a := 1.0
			switch {
			case k < 0.15:
				a = k / 0.15
			case k > 0.7:
				a = (1 - k) / 0.3
			}
			at := e.at.Center().Sub(geom.V(0, s.b.px(6)*k))
			f := widget.Font{Size: 30, Bold: true}
			s.th.Text(dst, e.text, at.Add(geom.V(s.b.px(2), s.b.px(2))), f, widget.Center, color.NRGBA{0, 0, 0, uint8(160 * a)})
			s.th.Text(dst, e.text, at, f, widget.Center, paint.Alpha(e.col, a))
		}
	}
}

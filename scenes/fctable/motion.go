package fctable

import (
	"math"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
)

// easeSources moves the mana sources one frame toward their places:
// exhausted ones turn and slide left, refreshed ones stand and slide
// right.
func (s *motion) easeSources() {
	v := s.sight.view()
	speed := 1.0
	if s.svc.Settings != nil {
		speed = s.svc.Settings.AnimSpeed
	}
	for seat := range v.Players {
		src := v.Players[seat].Sources
		sp := &s.spots[seat]
		s.b.sourceSpots(fourcuatro.Seat(seat), src, sp)
		for i, sv := range src {
			r := sp.cards[i]
			w, angle := r.W(), 0.0
			if sv.Exhausted {
				w, angle = r.H(), -math.Pi/2
			}
			s.ease(sv.ID, r.Center(), w, angle, speed)
		}
	}
}

// flyingTo reports whether a card is flying to r.
func (s *motion) flyingTo(r geom.Rect) bool {
	for i := range s.flights {
		if s.flights[i].to == r {
			return true
		}
	}
	return false
}

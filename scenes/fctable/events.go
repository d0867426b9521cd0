package fctable

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
)

// frames is a pause of base frames at the animation speed (0: none).
func (s *Scene) frames(base float64) int {
	speed := 1.0
	if s.svc.Settings != nil {
		speed = s.svc.Settings.AnimSpeed
	}
	if speed <= 0 {
		return 0
	}
	return int(base / speed)
}

// zoneRect is where a card of seat p in zone z is drawn, for flights.
func (s *Scene) zoneRect(p fourcuatro.Seat, z fourcuatro.Zone) geom.Rect {
	sd := s.b.sides[p]
	card := func(c geom.Vec, w float64) geom.Rect { return geom.Centered(c, w, w*7/5) }
	switch z {
	case fourcuatro.ZoneDeck:
		return sd.deck
	case fourcuatro.ZoneBurnt:
		return sd.burnt
	case fourcuatro.ZoneSources:
		return card(sd.sources.Center(), s.b.px(pileW))
	case fourcuatro.ZoneDiscard:
		n := len(s.m.g.Player(p).Discard)
		if rs := s.b.discardRects(p, n); n > 0 {
			return rs[n-1]
		}
		return card(sd.discard.Min.Add(geom.V(s.b.px(pileW/2), s.b.px(pileW*7/10))), s.b.px(pileW))
	case fourcuatro.ZoneTable:
		return s.b.spellRect()
	case fourcuatro.ZoneHand:
		w := s.b.px(handW)
		if p != s.m.viewer() {
			w = s.b.px(backW)
		}
		return card(sd.hand.Center(), w)
	}
	return card(s.b.felt.Center(), s.b.px(pileW))
}

// startEvent shows one event: a card's flight (if any), a sound, and the
// pause before the next.
func (s *Scene) startEvent(e fourcuatro.Event) (flight, bool, int) {
	fly := func(from, to geom.Rect, d *fourcuatro.Def, dur float64) (flight, bool, int) {
		n := s.frames(dur)
		if n == 0 {
			return flight{}, false, 0
		}
		return flight{from: from, to: to, def: d, dur: n, turned: false}, true, max(1, n*2/3)
	}
	switch e.Kind {
	case fourcuatro.EvMove:
		d := s.def(e.Card)
		if e.To == fourcuatro.ZoneBurnt || e.To == fourcuatro.ZoneSources || e.To == fourcuatro.ZoneDeck {
			d = nil // face down where it goes
		}
		switch {
		case e.To == fourcuatro.ZoneBurnt:
			s.play("destroy")
		case e.To == fourcuatro.ZoneHand:
			s.play("draw")
		case e.To == fourcuatro.ZoneSources:
			s.play("land")
		default:
			s.play("play")
		}
		dur := 14.0
		if e.To == fourcuatro.ZoneBurnt && e.From == fourcuatro.ZoneDeck {
			dur = 9
		}
		return fly(s.zoneRect(e.Seat, e.From), s.zoneRect(e.Seat, e.To), d, dur)
	case fourcuatro.EvCast:
		s.play("cast")
		d := s.def(e.Card)
		if e.Amount == 1 && e.Seat != s.m.viewer() {
			d = nil
		}
		return fly(s.zoneRect(e.Seat, fourcuatro.ZoneHand), s.b.spellRect(), d, 18)
	case fourcuatro.EvTrap:
		s.play("block")
		r := s.b.spellRect().Translate(geom.V(s.b.px(150), 0))
		return fly(s.zoneRect(e.Seat, fourcuatro.ZoneHand), r, s.def(e.Card), 18)
	case fourcuatro.EvExhaust:
		s.play("tap")
		return flight{}, false, s.frames(3)
	case fourcuatro.EvTurn:
		s.play("turn")
		return flight{}, false, s.frames(16)
	case fourcuatro.EvNewDeck, fourcuatro.EvShuffle:
		s.play("shuffle")
		return flight{}, false, s.frames(12)
	case fourcuatro.EvCounter:
		s.play("error")
		return flight{}, false, s.frames(16)
	case fourcuatro.EvResolve, fourcuatro.EvRedirect, fourcuatro.EvNoResponse:
		return flight{}, false, s.frames(10)
	}
	return flight{}, false, s.frames(2)
}

package fctable

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/fcface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

// frames is a pause of base frames at the animation speed (0: none).
func (s *motion) frames(base float64) int {
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
func (s *motion) zoneRect(p fourcuatro.Seat, z fourcuatro.Zone) geom.Rect {
	sd := s.b.sides[p]
	card := func(c geom.Vec, w float64) geom.Rect { return geom.Centered(c, w, w*7/5) }
	switch z {
	case fourcuatro.ZoneDeck:
		return sd.deck
	case fourcuatro.ZoneBurnt:
		return sd.burnt
	case fourcuatro.ZoneSources:
		return s.sourceSpot(p)
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

// sourceSpot is where seat p's newest mana source lies: the rightmost
// refreshed place (or the middle of the area when there is none).
func (s *motion) sourceSpot(p fourcuatro.Seat) geom.Rect {
	src := s.sight.view().Players[p].Sources
	var spots sourceSpots
	s.b.sourceSpots(p, src, &spots)
	for i, sv := range src {
		if !sv.Exhausted && spots.cards[i].Max.X >= s.b.sides[p].sources.Max.X-1 {
			return spots.cards[i]
		}
	}
	return geom.Centered(s.b.sides[p].sources.Center(), s.b.px(pileW), s.b.px(pileW*7/5))
}

// start shows one event: a card's flight (if any), the effects of a
// cast, a trap or a resolution, a sound, and the pause before the next.
func (s *motion) start(e fourcuatro.Event) (flight, bool, int) {
	fly := func(from, to geom.Rect, d *fourcuatro.Def, dur float64) (flight, bool, int) {
		n := s.frames(dur)
		if n == 0 {
			return flight{}, false, 0
		}
		return flight{from: from, to: to, def: d, back: d == nil, dur: n}, true, max(1, n*2/3)
	}
	spell := s.b.spellRect()
	switch e.Kind {
	case fourcuatro.EvMove:
		d := s.sight.def(e.Card)
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
		from := s.zoneRect(e.Seat, e.From)
		if e.From == fourcuatro.ZoneTable {
			if s.trapped(e.Card) {
				from = s.b.trapRect()
			}
			for i := range s.onTable {
				if s.onTable[i].id == e.Card {
					s.onTable[i] = tableCard{}
				}
			}
		}
		return fly(from, s.zoneRect(e.Seat, e.To), d, dur)
	case fourcuatro.EvCast:
		s.play("cast")
		s.trap = fourcuatro.NoCard
		d := s.sight.def(e.Card)
		col := fcface.SpellColor
		if e.Amount == 1 {
			col = fcface.SourceColor
			if e.Seat != s.m.viewer() {
				d = nil
			}
		}
		s.onTable = [2]tableCard{{id: e.Card, def: d, set: true}}
		// The card flies to the table and lands with a ring.
		n := s.frames(18)
		s.addFx(effect{kind: fxRing, at: spell, col: paint.Lighten(col, 0.45), delay: n}, 22)
		if e.Amount == 1 {
			s.addFx(effect{kind: fxToast, at: spell.Translate(geom.V(0, -spell.H()*0.62)), text: "Cinder", col: widget.Cream, delay: n, free: true}, 50)
		}
		return fly(s.zoneRect(e.Seat, fourcuatro.ZoneHand), spell, d, 18)
	case fourcuatro.EvTrap:
		s.play("block")
		// The trap flies beside the spell and springs: a red ring snaps
		// out of it and the spell shakes.
		n := s.frames(16)
		s.trap = e.Card
		s.onTable[1] = tableCard{id: e.Card, def: s.sight.def(e.Card), set: true}
		trap := s.b.trapRect()
		s.addFx(effect{kind: fxRing, at: trap, col: paint.Lighten(fcface.TrapColor, 0.3), delay: n}, 20)
		s.addFx(effect{kind: fxShake, at: spell, delay: n}, 22)
		s.addFx(effect{kind: fxToast, at: trap.Translate(geom.V(0, -trap.H()*0.62)), text: "Trap!", col: paint.Lighten(fcface.TrapColor, 0.45), delay: n, free: true}, 55)
		f, ok, pause := fly(s.zoneRect(e.Seat, fourcuatro.ZoneHand), trap, s.sight.def(e.Card), 16)
		return f, ok, pause + s.frames(14)
	case fourcuatro.EvExhaust:
		s.play("tap")
		return flight{}, false, s.frames(6)
	case fourcuatro.EvRefresh:
		return flight{}, false, s.frames(3)
	case fourcuatro.EvTurn:
		s.play("turn")
		return flight{}, false, s.frames(16)
	case fourcuatro.EvNewDeck, fourcuatro.EvShuffle:
		s.play("shuffle")
		return flight{}, false, s.frames(12)
	case fourcuatro.EvCounter:
		s.play("error")
		if s.onTable[0].id == e.Card {
			s.onTable[0].def = s.sight.def(e.Card) // a Cinder shows what it was
		}
		s.addFx(effect{kind: fxShake, at: spell}, 20)
		s.addFx(effect{kind: fxRing, at: spell, col: paint.Hex(0x3a0d08)}, 20)
		s.addFx(effect{kind: fxToast, at: spell.Translate(geom.V(0, -spell.H()*0.62)), text: "Countered", col: paint.Lighten(fcface.TrapColor, 0.5), free: true}, 60)
		return flight{}, false, s.frames(22)
	case fourcuatro.EvRedirect:
		s.addFx(effect{kind: fxRing, at: spell, col: paint.Hex(0xc9a2ff)}, 22)
		s.addFx(effect{kind: fxToast, at: spell.Translate(geom.V(0, -spell.H()*0.62)), text: "Turned back", col: paint.Hex(0xe0ccff), free: true}, 60)
		return flight{}, false, s.frames(18)
	case fourcuatro.EvResolve:
		// The card's instructions happen: sparks of its kind's colour.
		at := spell
		col := paint.Lighten(fcface.SpellColor, 0.5)
		if d := s.sight.def(e.Card); d != nil && d.Kind == fourcuatro.Trap {
			at, col = s.b.trapRect(), paint.Lighten(fcface.TrapColor, 0.4)
		}
		s.addFx(effect{kind: fxSparks, at: at, col: col, seed: float64(e.Card)}, 26)
		return flight{}, false, s.frames(16)
	case fourcuatro.EvNoResponse:
		return flight{}, false, s.frames(10)
	}
	return flight{}, false, s.frames(2)
}

// trapped reports whether c is the trap that answered the spell now shown.
func (s *motion) trapped(c fourcuatro.CardID) bool { return c != fourcuatro.NoCard && c == s.trap }

// tableCard is a card shown on the table while the events that put it
// there and take it away are being shown.
type tableCard struct {
	id  fourcuatro.CardID
	def *fourcuatro.Def // nil: face down
	set bool
}

package table

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// onEvents turns what just happened into sounds, pops, shakes and
// flashes; the moves themselves animate through the sprites.
func (s *eventFeed) onEvents(ev []rules.Event) {
	s.draftmo.stageDraft(ev)
	var played uint32 // sounds already played this tick, by bit
	sound := func(bit uint32, name string) {
		if played&bit == 0 {
			played |= bit
			s.play(name)
		}
	}
	for _, e := range ev {
		switch e.Kind {
		case rules.EvTurn:
			sound(1<<0, "turn")
		case rules.EvDraw:
			sound(1<<1, "draw")
		case rules.EvCast:
			sound(1<<2, "cast")
		case rules.EvPlayLand:
			sound(1<<3, "land")
		case rules.EvMove:
			switch {
			case e.From == rules.ZoneCommand && e.To == rules.ZoneCommand:
				if _, up := s.ctrl.Curtain(); !up && rules.SchemeMotion(e.Amount) == rules.SchemeSetInMotion {
					s.schemep.startFlip(e.Obj, e.Seat)
				}
			case e.From == rules.ZoneBattlefield && e.To == rules.ZoneGraveyard:
				sound(1<<4, "destroy")
			case e.To == rules.ZoneBattlefield && e.From != rules.ZoneHand:
				sound(1<<5, "play")
			}
		case rules.EvTap:
			sound(1<<6, "tap")
		case rules.EvDamage:
			sound(1<<7, "damage")
			s.damagePop(e)
		case rules.EvLife:
			if e.Amount > 0 {
				sound(1<<8, "lifegain")
			}
			if st := s.lay.SeatOf(e.Seat); st != nil {
				s.mo.addPop(st.Plate.Center(), s.signed(e.Amount), e.Amount > 0)
			}
		case rules.EvAttack:
			sound(1<<9, "attack")
		case rules.EvBlock:
			sound(1<<10, "block")
		case rules.EvShuffle, rules.EvReshuffle:
			sound(1<<11, "shuffle")
		case rules.EvWin:
			if s.humanWon(e.Seat) {
				sound(1<<12, "win")
			} else {
				sound(1<<13, "lose")
			}
		}
	}
}

// damagePop shakes and flashes a damaged creature, or pops the number at
// the damaged player's plate.
func (s *eventFeed) damagePop(e rules.Event) {
	if e.Target.IsPlayer() {
		return // the life event pops at the plate
	}
	c := s.lay.CardOf(e.Target.Obj)
	if c == nil {
		return
	}
	sp := s.mo.sprite(e.Target.Obj)
	sp.shake, sp.flash = 24, 30
	s.mo.addPop(c.Center.Add(geom.V(0, -c.Height()*0.2)), s.signed(-e.Amount), false)
}

// signed returns "+n" or "−n".
func (s *eventFeed) signed(n int) string {
	if n >= 0 {
		return "+" + s.num(n)
	}
	return "−" + s.num(-n)
}

// humanWon reports whether the team of seat w (NoSeat: a draw) holds a
// person.
func (s *eventFeed) humanWon(w rules.Seat) bool {
	if w == rules.NoSeat {
		return false
	}
	return s.ctrl.Results().Summary().HumanWon
}

// play plays a sound effect, when there is sound.
func (s *eventFeed) play(name string) {
	if s.svc.Sound != nil {
		s.svc.Sound.Play(name)
	}
}

// defOf returns the card definition the viewer may see for obj, or nil.
func (s *eventFeed) defOf(obj rules.ObjID) *card.Def {
	if obj == rules.NoObj {
		return nil
	}
	if c := s.lay.CardOf(obj); c != nil && c.View != nil {
		if c.FaceUp {
			return c.View.Def
		}
		return nil
	}
	v := s.ctrl.View()
	find := func(cs []rules.CardView) *card.Def {
		for i := range cs {
			if cs[i].ID == obj && !cs[i].FaceDown {
				return cs[i].Def
			}
		}
		return nil
	}
	if d := find(v.Looking); d != nil {
		return d
	}
	if d := find(v.Removed); d != nil {
		return d
	}
	if d := find(v.Pile); d != nil {
		return d
	}
	for i := range v.Players {
		p := &v.Players[i]
		if d := find(p.Graveyard); d != nil {
			return d
		}
		if d := find(p.Exile); d != nil {
			return d
		}
		if d := find(p.Hand); d != nil {
			return d
		}
		if d := find(p.Command); d != nil {
			return d
		}
		if d := find(p.Shown); d != nil {
			return d
		}
	}
	for i := range v.Stack {
		if v.Stack[i].Source.ID == obj {
			return v.Stack[i].Source.Def
		}
	}
	return nil
}

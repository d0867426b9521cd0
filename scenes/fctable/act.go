package fctable

import (
	"slices"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
)

// What the pointer's gestures do to the game: a drop on the table casts
// a card or springs a trap, a click chooses a card or opens a discard
// pile.

// drop acts on a hand card dropped at p: on the table it is cast (asking
// how when it could be a spell or a Cinder), or it springs a trap on the
// spell there.
func (s *pointer) drop(c fourcuatro.CardID, p geom.Vec) {
	if !s.b.table.Contains(p) {
		return // back to the hand
	}
	switch s.m.g.Pending().Kind {
	case fourcuatro.DecideMain:
		s.chooseCast(c)
	case fourcuatro.DecideResponse:
		s.springTrap(c)
	default:
		s.refuse("Choose what the spell asks for first")
	}
}

// click acts on a click on card c. A card of a discard pile opens it.
func (s *pointer) click(c fourcuatro.CardID) {
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		if slices.Contains(s.m.g.Player(seat).Discard, c) && s.browse == fourcuatro.NoSeat {
			s.play("click")
			s.browse = seat
			return
		}
	}
	if !s.m.mine() {
		return
	}
	switch s.m.g.Pending().Kind {
	case fourcuatro.DecideMain:
		if s.sight.inMyHand(c) {
			s.chooseCast(c)
		}
	case fourcuatro.DecideResponse:
		if s.sight.inMyHand(c) {
			s.springTrap(c)
		}
	case fourcuatro.DecideDiscard, fourcuatro.DecideDestroy, fourcuatro.DecideOrder:
		if s.sight.legal(fourcuatro.Choose(c)) {
			s.play("click")
			s.apply(fourcuatro.Choose(c))
		}
	}
}

// chooseCast asks how to cast c: the prompt offers the spell (when it can
// be paid for) and the Cinder.
func (s *pointer) chooseCast(c fourcuatro.CardID) {
	if !s.sight.legal(fourcuatro.Cinder(c)) {
		s.refuse("That card can't be cast now")
		return
	}
	s.prompt.chosen = c
	s.play("click")
}

// springTrap plays c in answer to the spell on the table, or says why not.
func (s *pointer) springTrap(c fourcuatro.CardID) {
	if s.sight.legal(fourcuatro.PlayTrap(c)) {
		s.apply(fourcuatro.PlayTrap(c))
		return
	}
	if d := s.sight.def(c); d != nil && d.Kind == fourcuatro.Trap {
		s.refuse(d.Name + " can't answer this spell")
		return
	}
	s.refuse("Only a trap can answer a spell")
}

// clickPlace acts on a press away from any card: a discard pile opens.
func (s *pointer) clickPlace(p geom.Vec) {
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		if s.b.sides[seat].discard.Contains(p) && len(s.m.g.Player(seat).Discard) > 0 {
			s.play("click")
			s.browse = seat
			return
		}
	}
}

package fctable

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
)

// cardAt returns the card under p that the viewer may point at, or NoCard.
func (s *pointer) cardAt(p geom.Vec) fourcuatro.CardID {
	v := s.sight.view()
	if s.m.curtain() {
		return fourcuatro.NoCard
	}
	var panel []fourcuatro.CardView
	switch {
	case s.browse != fourcuatro.NoSeat:
		panel = v.Players[s.browse].Discard
	case s.m.mine() && v.Pending.Kind == fourcuatro.DecideDestroy:
		panel = v.Players[v.Pending.Victim].Hand
	case s.m.mine() && v.Pending.Kind == fourcuatro.DecideOrder:
		panel = s.sight.cardViews(v.Pending.Cards)
	}
	if panel != nil {
		rs := s.b.panelCards(len(panel))
		for i := len(rs) - 1; i >= 0; i-- {
			if rs[i].Contains(p) {
				return panel[i].ID
			}
		}
		return fourcuatro.NoCard
	}
	me := v.Players[s.m.viewer()].Hand
	s.rects = s.b.handRectsInto(s.rects, s.m.viewer(), len(me))
	rs := s.rects
	for i := len(rs) - 1; i >= 0; i-- {
		if rs[i].Contains(p) {
			return me[i].ID
		}
	}
	if v.Cast != nil && s.b.spellRect().Contains(p) {
		return v.Cast.Card.ID
	}
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		d := v.Players[seat].Discard
		s.rects = s.b.discardRectsInto(s.rects, seat, len(d))
		if drs := s.rects; len(drs) > 0 && drs[len(drs)-1].Contains(p) {
			return d[len(drs)-1].ID
		}
	}
	return fourcuatro.NoCard
}

// hit returns the card under p, if any.
func (s *pointer) hit(p geom.Vec) (fourcuatro.CardID, bool) {
	c := s.cardAt(p)
	return c, c != fourcuatro.NoCard
}

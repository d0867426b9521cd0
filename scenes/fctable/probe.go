//go:build kitchentableprobe

package fctable

import (
	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober: the prompt and its buttons, the Menu
// button, the viewer's hand and the discard piles' cards, the plates, and
// the table as the drop area. Behind the hot-seat curtain it shows only
// the curtain.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "fourcuatro", Prompt: s.prompt.text()}
	if s.m.curtain() {
		return p
	}
	for i := range s.prompt.buttons {
		p.Buttons = append(p.Buttons, scenes.ProbeRect(s.prompt.buttons[i].Label, s.prompt.buttons[i].Rect))
	}
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Menu", s.menu.Rect))
	v := s.sight.view()
	hand := v.Players[s.m.viewer()].Hand
	for i, r := range s.b.handRects(s.m.viewer(), len(hand)) {
		if d := hand[i].Def; d != nil {
			it := scenes.ProbeRect(d.Name, r)
			it.Zone, it.Mine = "hand", true
			p.Cards = append(p.Cards, it)
		}
	}
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		d := v.Players[seat].Discard
		for i, r := range s.b.discardRects(seat, len(d)) {
			it := scenes.ProbeRect(d[i].Def.Name, r)
			it.Zone, it.Mine = "discard", seat == s.m.viewer()
			p.Cards = append(p.Cards, it)
		}
		it := scenes.ProbeRect(v.Players[seat].Name, s.b.sides[seat].plate)
		it.Mine = seat == s.m.viewer()
		p.Seats = append(p.Seats, it)
	}
	if v.Cast != nil && v.Cast.Card.Def != nil {
		it := scenes.ProbeRect(v.Cast.Card.Def.Name, s.b.spellRect())
		it.Zone = "table"
		p.Cards = append(p.Cards, it)
	}
	drop := scenes.ProbeRect("table", s.b.table)
	p.Drop = &drop
	return p
}

package setup

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober. Its Prompt names the game ("Game:
// Archenemy"), whose cycler's arrows are the buttons "Previous game" and
// "Next game"; its Seats are the seat rows: the name typed, with who
// plays it ("human", "medium", ...) as the Zone.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "setup", Prompt: "Game: " + s.modeValue().label}
	prev, next := s.mode.Arrows()
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Previous game", prev), scenes.ProbeRect("Next game", next))
	for _, r := range s.seats {
		it := scenes.ProbeRect(r.name.Text, r.name.Rect)
		it.Zone = s.controller(r)
		p.Seats = append(p.Seats, it)
	}
	for i := range s.presets {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.presets[i])...)
	}
	p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.add, &s.start, &s.back)...)
	return p
}

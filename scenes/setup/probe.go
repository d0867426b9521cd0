package setup

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober. Its Seats are the seat rows: the name
// typed, with who plays it ("human", "medium", ...) as the Zone.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "setup"}
	for _, r := range s.seats {
		b := r.name.Rect
		p.Seats = append(p.Seats, scenes.ProbeItem{Label: r.name.Text, Zone: s.controller(r),
			X: b.Min.X, Y: b.Min.Y, W: b.W(), H: b.H()})
	}
	for i := range s.presets {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.presets[i])...)
	}
	p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.add, &s.start, &s.back)...)
	return p
}

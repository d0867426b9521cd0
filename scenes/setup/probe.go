package setup

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "setup"}
	for i := range s.presets {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.presets[i])...)
	}
	p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.add, &s.start, &s.back)...)
	return p
}

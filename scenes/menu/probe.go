package menu

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "menu"}
	for _, e := range s.entries {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&e.btn)...)
	}
	return p
}

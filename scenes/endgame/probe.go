package endgame

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober.
func (s *Scene) Probe() scenes.Probe {
	return scenes.Probe{
		Scene:   "end",
		Prompt:  Headline(s.res, s.rec),
		Buttons: scenes.ProbeButtons(&s.rematch, &s.menu),
	}
}

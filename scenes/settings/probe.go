//go:build kitchentableprobe

package settings

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober.
func (s *Scene) Probe() scenes.Probe {
	return scenes.Probe{Scene: "settings", Buttons: scenes.ProbeButtons(&s.stops, &s.done)}
}

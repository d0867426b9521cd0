//go:build kitchentableprobe

package setup

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober. Besides Start and Back, the buttons are
// the cyclers' current values (a click on one opens its list) and the
// open list's rows, so that a test from outside can choose an opponent and
// a format.
func (s *fcForm) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "fcsetup", Prompt: s.Err()}
	for _, c := range s.cyclers() {
		if c.Open {
			p.Buttons = append(p.Buttons, scenes.ProbeList(c)...)
			return p
		}
	}
	for _, c := range s.cyclers() {
		p.Buttons = append(p.Buttons, scenes.ProbeRect(c.Value(), c.Rect))
	}
	for i, r := range s.seats {
		if s.chooses(i) {
			p.Buttons = append(p.Buttons, scenes.ProbeButtons(&r.edit)...)
		}
	}
	p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.start, &s.back)...)
	return p
}

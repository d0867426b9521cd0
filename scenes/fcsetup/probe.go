package fcsetup

import (
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober. Besides Start and Back, the buttons are
// the cyclers' current values (a click on one opens its list) and the
// open list's rows, so that a test from outside can choose an opponent and
// a format.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "fcsetup", Prompt: s.Err()}
	for _, c := range s.cyclers() {
		if c.Open {
			p.Buttons = append(p.Buttons, listRows(c)...)
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

// listRows describes the rows of c's open list as buttons.
func listRows(c *widget.Cycler) []scenes.ProbeItem {
	opts, rows := c.Shown()
	out := make([]scenes.ProbeItem, len(opts))
	for i := range opts {
		out[i] = scenes.ProbeRect(opts[i], rows[i])
	}
	return out
}

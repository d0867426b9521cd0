//go:build kitchentableprobe

package replay

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober: the position as the prompt, the
// buttons (the Show chooser's by the view shown, and its open list's
// rows) and the turn; while the replay asks whose side to show, the
// chooser's question and buttons; while it asks something else, the
// question and its answers.
func (s *Scene) Probe() scenes.Probe {
	u := &s.ui
	switch {
	case s.ask != nil:
		p := scenes.Probe{Scene: "replay", Prompt: s.ask.Text}
		for i := range s.ask.Buttons {
			p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.ask.Buttons[i])...)
		}
		return p
	case s.tbl == nil:
		return scenes.Probe{Scene: "replay", Prompt: chooserQuestion, Buttons: scenes.ProbeButtons(s.pick.buttons()...)}
	}
	p := scenes.Probe{Scene: "replay", Prompt: s.positionText()}
	p.Turn, _ = s.Turn()
	p.Buttons = scenes.ProbeButtons(&u.back, &u.show)
	if u.listOpen {
		for i, v := range s.sides.views() {
			if i < len(u.rows) {
				p.Buttons = append(p.Buttons, scenes.ProbeRect(s.sides.viewLabel(v), u.rows[i]))
			}
		}
	}
	for i := range u.transport {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&u.transport[i])...)
	}
	for i := range u.speeds {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&u.speeds[i])...)
	}
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Progress", u.bar))
	return p
}

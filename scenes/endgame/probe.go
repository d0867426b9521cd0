//go:build kitchentableprobe

package endgame

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober: the headline and the buttons shown
// (while looking at the table, only the way back; after a game hosted
// elsewhere, no Rematch).
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "end", Prompt: Headline(s.res, s.rec)}
	switch {
	case s.looking:
		p.Buttons = scenes.ProbeButtons(&s.look)
	default:
		p.Buttons = scenes.ProbeButtons(&s.rematch, &s.menu)
		if s.hosted {
			p.Buttons = scenes.ProbeButtons(&s.menu)
		}
		if s.replay != nil {
			p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.watch)...)
		}
		if s.board != nil {
			p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.look)...)
		}
	}
	return p
}

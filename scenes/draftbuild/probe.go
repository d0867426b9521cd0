//go:build kitchentableprobe

package draftbuild

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober: the buttons and every card, with its
// zone "pool" or "deck".
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "draftbuild", Buttons: scenes.ProbeButtons(&s.suggest, &s.clear, &s.all, &s.back, &s.done)}
	if s.curtain {
		p.Prompt = "curtain for " + s.cfg.Player
		return p
	}
	for i, d := range s.cfg.Pool {
		it := scenes.ProbeRect(d.Name, s.rects[i])
		it.Zone, it.Mine = "pool", true
		if s.inDeck[i] {
			it.Zone = "deck"
		}
		p.Cards = append(p.Cards, it)
	}
	return p
}

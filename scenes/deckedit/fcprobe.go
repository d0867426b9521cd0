//go:build kitchentableprobe

package deckedit

import "github.com/kitchentable/kitchentable/scenes"

// Probe implements scenes.Prober: the buttons, the load list's value (or
// its rows while it is open), the cards of the list (zone "list") and of
// the deck (zone "deck"); the prompt is what keeps the deck from being
// played, or the last action's message.
func (s *FourCuatro) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "fcdeck", Prompt: s.Problem()}
	if s.msg != "" {
		p.Prompt = s.msg
	}
	if s.load.Open {
		p.Buttons = scenes.ProbeList(&s.load)
		return p
	}
	p.Buttons = append(p.Buttons, scenes.ProbeRect(s.load.Value(), s.load.Rect))
	p.Buttons = append(p.Buttons, scenes.ProbeButtons(&s.save, &s.clear, &s.fill, &s.done, &s.exit)...)
	for i, c := range s.cards {
		it := scenes.ProbeRect(c.Name, s.ui.cells[i])
		it.Zone = "list"
		p.Cards = append(p.Cards, it)
	}
	for _, row := range s.ui.rows {
		it := scenes.ProbeRect(row.d.Name, row.r)
		it.Zone = "deck"
		p.Cards = append(p.Cards, it)
	}
	return p
}

//go:build kitchentableprobe

package join

import (
	"strings"

	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober. On the form: Join, Back, Look again
// (while no search is under way), each table found (by its label as
// drawn), the fields ("Name", "Address", "Code") and the deck chooser
// (its value, or the rows of its open list); the prompt is what stopped
// the last Join. While joining: only Cancel, and the prompt is
// "Joining TABLE…" with the host's notices, one a line.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "join"}
	if s.try != nil {
		p.Prompt = strings.Join(append([]string{"Joining " + s.try.table + "…"}, s.try.heardSoFar()...), "\n")
		p.Buttons = scenes.ProbeButtons(&s.back)
		return p
	}
	p.Prompt = s.err
	if s.deck.Open {
		p.Buttons = scenes.ProbeList(&s.deck)
		return p
	}
	bs := []*widget.Button{&s.join, &s.back, &s.look}
	for i := range s.picks {
		bs = append(bs, &s.picks[i])
	}
	p.Buttons = scenes.ProbeButtons(bs...)
	p.Buttons = append(p.Buttons, scenes.ProbeRect("Name", s.name.Rect), scenes.ProbeRect("Address", s.addr.Rect),
		scenes.ProbeRect("Code", s.code.Rect), scenes.ProbeRect(s.deck.Value(), s.deck.Rect))
	return p
}

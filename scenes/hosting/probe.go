//go:build kitchentableprobe

package hosting

import (
	"strings"

	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober: the prompt is the join code, then the
// addresses and the news, one a line; the buttons are Start (once every
// seat is held) and Cancel; the seats are each seat's line as drawn.
func (s *Scene) Probe() scenes.Probe {
	lines := append([]string{s.code}, s.addrs...)
	p := scenes.Probe{Scene: "hosting", Prompt: strings.Join(append(lines, s.news...), "\n")}
	if s.err != "" {
		p.Prompt += "\n" + s.err
	}
	p.Buttons = scenes.ProbeButtons(&s.start, &s.cancel)
	for i, st := range s.rec.Seats {
		line, _ := s.seatText(i, st)
		p.Seats = append(p.Seats, scenes.ProbeItem{Label: line})
	}
	return p
}

// Probe describes the host's table (scenes.Prober).
func (p *played) Probe() scenes.Probe {
	if pr, ok := p.Table.(scenes.Prober); ok {
		return pr.Probe()
	}
	return scenes.Probe{Scene: "table"}
}

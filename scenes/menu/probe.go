//go:build kitchentableprobe

package menu

import (
	"strings"

	"github.com/kitchentable/kitchentable/scenes"
)

// Probe implements scenes.Prober: the entries as buttons, and the
// notices, one a line, as the prompt.
func (s *Scene) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "menu", Prompt: strings.Join(s.Notices(), "\n")}
	for _, e := range s.entries {
		p.Buttons = append(p.Buttons, scenes.ProbeButtons(&e.btn)...)
	}
	return p
}

//go:build kitchentableprobe

package app

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// maxProbeMisses is how many probe writes in a row may fail to replace
// the file before the app stops; probeMisses counts them (on the UI
// goroutine; one app runs in a process).
const maxProbeMisses = 60

var probeMisses int

// writeProbe writes what the current screen shows to the probe file
// (see Options.Probe) after every frame, replacing it whole so a reader
// never sees half of it. Only builds with the kitchentableprobe tag, the
// desktop tests' builds, have it.
func (g *game) writeProbe() error {
	var cur any = g.scenes.cur
	if g.crash != nil {
		cur = g.crash
	}
	pr, ok := cur.(scenes.Prober)
	if !ok {
		return nil
	}
	b, err := json.Marshal(pr.Probe())
	if err != nil {
		return fmt.Errorf("app: the probe: %w", err)
	}
	tmp := g.opts.Probe + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return fmt.Errorf("app: the probe: %w", err)
	}
	if err := os.Rename(tmp, g.opts.Probe); err != nil {
		// On Windows a rename over a file the test is reading at that
		// moment is refused; the next frame writes the probe again.
		if probeMisses++; probeMisses > maxProbeMisses {
			return fmt.Errorf("app: the probe: %w", err)
		}
		return nil
	}
	probeMisses = 0
	return nil
}

// Probe describes the crash screen for end-to-end tests: scene "crash",
// the error as the prompt, and the buttons.
func (c *crashScreen) Probe() scenes.Probe {
	p := scenes.Probe{Scene: "crash", Prompt: c.detail}
	for _, b := range []*widget.Button{&c.menu, &c.folder, &c.quit} {
		if !b.Disabled {
			r := b.Rect
			p.Buttons = append(p.Buttons, scenes.ProbeItem{Label: b.Label, X: r.Min.X, Y: r.Min.Y, W: r.W(), H: r.H()})
		}
	}
	return p
}

// Probe describes the table (scenes.Prober).
func (h *hosted) Probe() scenes.Probe { return h.t.Probe() }

// Probe describes the networked table (scenes.Prober); nothing before
// its first Update makes the table.
func (w *networked) Probe() scenes.Probe {
	if w.t == nil {
		return scenes.Probe{}
	}
	return w.t.Probe()
}

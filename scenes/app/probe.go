package app

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/kitchentable/kitchentable/scenes"
)

// probeEvery is how often, in frames, the probe file is rewritten.
const probeEvery = 6

// writeProbe writes what the current scene shows to the probe file (see
// Options.Probe), replacing it whole so a reader never sees half of it.
// The first frame of a scene is always written; then every probeEvery
// frames.
func (g *game) writeProbe() error {
	g.probeFrames++
	var cur any = g.scenes.cur
	if g.crash != nil {
		cur = g.crash
	}
	pr, ok := cur.(scenes.Prober)
	if !ok || (g.probeFrames > 1 && g.probeFrames%probeEvery != 0 && cur == g.probed) {
		return nil
	}
	g.probed = cur
	b, err := json.Marshal(pr.Probe())
	if err != nil {
		return fmt.Errorf("app: the probe: %w", err)
	}
	tmp := g.opts.Probe + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return fmt.Errorf("app: the probe: %w", err)
	}
	if err := os.Rename(tmp, g.opts.Probe); err != nil {
		return fmt.Errorf("app: the probe: %w", err)
	}
	return nil
}

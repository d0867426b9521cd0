//go:build (linux && !android) || freebsd || netbsd || openbsd

package sound

import (
	"path/filepath"

	"github.com/jfreymuth/pulse"
)

// probeDevice reports whether Ebitengine's audio backend will find a
// device: a PulseAudio (or PipeWire) server that accepts a client, or an
// ALSA playback device. It may take up to a second; call it off the UI
// goroutine.
func probeDevice() bool {
	if c, err := pulse.NewClient(pulse.ClientApplicationName("Kitchen Table")); err == nil {
		c.Close()
		return true
	}
	devs, _ := filepath.Glob("/dev/snd/pcmC*D*p")
	return len(devs) > 0
}

//go:build !kitchentableprobe

package app

// writeProbe does nothing: the probe file is written only by the desktop
// tests' builds (the kitchentableprobe tag).
func (g *game) writeProbe() error { return nil }

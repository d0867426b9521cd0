//go:build !kitchentableprobe

package app

import (
	"os"
	"testing"
)

// checkProbe checks that a build without the probe (the kitchentableprobe
// tag) writes no probe file, even when asked to.
func checkProbe(t *testing.T, name, path string) {
	t.Helper()
	if _, err := os.Stat(path); err == nil {
		t.Errorf("%s: a build without the kitchentableprobe tag wrote the probe file %s", name, path)
	}
}

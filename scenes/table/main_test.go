package table

import (
	"os"
	"testing"

	"github.com/kitchentable/kitchentable/internal/gputest"
)

// Drawing tests and benchmarks run inside Ebitengine when there is a
// display (package gputest); without one they skip.
func TestMain(m *testing.M) { os.Exit(gputest.Main(m, "table tests")) }

// needGPU skips t without a display to draw on.
func needGPU(t testing.TB) {
	t.Helper()
	gputest.Need(t)
}

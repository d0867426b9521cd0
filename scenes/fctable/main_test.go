package fctable

import (
	"os"
	"testing"

	"github.com/kitchentable/kitchentable/internal/gputest"
)

// Drawing tests and benchmarks run inside Ebitengine when there is a
// display (package gputest); without one they skip.
func TestMain(m *testing.M) { os.Exit(gputest.Main(m, "fourcuatro table tests")) }

package deckedit

import (
	"os"
	"testing"

	"github.com/kitchentable/kitchentable/internal/gputest"
)

// The drawing test runs inside Ebitengine when there is a display
// (package gputest); without one it skips.
func TestMain(m *testing.M) { os.Exit(gputest.Main(m, "deck editor tests")) }

package rules

import (
	"os/exec"
	"strings"
	"testing"
)

// TestGameImportsOnlyStandardLibrary keeps game/ pure: no ebiten, no UI, no
// AI, nothing outside the standard library and the project's game packages.
func TestGameImportsOnlyStandardLibrary(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", "../...").Output()
	if err != nil {
		t.Skipf("go list unavailable: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if !strings.HasPrefix(p, "github.com/kitchentable/kitchentable/game/") {
			t.Errorf("game/ depends on %s", p)
		}
	}
}

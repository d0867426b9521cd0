package clipboard

import (
	"os"
	"os/exec"
	"testing"
)

// TestCrossBuild builds the package for Windows and macOS without cgo, as
// the release builds do.
func TestCrossBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-builds take a while the first time")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	for _, goos := range []string{"windows", "darwin"} {
		cmd := exec.Command(gobin, "build", "-o", os.DevNull, ".")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64", "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("GOOS=%s go build: %v\n%s", goos, err, out)
		}
	}
}

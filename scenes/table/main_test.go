package table

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Drawing tests and benchmarks need Ebitengine running: TestMain starts it
// (when there is a display) and runs every test inside its first Update,
// on the UI goroutine. Without a display, the tests that draw skip; the
// rest (layout, input, motion) run without a window.
var gpu bool

func needGPU(t testing.TB) {
	t.Helper()
	if !gpu {
		t.Skip("no display: run under xvfb-run to draw")
	}
}

type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (g *testGame) Draw(*ebiten.Image)         {}
func (g *testGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run())
	}
	gpu = true
	g := &testGame{m: m}
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("table tests")
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "table: ebiten:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}

// Package gputest runs a package's tests where Ebitengine can draw and
// read pixels back: inside the first Update of a running game, on the UI
// goroutine. Without a display the tests run as usual and those that need
// the GPU skip.
//
//	func TestMain(m *testing.M) { os.Exit(gputest.Main(m, "table tests")) }
//
//	func TestDraw(t *testing.T) { gputest.Need(t); ... }
package gputest

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

var running bool

// Available reports whether the tests run inside Ebitengine.
func Available() bool { return running }

// Need skips tb unless the tests run inside Ebitengine.
func Need(tb testing.TB) {
	tb.Helper()
	if !running {
		tb.Skip("no display: run under xvfb-run to draw")
	}
}

// Main runs m: inside a small Ebitengine window titled title when $DISPLAY
// is set, else directly. It returns the exit code for os.Exit.
func Main(m *testing.M, title string) int {
	if os.Getenv("DISPLAY") == "" {
		return m.Run()
	}
	running = true
	g := &game{m: m}
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle(title)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "gputest: ebiten:", err)
		return 1
	}
	return g.code
}

// game runs the tests in its first Update and ends.
type game struct {
	m    *testing.M
	code int
}

func (g *game) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (g *game) Draw(*ebiten.Image)         {}
func (g *game) Layout(int, int) (int, int) { return 64, 64 }

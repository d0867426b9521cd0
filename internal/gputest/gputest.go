// Package gputest runs a package's tests where Ebitengine can draw and
// read pixels back: on a goroutine of their own while a small game runs,
// so that Ebitengine keeps ending frames (and giving back the images and
// draw commands of each) as the tests go. Without a display the tests run
// as usual and those that need the GPU skip.
//
//	func TestMain(m *testing.M) { os.Exit(gputest.Main(m, "table tests")) }
//
//	func TestDraw(t *testing.T) { gputest.Need(t); ... }
//
// The tests run while the game's Update waits, inside an open frame, and
// the frame ends every frameLength. Measurements that count allocations
// or time a frame run inside a frame the loop cannot end meanwhile
// (InFrame), as the game's own Update and Draw do.
package gputest

import (
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

var (
	running bool
	work    chan func() // run inside a frame by the game's Update
)

// Available reports whether the tests run inside Ebitengine.
func Available() bool { return running }

// Need skips tb unless the tests run inside Ebitengine.
func Need(tb testing.TB) {
	tb.Helper()
	if !running {
		tb.Skip("no display: run under xvfb-run to draw")
	}
}

// Main runs m: beside a small Ebitengine window titled title when
// $DISPLAY is set, else directly. It returns the exit code for os.Exit.
func Main(m *testing.M, title string) int {
	if os.Getenv("DISPLAY") == "" {
		return m.Run()
	}
	running = true
	work = make(chan func())
	g := &game{m: m}
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle(title)
	// No waiting for the screen between frames: Update sets the pace.
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "gputest: ebiten:", err)
		return 1
	}
	return g.code
}

// InFrame runs f inside a frame, on the game's update goroutine, and
// returns when it has; without a display it just calls f. A panic in f
// is raised again on the caller's goroutine. f must not end its test
// (t.Fatal, t.Skip): that would end the game's goroutine instead.
func InFrame(f func()) {
	if !running {
		f()
		return
	}
	var raised any
	done := make(chan struct{})
	work <- func() {
		defer close(done)
		defer func() { raised = recover() }()
		f()
	}
	<-done
	if raised != nil {
		panic(raised)
	}
}

// game starts the tests in its first Update, runs what InFrame hands it,
// and ends at the first Update after the tests finish.
type game struct {
	m     *testing.M
	code  int
	done  chan struct{} // closed when the tests finish; nil before they start
	frame *time.Timer   // ends the frame of an Update without work
}

// frameLength is how long an Update waits for work before it lets the
// frame end. The tests' draw calls go straight to the queue while an
// Update waits (a frame is open); between two frames they are copied and
// wait for the next, and a pixel read waits for it. Long frames keep that
// rare; ending one every so often gives back what the tests let go.
const frameLength = 25 * time.Millisecond

func (g *game) Update() error {
	if g.done == nil {
		g.done = make(chan struct{})
		g.frame = time.NewTimer(frameLength)
		go func() {
			defer close(g.done)
			g.code = g.m.Run()
		}()
		return nil
	}
	g.frame.Reset(frameLength)
	select {
	case f := <-work:
		f()
	case <-g.done:
		return ebiten.Termination
	case <-g.frame.C:
	}
	return nil
}

func (g *game) Draw(*ebiten.Image)         {}
func (g *game) Layout(int, int) (int, int) { return 64, 64 }

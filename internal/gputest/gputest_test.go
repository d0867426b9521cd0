package gputest

import (
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) { os.Exit(Main(m, "gputest tests")) }

// TestFramesEndWhileTestsRun checks that the game loop goes on ending
// frames while a test runs, and that none ends while InFrame's function
// does, however long it takes.
func TestFramesEndWhileTestsRun(t *testing.T) {
	Need(t)
	start := ebiten.Tick()
	deadline := time.Now().Add(10 * time.Second)
	for ebiten.Tick() < start+3 && time.Now().Before(deadline) {
		time.Sleep(frameLength)
	}
	if ebiten.Tick() < start+3 {
		t.Fatalf("the loop ended %d frames in ten seconds", ebiten.Tick()-start)
	}
	var before, after int64
	InFrame(func() {
		before = ebiten.Tick()
		time.Sleep(4 * frameLength)
		after = ebiten.Tick()
	})
	if before != after {
		t.Errorf("%d frames ended during InFrame", after-before)
	}
}

// TestInFramePanicsOnTheCaller checks that a panic inside InFrame reaches
// the test that called it, and the loop carries on.
func TestInFramePanicsOnTheCaller(t *testing.T) {
	Need(t)
	got := func() (v any) {
		defer func() { v = recover() }()
		InFrame(func() { panic("drawn wrong") })
		return nil
	}()
	if got != "drawn wrong" {
		t.Fatalf("recovered %v, want the panic's value", got)
	}
	ran := false
	InFrame(func() { ran = true })
	if !ran {
		t.Fatal("InFrame did not run after a panic")
	}
}

//go:build kitchentableprobe

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkStartToMenu measures the time from starting the program to its
// first drawn frame of the main menu (the probe file is written at the
// end of that frame's Draw), with a fresh config directory each time.
// It starts its own Xvfb screen (or uses $DISPLAY without Xvfb):
//
//	go test ./cmd/kitchentable -run '^$' -bench StartToMenu -benchtime 10x
func BenchmarkStartToMenu(b *testing.B) {
	disp := needDesktop(b)
	dir := b.TempDir()
	bin := filepath.Join(dir, "kitchentable")
	if out, err := exec.Command("go", "build", "-tags", "kitchentableprobe", "-o", bin, ".").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		run := b.TempDir()
		probe := filepath.Join(run, "probe.json")
		cmd := onDisplay(disp, bin, "play", "-config", filepath.Join(run, "config"), "-probe", probe)
		start := time.Now()
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		for {
			if _, err := os.Stat(probe); err == nil {
				break
			}
			if time.Since(start) > 30*time.Second {
				_ = cmd.Process.Kill()
				b.Fatal("no menu after 30 s")
			}
			time.Sleep(2 * time.Millisecond)
		}
		b.StopTimer()
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		b.StartTimer()
	}
}

package gputest

import (
	"os"
	"testing"
	"time"
)

func TestMain(m *testing.M) { os.Exit(Main(m, "gputest tests")) }

func TestInFrameLatency(t *testing.T) {
	Need(t)
	start := time.Now()
	var worst time.Duration
	for range 200 {
		s := time.Now()
		InFrame(func() {})
		if d := time.Since(s); d > worst {
			worst = d
		}
	}
	t.Logf("200 InFrame: %v, worst %v", time.Since(start), worst)
}

package gputest

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/internal/cputime"
)

// BenchFrames runs frame b.N times and reports, besides the mean, the
// median and 99th percentile of one frame's CPU time in milliseconds
// (p50-cpu-ms, p99-cpu-ms) and the allocations. The time is the
// process's CPU time, which is steadier than wall time on a shared
// machine; the loop runs inside one frame (InFrame), as the game's Update
// and Draw do, so the test's game loop spends none of it. flush, if not
// nil, runs after each frame unmeasured, as the game loop runs the queued
// draw commands after each frame (reading a pixel back does that).
func BenchFrames(b *testing.B, frame, flush func()) {
	InFrame(func() {
		times := make([]time.Duration, 0, 1024)
		runtime.GC()
		b.ReportAllocs()
		b.ResetTimer()
		for b.Loop() {
			c0 := cputime.Process()
			frame()
			times = append(times, cputime.Process()-c0)
			if flush != nil {
				b.StopTimer()
				flush()
				b.StartTimer()
			}
		}
		b.StopTimer()
		reportQuantiles(b, times)
	})
}

// reportQuantiles reports the median and 99th percentile of times in
// milliseconds as p50-cpu-ms and p99-cpu-ms.
func reportQuantiles(b *testing.B, times []time.Duration) {
	if len(times) == 0 {
		return
	}
	slices.Sort(times)
	q := func(f float64) float64 {
		return float64(times[int(f*float64(len(times)-1))]) / float64(time.Millisecond)
	}
	b.ReportMetric(q(0.5), "p50-cpu-ms")
	b.ReportMetric(q(0.99), "p99-cpu-ms")
}

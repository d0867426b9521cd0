package search

import (
	"context"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// threadCPU is the CPU time the calling thread has used.
func threadCPU(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkHardDecisionOvershootCPU is BenchmarkHardDecisionOvershoot on
// a clock that counts the searching thread's CPU time, so that on a busy
// machine the time the thread waits for a core does not count: it
// measures how far the search itself runs past a 100 ms limit (metric
// overshoot-ms, the largest).
func BenchmarkHardDecisionOvershootCPU(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	g := midGame(b, 11)
	k := g.KnowledgeOf(0)
	const limit = 100 * time.Millisecond
	clock := func() time.Time { return time.Unix(0, int64(threadCPU(b))) }
	worst := time.Duration(0)
	for i := 0; i < b.N; i++ {
		p := New(uint64(i), Config{Iterations: 100000, TimeLimit: limit, Horizon: DefaultHorizon})
		p.clock = clock
		start := threadCPU(b)
		if _, err := p.Choose(context.Background(), k); err != nil {
			b.Fatal(err)
		}
		worst = max(worst, threadCPU(b)-start-limit)
	}
	b.ReportMetric(float64(worst)/float64(time.Millisecond), "overshoot-ms")
}

package gputest

import (
	"runtime"
	"strings"
	"testing"
)

// AllocsOutsideQueue returns the allocations per run of f made under a
// function whose name contains within (say "(*Scene).Draw"), leaving out
// those of Ebitengine's draw command queue and of sync.Pools. It all runs
// inside one frame (InFrame), where draw calls go straight to the queue
// as in the game; the queue, which the game loop recycles at each frame's
// end, grows there instead, and the pools are refilled after the
// measurement's own runtime.GC empties them. flush runs after each run,
// unmeasured (reading a pixel back makes Ebitengine run what was queued);
// nil when nothing needs flushing. The stacks of what is counted are
// logged.
func AllocsOutsideQueue(t testing.TB, runs int, within string, f, flush func()) float64 {
	t.Helper()
	var n float64
	if flush == nil {
		flush = func() {}
	}
	InFrame(func() { n = allocsOutsideQueue(t, runs, within, f, flush) })
	return n
}

// AllocsPerRun is testing.AllocsPerRun run inside a frame, where the game
// loop cannot allocate beside f and f's draw calls go straight to the
// queue. The figure is still the whole process's: another goroutine's
// allocations (Ebitengine's cleanups of freed images run on their own)
// count when they fall in the measurement. AllocsOutsideQueue, which
// counts only what is allocated under a named function, has no such
// noise.
func AllocsPerRun(runs int, f func()) float64 {
	var n float64
	InFrame(func() { n = testing.AllocsPerRun(runs, f) })
	return n
}

func allocsOutsideQueue(t testing.TB, runs int, within string, f, flush func()) float64 {
	old := runtime.MemProfileRate
	runtime.MemProfileRate = 1
	defer func() { runtime.MemProfileRate = old }()
	count := func() map[[32]uintptr]int64 {
		runtime.GC()
		n, _ := runtime.MemProfile(nil, true)
		recs := make([]runtime.MemProfileRecord, n+100)
		n, _ = runtime.MemProfile(recs, true)
		m := map[[32]uintptr]int64{}
		for _, r := range recs[:n] {
			m[r.Stack0] += r.AllocObjects
		}
		return m
	}
	flush()
	before := count()
	for range runs {
		f()
		flush()
	}
	after := count()
	total := int64(0)
	for stk, n := range after {
		d := n - before[stk]
		if d <= 0 {
			continue
		}
		ours, queue := false, false
		for frames, more := runtime.CallersFrames(stk[:]), true; more; {
			var fr runtime.Frame
			fr, more = frames.Next()
			if strings.Contains(fr.Function, "internal/graphicscommand") || strings.Contains(fr.Function, "sync.(*Pool)") {
				queue = true
			}
			if strings.Contains(fr.Function, within) {
				ours = true
			}
		}
		if !ours || queue {
			continue
		}
		total += d
		for frames, more := runtime.CallersFrames(stk[:]), true; more; {
			var fr runtime.Frame
			fr, more = frames.Next()
			t.Logf("  %s:%d", fr.Function, fr.Line)
		}
		t.Logf("%d allocations", d)
	}
	return float64(total) / float64(runs)
}

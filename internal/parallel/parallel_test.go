package parallel

import (
	"sync/atomic"
	"testing"
)

// TestDoRunsEachJobOnce runs every job exactly once, on goroutines
// numbered below the workers asked for, whatever the number of each.
func TestDoRunsEachJobOnce(t *testing.T) {
	for _, c := range []struct{ n, workers int }{{0, 2}, {1, 1}, {5, 8}, {100, 1}, {1000, 3}, {7, 0}} {
		runs := make([]atomic.Int32, c.n)
		var badWorker atomic.Bool
		Do(c.n, c.workers, func(w, i int) {
			if w < 0 || w >= max(c.workers, 1) {
				badWorker.Store(true)
			}
			runs[i].Add(1)
		})
		for i := range runs {
			if got := runs[i].Load(); got != 1 {
				t.Errorf("n=%d workers=%d: job %d ran %d times, want once", c.n, c.workers, i, got)
			}
		}
		if badWorker.Load() {
			t.Errorf("n=%d workers=%d: a job ran on a goroutine numbered outside [0, %d)", c.n, c.workers, max(c.workers, 1))
		}
	}
}

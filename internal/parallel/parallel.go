// Package parallel runs numbered jobs on a few goroutines.
package parallel

import (
	"sync"
	"sync/atomic"
)

// Do runs job(w, i) for every i from 0 to n-1 on at most workers
// goroutines (at least one); w, below workers, numbers the goroutine
// running the job, for state it keeps from one job to the next. It
// returns when every job has run.
//
// Each goroutine takes its next i from a shared counter rather than from
// a channel fed by the caller: the caller is often the game's main
// goroutine, which Ebitengine keeps on the main thread, so every job
// handed over through a channel put a thread to sleep and woke another
// (a tenth to a fifth of a random game's time in the sim, on one core).
func Do(n, workers int, job func(w, i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(max(workers, 1), n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				job(w, i)
			}
		}()
	}
	wg.Wait()
}

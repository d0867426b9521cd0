package main

import (
	"runtime"
	"syscall"
	"testing"
)

// TestRunJobsFromTheMainThreadSwitchesNoThreads runs many small jobs
// from a goroutine locked to its thread, as the sim's main goroutine is
// under Ebitengine, and counts the process's voluntary context switches:
// handing each job over from the locked goroutine (through a channel, as
// playAll once did) costs about one per job, taking them from a shared
// counter next to none.
func TestRunJobsFromTheMainThreadSwitchesNoThreads(t *testing.T) {
	const jobs = 2000
	done := make(chan int64)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		before := voluntarySwitches(t)
		sum := make([]int, jobs)
		runJobs(jobs, 1, func(_, i int) { sum[i] = i * i })
		done <- voluntarySwitches(t) - before
	}()
	if n := <-done; n > jobs/10 {
		t.Errorf("%d jobs from a locked thread took %d voluntary context switches, want at most %d", jobs, n, jobs/10)
	}
}

// voluntarySwitches is the process's count of voluntary context switches.
func voluntarySwitches(t *testing.T) int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return ru.Nvcsw
}

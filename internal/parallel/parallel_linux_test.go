package parallel

import (
	"runtime"
	"syscall"
	"testing"
)

// TestDoFromTheMainThreadSwitchesNoThreads runs many small jobs
// from a goroutine locked to its thread, as the game's main goroutine is
// under Ebitengine, and counts the process's voluntary context switches:
// handing each job over from the locked goroutine (through a channel, as
// the sim once did) costs about one per job, taking them from a shared
// counter next to none.
func TestDoFromTheMainThreadSwitchesNoThreads(t *testing.T) {
	const jobs = 2000
	type result struct {
		switches int64
		err      error
	}
	done := make(chan result)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		before, err := voluntarySwitches()
		if err != nil {
			done <- result{err: err}
			return
		}
		sum := make([]int, jobs)
		Do(jobs, 1, func(_, i int) { sum[i] = i * i })
		after, err := voluntarySwitches()
		done <- result{switches: after - before, err: err}
	}()
	r := <-done
	if r.err != nil {
		t.Fatal(r.err)
	}
	if r.switches > jobs/10 {
		t.Errorf("%d jobs from a locked thread took %d voluntary context switches, want at most %d", jobs, r.switches, jobs/10)
	}
}

// voluntarySwitches is the process's count of voluntary context switches.
func voluntarySwitches() (int64, error) {
	var ru syscall.Rusage
	err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Nvcsw, err
}

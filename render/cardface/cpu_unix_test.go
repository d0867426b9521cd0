//go:build unix

package cardface

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, every thread (the
// GPU's share too when it is Mesa's software renderer).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

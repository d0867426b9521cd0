//go:build unix

// Package cputime reads the CPU time the process has used, for the
// figures benchmarks and the sim report.
package cputime

import (
	"syscall"
	"time"
)

// Process returns the CPU time the process has used, user and system, on
// every thread (the GPU's share too when it is Mesa's software renderer).
func Process() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

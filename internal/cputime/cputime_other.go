//go:build !unix

// Package cputime reads the CPU time the process has used, for the
// figures benchmarks and the sim report.
package cputime

import "time"

// Process returns 0: the platform's CPU time is not read here.
func Process() time.Duration { return 0 }

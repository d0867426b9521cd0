//go:build unix

package testdecks

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// Fifo makes a named pipe dir/name (making the folders it needs) and
// returns its path: a file that blocks whoever opens it to read, for the
// tests that the program never waits on one.
func Fifo(tb testing.TB, dir, name string) string {
	tb.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

// DevZero makes dir/name a link to /dev/zero (making the folders it
// needs) and returns its path: a file that never ends.
func DevZero(tb testing.TB, dir, name string) string {
	tb.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", p); err != nil {
		tb.Fatal(err)
	}
	return p
}

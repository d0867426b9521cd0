//go:build !unix

package testdecks

import "testing"

// Fifo skips the test: named pipes in the file system are Unix's.
func Fifo(tb testing.TB, dir, name string) string {
	tb.Skip("no named pipes on this system")
	return ""
}

// DevZero skips the test: /dev/zero is Unix's.
func DevZero(tb testing.TB, dir, name string) string {
	tb.Skip("no /dev/zero on this system")
	return ""
}

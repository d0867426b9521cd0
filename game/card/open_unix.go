//go:build unix

package card

import "syscall"

// openFlags are added to os.O_RDONLY by Open: opening a named pipe then
// returns at once instead of waiting for a writer, so that Open can
// refuse it.
const openFlags = syscall.O_NONBLOCK

//go:build !windows

package app

import "os"

// watchSessionEnd does nothing here: on Linux and macOS a logout ends
// the app with SIGTERM, which catchSignals handles.
func watchSessionEnd(chan<- os.Signal, <-chan struct{}) (stop func()) { return func() {} }

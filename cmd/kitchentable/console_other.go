//go:build !windows

package main

// attachParentConsole does nothing here: a program started from a
// terminal already writes to it.
func attachParentConsole() {}

//go:build !linux && kitchentableprobe

package main

import (
	"os/exec"
	"syscall"
)

// diesWithTest returns c unchanged: only Linux can stop a child when its
// parent dies, and the end-to-end tests run on Linux.
func diesWithTest(c *exec.Cmd, _ syscall.Signal) *exec.Cmd { return c }

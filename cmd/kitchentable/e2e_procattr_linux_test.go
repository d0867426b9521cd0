//go:build kitchentableprobe

package main

import (
	"os/exec"
	"syscall"
)

// diesWithTest has c stopped with sig when the test binary that started
// it dies, so a test killed by go test's timeout leaves no game window or
// Xvfb running behind it (one such window once ate a core for an hour).
func diesWithTest(c *exec.Cmd, sig syscall.Signal) *exec.Cmd {
	if c.SysProcAttr == nil {
		c.SysProcAttr = &syscall.SysProcAttr{}
	}
	c.SysProcAttr.Pdeathsig = sig
	return c
}

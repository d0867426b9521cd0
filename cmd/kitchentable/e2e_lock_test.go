package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestLockHeld checks how the end-to-end tests read an X display's lock
// file: a live process holds it, a finished one does not, a missing file
// is free, and a file that names no process is left alone.
func TestLockHeld(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("X displays' lock files are a Unix matter; Windows cannot probe a process with signal 0")
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	done := exec.Command(os.Args[0], "-test.run", "^$")
	if err := done.Run(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, path string
		want       bool
	}{
		{"this process", write("live", "      "+strconv.Itoa(os.Getpid())+"\n"), true},
		{"a finished process", write("dead", strconv.Itoa(done.Process.Pid)+"\n"), false},
		{"no file", filepath.Join(dir, "missing"), false},
		{"not a number", write("junk", "xyz\n"), true},
	} {
		if got := lockHeld(c.path); got != c.want {
			t.Errorf("%s: lockHeld = %v, want %v", c.name, got, c.want)
		}
	}
}

// lockHeld reports whether the X lock file at path names a live process
// (or something that is not a process number); a missing file is free.
func lockHeld(path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err != nil || pid <= 0 {
		return true // not a lock we understand: leave it alone
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return true
	}
	err = p.Signal(syscall.Signal(0))
	return err == nil || !errors.Is(err, os.ErrProcessDone) // EPERM: alive, someone else's
}

//go:build unix

package widget

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestReadFolderRefusesAPipe: a pipe typed as the picker's folder is
// refused at once with the usual sentence; opening it would wait for a
// writer for ever.
func TestReadFolderRefusesAPipe(t *testing.T) {
	p := filepath.Join(t.TempDir(), "decks")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skipf("no pipe here: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		_, _, err := readFolder(p, nil)
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("a pipe was listed as a folder")
		}
		if got, want := folderProblem(p, err), p+" is a file, not a folder."; got != want {
			t.Errorf("folderProblem = %q, want %q", got, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("readFolder waited on the pipe")
	}
}

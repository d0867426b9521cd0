package store

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// removeTree removes dir and all it holds, deepest first, one os.Remove
// at a time. os.RemoveAll would do, but on Windows it deletes through
// FILE_DISPOSITION_INFORMATION_EX, which Wine 8 (where CI runs these
// tests for Windows) does not have.
func removeTree(t *testing.T, dir string) {
	t.Helper()
	var paths []string
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		paths = append(paths, p)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for i := len(paths) - 1; i >= 0; i-- {
		if err := os.Remove(paths[i]); err != nil {
			t.Fatal(err)
		}
	}
}

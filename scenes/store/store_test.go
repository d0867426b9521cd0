package store

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestOpenEnv(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	t.Setenv(DirEnv, dir)
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	if s.Dir != dir {
		t.Errorf("Dir = %q, want %q", s.Dir, dir)
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		t.Errorf("the directory was not created: %v", err)
	}
	if s.LogPath() != filepath.Join(dir, "kitchentable.log") || s.SetsDir() != filepath.Join(dir, "sets") {
		t.Errorf("paths %q %q", s.LogPath(), s.SetsDir())
	}
}

func TestOpenUserConfigDir(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the user config folder is moved with XDG_CONFIG_HOME on Linux only")
	}
	base := t.TempDir()
	t.Setenv(DirEnv, "")
	t.Setenv("XDG_CONFIG_HOME", base)
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(base, "kitchentable"); s.Dir != want {
		t.Errorf("Dir = %q, want %q", s.Dir, want)
	}
	if _, err := os.Stat(s.Dir); err != nil {
		t.Error(err)
	}
}

func TestOpenDirFails(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenDir(filepath.Join(file, "dir")); err == nil || !strings.HasPrefix(err.Error(), "store: ") {
		t.Errorf("OpenDir under a file: %v", err)
	}
}

// newStore opens a store in a new temporary directory.
func newStore(t *testing.T) *Store {
	t.Helper()
	s, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// read returns a file's contents, or "<missing>".
func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return "<missing>"
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// write writes a file in the store's directory.
func write(t *testing.T, s *Store, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(s.Dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// noTemps fails when a temporary file was left in the store's directory.
func noTemps(t *testing.T, s *Store) {
	t.Helper()
	tmps, _ := filepath.Glob(filepath.Join(s.Dir, "*.tmp"))
	if len(tmps) > 0 {
		t.Errorf("temporary files left: %v", tmps)
	}
}

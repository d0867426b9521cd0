package store

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// writeFile replaces the file name in the store with what write writes:
// it writes a temporary file in the same directory, flushes it to disk and
// renames it over the old file, so the old file stays whole until the new
// one is complete. When keepBad is true the old file is first kept as a
// broken copy (name.bad, or name.bad.2 and so on when that is taken).
// name may be in a folder of the store ("fourcuatro/x"), which must
// exist. It must be called with s.mu held.
func (s *Store) writeFile(name string, keepBad bool, write func(io.Writer) error) (err error) {
	if s.noWrite != nil {
		return s.noWrite
	}
	dir := filepath.Dir(s.path(name))
	f, err := os.CreateTemp(dir, "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return fmt.Errorf("store: saving %s: %w", s.path(name), err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
			err = fmt.Errorf("store: saving %s: %w", s.path(name), err)
		}
	}()
	var w io.Writer = f
	if s.wrap != nil {
		w = s.wrap(w)
	}
	bw := bufio.NewWriter(w)
	if err := write(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if keepBad {
		if _, err := s.keepBad(name); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, s.path(name)); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// syncDir flushes a directory's entries to disk so that a rename in it
// survives a power cut. Not every system can (Windows cannot open a
// directory to sync it); the rename has happened either way.
func syncDir(dir string) {
	d, err := os.Open(filepath.Clean(dir))
	if err != nil {
		return
	}
	_ = d.Sync()
	d.Close()
}

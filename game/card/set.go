package card

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
)

// Set is the contents of one card file: a named group of collectable cards
// and the tokens they create.
type Set struct {
	Name   string // from the "set:" line
	Code   string // from the "code:" line, e.g. "STR"
	Cards  []*Def // in file order
	Tokens []*Def // in file order
}

// Parse reads one card file (see doc.go for the format). name is used in
// error messages and recorded in each Def's File. It stops at the first
// problem and returns an *Error naming the file and line.
func Parse(name string, r io.Reader) (*Set, error) {
	p := newParser(name)
	if err := p.run(r); err != nil {
		return nil, err
	}
	return p.set, nil
}

// LoadFS parses every *.cards file directly in dir of fsys, in file name
// order. Error messages name files by their path in fsys.
func LoadFS(fsys fs.FS, dir string) ([]*Set, error) {
	return loadFS(fsys, dir, func(p string) string { return p })
}

// LoadDir parses every *.cards file in a folder on disk, in file name
// order; error messages name files by their path on disk. A folder that
// does not exist holds no sets and is not an error.
func LoadDir(dir string) ([]*Set, error) {
	info, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("card: %w", err)
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("card: %s is not a folder", dir)
	}
	return loadFS(os.DirFS(dir), ".", func(p string) string { return filepath.Join(dir, filepath.FromSlash(p)) })
}

func loadFS(fsys fs.FS, dir string, display func(string) string) ([]*Set, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("card: %w", err)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && path.Ext(e.Name()) == ".cards" {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	sets := make([]*Set, 0, len(names))
	for _, n := range names {
		p := path.Join(dir, n)
		f, err := fsys.Open(p)
		if err != nil {
			return nil, fmt.Errorf("card: %w", err)
		}
		s, err := Parse(display(p), f)
		f.Close()
		if err != nil {
			return nil, err
		}
		sets = append(sets, s)
	}
	return sets, nil
}

// UserSetsDir returns the folder where a player may put their own card
// files: "kitchentable/sets" inside the user's configuration folder.
func UserSetsDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("card: %w", err)
	}
	return filepath.Join(base, "kitchentable", "sets"), nil
}

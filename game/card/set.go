package card

import (
	"bytes"
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
	Name     string // from the "set:" line
	Code     string // from the "code:" line, e.g. "STR"
	Cards    []*Def // in file order
	Tokens   []*Def // in file order
	File     string // the file name given to Parse
	CodeLine int    // the line of the "code:" line
}

// Parse reads one card file (see doc.go for the format). name is used in
// error messages and recorded in the Set's and each Def's File. A
// byte-order mark at the start is skipped; a file over MaxCardFileSize, a
// line over MaxLine bytes or a name over MaxName characters is refused. It
// stops at the first problem and returns an error naming the file (an
// *Error, naming the line too, for a problem inside the file).
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
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, &fileError{msg: fmt.Sprintf("card: cannot read the folder of card files %s: %s", dir, DescribeFileError(err)), err: err}
	}
	return loadEach(entries, func(n string) (string, []byte, error) {
		p := path.Join(dir, n)
		data, err := readFS(fsys, p)
		return p, data, err
	})
}

// LoadDir parses every *.cards file in a folder on disk, in file name
// order; error messages name files by their path on disk. Each is read
// with ReadFile, so a folder, a pipe or a device named *.cards is
// reported, not skipped nor waited for. A folder that does not exist
// holds no sets and is not an error.
func LoadDir(dir string) ([]*Set, error) {
	info, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err == nil && !info.IsDir() {
		return nil, fmt.Errorf("card: %s should be a folder of card files, but it is a file", dir)
	}
	var entries []fs.DirEntry
	if err == nil {
		entries, err = os.ReadDir(dir)
	}
	if err != nil {
		return nil, &fileError{msg: fmt.Sprintf("card: cannot read the folder of card files %s: %s", dir, DescribeFileError(err)), err: err}
	}
	return loadEach(entries, func(n string) (string, []byte, error) {
		p := filepath.Join(dir, n)
		data, err := ReadFile(p, "card file", MaxCardFileSize)
		return p, data, err
	})
}

// loadEach parses the entries named *.cards, in name order, each read by
// read, which returns the file's name for messages and its bytes.
func loadEach(entries []fs.DirEntry, read func(name string) (string, []byte, error)) ([]*Set, error) {
	var names []string
	for _, e := range entries {
		if path.Ext(e.Name()) == ".cards" {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	sets := make([]*Set, 0, len(names))
	for _, n := range names {
		display, data, err := read(n)
		if err != nil {
			return nil, err
		}
		s, err := Parse(display, bytes.NewReader(data))
		if err != nil {
			return nil, err
		}
		sets = append(sets, s)
	}
	return sets, nil
}

// readFS reads the card file p of fsys.
func readFS(fsys fs.FS, p string) ([]byte, error) {
	f, err := fsys.Open(p)
	if err != nil {
		return nil, cannotRead("card file", p, err)
	}
	defer f.Close()
	return readAll(f, p, "card file", MaxCardFileSize)
}

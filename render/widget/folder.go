package widget

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// errNotFolder is readFolder's error for a path that is no folder.
var errNotFolder = errors.New("widget: not a folder")

// FileEntry is one line of a FilePicker's list: a folder or a file.
type FileEntry struct {
	Name  string
	IsDir bool
}

// MaxFolderEntries is the most entries a FilePicker reads of one folder.
const MaxFolderEntries = 2000

// readFolder lists dir for a file picker: its folders, then its files
// whose names end in one of exts (every file when exts is empty), each
// sorted by name without regard to case; hidden names (".x") are left
// out. It reads at most MaxFolderEntries entries and reports whether
// there were more.
func readFolder(dir string, exts []string) (entries []FileEntry, more bool, err error) {
	// Opening a pipe waits for a writer, for ever: only a folder is opened.
	if fi, err := os.Stat(dir); err != nil {
		return nil, false, err
	} else if !fi.IsDir() {
		return nil, false, errNotFolder
	}
	f, err := os.Open(dir)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	des, err := f.ReadDir(MaxFolderEntries + 1)
	if err != nil && len(des) == 0 && !errors.Is(err, io.EOF) {
		return nil, false, err
	}
	if len(des) > MaxFolderEntries {
		des, more = des[:MaxFolderEntries], true
	}
	for _, de := range des {
		name := de.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		isDir := de.IsDir()
		if de.Type()&fs.ModeSymlink != 0 {
			if fi, err := os.Stat(filepath.Join(dir, name)); err == nil {
				isDir = fi.IsDir()
			}
		}
		if !isDir && !hasExt(name, exts) {
			continue
		}
		entries = append(entries, FileEntry{Name: name, IsDir: isDir})
	}
	slices.SortFunc(entries, func(a, b FileEntry) int {
		if a.IsDir != b.IsDir {
			if a.IsDir {
				return -1
			}
			return 1
		}
		if c := strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return entries, more, nil
}

// hasExt reports whether name ends in one of exts, ignoring case; every
// name does when exts is empty.
func hasExt(name string, exts []string) bool {
	if len(exts) == 0 {
		return true
	}
	ext := strings.ToLower(filepath.Ext(name))
	for _, e := range exts {
		if strings.ToLower(e) == ext {
			return true
		}
	}
	return false
}

// folderProblem says in one sentence why dir cannot be listed.
func folderProblem(dir string, err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "There is no folder " + dir + "."
	case errors.Is(err, fs.ErrPermission):
		return "You are not allowed to open the folder " + dir + "."
	}
	if fi, serr := os.Stat(dir); serr == nil && !fi.IsDir() {
		return dir + " is a file, not a folder."
	}
	return "The folder " + dir + " cannot be read."
}

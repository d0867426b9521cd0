package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Reason says in a few plain words why a file of the store could not be
// written or read, for a sentence shown to the player: "the folder /x is
// read-only", "/x/current.save is a folder, not a file", "the disk is
// full". It never returns Go's error text alone; for an error it cannot
// place it names the system's own words for it.
func Reason(err error) string {
	var unusable *Unusable
	if errors.As(err, &unusable) && unusable.Dir == "" {
		return "there is no folder to keep the game's files in"
	}
	if errors.Is(err, ErrLeagueTooLarge) {
		return "the league has grown too large for its file"
	}
	path := ""
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &le):
		path = le.New
	case errors.As(err, &pe):
		path = pe.Path
	}
	dir := filepath.Dir(path)
	if isTemp(filepath.Base(path)) {
		// A temporary file's name means nothing to the player: its folder does.
		path = ""
	}
	var errno syscall.Errno
	errors.As(err, &errno)
	if fi, serr := os.Stat(path); path != "" && serr == nil && fi.IsDir() {
		// Renaming a file over a folder fails as EISDIR, EEXIST or
		// ENOTEMPTY, depending on the system and the folder.
		return path + " is a folder, not a file"
	}
	switch {
	case errno == syscall.EROFS:
		return "the folder " + dir + " is read-only"
	case errno == syscall.ENOSPC:
		return "the disk is full"
	case errno == syscall.ENOTDIR && path != "":
		return "a file is in the way of the folder " + path
	case errno == syscall.ENOTDIR:
		return "a file is in the way of the folder " + dir
	case errors.Is(err, fs.ErrPermission):
		return "the folder " + dir + " may not be written to"
	case errors.Is(err, fs.ErrNotExist):
		return "the folder " + dir + " is missing"
	case errno != 0:
		return "the system said \u201c" + errno.Error() + "\u201d"
	}
	if path == "" {
		return "writing the file failed"
	}
	return "writing " + path + " failed"
}

// sentence is what + ": " + the reason for err + ".", one sentence for
// the player.
func sentence(what string, err error) string {
	return what + ": " + Reason(err) + "."
}

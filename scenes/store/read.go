package store

import (
	"errors"
	"os"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
)

// Limits of the store's files that no other package bounds.
const (
	// maxSettingsFile is the largest settings.json read: the settings
	// are a few KB.
	maxSettingsFile = 1 << 20
	// maxFCGameFile is the largest FourCuatro save read: a long game's
	// record is under 100 KB.
	maxFCGameFile = 8 << 20
)

// readFile reads the store's file at path, a file of the given kind
// ("settings file"), of at most limit bytes, with card.ReadFile: only a
// regular file is read (a pipe or a device would hang or flood the
// game), never more than limit, and a byte-order mark is dropped. Its
// errors are one sentence naming the file, "store: " first; a missing
// file's wraps fs.ErrNotExist.
func readFile(path, kind string, limit int64) ([]byte, error) {
	data, err := card.ReadFile(path, kind, limit)
	if err != nil {
		return nil, restate(err)
	}
	return data, nil
}

// openFile opens the store's file at path, a file of the given kind, with
// card.Open: only a regular file is opened. Errors are as readFile's.
func openFile(path, kind string) (*os.File, error) {
	f, err := card.Open(path, kind)
	if err != nil {
		return nil, restate(err)
	}
	return f, nil
}

// restate gives an error of package card the store's prefix, still
// wrapping it.
func restate(err error) error {
	return &storeError{msg: "store: " + strings.TrimPrefix(err.Error(), "card: "), err: err}
}

// storeError is an error of the store in one sentence that wraps the
// error it restates.
type storeError struct {
	msg string
	err error
}

func (e *storeError) Error() string { return e.msg }
func (e *storeError) Unwrap() error { return e.err }

// present reports whether anything is at path (links followed): a file,
// or a folder, pipe or device in a file's place.
func present(path string) bool {
	_, err := os.Stat(path)
	return path != "" && err == nil
}

// notThere reports whether err says the file does not exist.
func notThere(err error) bool { return errors.Is(err, os.ErrNotExist) }

// whyNotRegular is card.Open's error for a folder, pipe or device without
// the file's name ("it is a folder"), for a broken save's error, which
// names the file itself; it still wraps err.
func whyNotRegular(err error) error {
	msg := err.Error()
	if i := strings.LastIndex(msg, ": "); i >= 0 {
		msg = msg[i+2:]
	}
	return &storeError{msg: msg, err: err}
}

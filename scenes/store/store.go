package store

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/kitchentable/kitchentable/internal/applog"
	"github.com/kitchentable/kitchentable/internal/configdir"
)

// File names inside the store's directory.
const (
	settingsFile = "settings.json"
	gameFile     = "current.save"
	setsDir      = "sets"
	// badSuffix is added to the name of a file that could not be read when
	// a new one replaces it.
	badSuffix = ".bad"
)

// DirEnv is the environment variable that, when set, names the directory
// Open uses instead of the user's config folder (see configdir.Dir).
const DirEnv = configdir.Env

// Store reads and writes the app's files in one directory: settings.json,
// current.save (the unfinished game) and kitchentable.log. Every write
// replaces its file atomically, so a crash leaves the old file or the new
// one, never a mix. A Store may be used from several goroutines.
type Store struct {
	// Dir is the directory the files live in.
	Dir string

	mu sync.Mutex
	// wrap, when not nil, wraps the writer of every file written (tests
	// use it to make writes fail).
	wrap func(io.Writer) io.Writer
	// noWrite, when set, is why nothing can be written in Dir: every write
	// fails with it (see ReadOnly).
	noWrite error
	// failures are the player's sentences for the writes that failed
	// since Failures was last called, by kind of file.
	failures map[string]string
	// failing notes the kinds of file whose last write failed, so that a
	// failure is logged once however often it repeats.
	failing map[string]bool
	// lastFailure is the sentence of each kind's last failed write.
	lastFailure map[string]string
	// leagues, main and fc are the store's parts (parts.go).
	leagues Leagues
	main    MainSave
	fc      FCSave
}

// Open opens the store in $KITCHENTABLE_CONFIG_DIR when that is set, else
// in "kitchentable" inside the user's config folder (os.UserConfigDir),
// creating the directory if it is missing.
func Open() (*Store, error) { return OpenIn("") }

// OpenIn opens the store in dir, or where Open does when dir is "": the
// folder configdir.Dir(dir) decides.
func OpenIn(dir string) (*Store, error) {
	dir, err := configdir.Dir(dir)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	return OpenDir(dir)
}

// OpenDir opens the store in dir, creating it if it is missing. It
// leaves the temporary files that saves interrupted by a crash left there
// to RemoveStaleTemps, to be called once the log is open. When dir cannot be created or written to, it returns an error
// (a *Unusable) and, still, a store that reads what dir holds and saves
// nothing (see ReadOnly): the game can run without saving.
func OpenDir(dir string) (*Store, error) {
	err := os.MkdirAll(dir, 0o755)
	if err == nil {
		err = checkWritable(dir)
	}
	if err != nil {
		st := ReadOnly(dir, err)
		return st, st.noWrite
	}
	return makeStore(dir, nil), nil
}

// RemoveStaleTemps removes the temporary files that saves interrupted by
// a crash left in the store's folders, and logs each. The app calls it
// once its log is open, so that this goes to the log and not to a
// console nobody sees; a store that cannot save removes nothing.
func (s *Store) RemoveStaleTemps() {
	if s.Dir != "" && s.noWrite == nil {
		removeStaleTemps(s.Dir, time.Now())
	}
}

// path returns the path of a file in the store; "" (which names no file)
// in a store with no folder.
func (s *Store) path(name string) string {
	if s.Dir == "" {
		return ""
	}
	return filepath.Join(s.Dir, name)
}

// LogPath returns the path of the app's log file, kitchentable.log in the
// store's directory.
func (s *Store) LogPath() string { return s.path(applog.Name) }

// SetsDir returns the folder for the player's own card sets, "sets" in the
// store's directory (the same folder as configdir.Sets).
func (s *Store) SetsDir() string { return s.path(setsDir) }

package store

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

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
	// gameBad is set when LoadGame could not read the save: the next save
	// keeps it as current.save.bad.
	gameBad bool
	// fcBad is gameBad for the unfinished FourCuatro game.
	fcBad bool
	// wrap, when not nil, wraps the writer of every file written (tests
	// use it to make writes fail).
	wrap func(io.Writer) io.Writer
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

// OpenDir opens the store in dir, creating it if it is missing.
func OpenDir(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	return &Store{Dir: dir}, nil
}

// path returns the path of a file in the store.
func (s *Store) path(name string) string { return filepath.Join(s.Dir, name) }

// LogPath returns the path of the app's log file, kitchentable.log in the
// store's directory.
func (s *Store) LogPath() string { return s.path(applog.Name) }

// SetsDir returns the folder for the player's own card sets, "sets" in the
// store's directory (the same folder as configdir.Sets).
func (s *Store) SetsDir() string { return s.path(setsDir) }

package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
)

// HasGame reports whether an unfinished game is saved.
func (s *Store) HasGame() bool {
	fi, err := os.Stat(s.path(gameFile))
	return err == nil && fi.Mode().IsRegular()
}

// LoadGame reads the unfinished game, finding its cards in lib. A save
// that cannot be read gives an error naming the file and line; the file
// is kept, and SaveGame renames it to current.save.bad when it replaces
// it. LoadGame checks the file's form, not that its actions still play:
// record.Record.Start does that.
func (s *Store) LoadGame(lib *card.Library) (*record.Record, error) {
	name := s.path(gameFile)
	f, err := os.Open(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("store: no saved game (%s)", name)
	}
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	defer f.Close()
	r, err := record.Read(name, f, lib)
	if err != nil {
		s.markBad(&s.gameBad)
		return nil, fmt.Errorf("store: %w", err)
	}
	return r, nil
}

// MarkGameBad tells the store that the saved game, although it read,
// could not be resumed (its actions no longer play, say), so that SaveGame
// keeps it as current.save.bad when it replaces it.
func (s *Store) MarkGameBad() { s.markBad(&s.gameBad) }

// markBad sets *bad under the store's lock.
func (s *Store) markBad(bad *bool) {
	s.mu.Lock()
	*bad = true
	s.mu.Unlock()
}

// SaveGame writes r as the unfinished game, atomically: if writing fails,
// the previous save is left as it was.
func (s *Store) SaveGame(r *record.Record) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.writeFile(gameFile, s.gameBad, func(w io.Writer) error { return record.Write(w, r) })
	if err == nil {
		s.gameBad = false
	}
	return err
}

// ClearGame removes the unfinished game; with none saved it does nothing.
// A save that LoadGame could not read is kept as current.save.bad.
func (s *Store) ClearGame() error { return s.clearSave(gameFile, &s.gameBad) }

// clearSave removes the saved game in the file name, or renames it to
// name.bad when *bad says it could not be read, and clears *bad.
func (s *Store) clearSave(name string, bad *bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var err error
	if *bad {
		err = os.Rename(s.path(name), s.path(name+badSuffix))
	} else {
		err = os.Remove(s.path(name))
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("store: %w", err)
	}
	*bad = false
	return nil
}

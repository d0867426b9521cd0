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

// HasGame reports whether an unfinished game is saved: whether anything
// is at current.save, so that a folder or a pipe there is offered too and
// LoadGame says what is wrong with it.
func (s *Store) HasGame() bool { return present(s.path(gameFile)) }

// LoadGame reads the unfinished game, finding its cards in lib. A save
// that cannot be read (record.Read also refuses a name or text too long
// to show) gives a *BrokenError naming the file and line, and is set
// aside at once as current.save.bad (or .bad.2…), so that it is not
// offered again. LoadGame checks the file's form, not that its actions
// still play: record.Record.Start does that, and MarkGameBad sets the
// save aside when they do not.
func (s *Store) LoadGame(lib *card.Library) (*record.Record, error) {
	name := s.path(gameFile)
	f, err := openFile(name, "saved game")
	switch {
	case notThere(err):
		return nil, fmt.Errorf("store: no saved game (%s)", name)
	case errors.Is(err, card.ErrNotRegular):
		return nil, s.setAsideLocked(gameFile, whyNotRegular(err))
	case err != nil:
		return nil, err
	}
	r, err := record.Read(name, f, lib)
	f.Close()
	if err != nil {
		return nil, s.setAsideLocked(gameFile, err)
	}
	return r, nil
}

// MarkGameBad sets the saved game aside as current.save.bad (or
// .bad.2…) because, although it read, it could not be resumed for the
// reason why (its actions no longer play, say). It returns the error to
// show, whose Sentence names where the file is kept.
func (s *Store) MarkGameBad(why error) *BrokenError {
	return s.setAsideLocked(gameFile, why)
}

// SaveGame writes r as the unfinished game, atomically: if writing fails,
// the previous save is left as it was, and the failure is logged and kept
// for Failures.
func (s *Store) SaveGame(r *record.Record) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.writeFile(gameFile, false, func(w io.Writer) error { return record.Write(w, r) })
	s.noteWrite(kindGame, "Your last game could not be saved", err)
	return err
}

// ClearGame removes the unfinished game; with none saved it does nothing.
func (s *Store) ClearGame() error { return s.clearSave(gameFile, kindGame) }

// clearSave removes the saved game in the file name, of the kind kind.
func (s *Store) clearSave(name, kind string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, err := os.Lstat(s.path(name))
	switch {
	case err != nil:
	case s.noWrite != nil:
		err = s.noWrite
	default:
		err = os.Remove(s.path(name))
	}
	if err == nil || errors.Is(err, fs.ErrNotExist) {
		s.noteWrite(kind, "", nil)
		return nil
	}
	err = fmt.Errorf("store: %w", err)
	s.noteWrite(kind, "Your finished game could not be removed from Continue", err)
	return err
}

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

// Has reports whether an unfinished game is saved: whether anything
// is at current.save, so that a folder or a pipe there is offered too and
// Load says what is wrong with it.
func (g *MainSave) Has() bool { return present(g.path(gameFile)) }

// Load reads the unfinished game, finding its cards in lib. A save
// that cannot be read (record.Read also refuses a name or text too long
// to show) gives a *BrokenError naming the file and line, and is set
// aside at once as current.save.bad (or .bad.2…), so that it is not
// offered again. Load checks the file's form, not that its actions
// still play: record.Record.Start does that, and MarkBad sets the
// save aside when they do not.
func (g *MainSave) Load(lib *card.Library) (*record.Record, error) {
	name := g.path(gameFile)
	f, err := openFile(name, "saved game")
	if err != nil {
		return nil, g.openFailed(gameFile, "saved game", err)
	}
	r, err := record.Read(name, f, lib)
	f.Close()
	if err != nil {
		return nil, g.setAsideLocked(gameFile, err)
	}
	return r, nil
}

// MarkBad sets the saved game aside as current.save.bad (or
// .bad.2…) because, although it read, it could not be resumed for the
// reason why (its actions no longer play, say). It returns the error to
// show, whose Sentence names where the file is kept.
func (g *MainSave) MarkBad(why error) *BrokenError {
	return g.setAsideLocked(gameFile, why)
}

// Save writes r as the unfinished game, atomically: if writing fails,
// the previous save is left as it was, and the failure is logged and kept
// for Failures.
func (g *MainSave) Save(r *record.Record) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	err := g.writeFile(gameFile, false, func(w io.Writer) error { return record.Write(w, r) })
	g.noteWrite(kindGame, "Your last game could not be saved", err)
	return err
}

// Clear removes the unfinished game; with none saved it does nothing.
func (g *MainSave) Clear() error { return g.clearSave(gameFile, kindGame) }

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

// openFailed is the error of opening the save in the file name, which
// people know as what, that failed with err: a missing save says so, and
// one that is no regular file is set aside (setAside).
func (s *Store) openFailed(name, what string, err error) error {
	switch {
	case notThere(err):
		return fmt.Errorf("store: no %s (%s)", what, s.path(name))
	case errors.Is(err, card.ErrNotRegular):
		return s.setAsideLocked(name, whyNotRegular(err))
	}
	return err
}

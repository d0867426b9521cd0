package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
)

// fcGameFile is the unfinished FourCuatro game, kept apart from the main
// game's current.save so that each can be continued.
const fcGameFile = "fourcuatro.save"

// FCGame is an unfinished FourCuatro game: who plays each seat and the
// game's record (set-up, seed and every action), which replays it.
type FCGame struct {
	Seats  [2]fcconfig.SeatKind
	Record *fourcuatro.Record
}

// fcGameFileForm is how FCGame is written: the seats by name.
type fcGameFileForm struct {
	Seats  [2]string          `json:"seats"`
	Record *fourcuatro.Record `json:"record"`
}

// HasFCGame reports whether an unfinished FourCuatro game is saved.
func (s *Store) HasFCGame() bool {
	fi, err := os.Stat(s.path(fcGameFile))
	return err == nil && fi.Mode().IsRegular()
}

// LoadFCGame reads the unfinished FourCuatro game. A file that cannot be
// read gives an error naming it (and the line, for broken JSON); it is
// kept, and SaveFCGame or ClearFCGame rename it to fourcuatro.save.bad.
func (s *Store) LoadFCGame() (*FCGame, error) {
	name := s.path(fcGameFile)
	data, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("store: no saved FourCuatro game (%s)", name)
	}
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	g, err := decodeFCGame(data)
	if err != nil {
		s.markBad(&s.fcBad)
		return nil, fmt.Errorf("store: %s%s: %w", name, jsonLine(data, err), err)
	}
	return g, nil
}

// decodeFCGame reads the file form of a saved FourCuatro game.
func decodeFCGame(data []byte) (*FCGame, error) {
	var f fcGameFileForm
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	if f.Record == nil {
		return nil, errors.New("no game record")
	}
	if err := f.Record.Check(); err != nil {
		return nil, err
	}
	g := &FCGame{Record: f.Record}
	for i, name := range f.Seats {
		k, err := fcconfig.ParseSeatKind(name)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
		g.Seats[i] = k
	}
	return g, nil
}

// jsonLine returns ":LINE" for a JSON syntax or type error in data, or "".
func jsonLine(data []byte, err error) string {
	var off int64
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
	case errors.As(err, &typ):
		off = typ.Offset
	default:
		return ""
	}
	off = min(max(off, 0), int64(len(data)))
	return fmt.Sprintf(":%d", 1+strings.Count(string(data[:off]), "\n"))
}

// SaveFCGame writes g as the unfinished FourCuatro game, atomically: if
// writing fails, the previous save is left as it was.
func (s *Store) SaveFCGame(g *FCGame) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	f := fcGameFileForm{Seats: [2]string{g.Seats[0].String(), g.Seats[1].String()}, Record: g.Record}
	err := s.writeFile(fcGameFile, s.fcBad, func(w io.Writer) error {
		b, err := json.MarshalIndent(f, "", "\t")
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	})
	if err == nil {
		s.fcBad = false
	}
	return err
}

// ClearFCGame forgets the unfinished FourCuatro game; with none saved it
// does nothing. A save that LoadFCGame could not read is kept as
// fourcuatro.save.bad.
func (s *Store) ClearFCGame() error { return s.clearSave(fcGameFile, &s.fcBad) }

// MarkFCGameBad tells the store that the saved FourCuatro game, although
// it read, could not be resumed, so that it is kept as
// fourcuatro.save.bad when it is replaced or cleared.
func (s *Store) MarkFCGameBad() { s.markBad(&s.fcBad) }

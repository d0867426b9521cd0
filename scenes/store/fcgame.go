package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
)

// fcGameFile is the unfinished FourCuatro game, kept apart from the main
// game's current.save so that each can be continued.
const fcGameFile = "fourcuatro.save"

// FCGame is an unfinished FourCuatro game: who plays each seat and the
// game's record (set-up, seed and every action), which replays it.
type FCGame struct {
	Seats  [2]fcseat.Kind
	Record *fourcuatro.Record
}

// fcGameFileForm is how FCGame is written: the seats by name.
type fcGameFileForm struct {
	Seats  [2]string          `json:"seats"`
	Record *fourcuatro.Record `json:"record"`
}

// Has reports whether an unfinished FourCuatro game is saved.
// Anything at fourcuatro.save counts, as for MainSave.Has.
func (fc *FCSave) Has() bool { return present(fc.path(fcGameFile)) }

// Load reads the unfinished FourCuatro game. A file that cannot be
// read (or holds a name too long to show) gives a *BrokenError naming it
// (and the line, for broken JSON), and is set aside at once as
// fourcuatro.save.bad (or .bad.2…).
func (fc *FCSave) Load() (*FCGame, error) {
	name := fc.path(fcGameFile)
	data, err := readFile(name, "saved FourCuatro game", maxFCGameFile)
	if err != nil {
		return nil, fc.openFailed(fcGameFile, "saved FourCuatro game", err)
	}
	g, err := decodeFCGame(data)
	if err != nil {
		return nil, fc.setAsideLocked(fcGameFile, fmt.Errorf("%s%s: %w", name, jsonLine(data, err), err))
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
	for i, n := range f.Record.Names {
		if err := checkName(n); err != nil {
			return nil, fmt.Errorf("player %d: %w", i+1, err)
		}
	}
	g := &FCGame{Record: f.Record}
	for i, name := range f.Seats {
		k, err := fcseat.Parse(name)
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
	if syn, ok := errors.AsType[*json.SyntaxError](err); ok {
		off = syn.Offset
	} else if typ, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
		off = typ.Offset
	} else {
		return ""
	}
	off = min(max(off, 0), int64(len(data)))
	return fmt.Sprintf(":%d", 1+strings.Count(string(data[:off]), "\n"))
}

// Save writes g as the unfinished FourCuatro game, atomically: if
// writing fails, the previous save is left as it was, and the failure is
// logged and kept for Failures.
func (fc *FCSave) Save(g *FCGame) error {
	fc.mu.Lock()
	defer fc.mu.Unlock()
	f := fcGameFileForm{Seats: [2]string{g.Seats[0].String(), g.Seats[1].String()}, Record: g.Record}
	err := fc.writeFile(fcGameFile, false, func(w io.Writer) error {
		b, err := json.MarshalIndent(f, "", "\t")
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	})
	fc.noteWrite(kindFCGame, "Your last FourCuatro game could not be saved", err)
	return err
}

// Clear forgets the unfinished FourCuatro game; with none saved it
// does nothing.
func (fc *FCSave) Clear() error { return fc.clearSave(fcGameFile, kindFCGame) }

// MarkBad sets the saved FourCuatro game aside as
// fourcuatro.save.bad (or .bad.2…) because, although it read, it could
// not be resumed for the reason why. It returns the error to show.
func (fc *FCSave) MarkBad(why error) *BrokenError {
	return fc.setAsideLocked(fcGameFile, why)
}

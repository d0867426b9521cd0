package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
)

// hostSaveFormat is the version of the hosted game's save file.
const hostSaveFormat = 1

// maxHostSave bounds a hosted game's save file.
const maxHostSave = 16 << 20

// hostSave is a hosted game as `host -save` keeps it after every action,
// enough for `host -resume` to go on with everyone rejoining.
type hostSave struct {
	Format int
	Seats  []string // the -seats words
	Code   string   // the join code, kept so the same code rejoins
	Taken  []string // by seat, the name of the person who took a remote seat
	Game   string   // the record of the game so far, in the replay file format
}

// writeHostSave replaces the file at path with the save of rec, keeping
// the old file whole until the new one is complete.
func writeHostSave(path string, sv hostSave, rec *record.Record) error {
	var b bytes.Buffer
	if err := record.Write(&b, rec); err != nil {
		return err
	}
	sv.Format, sv.Game = hostSaveFormat, b.String()
	data, err := json.Marshal(sv)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return err
	}
	return os.Rename(f.Name(), path)
}

// readHostSave reads a save written by writeHostSave; an error is one
// sentence naming the file.
func readHostSave(path string, lib *card.Library) (hostSave, *record.Record, error) {
	var sv hostSave
	f, err := os.Open(path)
	if err != nil {
		return sv, nil, fmt.Errorf("%s cannot be read: %s", path, plainError(errors.Unwrap(err)))
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return sv, nil, fmt.Errorf("%s is not a file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxHostSave+1))
	if err != nil {
		return sv, nil, fmt.Errorf("%s cannot be read", path)
	}
	if len(data) > maxHostSave {
		return sv, nil, fmt.Errorf("%s is larger than a hosted game's save can be", path)
	}
	if json.Unmarshal(data, &sv) != nil || sv.Format == 0 {
		return sv, nil, fmt.Errorf("%s is not a hosted game's save", path)
	}
	if sv.Format != hostSaveFormat {
		return sv, nil, fmt.Errorf("%s was saved by another version of Kitchen Table (format %d, this one reads %d)", path, sv.Format, hostSaveFormat)
	}
	if len(sv.Seats) < 2 || len(sv.Taken) != len(sv.Seats) || len(sv.Code) > 64 {
		return sv, nil, fmt.Errorf("%s is damaged: its seats do not add up", path)
	}
	for _, n := range sv.Taken {
		if len(n) > 64 {
			return sv, nil, fmt.Errorf("%s is damaged: a name is too long", path)
		}
	}
	rec, err := record.Read("the saved game", strings.NewReader(sv.Game), lib)
	if err != nil {
		return sv, nil, fmt.Errorf("%s is damaged: %s", path, plainError(err))
	}
	if len(rec.Seats) != len(sv.Seats) {
		return sv, nil, fmt.Errorf("%s is damaged: its game has %d seats, its seat list %d", path, len(rec.Seats), len(sv.Seats))
	}
	return sv, rec, nil
}

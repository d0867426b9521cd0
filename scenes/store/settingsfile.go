package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// LoadSettings reads settings.json (at most 1 MB of a regular file; a
// byte-order mark is skipped). A missing file gives DefaultSettings()
// and no error. A file that cannot be read or is not valid settings JSON
// also gives DefaultSettings(), with an error naming the file and the
// line and column of the fault; the file is left as it is until
// SaveSettings replaces it (keeping it as settings.json.bad). Unknown
// fields are ignored, missing ones keep their defaults, and values out of
// range are brought into range (see Clamp).
func (s *Store) LoadSettings() (Settings, error) {
	name := s.path(settingsFile)
	data, err := readFile(name, "settings file", maxSettingsFile)
	if notThere(err) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), err
	}
	set, err := decodeSettings(name, data)
	if err != nil {
		return DefaultSettings(), err
	}
	return set, nil
}

// decodeSettings decodes settings JSON over the defaults and clamps it.
// Errors name the file, line and column.
func decodeSettings(name string, data []byte) (Settings, error) {
	set := DefaultSettings()
	if err := json.Unmarshal(data, &set); err != nil {
		var (
			syn *json.SyntaxError
			typ *json.UnmarshalTypeError
		)
		switch {
		case errors.As(err, &syn):
			line, col := position(data, syn.Offset-1)
			return Settings{}, fmt.Errorf("store: %s:%d:%d: %v", name, line, col, err)
		case errors.As(err, &typ):
			line, col := position(data, typ.Offset-1)
			return Settings{}, fmt.Errorf("store: %s:%d:%d: %v", name, line, col, err)
		}
		return Settings{}, fmt.Errorf("store: %s: %v", name, err)
	}
	return set.Clamp(), nil
}

// position turns a byte offset into data into a line and column, both
// counted from 1. The json errors' offsets count the bytes read up to and
// including the fault, so callers pass one less to point at it.
func position(data []byte, offset int64) (line, col int) {
	offset = min(max(offset, 0), int64(len(data)))
	before := data[:offset]
	line = bytes.Count(before, []byte{'\n'}) + 1
	col = len(before) - bytes.LastIndexByte(before, '\n')
	return line, col
}

// SaveSettings writes set (brought into range, see Clamp) to
// settings.json atomically. When the file it replaces could not be read
// as settings, that file is first kept as settings.json.bad (or
// .bad.2…). A failure is logged and kept for Failures.
func (s *Store) SaveSettings(set Settings) error {
	data, err := json.MarshalIndent(set.Clamp(), "", "  ")
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	data = append(data, '\n')
	s.mu.Lock()
	defer s.mu.Unlock()
	name := s.path(settingsFile)
	old, err := readFile(name, "settings file", maxSettingsFile)
	bad := false
	switch {
	case notThere(err):
	case err != nil:
		bad = true
	default:
		_, err := decodeSettings(name, old)
		bad = err != nil
	}
	err = s.writeFile(settingsFile, bad, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
	s.noteWrite(kindSettings, "Your settings could not be saved", err)
	return err
}

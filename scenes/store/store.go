package store

import "github.com/kitchentable/kitchentable/game/record"

// Store reads and writes the app's files in one directory.
type Store struct {
	// Dir is the directory the files live in.
	Dir string
}

// SaveSettings writes s atomically.
func (st *Store) SaveSettings(s Settings) error { panic("store: not written yet") }

// SaveGame writes the unfinished game atomically.
func (st *Store) SaveGame(r *record.Record) error { panic("store: not written yet") }

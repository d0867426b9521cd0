package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// long is a name far longer than anyone types: 20 KB.
var long = strings.Repeat("Ada", 20000/3)

func TestASaveWithAnOverlongNameIsSetAside(t *testing.T) {
	lib, golden := fixture(t)
	// 20 KB crashed the table; 100 characters still does not fit a plate.
	for _, name := range []string{long, strings.Repeat("n", 100)} {
		s := newStore(t)
		r := unfinished(golden, 20)
		r.Seats[1].Name = name
		body := text(t, r)
		write(t, s, "current.save", body)
		_, err := s.MainSave().Load(lib)
		var b *BrokenError
		if !errors.As(err, &b) || !strings.Contains(err.Error(), "current.save") {
			t.Fatalf("LoadGame with a name of %d characters = %v", len(name), err)
		}
		if s.MainSave().Has() || read(t, filepath.Join(s.Dir, "current.save.bad")) != body {
			t.Error("the save was not set aside whole")
		}
		// A name of exactly MaxName characters is fine.
		r.Seats[1].Name = strings.Repeat("é", MaxName)
		write(t, s, "current.save", text(t, r))
		if _, err := s.MainSave().Load(lib); err != nil {
			t.Errorf("a %d-character name: %v", MaxName, err)
		}
	}
}

func TestAFourCuatroSaveWithAnOverlongNameIsSetAside(t *testing.T) {
	s := newStore(t)
	g := fcSave()
	g.Record.Names[0] = long
	if err := s.FCSave().Save(g); err != nil {
		t.Fatal(err)
	}
	_, err := s.FCSave().Load()
	var b *BrokenError
	if !errors.As(err, &b) || !strings.Contains(err.Error(), "player 1: a name of") {
		t.Fatalf("LoadFCGame = %v", err)
	}
	if s.FCSave().Has() || !strings.Contains(read(t, filepath.Join(s.Dir, "fourcuatro.save.bad")), long) {
		t.Error("the save was not set aside whole")
	}
}

func TestOverlongStringsInTheSettingsAreCutOrDropped(t *testing.T) {
	s := newStore(t)
	set := map[string]any{
		"volume": 0.25,
		"last_seats": []map[string]string{
			{"name": long, "controller": "human", "deck": "rg-stampede"},
			{"name": "Bo", "controller": long, "deck": strings.Repeat("/x", 5000)},
		},
		"last_game":  map[string]string{"mode": long, "pool": "45", "library": long, "library_file": strings.Repeat("/x", 5000), "start": "careful"},
		"fourcuatro": map[string]any{"opponent": long, "names": []string{long, "Cy"}, "format": "basic", "decks": []string{long, "Mine"}},
	}
	data, err := json.Marshal(set)
	if err != nil {
		t.Fatal(err)
	}
	write(t, s, "settings.json", string(data))
	got, err := s.LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	if got.Volume != 0.25 {
		t.Error("the rest of the settings were lost")
	}
	a, b := got.LastSeats[0], got.LastSeats[1]
	if utf8.RuneCountInString(a.Name) != MaxName || !strings.HasPrefix(long, a.Name) || a.Deck != "rg-stampede" {
		t.Errorf("seat 1 = %.80q", a)
	}
	if b.Name != "Bo" || b.Controller != "" || b.Deck != "" {
		t.Errorf("seat 2 = %.80q", b)
	}
	if g := got.LastGame; g.Mode != "" || g.Pool != "45" || g.Library != "" || g.LibraryFile != "" || g.Start != "careful" {
		t.Errorf("last game = %.300v", g)
	}
	f := got.FourCuatro
	if f.Opponent != "" || len(f.Names[0]) != MaxName || f.Names[1] != "Cy" || f.Decks[0] != "" || f.Decks[1] != "Mine" {
		t.Errorf("FourCuatro = %.80q", f)
	}
	if _, err := os.Stat(filepath.Join(s.Dir, "settings.json.bad")); err == nil {
		t.Error("settings with a long name were set aside")
	}
}

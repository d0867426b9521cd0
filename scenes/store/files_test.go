package store

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestSettingsPipeOrDeviceIsRefused puts a named pipe, then a link to
// /dev/zero, in place of settings.json: LoadSettings gives the defaults
// and one sentence at once (it used to wait on the pipe forever and read
// /dev/zero until memory ran out), and SaveSettings keeps the thing
// aside as settings.json.bad and writes a real file.
func TestSettingsPipeOrDeviceIsRefused(t *testing.T) {
	for _, make := range []func(testing.TB, string, string) string{testdecks.Fifo, testdecks.DevZero} {
		s := newStore(t)
		p := make(t, s.Dir, settingsFile)
		got, err := s.LoadSettings()
		want := "store: cannot read settings file " + p + ": it is a pipe or a device, not a file"
		if err == nil || err.Error() != want || !reflect.DeepEqual(got, DefaultSettings()) {
			t.Fatalf("LoadSettings = %v, want the defaults and %s", err, want)
		}
		if err := s.SaveSettings(DefaultSettings()); err != nil {
			t.Fatal(err)
		}
		if fi, err := os.Lstat(p + badSuffix); err != nil || fi.Mode().IsRegular() {
			t.Errorf("the pipe or link was not kept aside: %v", err)
		}
		if _, err := s.LoadSettings(); err != nil {
			t.Errorf("the new settings: %v", err)
		}
	}
}

// TestSettingsWithAByteOrderMark reads a settings.json saved by Notepad:
// its settings are kept, not reset.
func TestSettingsWithAByteOrderMark(t *testing.T) {
	s := newStore(t)
	write(t, s, settingsFile, "\ufeff{\"anim_speed\": 2}\n")
	got, err := s.LoadSettings()
	if err != nil || got.AnimSpeed != 2 {
		t.Errorf("LoadSettings = %+v, %v", got, err)
	}
}

// TestSettingsFileIsBounded refuses a settings.json over 1 MB, saying how
// big it is, instead of reading it whole.
func TestSettingsFileIsBounded(t *testing.T) {
	s := newStore(t)
	write(t, s, settingsFile, "{\"volume\": 0.5"+strings.Repeat(" ", 2<<20)+"}")
	_, err := s.LoadSettings()
	if err == nil || !strings.HasSuffix(err.Error(), "is 2 MB; a settings file may be at most 1 MB") {
		t.Errorf("LoadSettings: %v", err)
	}
}

// TestLeagueWithAByteOrderMark reads a league file saved by an editor that
// adds a byte-order mark: the league opens, it is not set aside.
func TestLeagueWithAByteOrderMark(t *testing.T) {
	l, lib := blockLeague(t)
	s := newStore(t)
	if err := s.Leagues().Save("Tuesday", LeagueSave{League: l, Seats: []string{"human", "medium", "medium"}}); err != nil {
		t.Fatal(err)
	}
	p := s.Leagues().Path("Tuesday")
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, append([]byte("\ufeff"), data...), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Leagues().Load("Tuesday", lib); err != nil {
		t.Errorf("LoadLeague: %v", err)
	}
}

// TestPipesInPlaceOfSavesAreSetAside puts named pipes in place of the
// saved game, the FourCuatro save and a league: each is offered, refused
// at once with a sentence and set aside, never waited on.
func TestPipesInPlaceOfSavesAreSetAside(t *testing.T) {
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	s := newStore(t)
	testdecks.Fifo(t, s.Dir, gameFile)
	testdecks.Fifo(t, s.Dir, fcGameFile)
	league := testdecks.Fifo(t, s.Dir, leagueFile("Pipe"))
	if !s.MainSave().Has() || !s.FCSave().Has() {
		t.Fatalf("HasGame %v, HasFCGame %v: a pipe is skipped without a word", s.MainSave().Has(), s.FCSave().Has())
	}
	var broken *BrokenError
	if _, err := s.MainSave().Load(cat.Lib); !errors.As(err, &broken) || broken.Kept != s.path(gameFile)+badSuffix ||
		!strings.Contains(err.Error(), "it is a pipe or a device, not a file") {
		t.Errorf("LoadGame: %v", err)
	}
	if _, err := s.FCSave().Load(); !errors.As(err, &broken) || broken.Kept != s.path(fcGameFile)+badSuffix {
		t.Errorf("LoadFCGame: %v", err)
	}
	if _, err := s.Leagues().Load("Pipe", cat.Lib); !errors.As(err, &broken) || broken.Kept != league+badSuffix {
		t.Errorf("LoadLeague: %v", err)
	}
	if s.MainSave().Has() || s.FCSave().Has() {
		t.Error("the pipes are still offered")
	}
}

// TestFolderInPlaceOfTheSavedGame puts a folder where current.save goes:
// Continue is offered and LoadGame says the save could not be read and
// sets it aside, instead of skipping it without a word.
func TestFolderInPlaceOfTheSavedGame(t *testing.T) {
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	s := newStore(t)
	if err := os.Mkdir(s.path(gameFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if !s.MainSave().Has() {
		t.Fatal("a folder in place of current.save is skipped")
	}
	var broken *BrokenError
	if _, err := s.MainSave().Load(cat.Lib); !errors.As(err, &broken) || !strings.Contains(err.Error(), "it is a folder") {
		t.Errorf("LoadGame: %v", err)
	}
}

// TestPipesInPlaceOfSavedDecks opens named pipes saved as a deck and as a
// FourCuatro deck: refused at once, with one sentence.
func TestPipesInPlaceOfSavedDecks(t *testing.T) {
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	s := newStore(t)
	deck := testdecks.Fifo(t, s.Dir, MainDecks.file("Pipe"))
	fdeck := testdecks.Fifo(t, s.Dir, FourCuatroDecks.file("Pipe"))
	if _, err := s.LoadDeck("Pipe", cat.Lib); err == nil || err.Error() != "store: cannot read deck file "+deck+": it is a pipe or a device, not a file" {
		t.Errorf("LoadDeck: %v", err)
	}
	if _, err := s.LoadFDeck("Pipe", catalog.FourCuatro()); err == nil || !strings.Contains(err.Error(), fdeck+": it is a pipe or a device") {
		t.Errorf("LoadFDeck: %v", err)
	}
	if err := s.SaveFDeck("Pipe", nil, []*fourcuatro.Def{}); err != nil {
		t.Errorf("SaveFDeck over a pipe: %v", err)
	}
}

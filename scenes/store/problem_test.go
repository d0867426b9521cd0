package store

import (
	"errors"
	"log"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestAFolderInTheSavesPlaceIsReported puts a folder where current.save
// and fourcuatro.save should be, which even root cannot write over: the
// saves fail with an error, and Failures says so in one sentence each.
func TestAFolderInTheSavesPlaceIsReported(t *testing.T) {
	_, golden := fixture(t)
	s := newStore(t)
	game := filepath.Join(s.Dir, "current.save")
	fc := filepath.Join(s.Dir, "fourcuatro.save")
	for _, d := range []string{game, fc} {
		if err := os.MkdirAll(filepath.Join(d, "inside"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.MainSave().Save(unfinished(golden, 10)); err == nil {
		t.Fatal("saving over a folder did not fail")
	}
	if err := s.MainSave().Save(unfinished(golden, 11)); err == nil {
		t.Fatal("saving over a folder did not fail the second time")
	}
	if err := s.FCSave().Save(fcSave()); err == nil {
		t.Fatal("saving the FourCuatro game over a folder did not fail")
	}
	got := s.Failures()
	want := []string{
		"Your last game could not be saved: " + game + " is a folder, not a file.",
		"Your last FourCuatro game could not be saved: " + fc + " is a folder, not a file.",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Failures() = %q\nwant %q", got, want)
	}
	if again := s.Failures(); len(again) != 0 {
		t.Errorf("the failures were reported twice: %q", again)
	}
}

func TestAFailureMadeGoodIsNotReported(t *testing.T) {
	_, golden := fixture(t)
	s := newStore(t)
	game := filepath.Join(s.Dir, "current.save")
	if err := os.MkdirAll(filepath.Join(game, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := s.MainSave().Save(unfinished(golden, 10)); err == nil {
		t.Fatal("saving over a folder did not fail")
	}
	removeTree(t, game)
	if err := s.MainSave().Save(unfinished(golden, 10)); err != nil {
		t.Fatal(err)
	}
	if got := s.Failures(); len(got) != 0 {
		t.Errorf("Failures() = %q after a good save", got)
	}
}

// TestAnUnwritableFolderGivesAStoreThatSavesNothing opens the store where
// a file is in the way, which fails even for root: OpenDir says why and
// still returns a store, which reads nothing and refuses every save.
func TestAnUnwritableFolderGivesAStoreThatSavesNothing(t *testing.T) {
	_, golden := fixture(t)
	file := filepath.Join(t.TempDir(), "config")
	if err := os.WriteFile(file, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(file, "kitchentable")
	s, err := OpenDir(dir)
	var u *Unusable
	if !errors.As(err, &u) || s == nil {
		t.Fatalf("OpenDir under a file = %v, %v", s, err)
	}
	if got, want := u.Sentence(), "Nothing will be saved this time: a file is in the way of the folder "+file+"."; got != want {
		t.Errorf("sentence %q, want %q", got, want)
	}
	if s.Writable() == nil || s.MainSave().Has() || s.FCSave().Has() {
		t.Error("the store without a folder has a game or claims to save")
	}
	if set, err := s.LoadSettings(); err != nil || set.Volume != DefaultSettings().Volume {
		t.Errorf("LoadSettings = %+v, %v", set, err)
	}
	if err := s.MainSave().Clear(); err != nil {
		t.Errorf("ClearGame with nothing saved: %v", err)
	}
	if err := s.MainSave().Save(unfinished(golden, 5)); !errors.As(err, &u) {
		t.Errorf("SaveGame = %v", err)
	}
	if err := s.SaveSettings(DefaultSettings()); err == nil {
		t.Error("SaveSettings did not fail")
	}
	if got := s.Failures(); len(got) != 2 || !strings.HasPrefix(got[0], "Your last game could not be saved: a file is in the way of the folder "+file) {
		t.Errorf("Failures() = %q", got)
	}
	// With no folder at all, nothing is read from the current directory.
	none := ReadOnly("", errors.New("no home"))
	if none.MainSave().Has() || none.LogPath() != "" || none.SetsDir() != "" {
		t.Errorf("a store with no folder has files: %v %q %q", none.MainSave().Has(), none.LogPath(), none.SetsDir())
	}
	if got := none.Writable().(*Unusable).Sentence(); got != "Nothing will be saved this time: there is no folder to keep the game's files in." {
		t.Errorf("sentence %q", got)
	}
}

// TestBrokenSavesAreAllKept breaks the save three times: each broken
// file is kept under its own number.
func TestBrokenSavesAreAllKept(t *testing.T) {
	lib, _ := fixture(t)
	s := newStore(t)
	path := filepath.Join(s.Dir, "current.save")
	for i, want := range []string{".bad", ".bad.2", ".bad.3"} {
		body := strings.Repeat("broken ", i+1) + "\n"
		write(t, s, "current.save", body)
		var b *BrokenError
		if _, err := s.MainSave().Load(lib); !errors.As(err, &b) || b.Kept != path+want {
			t.Fatalf("load %d: %v", i+1, err)
		}
		if read(t, path+want) != body {
			t.Errorf("broken save %d is not %s", i+1, want)
		}
	}
	if read(t, path+".bad") != "broken \n" {
		t.Error("the first broken save was overwritten")
	}
}

// TestStaleTemporaryFilesAreRemoved leaves temporary files as a crash
// during a save would: RemoveStaleTemps removes the old ones and nothing
// else.
func TestStaleTemporaryFilesAreRemoved(t *testing.T) {
	dir := t.TempDir()
	decks := filepath.Join(dir, "fourcuatro")
	if err := os.Mkdir(decks, 0o755); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	files := map[string]bool{ // file: kept
		filepath.Join(dir, ".current.save.123.tmp"):       false,
		filepath.Join(dir, ".settings.json.9.tmp"):        false,
		filepath.Join(decks, ".Mine.fdeck.77.tmp"):        false,
		filepath.Join(dir, "current.save"):                true,
		filepath.Join(dir, "notes.tmp"):                   true,
		filepath.Join(decks, "Mine.fdeck"):                true,
		filepath.Join(dir, ".fourcuatro.save.5.tmp.keep"): true,
	}
	for f := range files {
		if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(f, old, old); err != nil {
			t.Fatal(err)
		}
	}
	// A fresh one may be another window's save in progress.
	fresh := filepath.Join(dir, ".current.save.456.tmp")
	files[fresh] = true
	if err := os.WriteFile(fresh, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	s.RemoveStaleTemps()
	for f, kept := range files {
		if _, err := os.Stat(f); (err == nil) != kept {
			t.Errorf("%s: kept %v, want %v", f, err == nil, kept)
		}
	}
}

func TestReasons(t *testing.T) {
	// The folder is named as the system names it: \x\y on Windows.
	xy := filepath.FromSlash("/x/y")
	for _, tc := range []struct {
		err  error
		want string
	}{
		{&os.PathError{Op: "open", Path: "/x/y/current.save", Err: syscall.EROFS}, "the folder " + xy + " is read-only"},
		{&os.PathError{Op: "createtemp", Path: "/x/y/.current.save.*.tmp", Err: syscall.EACCES}, "the folder " + xy + " may not be written to"},
		{&os.PathError{Op: "write", Path: "/x/y/.current.save.1.tmp", Err: syscall.ENOSPC}, "the disk is full"},
		{&os.PathError{Op: "createtemp", Path: "/x/y/.settings.json.*.tmp", Err: syscall.ENOENT}, "the folder " + xy + " is missing"},
		{&os.PathError{Op: "write", Path: "/x/y/a", Err: syscall.EIO}, "the system said \u201c" + syscall.EIO.Error() + "\u201d"},
		{errors.New("record: action 3"), "writing the file failed"},
		{ReadOnly("", errors.New("$HOME is not defined")).Writable(), "there is no folder to keep the game's files in"},
	} {
		if got := Reason(tc.err); got != tc.want {
			t.Errorf("Reason(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}

// TestStaleTemporaryFilesWaitForTheLog opens a store over a stale
// temporary file: OpenDir, which runs before the log is open, neither
// removes it nor writes about it (that went to stderr, not the log);
// RemoveStaleTemps does both, through the log package.
func TestStaleTemporaryFilesWaitForTheLog(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, ".current.save.1.tmp")
	if err := os.WriteFile(stale, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}
	var logged strings.Builder
	log.SetOutput(&logged)
	defer log.SetOutput(os.Stderr)
	s, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); err != nil || logged.Len() != 0 {
		t.Fatalf("OpenDir removed the file (%v) or logged %q before the log is open", err, logged.String())
	}
	s.RemoveStaleTemps()
	if _, err := os.Stat(stale); err == nil || !strings.Contains(logged.String(), "removed "+stale+", left by an interrupted save") {
		t.Errorf("RemoveStaleTemps: the file is there (%v), the log says %q", err == nil, logged.String())
	}
}

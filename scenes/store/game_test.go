package store

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
)

// goldenFile is a whole recorded game.
const goldenFile = "../../cmd/kitchentable/testdata/golden.replay"

// fixture returns the built-in cards and the golden game's record.
func fixture(t *testing.T) (*card.Library, *record.Record) {
	t.Helper()
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := record.Read(goldenFile, f, cat.Lib)
	if err != nil {
		t.Fatal(err)
	}
	return cat.Lib, r
}

// unfinished returns the first n actions of r as a game in progress by
// a named human and a computer player.
func unfinished(r *record.Record, n int) *record.Record {
	u := r.Rematch(r.Seed)
	u.DeckOrderNumbers = r.DeckOrderNumbers // r's actions name its numbering
	u.Seats[0].Name, u.Seats[0].Controller = "Ada", record.Human
	u.Seats[1].Name, u.Seats[1].Controller = "Computer", "hard"
	u.Actions = append(u.Actions, r.Actions[:n]...)
	return u
}

// text returns r in the file format.
func text(t *testing.T, r *record.Record) string {
	t.Helper()
	var b bytes.Buffer
	if err := record.Write(&b, r); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestGameRoundTrip(t *testing.T) {
	lib, golden := fixture(t)
	s := newStore(t)
	if s.MainSave().Has() {
		t.Fatal("a new store has a game")
	}
	if _, err := s.MainSave().Load(lib); err == nil || !strings.Contains(err.Error(), "store: no saved game") {
		t.Errorf("LoadGame with no save: %v", err)
	}
	want := unfinished(golden, 100)
	if err := s.MainSave().Save(want); err != nil {
		t.Fatal(err)
	}
	if !s.MainSave().Has() {
		t.Fatal("HasGame is false after SaveGame")
	}
	noTemps(t, s)
	got, err := s.MainSave().Load(lib)
	if err != nil {
		t.Fatal(err)
	}
	if text(t, got) != text(t, want) || got.Seats[0].Name != "Ada" || got.Seats[0].Controller != record.Human || got.Seats[1].Controller != "hard" {
		t.Errorf("loaded %+v", got)
	}
	g, err := got.Start()
	if err != nil {
		t.Fatal(err)
	}
	wantG, err := want.Start()
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash() != wantG.Hash() || g.Player(0).Name != "Ada" {
		t.Error("the loaded game is not the saved one")
	}
	// The game goes on and is saved again over the old save.
	if err := s.MainSave().Save(unfinished(golden, 200)); err != nil {
		t.Fatal(err)
	}
	if got, err := s.MainSave().Load(lib); err != nil || len(got.Actions) != 200 {
		t.Errorf("second save: %v", err)
	}
	if read(t, filepath.Join(s.Dir, "current.save.bad")) != "<missing>" {
		t.Error("a good save was kept as .bad")
	}
	if err := s.MainSave().Clear(); err != nil {
		t.Fatal(err)
	}
	if s.MainSave().Has() {
		t.Error("HasGame after ClearGame")
	}
	if err := s.MainSave().Clear(); err != nil {
		t.Errorf("clearing twice: %v", err)
	}
}

func TestGameCorrupt(t *testing.T) {
	lib, golden := fixture(t)
	for _, tc := range []struct {
		name string
		edit func(string) string
		line string
	}{
		{"garbage", func(string) string { return "\x00\x01 not a save\n" }, ":1: not a replay file"},
		{"card", func(s string) string { return strings.Replace(s, "\n  4 Sparkrunner\n", "\n  4 Sparkrunnr\n", 1) }, `:9: unknown card "Sparkrunnr"`},
		{"truncated", func(s string) string { return s[:len(s)-40] }, "actions listed, but the actions line says"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore(t)
			bad := tc.edit(text(t, unfinished(golden, 50)))
			write(t, s, "current.save", bad)
			path := filepath.Join(s.Dir, "current.save")
			_, err := s.MainSave().Load(lib)
			var broken *BrokenError
			if !errors.As(err, &broken) || !strings.HasPrefix(err.Error(), "store: record: "+path+":") || !strings.Contains(err.Error(), tc.line) {
				t.Errorf("error %v, want %q", err, tc.line)
			}
			// The broken save is set aside at once, so it is not offered again.
			if s.MainSave().Has() || read(t, path+".bad") != bad || broken.Kept != path+".bad" {
				t.Errorf("the corrupt save was not set aside as current.save.bad (kept %q)", broken.Kept)
			}
			if got := broken.Sentence("Your saved game"); got != "Your saved game could not be read, so it was set aside as "+path+".bad." {
				t.Errorf("sentence %q", got)
			}
			if err := s.MainSave().Save(unfinished(golden, 60)); err != nil {
				t.Fatal(err)
			}
			if got, err := s.MainSave().Load(lib); err != nil || len(got.Actions) != 60 {
				t.Errorf("after saving: %v", err)
			}
			// The next save replaces a good save: the .bad copy stays.
			if err := s.MainSave().Save(unfinished(golden, 70)); err != nil {
				t.Fatal(err)
			}
			if read(t, path+".bad") != bad {
				t.Error("a later save changed current.save.bad")
			}
		})
	}
}

func TestClearCorruptGameKeepsIt(t *testing.T) {
	lib, _ := fixture(t)
	s := newStore(t)
	write(t, s, "current.save", "nonsense\n")
	if _, err := s.MainSave().Load(lib); err == nil {
		t.Fatal("no error for a corrupt save")
	}
	if err := s.MainSave().Clear(); err != nil {
		t.Fatal(err)
	}
	if s.MainSave().Has() || read(t, filepath.Join(s.Dir, "current.save.bad")) != "nonsense\n" {
		t.Error("the corrupt save was not kept as current.save.bad")
	}
}

func TestMarkGameBad(t *testing.T) {
	_, golden := fixture(t)
	s := newStore(t)
	first := unfinished(golden, 10)
	if err := s.MainSave().Save(first); err != nil {
		t.Fatal(err)
	}
	b := s.MainSave().MarkBad(errors.New("action 3 no longer plays"))
	if s.MainSave().Has() || read(t, filepath.Join(s.Dir, "current.save.bad")) != text(t, first) || !strings.Contains(b.Error(), "action 3") {
		t.Errorf("a save marked bad was not set aside: %v", b)
	}
	if err := s.MainSave().Save(unfinished(golden, 20)); err != nil {
		t.Fatal(err)
	}
	if read(t, filepath.Join(s.Dir, "current.save.bad")) != text(t, first) {
		t.Error("a save marked bad was not kept")
	}
}

// TestSaveGameCrash makes saving fail part way, as a full disk or a crash
// would, and checks that the previous save is intact.
func TestSaveGameCrash(t *testing.T) {
	lib, golden := fixture(t)
	s := newStore(t)
	old := unfinished(golden, 120)
	if err := s.MainSave().Save(old); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(s.Dir, "current.save")
	before := read(t, path)
	s.wrap = func(w io.Writer) io.Writer { return &failingWriter{w: w, left: 1000} }
	err := s.MainSave().Save(unfinished(golden, 300))
	if err == nil || !strings.HasPrefix(err.Error(), "store: saving "+path+": ") || !strings.Contains(err.Error(), "no space left") {
		t.Errorf("error %v", err)
	}
	if read(t, path) != before {
		t.Fatal("a failed save changed the previous save")
	}
	noTemps(t, s)
	s.wrap = nil
	// A record that cannot be written fails before anything changes.
	broken := unfinished(golden, 10)
	broken.Actions = append(broken.Actions, "two\nlines")
	if err := s.MainSave().Save(broken); err == nil || !strings.Contains(err.Error(), "record: action 11") {
		t.Errorf("error %v", err)
	}
	if read(t, path) != before {
		t.Fatal("a refused save changed the previous save")
	}
	// A crash after the temporary file was written but before the rename
	// leaves a stray temporary file, which nothing reads.
	write(t, s, ".current.save.123.tmp", "half a sa")
	if got, err := s.MainSave().Load(lib); err != nil || len(got.Actions) != 120 {
		t.Errorf("with a stray temporary file: %v", err)
	}
}

func TestSaveGameReadOnlyDir(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows: a folder's read-only attribute does not stop files being made in it")
	}
	if os.Geteuid() == 0 {
		t.Skip("root writes into read-only directories")
	}
	_, golden := fixture(t)
	s := newStore(t)
	if err := s.MainSave().Save(unfinished(golden, 30)); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(s.Dir, "current.save")
	before := read(t, path)
	if err := os.Chmod(s.Dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(s.Dir, 0o755)
	if err := s.MainSave().Save(unfinished(golden, 40)); err == nil {
		t.Error("saving into a read-only directory did not fail")
	}
	if err := s.SaveSettings(DefaultSettings()); err == nil {
		t.Error("saving settings into a read-only directory did not fail")
	}
	if read(t, path) != before {
		t.Error("the failed save changed the previous one")
	}
}

func TestSaveGameVanishedDir(t *testing.T) {
	_, golden := fixture(t)
	s := newStore(t)
	if err := os.Remove(s.Dir); err != nil {
		t.Fatal(err)
	}
	if err := s.MainSave().Save(unfinished(golden, 5)); err == nil || !strings.HasPrefix(err.Error(), "store: saving ") {
		t.Errorf("error %v", err)
	}
}

func TestSaveGameConcurrent(t *testing.T) {
	lib, golden := fixture(t)
	s := newStore(t)
	var wg sync.WaitGroup
	for i := 1; i <= 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := s.MainSave().Save(unfinished(golden, i*10)); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	got, err := s.MainSave().Load(lib)
	if err != nil || len(got.Actions)%10 != 0 {
		t.Errorf("after concurrent saves: %v", err)
	}
	noTemps(t, s)
}

// BenchmarkSaveGame saves a whole recorded game, flushed to disk, as the
// table does after actions.
func BenchmarkSaveGame(b *testing.B) {
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		b.Fatal(err)
	}
	f, err := os.Open(goldenFile)
	if err != nil {
		b.Fatal(err)
	}
	r, err := record.Read(goldenFile, f, cat.Lib)
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	s, err := OpenDir(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := s.MainSave().Save(r); err != nil {
			b.Fatal(err)
		}
	}
}

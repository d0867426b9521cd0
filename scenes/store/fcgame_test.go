package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
)

func fcSave() *FCGame {
	rec := &fourcuatro.Record{Format: fourcuatro.Basic, Names: [2]string{"Ana", "Computer"}, Seed: 99,
		Actions: []fourcuatro.Action{fourcuatro.NoResponse()}}
	return &FCGame{Seats: [2]fcseat.Kind{fcseat.Human, fcseat.ComputerHard}, Record: rec}
}

func TestFCGameSavesLoadsAndClears(t *testing.T) {
	s, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if s.FCSave().Has() {
		t.Fatal("a new store has a FourCuatro game")
	}
	if _, err := s.FCSave().Load(); err == nil || !strings.Contains(err.Error(), "no saved FourCuatro game") {
		t.Fatalf("LoadFCGame with none = %v", err)
	}
	if err := s.FCSave().Save(fcSave()); err != nil {
		t.Fatal(err)
	}
	if !s.FCSave().Has() || s.MainSave().Has() {
		t.Fatal("the FourCuatro save is not where it should be")
	}
	g, err := s.FCSave().Load()
	if err != nil {
		t.Fatal(err)
	}
	if g.Seats != fcSave().Seats || g.Record.Seed != 99 || g.Record.Names[0] != "Ana" || len(g.Record.Actions) != 1 || g.Record.Actions[0] != fourcuatro.NoResponse() {
		t.Fatalf("loaded %+v %+v", g, g.Record)
	}
	if err := s.FCSave().Clear(); err != nil || s.FCSave().Has() {
		t.Fatalf("ClearFCGame: %v, still there: %v", err, s.FCSave().Has())
	}
	if err := s.FCSave().Clear(); err != nil {
		t.Fatalf("clearing twice: %v", err)
	}
}

func TestABrokenFCGameIsReportedWithItsLineAndKept(t *testing.T) {
	dir := t.TempDir()
	s, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, fcGameFile)
	for _, tc := range []struct{ body, want string }{
		{"{\n\t\"seats\": [\"human\", \"easy\"],\n\t\"record\": {\"format\": 0,, }\n}\n", fcGameFile + ":3:"},
		{"{\"seats\": [\"human\", \"wizard\"], \"record\": {\"format\": 0}}", "unknown player \"wizard\""},
		{"{\"seats\": [\"human\", \"easy\"]}", "no game record"},
		{"{\"seats\": [\"human\", \"easy\"], \"record\": {\"format\": 7}}", "unknown format 7"},
	} {
		if err := os.WriteFile(path, []byte(tc.body), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := s.FCSave().Load()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("LoadFCGame(%q) = %v, want it to mention %q", tc.body, err, tc.want)
		}
	}
	// Each broken file was set aside at once, every one kept.
	for i, name := range []string{".bad", ".bad.2", ".bad.3", ".bad.4"} {
		if b, err := os.ReadFile(path + name); err != nil || !strings.Contains(string(b), "seats") {
			t.Errorf("broken save %d was not kept as %s: %v", i+1, name, err)
		}
	}
	if s.FCSave().Has() {
		t.Error("a broken save is still offered")
	}
	if err := s.FCSave().Save(fcSave()); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(path + ".bad.4"); err != nil || !strings.Contains(string(b), "\"format\": 7") {
		t.Fatalf("the last broken save was not kept: %v %q", err, b)
	}
	if _, err := s.FCSave().Load(); err != nil {
		t.Fatalf("the new save does not load: %v", err)
	}
}

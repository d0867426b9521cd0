//go:build kitchentableprobe

package app

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/endgame"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// TestEndOptions gives the end screen of a finished game its final table
// and Watch again; a record that does not replay gets neither.
func TestEndOptions(t *testing.T) {
	set := store.DefaultSettings()
	svc := &scenes.Services{Settings: &set}
	rec := finishedGame(t)
	opts := endOptions(svc, rec, rules.NoSeat)
	if len(opts) != 2 {
		t.Fatalf("%d options for the end screen", len(opts))
	}
	s := endgame.New(svc, scenes.Result{Winners: []string{"Computer"}}, rec, opts...)
	ctx := &scenes.Context{In: &input.State{}, Width: 1280, Height: 720, Svc: svc}
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if p := s.Probe(); len(p.Buttons) != 4 {
		t.Errorf("the end screen offers %+v", p.Buttons)
	}
	bad := *rec
	bad.Actions = append(append([]string(nil), rec.Actions[:5]...), "cast #9999")
	if opts := endOptions(svc, &bad, rules.NoSeat); opts != nil {
		t.Error("a record that does not replay got a final table")
	}
}

// TestAFolderThatCannotBeMadeRunsWithoutSaving starts the app (in a
// child process, TestNoFolderChild) with its folder where a file is in
// the way, which fails even for root. It used to refuse to start; now
// the menu opens and says, in one sentence, that nothing will be saved.
func TestAFolderThatCannotBeMadeRunsWithoutSaving(t *testing.T) {
	needDisplay(t)
	if os.Getenv("KT_NOFOLDER") != "" {
		t.Skip("in a child process")
	}
	tmp := t.TempDir()
	file := filepath.Join(tmp, "config")
	if err := os.WriteFile(file, []byte("a file, not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(tmp, "probe.json")
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoFolderChild$", "-test.v")
	cmd.Env = append(os.Environ(), "KT_NOFOLDER="+filepath.Join(file, "kitchentable"), "KT_NOFOLDER_OUT="+filepath.Join(tmp, "menu.png"), "KT_NOFOLDER_PROBE="+probe)
	if b, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(b), "--- PASS: TestNoFolderChild") {
		t.Fatalf("the app did not run: %v\n%s", err, b)
	}
	b, err := os.ReadFile(probe)
	if err != nil {
		t.Fatal(err)
	}
	var p scenes.Probe
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	want := "Nothing will be saved or logged this time: a file is in the way of the folder " + file + "."
	if p.Scene != "menu" || !strings.Contains(p.Prompt, want) {
		t.Errorf("the app shows %q with the notices %q, want %q", p.Scene, p.Prompt, want)
	}
	checkPNG(t, filepath.Join(tmp, "menu.png"), 1280, 720)
}

// checkProbe checks that the screens that move on end where they should:
// on the crash screen, back on the main menu after its Main menu button,
// or at the FourCuatro table after Continue.
func checkProbe(t *testing.T, name, path string) {
	t.Helper()
	want := map[string]string{"crash": "crash", "crash-menu": "menu", "fcsetup-resume": "fourcuatro"}[name]
	if want == "" {
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	var p scenes.Probe
	if err := json.Unmarshal(b, &p); err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	if p.Scene != want {
		t.Errorf("%s ends on %q, want %q: %+v", name, p.Scene, want, p)
	}
	if name == "crash" && (p.Prompt != "a test panic in a screen" || len(p.Buttons) != 3) {
		t.Errorf("the crash screen shows %+v", p)
	}
}

package app

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/scenes"
)

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

// TestNoFolderChild runs the app for TestAFolderThatCannotBeMadeRunsWithoutSaving.
func TestNoFolderChild(t *testing.T) {
	dir := os.Getenv("KT_NOFOLDER")
	if dir == "" {
		t.Skip("only in a child process of TestAFolderThatCannotBeMadeRunsWithoutSaving")
	}
	opts := Options{ConfigDir: dir, Screenshot: os.Getenv("KT_NOFOLDER_OUT"), Ticks: 20, Probe: os.Getenv("KT_NOFOLDER_PROBE")}
	if err := Run(opts); err != nil {
		t.Fatal(err)
	}
}

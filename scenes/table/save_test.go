package table

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/kitchentable/kitchentable/scenes/store"
)

// TestAFailedSaveIsShownOnTheTable puts a folder where current.save
// should be (which fails even for root): saving says so on the table,
// once, in one sentence, and the store keeps it for the main menu.
func TestAFailedSaveIsShownOnTheTable(t *testing.T) {
	dir := t.TempDir()
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "current.save")
	if err := os.MkdirAll(filepath.Join(path, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	svc := services(t, false, 0)
	svc.Store = st
	hs := newHarness(t, humans(t, 3, 0, nil), svc, 1280, 720)
	hs.s.dirty = true
	hs.s.save()
	want := "Your game could not be saved: " + path + " is a folder, not a file."
	if hs.s.mo.toast != want || hs.s.mo.toastT <= 0 {
		t.Fatalf("toast %q (%v ticks), want %q", hs.s.mo.toast, hs.s.mo.toastT, want)
	}
	// Said once while it keeps failing, not after every move.
	hs.s.mo.toast = ""
	hs.s.save()
	if hs.s.mo.toast != "" {
		t.Errorf("the failure was shown again: %q", hs.s.mo.toast)
	}
	hs.s.Close()
	if got := st.Failures(); len(got) != 1 || got[0] != "Your last game could not be saved: "+path+" is a folder, not a file." {
		t.Errorf("the menu would show %q", got)
	}
}

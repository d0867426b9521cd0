package fctable

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/kitchentable/kitchentable/internal/fcseat"
)

// TestAFailedSaveIsShownAtTheFourCuatroTable puts a folder where
// fourcuatro.save should be (which fails even for root): the table says
// so in one sentence, once, and the store keeps it for the main menu.
func TestAFailedSaveIsShownAtTheFourCuatroTable(t *testing.T) {
	f := newTable(t, 31, fcseat.Human, fcseat.Human)
	st := f.withStore()
	path := filepath.Join(st.Dir, "fourcuatro.save")
	if err := os.MkdirAll(filepath.Join(path, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	f.playFirst(3)
	f.idle(61) // the match saves within about a second
	want := "Your game could not be saved: " + path + " is a folder, not a file."
	if f.s.reason != want || f.s.reasonTicks <= 0 {
		t.Fatalf("the table says %q, want %q", f.s.reason, want)
	}
	f.s.reason = ""
	f.playFirst(1)
	f.idle(61)
	if f.s.reason != "" {
		t.Errorf("the failure was shown again: %q", f.s.reason)
	}
	f.s.Close()
	if got := st.Failures(); len(got) != 1 || got[0] != "Your last FourCuatro game could not be saved: "+path+" is a folder, not a file." {
		t.Errorf("the menu would show %q", got)
	}
}

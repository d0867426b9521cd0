package table

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
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
	hs := newHarness(t, tabletest.Record(t, 3, 0, record.Human, "easy"), svc, 1280, 720)
	hs.tick(70) // the match saves within about a second
	want := "Your game could not be saved: " + path + " is a folder, not a file."
	if hs.s.mo.toast != want || hs.s.mo.toastT <= 0 {
		t.Fatalf("toast %q (%v ticks), want %q", hs.s.mo.toast, hs.s.mo.toastT, want)
	}
	// Said once while it keeps failing, not after every move.
	hs.s.mo.toast = ""
	// The computer may decide first, on its own goroutine: a loaded
	// machine can take longer than the ticks above.
	for deadline := time.Now().Add(30 * time.Second); control.GameForTests(hs.ctrl()).Pending().Seat != 0 && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
		hs.tick(1)
	}
	hs.script.Key(input.KeySpace) // keep the hand: the game moves on
	hs.run(70)
	if len(hs.ctrl().Record().Actions) == 0 {
		t.Fatal("the game did not move on")
	}
	if hs.s.mo.toast != "" {
		t.Errorf("the failure was shown again: %q", hs.s.mo.toast)
	}
	hs.s.Close()
	if got := st.Failures(); len(got) != 1 || got[0] != "Your last game could not be saved: "+path+" is a folder, not a file." {
		t.Errorf("the menu would show %q", got)
	}
}

// TestLeavingSavesAndAFinishedGameIsForgotten saves through the match
// runner: leaving keeps the unfinished game for Continue, and a game that
// ends is forgotten.
func TestLeavingSavesAndAFinishedGameIsForgotten(t *testing.T) {
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	svc := services(t, false, 0)
	svc.Store = st
	hs := newHarness(t, tabletest.Record(t, 3, 0, record.Human, "easy"), svc, 1280, 720)
	hs.script.Key(input.KeySpace)
	hs.run(3)
	hs.s.Close()
	if !st.MainSave().Has() {
		t.Fatal("leaving an unfinished game kept nothing for Continue")
	}
	rec := tabletest.Record(t, 13, 5, record.Human, record.Human)
	tabletest.PlayForward(t, rec, false, func(g *rules.Game) bool { return false })
	rec.Actions = rec.Actions[:len(rec.Actions)-1] // one action from the end
	done := newHarness(t, rec, svc, 1280, 720)
	for i := 0; i < 400 && !done.ctrl().Over(); i++ {
		if !done.liftCurtain() {
			done.script.Key(input.KeySpace)
			done.run(2)
		}
	}
	if !done.ctrl().Over() {
		t.Skip("the last action was not the person's to make by Space")
	}
	done.tick(2)
	if st.MainSave().Has() {
		t.Fatal("a finished game is still kept for Continue")
	}
}

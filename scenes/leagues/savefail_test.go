package leagues

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/render/input"
)

// TestFailedLeagueSavesAreShownAndStopTheComputers makes the league's
// file impossible to write (a folder holding a file in its place): each
// failure is shown in the hub, kept for the list of leagues and the
// menu; after three in a row the computers wait instead of playing on
// unsaved; once the file can be written again, the next try saves it
// and the computers go on.
func TestFailedLeagueSavesAreShownAndStopTheComputers(t *testing.T) {
	f := newFixture(t)
	h := f.newLeague("Stuck")
	st := f.svc.Store
	path := st.Leagues().Path("Stuck")
	block := func() {
		st.Leagues().Flush()
		if err := os.Remove(path); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(path, "in the way"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	block()
	want := "The league “Stuck” could not be saved: " + path + " is a folder, not a file."
	for n := 1; n <= maxSaveFailures; n++ {
		h.save()
		h.saver.Flush()
		f.play(h, new(input.Script).Idle(1))
		if msg, bad := h.Message(); !bad || !strings.Contains(msg, "could not be saved") {
			t.Fatalf("after failed save %d the hub says %q", n, msg)
		}
	}
	if msg, _ := h.Message(); !strings.Contains(msg, "3 times in a row, so the computers wait") {
		t.Errorf("after three failures the hub says %q", msg)
	}
	// The person builds; the computers, whose turn it is then, wait.
	d := h.view.Pending()
	h.openBuild(f.ctx, d)
	f.build(h)
	h.saver.Flush()
	pending := h.view.Pending()
	f.play(h, new(input.Script).Idle(3*stepPause))
	if h.work != nil || h.view.Pending() != pending || h.person(pending.Seat) {
		t.Fatalf("the computers went on unsaved: work %v, pending %+v (was %+v)", h.work != nil, h.view.Pending(), pending)
	}
	if got := NewList(f.svc).Problems(); !slices.Contains(got, want) {
		t.Errorf("the list of leagues says %q, want %q", got, want)
	}
	if got := st.Failures(); !slices.Contains(got, want) {
		t.Errorf("the menu's failures are %q, want %q", got, want)
	}
	// The file can be written again: the next try saves, the computers
	// go on.
	if err := os.RemoveAll(path); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < retryPause+2*stepPause && h.saveFailing > 0; i++ {
		f.play(h, new(input.Script).Idle(1))
		h.saver.Flush()
	}
	if msg, bad := h.Message(); bad || msg != "The league is saved again." {
		t.Fatalf("after the folder went, the hub says %q", msg)
	}
	f.settle(h)
	if h.view.Pending() == pending || len(st.Leagues().Failures()) != 0 {
		t.Errorf("the computers did not go on (pending %+v), or the failure stayed: %q", h.view.Pending(), st.Leagues().Failures())
	}
	back := f.reopen("Stuck")
	if back.view.Pending() != h.view.Pending() {
		t.Errorf("the file holds the league at %+v, the hub at %+v", back.view.Pending(), h.view.Pending())
	}
}

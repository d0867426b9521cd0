package setup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// resumeNav is a fakeNav that also continues games.
type resumeNav struct {
	*fakeNav
	resumed int
	err     error
}

func (n *resumeNav) ResumeFourCuatro() (scenes.Scene, error) {
	n.resumed++
	if n.err != nil {
		return nil, n.err
	}
	return blank("resumed"), nil
}

func TestFourCuatroNoUnfinishedGameNoContinue(t *testing.T) {
	f := newFCFixture(t, nil)
	if f.s.unfinished != nil {
		t.Fatalf("a store with no save offers %+v", f.s.unfinished)
	}
}

func TestFourCuatroAnUnfinishedGameIsOfferedAndContinued(t *testing.T) {
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	rec := &fourcuatro.Record{Format: fourcuatro.Basic, Names: [2]string{"Ana", "Computer"}, Seed: 5,
		Actions: make([]fourcuatro.Action, 34)}
	if err := st.FCSave().Save(&store.FCGame{Seats: [2]fcseat.Kind{fcseat.Human, fcseat.ComputerHard}, Record: rec}); err != nil {
		t.Fatal(err)
	}
	f := newFCFixture(t, st)
	nav := &resumeNav{fakeNav: f.nav}
	f.svc.Nav = nav
	u := f.s.unfinished
	if u == nil || u.summary != "Ana vs Computer (computer, hard) · Basic · 34 moves" || u.err != "" {
		t.Fatalf("the screen offers %+v", u)
	}
	nav.err = os.ErrInvalid
	if next := f.click(u.button.Rect); next != nil || !strings.Contains(f.s.Err(), "could not be continued") {
		t.Fatalf("a failed resume switched to %v, error %q", next, f.s.Err())
	}
	nav.err = nil
	if next := f.click(u.button.Rect); next != blank("resumed") || nav.resumed != 2 {
		t.Fatalf("Continue switched to %v after %d resumes", next, nav.resumed)
	}
}

func TestFourCuatroABrokenSaveIsExplainedAndNotOffered(t *testing.T) {
	dir := t.TempDir()
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "fourcuatro.save"), []byte("{\n\"seats\": [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFCFixture(t, st)
	nav := &resumeNav{fakeNav: f.nav}
	f.svc.Nav = nav
	u := f.s.unfinished
	if u == nil || !strings.Contains(u.err, "fourcuatro.save") {
		t.Fatalf("the screen offers %+v", u)
	}
	f.click(u.button.Rect)
	if nav.resumed != 0 {
		t.Fatal("a broken save was offered to continue")
	}
}

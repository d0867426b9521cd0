package menu

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes"
)

// TestAFailedSaveIsShownOnTheMenu leaves a game whose save failed (a
// folder is where current.save should be): the next menu says so.
func TestAFailedSaveIsShownOnTheMenu(t *testing.T) {
	st := tempStore(t)
	path := filepath.Join(st.Dir, "current.save")
	if err := os.MkdirAll(filepath.Join(path, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := st.MainSave().Save(game(t)); err == nil {
		t.Fatal("the save did not fail")
	}
	f := newFixture(t, st)
	want := "Your last game could not be saved: " + path + " is a folder, not a file."
	if got := f.s.Notices(); len(got) != 2 || got[0] != want || got[1] != "a warning" {
		t.Errorf("notices %q, want %q first", got, want)
	}
	// Shown once: the menu after the next screen does not repeat it.
	if got := newFixture(t, st).s.Notices(); len(got) != 1 {
		t.Errorf("notices of the next menu %q", got)
	}
}

// game returns a game of two seats with ready-made decks.
func game(t *testing.T) *record.Record {
	t.Helper()
	cat, err := catalog.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := &record.Record{Variant: "plain", Seed: 7}
	for i, name := range []string{"You", "Computer"} {
		d, err := cat.Deck(cat.Decks[i])
		if err != nil {
			t.Fatal(err)
		}
		rec.Seats = append(rec.Seats, record.Seat{Name: name, Controller: []string{"human", "medium"}[i], DeckName: d.Name, Deck: d.Cards})
	}
	return rec
}

// failNav is fakeNav whose Play fails, as a save that no longer plays.
type failNav struct{ fakeNav }

func (n *failNav) Play(*record.Record) (scenes.Scene, error) {
	return nil, errors.New("table: action 3 no longer plays")
}

func TestASaveThatDoesNotResumeIsSetAside(t *testing.T) {
	st := tempStore(t)
	if err := st.MainSave().Save(game(t)); err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, st)
	f.svc.Nav = &failNav{}
	f.click("Continue")
	want := "Your saved game could not be read, so it was set aside as " + filepath.Join(st.Dir, "current.save.bad") + "."
	if f.s.Err() != want || slices.Contains(f.s.Labels(), "Continue") {
		t.Errorf("error %q, entries %v", f.s.Err(), f.s.Labels())
	}
}

// TestNoticesAreLaidOutApart shows long notices with the real fonts: each
// is wrapped, none overlaps another, an entry or the key hints, and what
// does not fit is summed up in one line.
func TestNoticesAreLaidOutApart(t *testing.T) {
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Skip("no fonts:", err)
	}
	long := "Kitchen Table did not close normally last time; what happened is in /home/someone/.config/kitchentable/some/deeper/folder/kitchentable-previous.log, which we would like to see."
	for _, n := range []int{1, 3, 12} {
		st := tempStore(t)
		notes := slices.Repeat([]string{long}, n)
		f := newFixture(t, st)
		f.svc.Fonts = fonts
		f.s = New(f.svc, notes...)
		f.play(new(input.Script).Idle(1))
		for _, size := range [][2]int{{1280, 720}, {640, 360}, {3840, 2160}} {
			f.ctx.Width, f.ctx.Height = size[0], size[1]
			f.play(new(input.Script).Idle(1))
			rs := f.s.noticeRects()
			if len(rs) == 0 {
				t.Fatalf("%d notes at %v: none shown", n, size)
			}
			if n == 1 && len(f.s.notices[0].lines) < 2 {
				t.Errorf("the long note was not wrapped: %q", f.s.notices[0].lines)
			}
			hint := f.s.hintsRect()
			for i, r := range rs {
				if r.Max.X > float64(size[0])*0.5 {
					t.Errorf("%d notes at %v: notice %d %v reaches the fan of cards", n, size, i, r)
				}
				if r.Max.X > hint.Min.X && r.Max.Y > hint.Min.Y || r.Max.Y > float64(size[1]) {
					t.Errorf("%d notes at %v: notice %d %v overlaps the hints %v or the edge", n, size, i, r, hint)
				}
				for _, e := range f.s.entries {
					if !r.Intersect(e.btn.Rect).Empty() {
						t.Errorf("%d notes at %v: notice %d overlaps %s", n, size, i, e.btn.Label)
					}
				}
				for _, q := range rs[i+1:] {
					if !r.Intersect(q).Empty() {
						t.Errorf("%d notes at %v: notices overlap: %v %v", n, size, r, q)
					}
				}
				for _, l := range f.s.notices[i].lines {
					if strings.ContainsRune(l, '⚠') {
						t.Errorf("a notice draws %q", l)
					}
				}
			}
			if shown := len(rs); shown < n && f.s.more.X == 0 {
				t.Errorf("%d notes at %v: %d shown and no word of the rest", n, size, shown)
			}
		}
	}
}

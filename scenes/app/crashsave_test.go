package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// saving is a screen whose Close saves the game, as the table's does.
type saving struct{ save func() }

func (*saving) Update(*scenes.Context) error { return nil }
func (*saving) Draw(*ebiten.Image)           {}
func (s *saving) Close()                     { s.save() }

// TestASaveThatBreaksItsScreenIsSetAside breaks the screen of a game just
// continued: the save is set aside as .bad instead of being offered (and
// breaking the screen) again, and the crash screen says so. A screen
// that breaks later, or one not opened on a save, keeps the save.
func TestASaveThatBreaksItsScreenIsSetAside(t *testing.T) {
	fonts, err := paint.NewFonts()
	if err != nil {
		t.Skip("no fonts:", err)
	}
	for _, tc := range []struct {
		name    string
		resumed bool
		later   int
		aside   bool
	}{
		{"just continued", true, 60, true},
		{"continued long ago", true, resumeGrace + 1, false},
		{"a new game", false, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, err := store.OpenDir(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(st.Dir, "current.save")
			g := newGame(Options{}, st)
			g.theme = widget.NewTheme(nil, fonts)
			scene := &saving{func() {
				if err := os.WriteFile(path, []byte("the game that breaks the table\n"), 0o644); err != nil {
					t.Error(err)
				}
			}}
			scene.save()
			g.scenes.cur = scene
			if tc.resumed {
				g.resumed, g.resumedTick = scene, g.ticks
			}
			g.ticks += tc.later
			if err := g.crashed("drawing", "atlas: the image being put on an atlas is too big", nil); err != nil {
				t.Fatal(err)
			}
			_, badErr := os.Stat(path + ".bad")
			if st.MainSave().Has() == tc.aside || (badErr == nil) != tc.aside {
				t.Errorf("save kept for Continue %v, set aside %v; want set aside %v", st.MainSave().Has(), badErr == nil, tc.aside)
			}
			if got := g.crash.setAside; (got != "") != tc.aside || tc.aside && !strings.Contains(got, "set aside as "+path+".bad") {
				t.Errorf("the crash screen says %q", got)
			}
			if g.crash.saved == tc.aside {
				t.Errorf("the crash screen says the game is saved: %v", g.crash.saved)
			}
		})
	}
}

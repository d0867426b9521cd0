package app

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/fcseat"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/deckedit"
	"github.com/kitchentable/kitchentable/scenes/fcconfig"
	"github.com/kitchentable/kitchentable/scenes/fctable"
	"github.com/kitchentable/kitchentable/scenes/setup"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// navFor returns the app's Nav over services with a store in a temporary
// folder.
func navFor(t *testing.T) *nav {
	t.Helper()
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	set := store.DefaultSettings()
	g := &game{svc: &scenes.Services{Store: st, Settings: &set}}
	n := &nav{g: g}
	g.svc.Nav = n
	return n
}

func TestNavFourCuatroScreens(t *testing.T) {
	n := navFor(t)
	cat, err := catalog.LoadDir(nil, "")
	if err != nil {
		t.Fatal(err)
	}
	n.g.svc.Catalog = cat // the set-up of every game offers its decks
	s, ok := n.FourCuatroSetup().(*setup.Scene)
	if !ok || s == nil {
		t.Fatalf("FourCuatroSetup is %T", s)
	}
	if !s.ShowsFourCuatro() {
		t.Fatal("FourCuatroSetup does not show FourCuatro's set-up")
	}
	if s, ok := n.FourCuatroDeck("", func(string) scenes.Scene { return nil }).(*deckedit.FourCuatro); !ok || s == nil {
		t.Fatalf("FourCuatroDeck is %T", s)
	}
}

func TestNavDeckEditor(t *testing.T) {
	n := navFor(t)
	if s, ok := n.DeckEditor("", func(string) scenes.Scene { return nil }).(*deckedit.Scene); !ok || s == nil {
		t.Fatalf("DeckEditor is %T", s)
	}
}

func TestNavStartsFourCuatro(t *testing.T) {
	n := navFor(t)
	cfg := fcconfig.Config{
		Setup: fourcuatro.Setup{Format: fourcuatro.Basic, Names: [2]string{"You", "Computer"}, Cards: catalog.FourCuatro()},
		Seed:  3, Seats: [2]fcseat.Kind{fcseat.Human, fcseat.ComputerEasy},
	}
	s, err := n.FourCuatro(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(*fctable.Scene); !ok {
		t.Fatalf("FourCuatro is %T", s)
	}
	if c, ok := s.(interface{ Close() }); ok {
		c.Close()
	}
	// A constructed game with no decks does not start.
	cfg.Setup.Format = fourcuatro.Constructed
	if _, err := n.FourCuatro(cfg); err == nil {
		t.Error("a constructed game without decks started")
	}
}

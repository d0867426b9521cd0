package app

import (
	"testing"

	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/fcdeck"
	"github.com/kitchentable/kitchentable/scenes/fcsetup"
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
	if s, ok := n.FourCuatroSetup().(*fcsetup.Scene); !ok || s == nil {
		t.Fatalf("FourCuatroSetup is %T", s)
	}
	if s, ok := n.FourCuatroDeck("", func(string) scenes.Scene { return nil }).(*fcdeck.Scene); !ok || s == nil {
		t.Fatalf("FourCuatroDeck is %T", s)
	}
}

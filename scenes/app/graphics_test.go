package app

import (
	"errors"
	"testing"

	"github.com/kitchentable/kitchentable/internal/graphics"
	"github.com/kitchentable/kitchentable/scenes/store"
)

func TestChooseGraphicsPrefersTheRestartThenTheHandChoiceThenWhatWorked(t *testing.T) {
	set := store.DefaultSettings()
	if got := chooseGraphics(Options{}, set); got != graphics.Auto {
		t.Errorf("first run: %q, want automatic", got)
	}
	set.GraphicsWorked = graphics.OpenGL
	if got := chooseGraphics(Options{}, set); got != graphics.OpenGL {
		t.Errorf("after a fallback: %q, want what worked", got)
	}
	set.Graphics = graphics.DirectX
	if got := chooseGraphics(Options{}, set); got != graphics.DirectX {
		t.Errorf("chosen by hand: %q, want the hand choice", got)
	}
	if got := chooseGraphics(Options{Graphics: graphics.Metal}, set); got != graphics.Metal {
		t.Errorf("a restart: %q, want the library it was given", got)
	}
}

func TestGraphicsFailedOffersTheNextLibraryOnlyOnTheFirstTry(t *testing.T) {
	cause := errors.New("directx: D3DCompile failed:\n" + "// a whole shader\n")
	for _, lib := range []graphics.Library{graphics.DirectX, graphics.OpenGL, graphics.Metal} {
		g := newGame(Options{}, nil)
		e := g.graphicsFailed(graphics.Auto, lib, cause)
		want, ok := graphics.Next(lib)
		if !ok {
			want = graphics.Auto
		}
		if e.Library != lib || e.Next != want || !errors.Is(e, cause) {
			t.Errorf("%s failed: %+v, want next %q", lib, e, want)
		}
		g = newGame(Options{Graphics: lib, GraphicsFailed: graphics.Metal}, nil)
		if e := g.graphicsFailed(graphics.Auto, lib, cause); e.Next != graphics.Auto || e.Tried != graphics.Metal {
			t.Errorf("%s failed on the second try: %+v, want no next and the first try named", lib, e)
		}
	}
}

func TestGraphicsStartedRemembersWhatWorkedAfterAFallback(t *testing.T) {
	st, err := store.OpenIn(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	lib := graphics.Choices()[len(graphics.Choices())-1]
	failed := graphics.Library("vulkan")
	g := newGame(Options{Graphics: lib, GraphicsFailed: failed}, st)
	g.settings = store.DefaultSettings()
	g.settings.Graphics = failed
	g.graphicsStarted(graphics.OpenGL)
	if g.settings.GraphicsWorked != graphics.OpenGL || g.settings.Graphics != graphics.Auto {
		t.Fatalf("settings after the fallback: graphics %q, worked %q; want automatic and OpenGL", g.settings.Graphics, g.settings.GraphicsWorked)
	}
	saved, err := st.LoadSettings()
	if err != nil {
		t.Fatal(err)
	}
	want := graphics.OpenGL
	if !graphics.Valid(want) {
		want = graphics.Auto // the store keeps only this system's libraries
	}
	if saved.GraphicsWorked != want {
		t.Errorf("saved worked %q, want %q", saved.GraphicsWorked, want)
	}
	// A first run that starts remembers nothing.
	g = newGame(Options{}, st)
	g.settings = store.DefaultSettings()
	g.graphicsStarted(graphics.OpenGL)
	if g.settings.GraphicsWorked != graphics.Auto {
		t.Errorf("a first run remembered %q", g.settings.GraphicsWorked)
	}
}

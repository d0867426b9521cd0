package scenetest

import (
	"testing"

	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// DrawServices returns services that draw (they need the GPU: see
// internal/gputest), with the default settings. Every test draws with a
// face cache of its own; its images are released when the test ends, or
// a package's GPU memory grows test by test.
func DrawServices(tb testing.TB) *scenes.Services {
	tb.Helper()
	r, err := cardface.NewRenderer()
	if err != nil {
		tb.Fatal(err)
	}
	fonts, err := paint.NewFonts()
	if err != nil {
		tb.Fatal(err)
	}
	set := store.DefaultSettings()
	svc := &scenes.Services{Settings: &set, Faces: cardface.NewCache(r, 0), Painter: r.Painter(), Fonts: fonts}
	tb.Cleanup(func() {
		svc.Faces.Clear()
		svc.Faces.EndFrame()
	})
	return svc
}

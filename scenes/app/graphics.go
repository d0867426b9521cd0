package app

import (
	"errors"
	"fmt"
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/internal/graphics"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// GraphicsStartError is what Run returns when the window's graphics
// failed before the first frame was shown: the library that failed, the
// one to start again on (graphics.Auto when there is none, or this run
// already was the second try) and the engine's error.
type GraphicsStartError struct {
	// Library is the library that failed; Auto when the engine chose
	// none at all.
	Library graphics.Library
	// Next is the library to start the game again on; Auto for none.
	Next graphics.Library
	// Tried is the library that failed in the run before this one, when
	// this run was its second try; Auto otherwise.
	Tried graphics.Library
	// Err is the engine's error, with all its details, for the log.
	Err error
}

// Error implements error.
func (e *GraphicsStartError) Error() string {
	return fmt.Sprintf("app: the graphics (%s) did not start: %v", e.Library.Label(), e.Err)
}

// Unwrap returns the engine's error.
func (e *GraphicsStartError) Unwrap() error { return e.Err }

// chooseGraphics is the library this run asks the engine for: the one a
// restart was told to use, else the one chosen in Settings, else the one
// that worked after a failure before, else the engine's own choice
// (which $EBITENGINE_GRAPHICS_LIBRARY can still steer).
func chooseGraphics(opts Options, set store.Settings) graphics.Library {
	switch {
	case opts.Graphics != graphics.Auto:
		return opts.Graphics
	case set.Graphics != graphics.Auto:
		return set.Graphics
	}
	return set.GraphicsWorked
}

// ebitenLibraries pairs each library the game offers with Ebitengine's name for it.
var ebitenLibraries = [...]struct {
	ours   graphics.Library
	ebiten ebiten.GraphicsLibrary
}{
	{graphics.DirectX, ebiten.GraphicsLibraryDirectX},
	{graphics.OpenGL, ebiten.GraphicsLibraryOpenGL},
	{graphics.Metal, ebiten.GraphicsLibraryMetal},
}

// ebitenLibrary is l as Ebitengine names it.
func ebitenLibrary(l graphics.Library) ebiten.GraphicsLibrary {
	for _, p := range ebitenLibraries {
		if p.ours == l {
			return p.ebiten
		}
	}
	return ebiten.GraphicsLibraryAuto
}

// libraryOf is Ebitengine's library e by the settings' name; Auto for
// one the game does not offer, or none yet.
func libraryOf(e ebiten.GraphicsLibrary) graphics.Library {
	for _, p := range ebitenLibraries {
		if p.ebiten == e {
			return p.ours
		}
	}
	return graphics.Auto
}

// runningLibrary is the library the engine draws with; Auto before it
// has chosen.
func runningLibrary() graphics.Library {
	var d ebiten.DebugInfo
	ebiten.ReadDebugInfo(&d)
	return libraryOf(d.GraphicsLibrary)
}

// graphicsFailed turns the engine's error from before the first frame
// into a GraphicsStartError, with the library to try next unless this
// run already was the second try. running is the library the engine
// had chosen (Auto for none), requested the one asked for.
func (g *game) graphicsFailed(running, requested graphics.Library, err error) *GraphicsStartError {
	failed := running
	if failed == graphics.Auto {
		failed = requested
	}
	e := &GraphicsStartError{Library: failed, Tried: g.opts.GraphicsFailed, Err: err}
	if next, ok := graphics.Next(failed); ok && g.opts.GraphicsFailed == graphics.Auto {
		e.Next = next
	}
	return e
}

// graphicsStarted runs once the first frame is on the screen, drawn with
// lib: it logs the library and, when this run is the second try after another
// library failed, remembers this one in the settings for the automatic
// choice (a hand choice of the library that failed gives way to it).
func (g *game) graphicsStarted(lib graphics.Library) {
	log.Printf("graphics: drawing with %s", lib.Label())
	failed := g.opts.GraphicsFailed
	if failed == graphics.Auto || lib == graphics.Auto {
		return
	}
	log.Printf("graphics: %s did not start last time (the details are in the previous log), so the game started again on %s and will use it from now on",
		failed.Label(), lib.Label())
	g.settings.GraphicsWorked = lib
	if g.settings.Graphics == failed {
		g.settings.Graphics = graphics.Auto
	}
	if g.store == nil {
		return
	}
	// The store logs a failure, and the menu shows it.
	_ = g.store.SaveSettings(g.settings)
}

// restartsGraphics reports whether err is a failure of the graphics that
// the game will start again from, on another library.
func restartsGraphics(err error) (*GraphicsStartError, bool) {
	var gs *GraphicsStartError
	if errors.As(err, &gs) && gs.Next != graphics.Auto {
		return gs, true
	}
	return nil, false
}

// Package app runs Kitchen Table's window: it loads what the screens share
// (fonts, cards, the card-face cache, the store and the settings), shows
// the menu, and switches between screens as they ask, after the current
// Update.
package app

import (
	"errors"
	"fmt"
	"image"
	"log"
	"path/filepath"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/internal/applog"
	"github.com/kitchentable/kitchentable/internal/graphics"
	"github.com/kitchentable/kitchentable/internal/icon"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// Options configure Run. The zero value opens a 1280×720 window with the
// player's settings and real input.
type Options struct {
	// Width and Height are the window's size in device-independent pixels;
	// when zero, 1280×720 or less, to fit the screen.
	Width, Height int
	// Fullscreen starts full screen whatever the settings say.
	Fullscreen bool
	// ConfigDir replaces the directory of the settings and the saved game.
	ConfigDir string
	// Input replaces the keyboard and mouse, for tests (input.Script).
	Input input.Source
	// Screenshot, with Ticks, saves the screen as a PNG file after Ticks
	// updates (counted once loading is done) and then quits.
	Screenshot string
	Ticks      int
	// Probe names a file the app keeps rewriting with a JSON description
	// of the current screen (scenes.Probe), for end-to-end tests that
	// drive the real app from outside. Empty: none.
	Probe string
	// Graphics, when set, is the graphics library to draw with whatever
	// the settings say: a restart after another one failed uses it.
	Graphics graphics.Library
	// GraphicsFailed is the library that failed in the run this one
	// restarts; set, this run records what worked and never restarts.
	GraphicsFailed graphics.Library

	// start, when set, builds the first screen instead of the menu.
	start func(svc *scenes.Services) scenes.Scene
}

// X11Class is the window's WM_CLASS on X11, and the StartupWMClass of the
// Linux desktop entry.
const X11Class = "kitchentable"

// Run opens the window and runs the app until the window is closed or a
// screen quits.
func Run(opts Options) (err error) {
	if opts.Width <= 0 || opts.Height <= 0 {
		// The first window fits the screen (a 1080p screen at 150% is
		// only 1280×720 device-independent pixels); test runs that take
		// screenshots or probe the screen keep the design size.
		opts.Width, opts.Height = 1280, 720
		if opts.Screenshot == "" && opts.Probe == "" {
			opts.Width, opts.Height = firstWindowSize()
		}
	}
	if opts.Input == nil {
		opts.Input = &input.Reader{}
	}
	if opts.Screenshot != "" && opts.Ticks <= 0 {
		return errors.New("app: a screenshot needs a number of ticks")
	}
	// A folder that cannot be written to, or none at all, does not stop
	// the game: it runs without saving, and the menu says so.
	st, stErr := store.OpenIn(opts.ConfigDir)
	if stErr != nil && st == nil {
		st = store.ReadOnly("", stErr)
		stErr = st.Writable()
	}
	g := newGame(opts, st)
	// Deferred first, so run last: whoever waits for the end of the run
	// (the session end on Windows) waits for the log to close.
	defer close(g.closed)
	defer g.closeLog(&err)
	// The leagues' files are written off the UI goroutine: the last
	// save is finished before the program ends.
	defer st.Leagues().Flush()
	lg, logErr := applog.Open(st.Dir)
	switch {
	case stErr != nil && logErr != nil:
		g.notes = append(g.notes, "Nothing will be saved or logged this time: "+store.Reason(stErr)+".")
	case stErr != nil:
		g.notes = append(g.notes, "Nothing will be saved this time: "+store.Reason(stErr)+".")
	case logErr != nil:
		// The game runs without a log rather than not at all.
		g.notes = append(g.notes, "Nothing will be logged this time: "+store.Reason(logErr)+".")
	}
	if logErr == nil {
		g.log = lg
		if c := lg.PreviousCrash(); c != "" {
			g.notes = append(g.notes, "Kitchen Table did not close normally last time; what happened is in "+
				filepath.Join(st.Dir, applog.Previous)+".")
		}
	}
	if stErr != nil {
		log.Printf("app: running without saving: %v", stErr)
	}
	// Now that the log is open, what an interrupted save left is
	// removed and logged.
	st.RemoveStaleTemps()
	if logErr != nil {
		log.Printf("app: running without a log file: %v", logErr)
	}
	settings, err := st.LoadSettings()
	if err != nil {
		log.Printf("app: the settings could not be read: %v", err)
		g.notes = append(g.notes, "Your settings could not be read, so the game starts with the default ones.")
	}
	for _, n := range g.notes {
		log.Printf("note for the menu: %s", n)
	}
	stop := g.catchSignals()
	defer stop()
	if opts.Fullscreen {
		settings.Fullscreen = true
	}
	g.settings = settings
	ebiten.SetWindowTitle("Kitchen Table")
	go ebiten.SetWindowIcon(windowIcons()) // concurrent-safe; rendering takes a moment
	ebiten.SetWindowSize(opts.Width, opts.Height)
	ebiten.SetWindowSizeLimits(640, 360, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowClosingHandled(true)
	ebiten.SetFullscreen(settings.Fullscreen)
	ebiten.SetScreenClearedEveryFrame(true)
	// The window's WM_CLASS matches the desktop entry's StartupWMClass,
	// which is how GNOME finds the entry's icon for a running window.
	lib := chooseGraphics(opts, settings)
	g.graphics = lib
	log.Printf("graphics: asking for %s", lib.Label())
	err = ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{
		GraphicsLibrary: ebitenLibrary(lib),
		X11ClassName:    X11Class, X11InstanceName: X11Class,
	})
	if g.err != nil {
		return g.err
	}
	if err != nil && !errors.Is(err, ebiten.Termination) {
		if !g.started {
			return g.graphicsFailed(runningLibrary(), lib, err)
		}
		return fmt.Errorf("app: %w", err)
	}
	return nil
}

// closeLog ends the run's log: a panic that got this far is written to it
// and returned as an error instead, and *err, if any, is logged before the
// log closes.
func (g *game) closeLog(err *error) {
	if p := recover(); p != nil {
		*err = fmt.Errorf("app: %v", p)
		if g.log != nil {
			g.log.Crash("the window", p, debug.Stack())
		}
		if !g.started {
			// The engine panicked before the first frame: its graphics
			// did not start.
			*err = g.graphicsFailed(runningLibrary(), g.graphics, *err)
		}
	}
	if g.log == nil {
		return
	}
	if gs, ok := restartsGraphics(*err); ok {
		// The run ends as planned: the game starts again on the next
		// library, and that run's log is not to report a crash.
		g.log.Printf("graphics: %s did not start: %v", gs.Library.Label(), gs.Err)
		g.log.Printf("graphics: starting the game again on %s", gs.Next.Label())
		_ = g.log.Close()
		return
	}
	if *err != nil {
		g.log.Printf("Kitchen Table stopped: %v", *err)
		_ = g.log.CloseFailed()
		return
	}
	_ = g.log.Close()
}

// windowIcons renders the application icon at the sizes the window
// system picks from.
func windowIcons() []image.Image {
	var icons []image.Image
	for _, s := range icon.WindowSizes {
		icons = append(icons, icon.Render(s))
	}
	return icons
}

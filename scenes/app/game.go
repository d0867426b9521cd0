package app

import (
	"bytes"
	"log"
	"os"
	"runtime/debug"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/internal/applog"
	"github.com/kitchentable/kitchentable/internal/catalog"
	"github.com/kitchentable/kitchentable/internal/graphics"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/sound"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// loaded is the outcome of loading the cards off the UI goroutine.
type loaded struct {
	cat   *catalog.Catalog
	notes []string
	err   error
}

// game is the ebiten.Game: a loading screen, then the scene manager.
type game struct {
	opts     Options
	store    *store.Store
	settings store.Settings
	// notes are start-up warnings for the menu.
	notes []string

	loading chan loaded
	svc     *scenes.Services
	theme   *widget.Theme
	scenes  manager
	in      input.State
	// w and h are the screen's size in real pixels.
	w, h int
	// ticks counts updates since loading finished.
	ticks int
	shot  bool // the screenshot was written
	quit  bool
	err   error
	// log is the run's log file; nil in tests that run without one.
	log *applog.Log
	// crash, when set, is shown instead of the scenes after one broke.
	crash *crashScreen
	// signals delivers SIGINT and SIGTERM, which close the app; nil when
	// they are not caught (tests that call Update directly).
	signals chan os.Signal
	// closed is closed when Run has closed the log, its last step.
	closed chan struct{}
	// resumed is the screen last opened on a saved game, at update
	// resumedTick; resumedFC says the save is the FourCuatro one. A crash
	// of that screen soon after sets the save aside (see crashed).
	resumed     scenes.Scene
	resumedTick int
	resumedFC   bool
	// graphics is the library this run asked the engine for; drawn says
	// a frame was drawn, and started that an update followed it, so the
	// first frame reached the screen and the graphics work.
	graphics graphics.Library
	drawn    bool
	started  bool
}

func newGame(opts Options, st *store.Store) *game {
	return &game{opts: opts, store: st, w: opts.Width, h: opts.Height, closed: make(chan struct{})}
}

// startLoading loads the card catalog on its own goroutine; the rest is
// quick and needs the UI goroutine, so it happens in the first Update.
func (g *game) startLoading() error {
	g.loading = make(chan loaded, 1)
	setsDir := ""
	if g.store != nil {
		setsDir = g.store.SetsDir()
	}
	go func() {
		var warn bytes.Buffer
		cat, err := catalog.LoadDir(&warn, setsDir)
		var notes []string
		for _, l := range strings.Split(strings.TrimSpace(warn.String()), "\n") {
			if l = strings.TrimSpace(strings.TrimPrefix(l, "kitchentable: ")); l != "" {
				notes = append(notes, sentence(l))
			}
		}
		g.loading <- loaded{cat, notes, err}
	}()
	r, err := cardface.NewRenderer()
	if err != nil {
		return err
	}
	g.scenes.svc = &scenes.Services{
		Fonts:    r.Fonts(),
		Painter:  r.Painter(),
		Faces:    cardface.NewCache(r, 0),
		Store:    g.store,
		Settings: &g.settings,
		Sound:    sound.New(func() float64 { return g.settings.Volume }),
		Nav:      &nav{g: g},
	}
	g.svc = g.scenes.svc
	g.theme = widget.NewTheme(g.svc.Painter, g.svc.Fonts)
	return nil
}

// finishLoading shows the first screen once the cards are loaded.
func (g *game) finishLoading() error {
	select {
	case l := <-g.loading:
		g.loading = nil
		if l.err != nil {
			return l.err
		}
		g.svc.Catalog = l.cat
		for _, n := range l.notes {
			log.Printf("note for the menu: %s", n)
		}
		g.notes = append(g.notes, l.notes...)
		first := g.svc.Nav.Menu()
		if g.opts.start != nil {
			first = g.opts.start(g.svc)
		}
		return g.scenes.enter(first, nil, g.w, g.h)
	default:
		return nil
	}
}

// Update implements ebiten.Game. A panic or error in a screen shows the
// crash screen instead of closing the window.
func (g *game) Update() (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = g.crashed("update", p, debug.Stack())
		}
	}()
	if g.err != nil {
		return g.err
	}
	if g.drawn && !g.started {
		g.started = true
		g.graphicsStarted(runningLibrary())
	}
	if g.takeSignal() {
		g.quit = true
	}
	if ebiten.IsWindowBeingClosed() || g.quit {
		g.scenes.close()
		return ebiten.Termination
	}
	// Loading comes first, unless a crash ended it: the crash screen needs
	// only the theme.
	if g.crash == nil {
		if g.svc == nil {
			if err := g.startLoading(); err != nil {
				g.err = err
				return err
			}
		}
		if g.scenes.cur == nil {
			if err := g.finishLoading(); err != nil {
				return g.crashed("loading", err, nil)
			}
			return nil
		}
	}
	g.ticks++
	if g.shot {
		g.scenes.close()
		return ebiten.Termination
	}
	g.opts.Input.Read(&g.in)
	if g.in.KeyPressed(input.KeyF11) {
		g.settings.Fullscreen = !g.settings.Fullscreen
		// The setting applies now; a failure to remember it is logged by
		// the store and shown on the next main menu.
		_ = g.svc.SaveSettings()
	}
	if ebiten.IsFullscreen() != g.settings.Fullscreen {
		ebiten.SetFullscreen(g.settings.Fullscreen)
	}
	if g.crash != nil {
		return g.updateCrash()
	}
	quit, err := g.scenes.update(&g.in, g.w, g.h)
	if err != nil {
		return g.crashed("screen", err, nil)
	}
	if quit {
		g.quit = true
		return ebiten.Termination
	}
	return nil
}

// Draw implements ebiten.Game.
func (g *game) Draw(screen *ebiten.Image) {
	defer func() {
		if p := recover(); p != nil {
			// Update returns g.err next when there is no crash screen.
			_ = g.crashed("drawing", p, debug.Stack())
		}
	}()
	g.drawn = true
	switch {
	case g.crash != nil:
		g.drawCrash(screen)
	case g.scenes.cur == nil:
		g.drawLoading(screen)
		return
	default:
		g.scenes.cur.Draw(screen)
		g.svc.Faces.EndFrame()
	}
	if g.opts.Probe != "" && g.err == nil {
		g.err = g.writeProbe()
	}
	if g.opts.Screenshot != "" && !g.shot && g.ticks >= g.opts.Ticks {
		g.shot = true
		if err := writePNG(screen, g.opts.Screenshot); err != nil {
			g.err = err
		}
	}
}

// drawLoading draws the frame shown while the cards load.
func (g *game) drawLoading(screen *ebiten.Image) {
	if g.theme == nil {
		screen.Fill(widget.FeltDark)
		return
	}
	g.theme.Scale = scenes.ScaleFor(g.w, g.h)
	g.theme.Background(screen)
	c := screen.Bounds().Size()
	g.theme.ShadowText(screen, "Kitchen Table", geomCenter(c.X, c.Y, -30*g.theme.Scale), widget.Font{Size: widget.Title, Bold: true}, widget.Center, widget.Cream)
	g.theme.ShadowText(screen, "Shuffling the cards…", geomCenter(c.X, c.Y, 40*g.theme.Scale), widget.Font{Size: widget.Heading, Italic: true}, widget.Center, widget.Parchment)
}

// Layout implements ebiten.Game: the screen has as many pixels as the
// window shows, so everything is drawn at the display's full resolution.
func (g *game) Layout(outsideWidth, outsideHeight int) (int, int) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	g.w = max(1, int(float64(outsideWidth)*s))
	g.h = max(1, int(float64(outsideHeight)*s))
	return g.w, g.h
}

// sentence makes a warning line a sentence for the menu: a capital first
// letter and a full stop.
func sentence(l string) string {
	l = widget.Capital(l)
	if !strings.HasSuffix(l, ".") {
		l += "."
	}
	return l
}

package app

import (
	"fmt"
	"log"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/internal/crash"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// crashScreen is what the window shows after a screen panicked or failed:
// what happened in one line, whether the game was saved, where the log
// is, and the way on: back to the main menu, the log's folder, or quit.
// It is drawn by the game itself, not by the scene manager, whose scene
// is the one that broke.
type crashScreen struct {
	detail             string // the panic or error, one line
	logPath            string // "" when there is no log file
	saved              bool   // an unfinished game is kept for Continue
	setAside           string // says the save that broke the screen was set aside
	canMenu            bool   // the cards are loaded, so the main menu can open
	menu, folder, quit widget.Button
	// note is the outcome of the last click on the folder button.
	note string
}

// crashed handles a panic or error from a screen: it writes it to the
// log, lets the broken screen save what it can, and shows the crash
// screen. It returns an error, ending the app, only when there is no
// theme to draw the crash screen with, or when the crash screen itself
// failed.
func (g *game) crashed(where string, p any, stack []byte) error {
	if g.log != nil {
		g.log.Crash(where, p, stack)
	}
	err, ok := p.(error)
	if !ok {
		err = fmt.Errorf("%v", p)
	}
	if g.crash != nil || g.theme == nil {
		// The crash screen broke, or nothing is loaded to draw one with.
		g.err = fmt.Errorf("%s: %w", where, err)
		return g.err
	}
	// The broken screen still gets its chance to save the game; if that
	// fails too, it is only logged.
	broken := g.scenes.cur
	func() {
		defer func() {
			if q := recover(); q != nil && g.log != nil {
				g.log.Crash("closing the screen after a crash", q, debug.Stack())
			}
		}()
		g.scenes.close()
	}()
	c := &crashScreen{detail: firstLine(err.Error()), setAside: g.setAsideCrashingSave(broken, err)}
	if g.log != nil {
		c.logPath = g.log.Path()
	}
	c.saved = g.store != nil && (g.store.MainSave().Has() || g.store.FCSave().Has())
	c.canMenu = g.svc != nil && g.svc.Catalog != nil
	c.menu = widget.Button{Label: "Main menu", Style: widget.Primary, Shortcut: "Enter"}
	c.folder = widget.Button{Label: "Show the log", Style: widget.Plain}
	c.quit = widget.Button{Label: "Quit", Style: widget.Quiet}
	g.crash = c
	return nil
}

// resumeGrace is how long, in updates, after a saved game is resumed a
// crash of its screen is blamed on the save.
const resumeGrace = 10 * 60

// setAsideCrashingSave sets the saved game aside (as a numbered .bad)
// when the screen that broke was opened on it moments ago: the save
// itself likely breaks it, and Continue would only break again.
// It returns the sentence saying so, or "".
func (g *game) setAsideCrashingSave(broken scenes.Scene, err error) string {
	if broken == nil || !reflect.TypeOf(broken).Comparable() || broken != g.resumed || g.ticks-g.resumedTick > resumeGrace || g.store == nil {
		return ""
	}
	g.resumed = nil
	why := fmt.Errorf("app: it broke the screen soon after Continue: %w", err)
	var b *store.BrokenError
	if g.resumedFC {
		b = g.store.FCSave().MarkBad(why)
	} else {
		b = g.store.MainSave().MarkBad(why)
	}
	if b.Kept == "" {
		return ""
	}
	return "The saved game seems to be what broke it, so it was set aside as " + b.Kept + "."
}

// firstLine returns the first line of s, at most 200 characters.
func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if r := []rune(s); len(r) > 200 {
		s = string(r[:199]) + "…"
	}
	return s
}

// layout places the crash screen's buttons for a w×h screen at scale k.
func (c *crashScreen) layout(w, h int, k float64) {
	bw, bh, gap := 200*k, 48*k, 16*k
	y := float64(h)/2 + 110*k
	x := float64(w)/2 - (3*bw+2*gap)/2
	c.menu.Rect = geom.R(x, y, bw, bh)
	c.folder.Rect = geom.R(x+bw+gap, y, bw, bh)
	c.quit.Rect = geom.R(x+2*(bw+gap), y, bw, bh)
	c.folder.Disabled = c.logPath == ""
	c.menu.Disabled = !c.canMenu
}

// updateCrash runs the crash screen for one tick.
func (g *game) updateCrash() error {
	c := g.crash
	c.layout(g.w, g.h, scenes.ScaleFor(g.w, g.h))
	in := &g.in
	switch {
	case c.canMenu && (c.menu.Update(in) || in.KeyPressed(input.KeyEnter)):
		g.crash = nil
		return g.scenes.enter(g.svc.Nav.Menu(), in, g.w, g.h)
	case c.folder.Update(in):
		c.note = "Opened " + filepath.Dir(c.logPath)
		if err := crash.OpenFolder(filepath.Dir(c.logPath)); err != nil {
			log.Printf("app: could not open the log's folder: %v", err)
			c.note = "The folder could not be opened here; it is " + filepath.Dir(c.logPath) + "."
		}
	case c.quit.Update(in):
		g.quit = true
		return ebiten.Termination
	}
	return nil
}

// drawCrash draws the crash screen.
func (g *game) drawCrash(screen *ebiten.Image) {
	c, th := g.crash, g.theme
	k := scenes.ScaleFor(g.w, g.h)
	th.Scale = k
	th.Background(screen)
	cx, cy := float64(g.w)/2, float64(g.h)/2
	panel := geom.R(cx-440*k, cy-225*k, 880*k, 420*k)
	th.Panel(screen, panel)
	th.ShadowText(screen, "Something went wrong", geom.V(cx, cy-180*k), widget.Font{Size: widget.Heading * 1.3, Bold: true}, widget.Center, widget.Cream)
	body := widget.Font{Size: widget.Body}
	lines := []string{"Kitchen Table ran into a problem it could not handle, and stopped that screen."}
	if c.saved {
		lines = append(lines, "Your game so far is saved: Continue picks it up (for FourCuatro, on its set-up screen).")
	}
	if c.setAside != "" {
		lines = append(lines, c.setAside)
	}
	lines = append(lines, "")
	if c.logPath != "" {
		lines = append(lines, "The details are in the log file:", c.logPath,
			"Sending it to us, with what you were doing, helps us fix this.")
	} else {
		lines = append(lines, "There is no log file to keep the details in.")
	}
	y := cy - 120*k
	m := widget.TextMeasure{Theme: th, Font: body}
	for _, l := range lines {
		for _, part := range textfit.Wrap(l, panel.W()-80*k, m) {
			th.Text(screen, part, geom.V(cx, y), body, widget.Center, widget.Cream)
			y += 28 * k
		}
		if l == "" {
			y += 18 * k
		}
	}
	small := widget.Font{Size: widget.Small, Italic: true}
	th.Text(screen, th.Fit(c.detail, small, panel.W()-80*k), geom.V(cx, y+14*k), small, widget.Center, widget.Muted)
	c.menu.Draw(screen, th)
	c.folder.Draw(screen, th)
	c.quit.Draw(screen, th)
	if c.note != "" {
		th.Text(screen, th.Fit(c.note, small, panel.W()-80*k), geom.V(cx, c.quit.Rect.Max.Y+24*k), small, widget.Center, widget.Muted)
	}
}

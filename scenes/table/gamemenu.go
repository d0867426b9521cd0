package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes"
)

// The Menu button opens the table's menu over the table: back to the
// game (Esc), Concede, and Save and leave. Concede asks first, naming
// whose loss it is; Enter concedes, Esc goes back. While the menu is open
// the game waits.

// gameMenu is the menu's state.
type gameMenu struct {
	open bool
	// conceding: the menu asks "Concede this game?".
	conceding bool
	pressed   int // the entry the press began on (-1: none)
}

// menuAct is what a menu entry does.
type menuAct uint8

const (
	menuResume      menuAct = iota // close the menu
	menuConcede                    // ask whether to concede
	menuLeave                      // save and leave the table
	menuConcedeYes                 // concede
	menuConcedeBack                // back to the menu
)

// menuEntry is one button of the menu.
type menuEntry struct {
	label, key string
	act        menuAct
	primary    bool
}

// menuEntries lists the menu's buttons as it is now.
func (s *tableMenu) menuEntries() []menuEntry {
	if s.menu.conceding {
		return []menuEntry{
			{label: "Concede", key: "Enter", act: menuConcedeYes, primary: true},
			{label: "Keep playing", key: "Esc", act: menuConcedeBack},
		}
	}
	out := []menuEntry{{label: "Back to the game", key: "Esc", act: menuResume, primary: true}}
	if s.ctrl.Results().CanConcede() {
		out = append(out, menuEntry{label: "Concede", act: menuConcede})
	}
	return append(out, menuEntry{label: "Save and leave", act: menuLeave})
}

// menuTitle and menuText are the menu's heading and the line under it.
func (s *tableMenu) menuTitle() (title, text string) {
	if s.menu.conceding {
		if v := s.ctrl.Viewer(); !s.ctrl.Replay().SpokenTo(v) {
			return "Concede this game?", "It counts as a loss for " + s.over.nameOf(v) + "."
		}
		return "Concede this game?", "It counts as a loss for you."
	}
	return "Menu", "The game waits while this is open."
}

// menuLayout returns the menu's panel and its buttons' rectangles.
func (s *tableMenu) menuLayout() (panel geom.Rect, buttons []geom.Rect) {
	sc := s.lay.Scale
	n := len(s.menuEntries())
	w, bh, gap := 360*sc, 40*sc, 10*sc
	h := 96*sc + float64(n)*(bh+gap) + 10*sc
	panel = geom.Centered(s.lay.Screen.Center(), w, h)
	y := panel.Min.Y + 96*sc
	for range n {
		buttons = append(buttons, geom.R(panel.Min.X+30*sc, y, w-60*sc, bh))
		y += bh + gap
	}
	return panel, buttons
}

// openMenu opens the menu on its first page.
func (s *tableMenu) openMenu() {
	s.menu = gameMenu{open: true, pressed: -1}
	s.ptr.ui.reset()
}

// handleMenu reads one frame's input while the menu is open.
func (s *tableMenu) handleMenu(ctx *scenes.Context) {
	in := ctx.In
	s.ptr.ui.cursor = in.Cursor
	switch {
	case in.KeyPressed(input.KeyEscape):
		if s.menu.conceding {
			s.menuDo(ctx, menuConcedeBack)
		} else {
			s.menuDo(ctx, menuResume)
		}
		return
	case in.KeyPressed(input.KeyEnter):
		if s.menu.conceding {
			s.menuDo(ctx, menuConcedeYes)
		} else {
			s.menuDo(ctx, menuResume)
		}
		return
	}
	panel, rects := s.menuLayout()
	at := -1
	for i, r := range rects {
		if r.Contains(in.Cursor) {
			at = i
		}
	}
	if in.Pressed[input.Left] {
		s.menu.pressed = at
		if at < 0 && !panel.Contains(in.Cursor) {
			s.menuDo(ctx, menuResume) // a click outside closes it
		}
	}
	if in.Released[input.Left] && s.menu.pressed >= 0 {
		if at == s.menu.pressed {
			s.feed.play("click")
			s.menuDo(ctx, s.menuEntries()[at].act)
		}
		s.menu.pressed = -1
	}
}

// menuDo carries out a menu entry.
func (s *tableMenu) menuDo(ctx *scenes.Context, a menuAct) {
	switch a {
	case menuResume:
		s.menu = gameMenu{pressed: -1}
	case menuConcede:
		s.menu.conceding = true
	case menuConcedeBack:
		s.menu.conceding = false
	case menuLeave:
		s.menu = gameMenu{pressed: -1}
		s.leave(ctx)
	case menuConcedeYes:
		s.menu = gameMenu{pressed: -1}
		if err := s.ctrl.Results().Concede(); err != nil {
			s.refused(err)
			return
		}
		s.relayoutIfChanged()
	}
}

// drawGameMenu draws the open menu over the dimmed table.
func (g *overlayPainter) drawGameMenu(s *Scene, dst *ebiten.Image) {
	if !s.tmenu.menu.open {
		return
	}
	sc := s.lay.Scale
	p := s.svc.Painter
	g.pr.rect(dst, s.lay.Screen, color.NRGBA{0, 0, 0, 150})
	panel, rects := s.tmenu.menuLayout()
	g.pr.glowAround(dst, panel.Center(), panel.W(), 0, color.NRGBA{0, 0, 0, 200})
	p.Panel(dst, panel, 12*sc, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x2d2419), paint.Hex(0x1d1711)}, Border: 2 * sc, BorderColor: paint.Hex(0xc99a2e), Bevel: 1.5 * sc})
	title, text := s.tmenu.menuTitle()
	g.labels.drawIn(dst, title, bold, 24*sc, inkGold, geom.R(panel.Min.X, panel.Min.Y+18*sc, panel.W(), 30*sc), 0.5)
	g.labels.drawIn(dst, text, regular, 15*sc, inkLight, geom.R(panel.Min.X+12*sc, panel.Min.Y+54*sc, panel.W()-24*sc, 22*sc), 0.5)
	for i, e := range s.tmenu.menuEntries() {
		b := rects[i]
		fill := paint.Fill{Stops: []color.NRGBA{paint.Hex(0x5a4a36), paint.Hex(0x3b3024)}, Border: 1.2 * sc, BorderColor: paint.Hex(0x8a7350), Bevel: 1.5 * sc}
		lab := inkLight
		switch {
		case e.act == menuConcedeYes:
			fill = paint.Fill{Stops: []color.NRGBA{paint.Hex(0xc0463a), paint.Hex(0x8a2a22)}, Border: 1.2 * sc, BorderColor: paint.Hex(0xf0a090), Bevel: 1.5 * sc}
		case e.primary:
			fill = paint.Fill{Stops: []color.NRGBA{paint.Hex(0xe9b949), paint.Hex(0xb07f1f)}, Border: 1.2 * sc, BorderColor: paint.Hex(0xffe29a), Bevel: 1.5 * sc}
			lab = inkDark
		}
		p.Panel(dst, b, 7*sc, fill)
		if b.Contains(s.ptr.ui.cursor) {
			g.pr.roundRect(dst, b, color.NRGBA{255, 255, 255, 36})
		}
		inner := b.Inset(8 * sc)
		if e.key != "" {
			kw := g.labels.measure(e.key, regular, 12*sc) + 10*sc
			kr := geom.R(inner.Max.X-kw, b.Center().Y-9*sc, kw, 18*sc)
			p.Panel(dst, kr, 4*sc, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 70}}, Border: 1 * sc, BorderColor: paint.Alpha(lab, 0.5)})
			g.labels.drawIn(dst, e.key, regular, 12*sc, lab, kr, 0.5)
		}
		g.labels.drawIn(dst, e.label, bold, 16*sc, lab, b.Inset(8*sc), 0.5)
	}
}

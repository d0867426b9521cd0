// Package menu is the main menu: the title over the felt, a fan of cards,
// and Play, Continue (when a game was left unfinished), FourCuatro,
// Settings and Quit.
package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/version"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// action is what a menu entry does.
type action uint8

const (
	play action = iota
	resume
	fourCuatro
	settings
	quit
)

// entry is one menu button.
type entry struct {
	btn widget.Button
	act action
}

// Scene is the main menu.
type Scene struct {
	svc     *scenes.Services
	th      *widget.Theme
	entries []*entry
	focus   int
	// notes are warnings from start-up (the player's card sets, the
	// settings file), shown small at the bottom.
	notes []string
	// version is the build's version, shown small in the corner.
	version string
	// err is the last failure of an entry, shown under the buttons.
	err string
	fan []*card.Def
	// cursor is where the cursor was last frame: the mouse takes the focus
	// only when it moves.
	cursor geom.Vec
	w, h   int
}

// New returns the main menu. notes are start-up warnings to show
// unobtrusively. Continue is offered when the store holds an unfinished
// game.
func New(svc *scenes.Services, notes ...string) *Scene {
	s := &Scene{svc: svc, th: widget.NewTheme(svc.Painter, svc.Fonts), notes: notes, version: "version " + version.String()}
	add := func(label string, a action, st widget.Style) {
		s.entries = append(s.entries, &entry{btn: widget.Button{Label: label, Style: st, FontSize: 22}, act: a})
	}
	if svc.Store != nil && svc.Store.HasGame() {
		add("Continue", resume, widget.Primary)
		add("New game", play, widget.Plain)
	} else {
		add("Play", play, widget.Primary)
	}
	add("FourCuatro", fourCuatro, widget.Plain)
	add("Settings", settings, widget.Plain)
	add("Quit", quit, widget.Quiet)
	if svc.Catalog != nil {
		s.fan = fanCards(svc.Catalog.Lib)
	}
	return s
}

// Labels returns the labels of the menu's entries, top to bottom.
func (s *Scene) Labels() []string {
	var l []string
	for _, e := range s.entries {
		l = append(l, e.btn.Label)
	}
	return l
}

// Err returns the error shown under the entries, or "".
func (s *Scene) Err() string { return s.err }

// Button returns the rectangle of the entry labelled label, as laid out by
// the last Update, and whether there is one.
func (s *Scene) Button(label string) (geom.Rect, bool) {
	for _, e := range s.entries {
		if e.btn.Label == label {
			return e.btn.Rect, true
		}
	}
	return geom.Rect{}, false
}

// layout places the entries for a w×h screen.
func (s *Scene) layout(w, h int, scale float64) {
	s.w, s.h = w, h
	s.th.Scale = scale
	x := float64(w)*0.09 + 10*scale
	y := float64(h)*0.42 + 0*scale
	// Five entries (with Continue) sit a little closer, to leave room for
	// the notes under them.
	bh, step := 58.0, 74.0
	if len(s.entries) > 4 {
		bh, step = 52, 64
	}
	for _, e := range s.entries {
		e.btn.Rect = geom.R(x, y, 340*scale, bh*scale)
		y += step * scale
	}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.layout(ctx.Width, ctx.Height, ctx.Scale())
	in := ctx.In
	n := len(s.entries)
	if in.KeyPressed(input.KeyDown) {
		s.focus = (s.focus + 1) % n
	}
	if in.KeyPressed(input.KeyUp) {
		s.focus = (s.focus + n - 1) % n
	}
	chosen := -1
	for i, e := range s.entries {
		if e.btn.Update(in) {
			chosen = i
		}
		if e.btn.Hovered() && in.Cursor != s.cursor {
			s.focus = i
		}
	}
	s.cursor = in.Cursor
	if in.KeyPressed(input.KeyEnter) || in.KeyPressed(input.KeySpace) {
		chosen = s.focus
	}
	for i, e := range s.entries {
		e.btn.Focused = i == s.focus
	}
	if chosen >= 0 {
		s.do(ctx, s.entries[chosen].act)
	}
	return nil
}

// do carries out an entry's action.
func (s *Scene) do(ctx *scenes.Context, a action) {
	nav := s.svc.Nav
	switch a {
	case play:
		ctx.Switch(nav.Setup())
	case fourCuatro:
		ctx.Switch(nav.FourCuatroSetup())
	case settings:
		ctx.Switch(nav.Settings(s))
	case quit:
		ctx.Quit()
	case resume:
		rec, err := s.svc.Store.LoadGame(s.svc.Catalog.Lib)
		if err != nil {
			s.err = fmt.Sprintf("The saved game could not be loaded: %v", err)
			return
		}
		next, err := nav.Play(rec)
		if err != nil {
			s.svc.Store.MarkGameBad()
			s.err = fmt.Sprintf("The saved game could not be resumed: %v", err)
			return
		}
		ctx.Switch(next)
	}
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	th := s.th
	th.Background(screen)
	s.drawFan(screen)
	w, h := float64(s.w), float64(s.h)
	x := float64(w)*0.09 + 10*th.Scale
	th.ShadowText(screen, "Kitchen Table", geom.V(x, h*0.2), widget.Font{Size: widget.Title, Bold: true}, widget.Start, widget.Cream)
	th.ShadowText(screen, "Card games against the computer, or each other", geom.V(x+th.Px(4), h*0.2+th.Px(60)), widget.Font{Size: 20, Italic: true}, widget.Start, widget.Parchment)
	for _, e := range s.entries {
		e.btn.Draw(screen, th)
	}
	last := s.entries[len(s.entries)-1].btn.Rect
	if s.err != "" {
		th.Notice(screen, s.err, geom.R(last.Min.X, last.Max.Y+th.Px(16), w*0.55, th.Px(40)), true)
	}
	y := h - th.Px(38)
	for i := len(s.notes) - 1; i >= 0; i-- {
		th.Message(screen, "⚠ "+s.notes[i], geom.R(x, y-th.Px(11), w-2*x, th.Px(22)), widget.Muted)
		y -= th.Px(22)
	}
	th.Text(screen, "↑ ↓ choose · Enter open · F11 full screen", geom.V(w-th.Px(40), h-th.Px(38)), widget.Font{Size: widget.Small}, widget.End, paint.Alpha(widget.Cream, 0.6))
	th.Text(screen, s.version, geom.V(w-th.Px(40), h-th.Px(16)), widget.Font{Size: 12}, widget.End, paint.Alpha(widget.Cream, 0.4))
}

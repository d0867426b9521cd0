// Package menu is the main menu: the title over the felt, a fan of cards,
// and Play, Continue (when a game was left unfinished), Decks (the deck
// editor), 421 league (the league list), FourCuatro, Join a table (a game
// hosted on another computer), Settings and Quit.
package menu

import (
	"errors"
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/version"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/store"
)

// action is what a menu entry does.
type action uint8

const (
	play action = iota
	resume
	decks
	leagues
	fourCuatro
	joinTable
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
	// notices are the sentences shown under the entries: the last
	// failure of an entry first, then the saves that failed since the
	// menu was last shown, then the warnings from start-up (the player's
	// card sets, the settings file, the log).
	notices []notice
	// more is where "there are more notes" is drawn; zero when all fit.
	more geom.Vec
	// version is the build's version, shown small in the corner.
	version string
	// err is the last failure of an entry, the first notice.
	err string
	fan []*card.Def
	// cursor is where the cursor was last frame: the mouse takes the focus
	// only when it moves.
	cursor geom.Vec
	w, h   int
	// noticesFor is the screen the notices were last wrapped for (zero:
	// they must be wrapped again).
	noticesFor noticeKey
}

// noticeKey is what the notices' layout depends on.
type noticeKey struct {
	w, h    int
	scale   float64
	entries int
}

// New returns the main menu. notes are start-up warnings to show
// unobtrusively, one sentence each; the saves that failed since the menu
// was last shown (store.Store.Failures) come before them. Continue is
// offered when the store holds an unfinished game.
func New(svc *scenes.Services, notes ...string) *Scene {
	s := &Scene{svc: svc, th: widget.NewTheme(svc.Painter, svc.Fonts), version: "version " + version.String()}
	if svc.Store != nil {
		for _, f := range svc.Store.Failures() {
			s.notices = append(s.notices, notice{text: f, bad: true})
		}
	}
	for _, n := range notes {
		s.notices = append(s.notices, notice{text: n})
	}
	s.makeEntries()
	if svc.Catalog != nil {
		s.fan = fanCards(svc.Catalog.Lib)
	}
	return s
}

// makeEntries makes the menu's entries: Continue and New game when the
// store holds an unfinished game, else Play.
func (s *Scene) makeEntries() {
	s.entries, s.focus = nil, 0
	add := func(label string, a action, st widget.Style) {
		s.entries = append(s.entries, &entry{btn: widget.Button{Label: label, Style: st, FontSize: 22}, act: a})
	}
	if s.svc.Store != nil && s.svc.Store.MainSave().Has() {
		add("Continue", resume, widget.Primary)
		add("New game", play, widget.Plain)
	} else {
		add("Play", play, widget.Primary)
	}
	add("Decks", decks, widget.Plain)
	add("421 league", leagues, widget.Plain)
	add("FourCuatro", fourCuatro, widget.Plain)
	add("Join a table", joinTable, widget.Plain)
	add("Settings", settings, widget.Plain)
	add("Quit", quit, widget.Quiet)
}

// Notices returns the sentences shown under the entries, in order.
func (s *Scene) Notices() []string {
	var out []string
	for _, n := range s.notices {
		out = append(out, n.text)
	}
	return out
}

// fail shows msg as the first notice, replacing the last failure, and
// remakes the entries (a save set aside is no longer offered).
func (s *Scene) fail(msg string) {
	if s.err != "" {
		s.notices = s.notices[1:]
	}
	s.err = msg
	s.notices = append([]notice{{text: msg, bad: true}}, s.notices...)
	s.makeEntries()
	s.noticesFor = noticeKey{} // wrap them again
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
	// Five entries and more (eight with Continue) sit closer, to leave room
	// for the notes under them.
	bh, step := 58.0, 74.0
	switch {
	case len(s.entries) > 7:
		bh, step = 38, 44
	case len(s.entries) > 6:
		bh, step = 40, 47
	case len(s.entries) > 5:
		bh, step = 44, 52
	case len(s.entries) > 4:
		bh, step = 48, 58
	}
	for _, e := range s.entries {
		e.btn.Rect = geom.R(x, y, 340*scale, bh*scale)
		y += step * scale
	}
	if k := (noticeKey{w, h, scale, len(s.entries)}); k != s.noticesFor {
		s.noticesFor = k
		s.layoutNotices()
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
	case decks:
		ctx.Switch(nav.DeckEditor("", func(string) scenes.Scene { return nav.Menu() }))
	case leagues:
		ctx.Switch(nav.Leagues())
	case fourCuatro:
		ctx.Switch(nav.FourCuatroSetup())
	case joinTable:
		ctx.Switch(nav.Join())
	case settings:
		ctx.Switch(nav.Settings(s))
	case quit:
		ctx.Quit()
	case resume:
		rec, err := s.svc.Store.MainSave().Load(s.svc.Catalog.Lib)
		var broken *store.BrokenError
		switch {
		case errors.As(err, &broken):
			s.fail(broken.Sentence("Your saved game"))
			return
		case err != nil:
			log.Printf("menu: the saved game could not be opened: %v", err)
			s.fail("Your saved game could not be opened: " + store.Reason(err) + ".")
			return
		}
		next, err := nav.Play(rec)
		if err != nil {
			s.fail(s.svc.Store.MainSave().MarkBad(err).Sentence("Your saved game"))
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
	s.drawNotices(screen)
	th.Text(screen, hints, geom.V(w-th.Px(40), h-th.Px(38)), widget.Font{Size: widget.Small}, widget.End, paint.Alpha(widget.Cream, 0.6))
	th.Text(screen, s.version, geom.V(w-th.Px(40), h-th.Px(16)), widget.Font{Size: 12}, widget.End, paint.Alpha(widget.Cream, 0.4))
}

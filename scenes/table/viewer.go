package table

import (
	"errors"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/scenes"
	"github.com/kitchentable/kitchentable/scenes/table/control"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// NewViewer returns a table that only shows the game c replays (a
// control.NewReplay controller): the real table, drawn as in play, but
// nothing the pointer does can act on the game. A click or right click
// on a card shows it large, a click on a pile opens it, the wheel
// scrolls the log; there is no Menu button, and the table never leaves
// by itself or saves anything. Whoever shows it moves the game on
// (control.Controller.Advance), updates it every tick and decides how
// to leave.
func NewViewer(svc *scenes.Services, c *control.Controller) (*Scene, error) {
	if svc == nil || svc.Settings == nil {
		return nil, errors.New("table: no services or settings")
	}
	if c == nil || !c.Replay().Replaying() {
		return nil, errors.New("table: a viewer needs a replay")
	}
	// The viewer's own services: settings of its own (its animation
	// speed), no store (nothing to save) and no Nav (nowhere to go).
	own := *svc
	set := *svc.Settings
	own.Settings, own.Store, own.Nav = &set, nil, nil
	s := &Scene{svc: &own, ctrl: c, ended: true}
	s.init()
	return s, nil
}

// SetAnimSpeed sets a viewer's animation speed (the settings' scale: 1
// is normal, 0 no animation); a replay plays faster or slower with it.
func (s *Scene) SetAnimSpeed(v float64) { s.svc.Settings.AnimSpeed = max(0, v) }

// AnimSpeed returns the animation speed the table moves at.
func (s *Scene) AnimSpeed() float64 { return s.svc.Settings.AnimSpeed }

// Busy reports whether something still moves on the table: cards on
// their way, or a scheme being shown set in motion.
func (s *Scene) Busy() bool { return s.mo.busy || s.schemep.flip.on() }

// Overlay reports whether a card shown large or an open pile covers the
// table; Escape closes it first.
func (s *Scene) Overlay() bool {
	return s.ptr.ui.zoom != rules.NoObj || s.ptr.ui.browse != rules.NoSeat
}

// Show makes a viewer show the game c replays instead, at once: nothing
// animates from the old position to the new one (a replay stepping back
// or jumping), and the table's drawing (faces, text) is kept. The old
// controller is closed.
func (s *Scene) Show(c *control.Controller) {
	if c == nil || c == s.ctrl || !c.Replay().Replaying() {
		return
	}
	s.ctrl.Close()
	s.ctrl = c
	cursor := s.ptr.ui.cursor
	s.ptr.ui.reset()
	s.ptr.ui.cursor, s.ptr.ui.logScroll = cursor, 0
	s.mo = motion{pin: rules.NoObj}
	s.schemep.flip = schemeFlip{}
	s.schemep.schemes = schemeViewer{}
	s.laidOut = false
	s.side.log, s.side.logSrc, s.side.logViewer = s.side.log[:0], 0, rules.NoSeat
	if s.gfx != nil {
		s.gfx.staticDirty = true
	}
}

// Log returns the log lines the table shows (for tests).
func (s *Scene) Log() []string { return s.ctrl.Log() }

// handleViewInput reads one frame's input at a viewer: looking only.
func (s *pointerInput) handleViewInput(ctx *scenes.Context) {
	in, p := ctx.In, &s.ui
	p.cursor = in.Cursor
	if s.schemep.flip.on() && in.Pressed[input.Left] {
		s.schemep.skipFlip()
		return
	}
	if in.KeyPressed(input.KeyEscape) {
		if p.zoom != rules.NoObj {
			p.zoom = rules.NoObj
		} else {
			p.browse = rules.NoSeat
		}
	}
	s.side.wheelSidebar(p, in.Wheel)
	if in.Pressed[input.Right] {
		if p.zoom != rules.NoObj {
			p.zoom = rules.NoObj
		} else if obj := s.cardAt(p.cursor); obj != rules.NoObj {
			p.zoom = obj
		}
	}
	if in.Pressed[input.Left] {
		s.viewPress(p.cursor)
	}
	s.updateHover()
}

// viewPress is a viewer's click: it closes what is open, shows a card
// large or opens a pile.
func (s *pointerInput) viewPress(at geom.Vec) {
	p := &s.ui
	if s.Overlay() {
		s.press(at) // closes the zoom, or works the open pile
		return
	}
	h := s.lay.Hit(at)
	switch h.Kind {
	case layout.HitGraveyard:
		p.browse, p.browseZone = h.Seat, rules.ZoneGraveyard
	case layout.HitExile:
		p.browse, p.browseZone = h.Seat, rules.ZoneExile
	case layout.HitSchemes:
		p.browse, p.browseZone = h.Seat, rules.ZoneCommand
	case layout.HitPile:
		p.browse, p.browseZone = s.ctrl.Viewer(), rules.ZonePile
	case layout.HitRemoved:
		p.browse, p.browseZone = s.ctrl.Viewer(), rules.ZoneRemoved
	default:
		if obj := s.cardAt(at); obj != rules.NoObj {
			p.zoom = obj
		}
		return
	}
	s.feed.play("click")
}

// Corners returns where a viewer's prompt panel and its missing Menu
// button are, laid out at the last Update, for the controls of whoever
// shows it.
func (s *Scene) Corners() (prompt, menu geom.Rect) { return s.lay.PromptArea, s.lay.Menu }

package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/internal/seedfield"
)

// draw draws the main game's set-up.
func (s *Scene) draw(screen *ebiten.Image) {
	th := s.th
	th.Background(screen)
	th.ShadowText(screen, "New game", s.at(70, 54), widget.Font{Size: 38, Bold: true}, widget.Start, widget.Cream)
	th.Text(screen, "Quick set-up", s.at(px0(s)-14, 54), widget.Font{Size: widget.Small, Italic: true}, widget.End, widget.Parchment)
	for i := range s.presets {
		s.presets[i].Draw(screen, th)
	}
	th.Panel(screen, s.panel)
	head := widget.Font{Size: widget.Small, Bold: true}
	muted := paint.Alpha(widget.Parchment, 0.85)
	s.drawMode(screen, head, muted)
	th.Text(screen, "NAME", s.at(122, s.headY()), head, widget.Start, muted)
	th.Text(screen, "PLAYED BY", s.at(367, s.headY()), head, widget.Start, muted)
	th.Text(screen, s.deckHead(), s.at(672, s.headY()), head, widget.Start, muted)
	s.seats.draw(screen)
	s.add.Draw(screen, th)
	s.drawBalance(screen)
	seedfield.DrawFooter(screen, th, widget.Design{Origin: geom.V(s.ox, s.oy), Scale: s.scale}, &s.seed, &s.back, &s.start, s.Err())
	s.mode.DrawList(screen, th)
	s.shared.DrawList(screen, th)
	s.collection.choice.DrawList(screen, th)
	s.live.library.DrawList(screen, th)
	s.live.start.DrawList(screen, th)
	for _, r := range s.seats.rows {
		r.who.DrawList(screen, th)
		r.deck.DrawList(screen, th)
		r.theme.DrawList(screen, th)
	}
	s.pick.picker.Draw(screen, th)
}

// at maps a point of the 1280×720 design onto the screen.
func (s *Scene) at(x, y float64) geom.Vec {
	return geom.V(s.ox+x*s.scale, s.oy+y*s.scale)
}

// px0 is the left edge of the presets in the design.
func px0(s *Scene) float64 {
	if len(s.presets) == 0 {
		return 1210
	}
	return (s.presets[0].Rect.Min.X - s.ox) / s.scale
}

// drawPath draws a file's path field and its Browse button and, left of
// them in a line w wide in the design, what is wrong with the file
// (pathErr) or else hint.
func (s *Scene) drawPath(screen *ebiten.Image, path *widget.TextField, browse *widget.Button, w float64, pathErr, hint string) {
	th := s.th
	path.Draw(screen, th)
	browse.Draw(screen, th)
	line := geom.R(s.ox+120*s.scale, path.Rect.Min.Y, w*s.scale, path.Rect.H())
	if pathErr != "" {
		th.Message(screen, widget.Capital(pathErr), line, widget.Danger)
		return
	}
	th.Message(screen, hint, line, widget.Parchment)
}

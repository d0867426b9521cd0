package setup

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/variant"
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
	for i, r := range s.seats {
		c := geom.V(s.ox+85*s.scale, r.name.Rect.Center().Y)
		disc := widget.Brass
		if s.schemes() == variant.FirstSeatSchemes && s.themeSeat(i) {
			disc = widget.Danger // the archenemy stands apart from the team
		}
		th.Painter.Circle(screen, c, th.Px(17), paint.Fill{Stops: []color.NRGBA{disc, paint.Darken(disc, 0.3)}, Gradient: paint.Radial})
		th.Text(screen, fmt.Sprint(i+1), c, widget.Font{Size: 18, Bold: true}, widget.Center, widget.Ink)
		r.name.Draw(screen, th)
		r.who.Draw(screen, th)
		if !r.theme.Rect.Empty() {
			r.theme.Draw(screen, th)
		} else if r.deck.Rect.Empty() {
			th.Text(screen, s.deckNote(), geom.V(s.ox+672*s.scale, r.name.Rect.Center().Y), widget.Font{Size: widget.Body, Italic: true}, widget.Start, widget.Parchment)
		} else {
			r.deck.Draw(screen, th)
		}
		r.remove.Draw(screen, th)
		if !r.path.Rect.Empty() {
			r.path.Draw(screen, th)
			r.browse.Draw(screen, th)
			line := geom.R(s.ox+120*s.scale, r.path.Rect.Min.Y, 535*s.scale, r.path.Rect.H())
			if r.pathErr != "" {
				th.Message(screen, widget.Capital(r.pathErr), line, widget.Danger)
			} else {
				th.Message(screen, "Deck file: one card per line, as “4 Card Name”", line, widget.Parchment)
			}
		}
	}
	s.add.Draw(screen, th)
	s.drawBalance(screen)
	seedfield.DrawFooter(screen, th, widget.Design{Origin: geom.V(s.ox, s.oy), Scale: s.scale}, &s.seed, &s.back, &s.start, s.Err())
	s.mode.DrawList(screen, th)
	s.shared.DrawList(screen, th)
	s.collection.DrawList(screen, th)
	s.live.library.DrawList(screen, th)
	s.live.start.DrawList(screen, th)
	for _, r := range s.seats {
		r.who.DrawList(screen, th)
		r.deck.DrawList(screen, th)
		r.theme.DrawList(screen, th)
	}
	s.picker.Draw(screen, th)
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

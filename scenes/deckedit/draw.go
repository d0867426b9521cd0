package deckedit

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/internal/deckpointer"
)

// The colours of the colour switches, the mana pips and the curve: white,
// blue, black, red, green, colourless, multicoloured.
var manaInk = [numColours]color.NRGBA{
	paint.Hex(0xf3ead0), paint.Hex(0x5b9ad6), paint.Hex(0x4d4442), paint.Hex(0xd8603c),
	paint.Hex(0x4f9a5e), paint.Hex(0xb9b0a1), paint.Hex(0xd9b347),
}

// good is the colour of a deck ready to play.
var good = paint.Hex(0x9fd89a)

// schemeInk and ongoingInk mark a scheme's row: one that happens once, an
// ongoing one.
var schemeInk, ongoingInk = paint.Hex(0x9a6fc0), paint.Hex(0xc06f8e)

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	th.Background(screen)
	if s.build != nil {
		f := widget.Font{Size: 22, Bold: true}
		th.ShadowText(screen, th.Fit(s.build.Title, f, 560*d.Scale), d.At(30, 38), f, widget.Start, widget.Cream)
		for _, b := range []*widget.Button{&s.files.save, &s.files.imp, &s.files.exp, &s.files.exit} {
			b.Draw(screen, th)
		}
		if s.build.Suggest != nil {
			s.files.suggest.Draw(screen, th)
		}
	} else {
		s.files.name.Draw(screen, th)
		for _, b := range []*widget.Button{&s.files.newB, &s.files.open, &s.files.save, &s.files.del, &s.files.imp, &s.files.exp, &s.files.exit} {
			b.Draw(screen, th)
		}
	}
	if s.files.changed() && s.build == nil {
		th.Text(screen, "unsaved changes", d.At(1100, 38), widget.Font{Size: widget.Small, Italic: true}, widget.End, paint.Alpha(widget.Cream, 0.8))
	}
	s.filters.drawFilters(screen)
	s.drawGrid(screen)
	s.column.drawDeck(screen)
	s.drawMessage(screen)
	u := s.ui
	if u.zoom != nil {
		s.drawCard(screen, u.zoom, s.zoomRect(u.hoverAt, u.hoverDeck))
	}
	if pk, ok := u.ptr.Dragged(); ok {
		s.drawCard(screen, pk.Def, geom.Centered(u.cursor, s.cellW*d.Scale, s.cellH*d.Scale))
	}
	s.set.DrawList(screen, th)
	s.filters.themeFrom.DrawList(screen, th)
	switch {
	case s.list != nil:
		s.list.draw(screen, th)
	case s.panel != nil:
		s.panel.draw(screen, th, d)
	case s.ask != nil:
		s.ask.Draw(screen, th)
	}
}

// drawCard draws d's face in r: a scheme's landscape face, or a card's.
func (s *Scene) drawCard(dst *ebiten.Image, d *card.Def, r geom.Rect) {
	if s.svc.Faces == nil {
		return
	}
	w := int(r.W() + 0.5)
	img := s.svc.Faces.Face(d, w)
	if cardface.IsScheme(d) {
		img = s.svc.Faces.SchemeFace(d, w)
	}
	cardface.DrawCard(dst, img, cardface.Placement{Center: r.Center(), Width: r.W()})
}

// drawGrid draws the browser's cards, each with its copies in the deck,
// and the scroll bar.
func (s *Scene) drawGrid(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	u := s.ui
	u.drawGridTarget(screen, th, u.grid.Inset(-th.Px(8)), 14, u.deckArea)
	if len(s.shown) == 0 {
		th.Text(screen, "No card matches the search and the filters.", u.grid.Center(), widget.Font{Size: widget.Body, Italic: true}, widget.Center, widget.Parchment)
	}
	for i, r := range u.cells {
		c := s.shown[s.first+i]
		if u.ptr.IsDragged(deckpointer.Pick[*card.Def]{Def: c}) {
			th.Painter.Panel(screen, r, th.Px(6), paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 255}}, Alpha: 0.25})
			continue
		}
		if u.ptr.Hovers(deckpointer.Pick[*card.Def]{Def: c}) {
			th.Painter.Panel(screen, r.Inset(-th.Px(3)), th.Px(8), paint.Flat(paint.Alpha(widget.Focus, 0.7)))
		}
		s.drawCard(screen, c, r)
		n := s.count[c]
		most, hard := s.src.Copies(c)
		if hard && n >= most {
			th.Painter.Panel(screen, r, th.Px(5), paint.Fill{Stops: []color.NRGBA{{0x20, 0x14, 0x0a, 255}}, Alpha: 0.55})
			th.Text(screen, "all in", r.Center(), widget.Font{Size: widget.Small, Bold: true}, widget.Center, widget.Cream)
		}
		if s.build != nil && most-n > 0 {
			left := fmt.Sprintf("%d left", most-n)
			at := geom.V(r.Center().X, r.Max.Y-th.Px(9))
			f := widget.Font{Size: 12, Bold: true}
			w := th.Measure(left, f) + th.Px(10)
			th.Painter.Panel(screen, geom.Centered(at, w, th.Px(16)), th.Px(5), paint.Fill{Stops: []color.NRGBA{{0x20, 0x14, 0x0a, 255}}, Alpha: 0.75})
			th.Text(screen, left, at, f, widget.Center, widget.Cream)
		}
		if n > 0 {
			fill := widget.Brass
			if most >= 0 && n > most {
				fill = widget.Danger
			}
			at := geom.V(r.Max.X-th.Px(12), r.Min.Y+th.Px(30))
			th.Painter.Circle(screen, at, th.Px(12), paint.Fill{Stops: []color.NRGBA{paint.Lighten(fill, 0.25), fill}, Gradient: paint.Radial, Border: th.Px(1.5), BorderColor: widget.Ink})
			th.Text(screen, fmt.Sprint(n), at, widget.Font{Size: 14, Bold: true}, widget.Center, widget.Ink)
		}
	}
	if c, rs := s.gridCols, s.gridRows; len(s.shown) > c*rs {
		track := d.R(browseX+browseW+6, gridY, 5, gridH)
		th.Painter.Panel(screen, track, th.Px(2.5), paint.Flat(paint.Alpha(widget.FeltDark, 0.7)))
		lines := (len(s.shown) + c - 1) / c
		h := track.H() * float64(rs) / float64(lines)
		y := track.Min.Y + (track.H()-h)*float64(s.first/c)/float64(max(1, lines-rs))
		th.Painter.Panel(screen, geom.R(track.Min.X, y, track.W(), h), th.Px(2.5), paint.Flat(widget.Brass))
	}
}

// drawMessage draws the last action's message, or what the grid shows and
// how to use it.
func (s *Scene) drawMessage(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	if s.msg != "" {
		th.Notice(screen, s.msg, d.R(browseX, messageY-14, browseW, 28), s.bad)
		return
	}
	noun, into := "cards", "a card into the deck"
	if s.onSchemes() {
		noun, into = "schemes", "a scheme into the scheme deck"
	}
	shown := "no " + noun
	if n := len(s.shown); n > 0 {
		shown = fmt.Sprintf("%s %d–%d of %d", noun, s.first+1, min(n, s.first+s.gridCols*s.gridRows), n)
	}
	hint := shown + " · click or drag " + into + " · right-click takes it out · wheel: more"
	f := widget.Font{Size: widget.Small, Italic: true}
	th.ShadowText(screen, th.Fit(hint, f, browseW*d.Scale), d.At(browseX+4, messageY), f, widget.Start, widget.Parchment)
}

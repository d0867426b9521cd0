package draftbuild

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
)

var glow = paint.Hex(0x7fe3ff)

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image) {
	th := s.th
	th.Background(screen)
	if s.curtain {
		c := s.d.At(640, 340)
		th.ShadowText(screen, possessive(s.cfg.Player)+" turn to build a deck", c, widget.Font{Size: 34, Bold: true}, widget.Center, widget.Cream)
		th.Text(screen, "Pass the computer to "+s.cfg.Player+" — click when you're ready.", c.Add(geom.V(0, 46*s.d.Scale)), widget.Font{Size: 17, Italic: true}, widget.Center, widget.Parchment)
		return
	}
	th.ShadowText(screen, fmt.Sprintf("%s draft — build a deck of at least %d cards", possessive(s.cfg.Player), s.cfg.Min), s.d.At(20, 34), widget.Font{Size: 26, Bold: true}, widget.Start, widget.Cream)
	for _, a := range []struct {
		r     geom.Rect
		title string
	}{{s.poolArea(), fmt.Sprintf("POOL — %d cards left out (click or drag a card into the deck)", len(s.cfg.Pool)-s.size())}, {s.deckArea(), fmt.Sprintf("DECK — %d cards", s.size())}} {
		ink := color.NRGBA{255, 255, 255, 40}
		if s.press.Dragging() && a.r.Contains(s.cursor) {
			ink = paint.Alpha(glow, 0.8)
		}
		th.Painter.Panel(screen, a.r, 12*s.d.Scale, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 60}}, Border: 1.5 * s.d.Scale, BorderColor: ink})
		th.Text(screen, a.title, a.r.Min.Add(geom.V(12*s.d.Scale, 14*s.d.Scale)), widget.Font{Size: widget.Small, Bold: true}, widget.Start, widget.Parchment)
		for c := 0; c < columns; c++ {
			label := fmt.Sprint(c)
			if c == columns-1 {
				label += "+"
			}
			x := a.r.Min.X + (float64(c)*columnW+columnW/2)*s.d.Scale
			th.Text(screen, label, geom.V(x, a.r.Max.Y-10*s.d.Scale), widget.Font{Size: 12}, widget.Center, paint.Alpha(widget.Parchment, 0.6))
		}
	}
	w := int(cardW * s.d.Scale)
	dragged, dragging := s.press.Dragged()
	under := s.cardAt(s.cursor)
	for _, i := range s.order() {
		if dragging && i == dragged {
			continue
		}
		r := s.rects[i]
		if i == under {
			th.Painter.Panel(screen, r.Inset(-3*s.d.Scale), 8*s.d.Scale, paint.Fill{Stops: []color.NRGBA{paint.Alpha(glow, 0.6)}})
		}
		cardface.DrawCard(screen, s.svc.Faces.Face(s.cfg.Pool[i], w), cardface.Placement{Center: r.Center(), Width: r.W()})
	}
	s.drawStats(screen)
	for _, b := range []*widget.Button{&s.suggest, &s.clear, &s.all, &s.back, &s.done} {
		b.Draw(screen, th)
	}
	if s.err != "" {
		th.Notice(screen, s.err, s.d.R(1010, 600, 250, 40), true)
	}
	hovered, _ := s.hover.Item()
	if dragging {
		cardface.DrawCard(screen, s.svc.Faces.Face(s.cfg.Pool[dragged], w), cardface.Placement{Center: s.cursor, Width: float64(w)})
	} else if s.hover.Dwelled(s.svc.HoverZoomMillis()) {
		zw := 250 * s.d.Scale
		at := s.d.At(1135, 220)
		if s.cursor.X > at.X-zw {
			at = s.d.At(140, 220)
		}
		cardface.DrawCard(screen, s.svc.Faces.Face(s.cfg.Pool[hovered], int(zw)), cardface.Placement{Center: at, Width: zw})
	}
}

// colourCounts counts the deck's cards by colour: W U B R G, then
// multicoloured, then colourless.
func colourCounts(deck []*card.Def) [7]int {
	var n [7]int
	for _, d := range deck {
		cs := d.Colors & mana.AllColors
		switch cs.Count() {
		case 0:
			n[6]++
		case 1:
			n[cs.Colors()[0]]++
		default:
			n[5]++
		}
	}
	return n
}

// curve counts the deck's cards by mana value, 6 and more together.
func curve(deck []*card.Def) [columns]int {
	var n [columns]int
	for _, d := range deck {
		n[min(d.Cost.ManaValue(), columns-1)]++
	}
	return n
}

// drawStats draws the deck's count against the minimum, its colours and
// its curve.
func (s *Scene) drawStats(screen *ebiten.Image) {
	th := s.th
	p := s.d.R(1004, 70, 262, 386)
	th.Panel(screen, p)
	n := s.size()
	ink := widget.Danger
	if n >= s.cfg.Min {
		ink = paint.Hex(0x9ee08a)
	}
	th.Text(screen, fmt.Sprintf("%d / %d cards", n, s.cfg.Min), s.d.At(1020, 96), widget.Font{Size: 24, Bold: true}, widget.Start, ink)
	deck := s.Deck()
	labels := []string{"White", "Blue", "Black", "Red", "Green", "Multicoloured", "Colourless"}
	for i, c := range colourCounts(deck) {
		th.Text(screen, fmt.Sprintf("%s %d", labels[i], c), s.d.At(1020, 130+float64(i)*20), widget.Font{Size: 14}, widget.Start, widget.Parchment)
	}
	th.Text(screen, "Mana curve", s.d.At(1020, 282), widget.Font{Size: 14, Bold: true}, widget.Start, widget.Cream)
	cv := curve(deck)
	most := 1
	for _, c := range cv {
		most = max(most, c)
	}
	for i, c := range cv {
		h := 100 * float64(c) / float64(most)
		x := 1024 + float64(i)*33
		th.Painter.Panel(screen, s.d.R(x, 410-h, 24, h), 3*s.d.Scale, paint.Flat(widget.Brass))
		th.Text(screen, fmt.Sprint(c), s.d.At(x+12, 402-h), widget.Font{Size: 11}, widget.Center, widget.Cream)
		label := fmt.Sprint(i)
		if i == columns-1 {
			label += "+"
		}
		th.Text(screen, label, s.d.At(x+12, 424), widget.Font{Size: 11}, widget.Center, widget.Parchment)
	}
	th.Text(screen, "No lands needed: any card can be one.", s.d.At(1020, 446), widget.Font{Size: 11, Italic: true}, widget.Start, paint.Alpha(widget.Parchment, 0.8))
}

// possessive is "Your" for a player called "You", else "NAME's".
func possessive(name string) string {
	if name == "You" {
		return "Your"
	}
	return name + "'s"
}

package deckedit

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/fcface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

// Draw implements scenes.Scene.
func (s *FourCuatro) Draw(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	th.Background(screen)
	th.ShadowText(screen, "Deck builder", d.At(56, 50), widget.Font{Size: 34, Bold: true}, widget.Start, widget.Cream)
	th.Text(screen, "Name", d.At(408, 50), widget.Font{Size: widget.Small, Bold: true}, widget.End, widget.Parchment)
	s.name.Draw(screen, th)
	s.save.Draw(screen, th)
	s.load.Draw(screen, th)
	s.drawList(screen)
	s.drawDeck(screen)
	if s.msg != "" {
		th.Notice(screen, s.msg, d.R(fcGridX, 600, fcCols*(fcCardW+fcGapX)-fcGapX, 40), s.bad)
	} else {
		th.ShadowText(screen, "Click a card or drag it into the deck to add it · right-click it, or drag it out, to take it back",
			d.At(fcGridX+4, 620), widget.Font{Size: widget.Small, Italic: true}, widget.Start, widget.Parchment)
	}
	for _, b := range []*widget.Button{&s.exit, &s.clear, &s.fill, &s.done} {
		b.Draw(screen, th)
	}
	if z := s.ui.zoom; z != nil {
		// The card as it looks at the table.
		zr := s.zoomRect(s.ui.hoverAt, s.ui.hoverDeck)
		th.Painter.Panel(screen, zr.Translate(geom.V(th.Px(5), th.Px(8))), th.Px(12), paint.Fill{Stops: []color.NRGBA{{A: 255}}, Alpha: 0.45})
		s.faces().Draw(screen, z, zr.Center(), zr.W(), false)
	}
	if pk, ok := s.ui.ptr.Dragged(); ok {
		w := fcCardW * d.Scale
		s.drawFace(screen, pk.Def, geom.Centered(s.ui.cursor, w, w*1.4))
	}
	s.load.DrawList(screen, th)
}

// fcAllInWash is the pale wash over a card whose copies are all in the deck.
var fcAllInWash = paint.Hex(0xd9d2c3)

// fcAllInBadge is where a card at r whose copies are all in the deck says
// so: over its foot, where its kind is written, below its name.
func fcAllInBadge(r geom.Rect, scale float64) geom.Rect {
	return geom.R(r.Min.X+4*scale, r.Max.Y-24*scale, r.W()-8*scale, 20*scale)
}

// faces returns the FourCuatro faces for the theme's scale.
func (s *FourCuatro) faces() *fcface.Faces {
	if s.fc == nil || s.fcScale != s.th.Scale {
		s.fc, s.fcScale = fcface.New(s.th), s.th.Scale
	}
	return s.fc
}

// drawList draws the card grid, each card with its circles under it:
// filled for the copies left, hollow for those in the deck.
func (s *FourCuatro) drawList(screen *ebiten.Image) {
	th := s.th
	s.ui.drawGridTarget(screen, th, s.ui.listArea, 16, s.ui.deckArea)
	for i, c := range s.cards {
		r := s.ui.cells[i]
		s.drawFace(screen, c, r)
		in := s.count[c]
		if in >= c.Count {
			// Washed pale (the name stays dark on it) with a badge at the
			// foot, where the kind is written, over nothing else.
			th.Painter.Panel(screen, r, th.Px(6), paint.Fill{Stops: []color.NRGBA{fcAllInWash}, Alpha: 0.5})
			th.Painter.Panel(screen, fcAllInBadge(r, th.Scale), th.Px(8), paint.Fill{Stops: []color.NRGBA{paint.Hex(0x3a2a1c)}, Border: th.Px(1), BorderColor: widget.Brass})
			th.Text(screen, "all in the deck", fcAllInBadge(r, th.Scale).Center(), widget.Font{Size: 11, Bold: true}, widget.Center, widget.Cream)
		}
		if r == s.ui.hoverAt && !s.ui.hoverDeck {
			th.Painter.Panel(screen, r.Inset(-th.Px(2)), th.Px(7), paint.Fill{Stops: []color.NRGBA{{}}, Alpha: 0.01, Border: th.Px(2.5), BorderColor: widget.Focus})
		}
		step := th.Px(12)
		x := r.Center().X - float64(c.Count-1)*step/2
		y := r.Max.Y + th.Px(11)
		for k := range c.Count {
			at := geom.V(x+float64(k)*step, y)
			if k < c.Count-in {
				th.Painter.Circle(screen, at, th.Px(4.5), paint.Fill{Stops: []color.NRGBA{widget.Cream, widget.Brass}, Gradient: paint.Radial})
			} else {
				th.Painter.Circle(screen, at, th.Px(4.5), paint.Fill{Stops: []color.NRGBA{paint.Alpha(widget.FeltDark, 0.6)}, Border: th.Px(1.2), BorderColor: widget.Brass})
			}
		}
	}
}

// drawDeck draws the deck panel: the total, the deck's cards, the counts
// by kind and by cost, and what keeps the deck from being played.
func (s *FourCuatro) drawDeck(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	area := s.ui.deckArea
	s.ui.drawDeckPanel(screen, th, area)
	th.Text(screen, "DECK", d.At(fcDeckX+18, 120), deckHead, widget.Start, deckMuted)
	total := fmt.Sprintf("%d / %d", s.total, s.rules.Size())
	col := widget.Cream
	if s.total > s.rules.Size() {
		col = widget.Danger
	}
	th.Text(screen, total, d.At(fcDeckX+fcDeckW-18, 120), widget.Font{Size: widget.Heading, Bold: true}, widget.End, col)
	if len(s.ui.rows) == 0 {
		th.Text(screen, "Empty: add cards from the left", d.At(fcDeckX+fcDeckW/2, 290), widget.Font{Size: widget.Body, Italic: true}, widget.Center, deckMuted)
	}
	for _, row := range s.ui.rows {
		s.drawRow(screen, row)
	}
	th.Painter.Panel(screen, d.R(fcDeckX+16, 456, fcDeckW-32, 1.5), 0, paint.Flat(paint.Alpha(widget.Brass, 0.4)))
	s.drawCurve(screen)
	if p := s.Problem(); p != "" {
		th.Message(screen, p, d.R(fcDeckX+18, 604, fcDeckW-36, 24), widget.Danger)
	} else {
		th.Message(screen, "Ready to play", d.R(fcDeckX+18, 604, fcDeckW-36, 24), paint.Hex(0x9fd89a))
	}
}

// drawRow draws one deck row: the cost (or T for a trap), the name and the
// copies.
func (s *FourCuatro) drawRow(screen *ebiten.Image, row fcRow) {
	th := s.th
	r := row.r
	bg := paint.Alpha(widget.Cream, 0.08)
	if r == s.ui.hoverAt && s.ui.hoverDeck {
		bg = paint.Alpha(widget.Focus, 0.3)
	}
	th.Painter.Panel(screen, r, th.Px(5), paint.Flat(bg))
	band, label := fcface.SpellColor, fmt.Sprint(row.d.Cost)
	if row.d.Kind == fourcuatro.Trap {
		band, label = fcface.TrapColor, "T"
	}
	pip := geom.V(r.Min.X+r.H()/2, r.Center().Y)
	th.Painter.Circle(screen, pip, r.H()*0.38, paint.Flat(paint.Lighten(band, 0.1)))
	th.Text(screen, label, pip, widget.Font{Size: 12, Bold: true}, widget.Center, widget.Cream)
	n := fmt.Sprintf("×%d", s.count[row.d])
	f := widget.Font{Size: 14}
	nw := th.Measure(n, widget.Font{Size: 14, Bold: true})
	th.Text(screen, n, geom.V(r.Max.X-th.Px(6), r.Center().Y), widget.Font{Size: 14, Bold: true}, widget.End, widget.Cream)
	name := th.Fit(row.d.Name, f, r.W()-r.H()-nw-th.Px(14))
	th.Text(screen, name, geom.V(r.Min.X+r.H()+th.Px(3), r.Center().Y), f, widget.Start, widget.Cream)
}

// drawCurve draws the counts by kind and a bar for each cost and for the
// traps.
func (s *FourCuatro) drawCurve(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	var costs [5]int // by cost 1–4, then traps
	spells, traps := 0, 0
	for c, n := range s.count {
		if c.Kind == fourcuatro.Trap {
			costs[4] += n
			traps += n
		} else {
			costs[min(max(c.Cost, 1), 4)-1] += n
			spells += n
		}
	}
	th.Text(screen, plural(spells, "spell")+" · "+plural(traps, "trap"), d.At(fcDeckX+18, 478), widget.Font{Size: widget.Small, Bold: true}, widget.Start, widget.Cream)
	most := 1
	for _, n := range costs {
		most = max(most, n)
	}
	labels := [5]string{"1", "2", "3", "4", "Trap"}
	const barW, barGap, baseY, tall = 48.0, 16.0, 574.0, 70.0
	x0 := fcDeckX + (fcDeckW-5*barW-4*barGap)/2
	for i, n := range costs {
		x := x0 + float64(i)*(barW+barGap)
		band := fcface.SpellColor
		if i == 4 {
			band = fcface.TrapColor
		}
		h := tall * float64(n) / float64(most)
		th.Painter.Panel(screen, d.R(x, baseY-tall, barW, tall), th.Px(4), paint.Flat(paint.Alpha(widget.FeltDark, 0.45)))
		if n > 0 {
			th.Painter.Panel(screen, d.R(x, baseY-h, barW, h), th.Px(4), paint.Fill{Stops: []color.NRGBA{paint.Lighten(band, 0.2), band}, Gradient: paint.Vertical})
			// The count sits inside a bar tall enough, else on top of it.
			ly := baseY - h + 10
			if h < 22 {
				ly = baseY - h - 9
			}
			th.Text(screen, fmt.Sprint(n), d.At(x+barW/2, ly), widget.Font{Size: 13, Bold: true}, widget.Center, widget.Cream)
		}
		th.Text(screen, labels[i], d.At(x+barW/2, baseY+12), widget.Font{Size: 13}, widget.Center, widget.Parchment)
	}
}

// drawFace draws card d as the grid shows it in r: a band with its cost
// (a spell) or "trap", its circles, its name and kind. (The zoom shows
// the card's face as at the table.)
func (s *FourCuatro) drawFace(dst *ebiten.Image, d *fourcuatro.Def, r geom.Rect) {
	th := s.th
	k := r.W() / th.Scale / fcCardW // the card's size against a grid card
	px := func(v float64) float64 { return th.Px(v * k) }
	band := fcface.SpellColor
	if d.Kind == fourcuatro.Trap {
		band = fcface.TrapColor
	}
	th.Painter.Panel(dst, r.Translate(geom.V(0, px(2))), px(6), paint.Fill{Stops: []color.NRGBA{{A: 255}}, Alpha: 0.35})
	th.Painter.Panel(dst, r, px(6), paint.Fill{
		Stops: []color.NRGBA{paint.Hex(0xfbf3e2), widget.Parchment}, Gradient: paint.Vertical,
		Border: px(2.5), BorderColor: paint.Darken(band, 0.35), Grain: 0.05, Seed: 4,
	})
	head := geom.R(r.Min.X+px(4), r.Min.Y+px(4), r.W()-px(8), px(26))
	th.Painter.Panel(dst, head, px(4), paint.Fill{Stops: []color.NRGBA{paint.Lighten(band, 0.12), band}, Gradient: paint.Vertical})
	c := geom.V(head.Min.X+px(13), head.Center().Y)
	small := widget.Font{Size: 11 * k, Bold: true}
	if d.Kind == fourcuatro.Spell {
		th.Painter.Circle(dst, c, px(10), paint.Fill{Stops: []color.NRGBA{widget.Cream, widget.Brass}, Gradient: paint.Radial, Border: px(1), BorderColor: paint.Darken(band, 0.4)})
		th.Text(dst, fmt.Sprint(d.Cost), c, widget.Font{Size: 14 * k, Bold: true}, widget.Center, widget.Ink)
	} else {
		th.Text(dst, "TRAP", geom.V(head.Min.X+px(5), c.Y), small, widget.Start, widget.Cream)
	}
	for i := range d.Count {
		at := geom.V(head.Max.X-px(7)-float64(i)*px(8.5), c.Y)
		th.Painter.Circle(dst, at, px(3), paint.Fill{Stops: []color.NRGBA{widget.Cream}, Border: px(0.8), BorderColor: paint.Darken(band, 0.4)})
	}
	name, lines, y, step := s.nameLines(d, r)
	for _, l := range lines {
		th.Text(dst, l, geom.V(r.Center().X, y), name, widget.Center, widget.Ink)
		y += step
	}
	kind := "Spell"
	if d.Kind == fourcuatro.Trap {
		kind = "Trap"
	}
	th.Text(dst, kind, geom.V(r.Center().X, r.Max.Y-px(10)), widget.Font{Size: 10 * k, Italic: true}, widget.Center, paint.Alpha(widget.Ink, 0.7))
}

// nameLines sets d's name for a grid card at r: its font, its lines, the
// middle of the first and the step between them.
func (s *FourCuatro) nameLines(d *fourcuatro.Def, r geom.Rect) (widget.Font, []string, float64, float64) {
	th := s.th
	k := r.W() / th.Scale / fcCardW
	px := func(v float64) float64 { return th.Px(v * k) }
	name := widget.Font{Size: 13 * k, Bold: true}
	lines := textfit.Wrap(d.Name, r.W()-px(12), widget.TextMeasure{Theme: th, Font: name})
	return name, lines, r.Min.Y + px(4) + px(26) + px(16), px(15)
}

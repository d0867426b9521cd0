package deckedit

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/kitchentable/kitchentable/scenes/internal/deckpointer"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
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
		for _, b := range []*widget.Button{&s.save, &s.imp, &s.exp, &s.exit} {
			b.Draw(screen, th)
		}
		if s.build.Suggest != nil {
			s.suggest.Draw(screen, th)
		}
	} else {
		s.name.Draw(screen, th)
		for _, b := range []*widget.Button{&s.newB, &s.open, &s.save, &s.del, &s.imp, &s.exp, &s.exit} {
			b.Draw(screen, th)
		}
	}
	if s.changed() && s.build == nil {
		th.Text(screen, "unsaved changes", d.At(1100, 38), widget.Font{Size: widget.Small, Italic: true}, widget.End, paint.Alpha(widget.Cream, 0.8))
	}
	s.drawFilters(screen)
	s.drawGrid(screen)
	s.drawDeck(screen)
	s.drawMessage(screen)
	u := s.ui
	if u.zoom != nil {
		s.drawCard(screen, u.zoom, s.zoomRect(u.hoverAt, u.hoverDeck))
	}
	if pk, ok := u.ptr.Dragged(); ok {
		s.drawCard(screen, pk.Def, geom.Centered(u.cursor, s.cellW*d.Scale, s.cellH*d.Scale))
	}
	s.set.DrawList(screen, th)
	s.themeFrom.DrawList(screen, th)
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

// drawFilters draws the search field and the switches.
func (s *Scene) drawFilters(screen *ebiten.Image) {
	th := s.th
	s.search.Draw(screen, th)
	if s.onSchemes() {
		for i := range s.kinds {
			s.kinds[i].Draw(screen, th)
		}
		s.set.Draw(screen, th)
		s.themeFrom.Draw(screen, th)
		s.clearFilter.Draw(screen, th)
		return
	}
	for i := range s.colours {
		r := s.colours[i].Rect
		c := r.Center()
		on := s.filter.Colours[i]
		ring, rw := paint.Alpha(widget.WoodDark, 0.9), th.Px(1.5)
		if on {
			ring, rw = widget.Focus, th.Px(3)
		}
		fill := manaInk[i]
		if !on && s.filter.Colours != [numColours]bool{} {
			fill = paint.Mix(fill, widget.FeltDark, 0.55)
		}
		if s.colours[i].Hovered() {
			fill = paint.Lighten(fill, 0.15)
		}
		th.Painter.Circle(screen, c, r.W()/2, paint.Fill{Stops: []color.NRGBA{paint.Lighten(fill, 0.2), fill}, Gradient: paint.Radial, Border: rw, BorderColor: ring})
		ink := widget.Ink
		if i == int(mana.Black) || i == int(mana.Blue) || i == int(mana.Green) {
			ink = widget.Cream
		}
		th.Text(screen, s.colours[i].Label, c, widget.Font{Size: 14, Bold: true}, widget.Center, ink)
	}
	s.set.Draw(screen, th)
	for i := range s.types {
		s.types[i].Draw(screen, th)
	}
	for i := range s.costs {
		s.costs[i].Draw(screen, th)
	}
	s.clearFilter.Draw(screen, th)
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

// drawDeck draws the deck panel: the total, what is unusual, the rows,
// the curve, the colours and the basic lands.
func (s *Scene) drawDeck(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	area := s.ui.deckArea
	s.ui.drawDeckPanel(screen, th, area)
	if s.hasSchemes() {
		s.drawTabs(screen)
	} else {
		th.Text(screen, "DECK", d.At(deckX+18, 92), deckHead, widget.Start, deckMuted)
	}
	size, _ := s.src.Size()
	probs := s.Problems()
	col := good
	if len(probs) > 0 {
		col = paint.Hex(0xf0c36a)
	}
	th.Text(screen, fmt.Sprintf("%d / %d", s.total, size), d.At(deckX+deckW-18, 92), widget.Font{Size: widget.Heading, Bold: true}, widget.End, col)
	line := fmt.Sprintf("Ready to play: %s.", plural(s.total, "card"))
	if s.onSchemes() {
		line = fmt.Sprintf("Ready for an archenemy: %s.", plural(s.total, "scheme"))
	}
	w := deckW - 36
	if len(probs) > 0 {
		line = probs[0]
		if len(probs) > 1 {
			more := fmt.Sprintf("+%d more", len(probs)-1)
			f := widget.Font{Size: widget.Small, Bold: true}
			th.Text(screen, more, d.At(deckX+deckW-18, 116), f, widget.End, col)
			w -= th.Measure(more, f)/d.Scale + 10
		}
	}
	th.Message(screen, line, d.R(deckX+18, 106, w, 20), col)
	if len(s.ui.deckRows) == 0 {
		empty := "Empty: add cards from the left"
		if s.onSchemes() {
			empty = "No schemes: add them from the left"
		}
		th.Text(screen, empty, d.At(deckX+deckW/2, rowsY+120), widget.Font{Size: widget.Body, Italic: true}, widget.Center, deckMuted)
	}
	for _, row := range s.ui.deckRows {
		s.drawRow(screen, row)
	}
	if n, shown := s.ui.deckLines, s.deckRowsShown; n > shown {
		track := d.R(deckX+deckW-9, rowsY, 4, float64(shown)*rowH-2)
		th.Painter.Panel(screen, track, th.Px(2), paint.Flat(paint.Alpha(widget.FeltDark, 0.7)))
		h := track.H() * float64(shown) / float64(n)
		y := track.Min.Y + (track.H()-h)*float64(s.deckTop)/float64(n-shown)
		th.Painter.Panel(screen, geom.R(track.Min.X, y, track.W(), h), th.Px(2), paint.Flat(widget.Brass))
	}
	if s.onSchemes() {
		th.Painter.Panel(screen, d.R(deckX+16, 626, deckW-32, 1.5), 0, paint.Flat(paint.Alpha(widget.Brass, 0.4)))
		rule := fmt.Sprintf("A scheme deck: at least %d schemes, at most %d of a name.", card.MinSchemeDeck, card.MaxSchemeCopies)
		f := widget.Font{Size: 12, Bold: true}
		th.Text(screen, th.Fit(rule, f, (deckW-24)*d.Scale), d.At(deckX+deckW/2, 640), f, widget.Center, paint.Alpha(widget.Parchment, 0.9))
		th.Text(screen, "Click a row to take a copy out; the wheel scrolls the list.", d.At(deckX+deckW/2, 660), widget.Font{Size: 12, Italic: true}, widget.Center, paint.Alpha(widget.Parchment, 0.75))
		return
	}
	th.Painter.Panel(screen, d.R(deckX+16, 434, deckW-32, 1.5), 0, paint.Flat(paint.Alpha(widget.Brass, 0.4)))
	s.drawCurve(screen)
	s.drawBasics(screen)
}

// drawTabs draws the deck panel's switch between the main deck and the
// scheme deck, each tab with its count.
func (s *Scene) drawTabs(screen *ebiten.Image) {
	for i := range s.tabs {
		s.tabs[i].Draw(screen, s.th)
	}
}

// drawRow draws one line of the deck list.
func (s *Scene) drawRow(screen *ebiten.Image, row deckRow) {
	th := s.th
	r := row.r
	if row.d == nil {
		f := widget.Font{Size: 12, Bold: true}
		ink := paint.Alpha(widget.Brass, 0.95)
		th.Text(screen, strings.ToUpper(row.title), geom.V(r.Min.X+th.Px(2), r.Center().Y+th.Px(2)), f, widget.Start, ink)
		th.Text(screen, fmt.Sprint(row.n), geom.V(r.Max.X-th.Px(2), r.Center().Y+th.Px(2)), f, widget.End, ink)
		return
	}
	bg := paint.Alpha(widget.Cream, 0.07)
	if s.ui.ptr.Hovers(deckpointer.Pick[*card.Def]{Def: row.d, Deck: true}) {
		bg = paint.Alpha(widget.Focus, 0.3)
	}
	th.Painter.Panel(screen, r, th.Px(5), paint.Flat(bg))
	pip := geom.V(r.Min.X+r.H()/2, r.Center().Y)
	cs := row.d.Colors & mana.AllColors
	ink := manaInk[colourless]
	switch {
	case cardface.IsScheme(row.d):
		ink = schemeInk
		if row.d.Super.Has(card.Ongoing) {
			ink = ongoingInk
		}
	case cs.Count() == 1:
		ink = manaInk[cs.Colors()[0]]
	case cs.Count() > 1:
		ink = manaInk[multi]
	}
	th.Painter.Circle(screen, pip, r.H()*0.4, paint.Fill{Stops: []color.NRGBA{ink}, Border: th.Px(1), BorderColor: paint.Alpha(widget.Ink, 0.6)})
	if !row.d.IsLand() && !cardface.IsScheme(row.d) {
		txt := widget.Ink
		if cs.Count() == 1 && (cs.Has(mana.Black) || cs.Has(mana.Blue) || cs.Has(mana.Green)) {
			txt = widget.Cream
		}
		th.Text(screen, fmt.Sprint(row.d.Cost.ManaValue()), pip, widget.Font{Size: 11, Bold: true}, widget.Center, txt)
	}
	n := s.count[row.d]
	most, _ := s.src.Copies(row.d)
	nInk := widget.Cream
	if most >= 0 && n > most {
		nInk = paint.Hex(0xffa08a)
	}
	for i, b := range []geom.Rect{row.minus, row.plus} {
		hot := b.Contains(s.ui.cursor)
		fill := paint.Alpha(widget.WoodDark, 0.8)
		if hot {
			fill = paint.Alpha(widget.Brass, 0.9)
		}
		th.Painter.Panel(screen, b, th.Px(4), paint.Fill{Stops: []color.NRGBA{fill}, Border: th.Px(1), BorderColor: paint.Alpha(widget.Brass, 0.6)})
		th.Text(screen, []string{"−", "+"}[i], b.Center(), widget.Font{Size: 14, Bold: true}, widget.Center, widget.Cream)
	}
	th.Text(screen, fmt.Sprintf("×%d", n), geom.V((row.minus.Max.X+row.plus.Min.X)/2, r.Center().Y), widget.Font{Size: 14, Bold: true}, widget.Center, nInk)
	f := widget.Font{Size: 14}
	name := th.Fit(row.d.Name, f, row.minus.Min.X-r.Min.X-r.H()-th.Px(10))
	th.Text(screen, name, geom.V(r.Min.X+r.H()+th.Px(3), r.Center().Y), f, widget.Start, widget.Cream)
}

// drawCurve draws the mana curve of the cards that are not lands and the
// deck's colours.
func (s *Scene) drawCurve(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	th.Text(screen, "MANA CURVE", d.At(deckX+18, 452), widget.Font{Size: 12, Bold: true}, widget.Start, paint.Alpha(widget.Parchment, 0.85))
	cv := s.curve()
	most := 1
	for _, n := range cv {
		most = max(most, n)
	}
	const barW, step = 32.0, 39.0
	for i, n := range cv {
		x := deckX + 20 + float64(i)*step
		h := curveTall * float64(n) / float64(most)
		th.Painter.Panel(screen, d.R(x, curveBase-curveTall, barW, curveTall), th.Px(4), paint.Flat(paint.Alpha(widget.FeltDark, 0.45)))
		if n > 0 {
			th.Painter.Panel(screen, d.R(x, curveBase-h, barW, h), th.Px(4), paint.Fill{Stops: []color.NRGBA{paint.Lighten(widget.Brass, 0.2), widget.Brass}, Gradient: paint.Vertical})
			// The count sits inside a bar tall enough, else on top of it.
			ly, ink := curveBase-h+9, widget.Ink
			if h < 20 {
				ly, ink = curveBase-h-8, widget.Cream
			}
			th.Text(screen, fmt.Sprint(n), d.At(x+barW/2, ly), widget.Font{Size: 12, Bold: true}, widget.Center, ink)
		}
		th.Text(screen, s.costs[i].Label, d.At(x+barW/2, curveBase+11), widget.Font{Size: 12}, widget.Center, widget.Parchment)
	}
	colours, lands := s.colourCounts()
	x := deckX + 304
	f := widget.Font{Size: 13, Bold: true}
	for i, n := range colours {
		y := 452 + float64(i)*15
		th.Painter.Circle(screen, d.At(x, y), th.Px(5.5), paint.Fill{Stops: []color.NRGBA{manaInk[i]}, Border: th.Px(1), BorderColor: paint.Alpha(widget.Cream, 0.6)})
		th.Text(screen, fmt.Sprint(n), d.At(x+12, y), f, widget.Start, widget.Cream)
	}
	th.Text(screen, fmt.Sprintf("%d lands", lands), d.At(x-6, 452+5*15+2), widget.Font{Size: 12}, widget.Start, widget.Parchment)
}

// drawBasics draws the basic lands' row: each land's name, its copies and
// − and + buttons.
func (s *Scene) drawBasics(screen *ebiten.Image) {
	th, d := s.th, s.ui.d
	for i, b := range s.basicLands {
		if b == nil {
			continue
		}
		x := deckX + 10 + float64(i)*basicW
		th.Text(screen, b.Name, d.At(x+basicW/2, basicsY+6), widget.Font{Size: 12}, widget.Center, widget.Parchment)
		c := d.At(x+basicW/2, basicsY+32)
		th.Painter.Circle(screen, c, th.Px(12), paint.Fill{Stops: []color.NRGBA{paint.Lighten(manaInk[i], 0.2), manaInk[i]}, Gradient: paint.Radial, Border: th.Px(1.2), BorderColor: paint.Alpha(widget.Ink, 0.7)})
		ink := widget.Ink
		if i == int(mana.Black) || i == int(mana.Blue) || i == int(mana.Green) {
			ink = widget.Cream
		}
		th.Text(screen, fmt.Sprint(s.count[b]), c, widget.Font{Size: 14, Bold: true}, widget.Center, ink)
		s.basicMinus[i].Draw(screen, th)
		s.basicPlus[i].Draw(screen, th)
	}
	th.Text(screen, "Click a row to take a copy out; the wheel scrolls the list.", d.At(deckX+deckW/2, 660), widget.Font{Size: 12, Italic: true}, widget.Center, paint.Alpha(widget.Parchment, 0.75))
}

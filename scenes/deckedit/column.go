package deckedit

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/input"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes/internal/deckpointer"
)

// switchTab shows the part whose tab was clicked, and reports whether
// one was.
func (s *deckColumn) switchTab(in *input.State) bool {
	for k := range s.tabs {
		if s.tabs[k].Update(in) {
			s.show(k)
			return true
		}
	}
	return false
}

// basicButtons adds and removes basic lands and the deck rows' copies,
// and reports whether a button was clicked.
func (s *deckColumn) basicButtons(in *input.State) bool {
	for i, d := range s.basicLands {
		if d == nil {
			continue
		}
		if s.basicMinus[i].Update(in) {
			s.remove(d)
			return true
		}
		if s.basicPlus[i].Update(in) {
			s.add(d)
			return true
		}
	}
	if !in.Released[input.Left] || s.ui.ptr.Busy() {
		return false
	}
	for _, row := range s.ui.deckRows {
		switch {
		case row.d == nil:
		case row.minus.Contains(in.Cursor) && row.minus.Contains(s.ui.ptr.PressAt()):
			s.remove(row.d)
			return true
		case row.plus.Contains(in.Cursor) && row.plus.Contains(s.ui.ptr.PressAt()):
			s.add(row.d)
			return true
		}
	}
	return false
}

// layoutRows lays out the deck list: each group's title, then its cards,
// scrolled to deckTop.
func (s *deckColumn) layoutRows() {
	d := s.ui.d
	var all []deckRow
	order := s.order()
	for i := 0; i < len(order); {
		g, title := rowGroup(order[i])
		j, n := i, 0
		for ; j < len(order); j++ {
			if _, t := rowGroup(order[j]); t != title {
				break
			}
			n += s.count[order[j]]
		}
		all = append(all, deckRow{group: g, title: title, n: n})
		for _, c := range order[i:j] {
			all = append(all, deckRow{d: c, group: g, title: title})
		}
		i = j
	}
	s.ui.deckLines = len(all)
	shown := s.deckRowsShown
	s.deckTop = min(max(0, s.deckTop), max(0, len(all)-shown))
	s.ui.deckRows = s.ui.deckRows[:0]
	for k := s.deckTop; k < len(all) && k < s.deckTop+shown; k++ {
		row := all[k]
		y := rowsY + float64(k-s.deckTop)*rowH
		row.r = d.R(deckX+12, y, deckW-24, rowH-2)
		if row.d != nil {
			row.plus = d.R(deckX+deckW-12-22, y, 22, rowH-2)
			row.minus = d.R(deckX+deckW-12-22-58, y, 22, rowH-2)
		}
		s.ui.deckRows = append(s.ui.deckRows, row)
	}
}

// drawDeck draws the deck panel: the total, what is unusual, the rows,
// the curve, the colours and the basic lands.
func (s *deckColumn) drawDeck(screen *ebiten.Image) {
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
func (s *deckColumn) drawTabs(screen *ebiten.Image) {
	for i := range s.tabs {
		s.tabs[i].Draw(screen, s.th)
	}
}

// drawRow draws one line of the deck list.
func (s *deckColumn) drawRow(screen *ebiten.Image, row deckRow) {
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
func (s *deckColumn) drawCurve(screen *ebiten.Image) {
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
		th.Text(screen, s.filters.costs[i].Label, d.At(x+barW/2, curveBase+11), widget.Font{Size: 12}, widget.Center, widget.Parchment)
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
func (s *deckColumn) drawBasics(screen *ebiten.Image) {
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

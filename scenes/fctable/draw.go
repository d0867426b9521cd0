package fctable

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/fourcuatro"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/render/textfit"
	"github.com/kitchentable/kitchentable/render/widget"
)

var (
	labelFont = widget.Font{Size: 10.5}
	labelInk  = paint.Alpha(widget.Parchment, 0.8)
	felt      = paint.Hex(0x1f4d3c)
	glow      = paint.Hex(0x7fe3ff)
	shadowInk = color.NRGBA{0, 0, 0, 150}
)

// draw draws the table. What changes only with the game, the
// pointer's place and the buttons is drawn into cached layers (static.go);
// each frame copies them and draws over them what moves: the mana
// sources, the spell on the table, the effects, the flying cards, the
// card being dragged, the zoom and a refusal.
func (s *canvas) draw(screen *ebiten.Image) {
	if s.w == 0 {
		return // not laid out yet
	}
	if s.m.curtain() {
		s.drawBase(screen)
		s.drawCurtain(screen)
		return
	}
	v := s.sight.view()
	s.layers.draw(s, screen, func(dst *ebiten.Image) { s.drawMoving(dst, v) })
	s.drawFx(screen)
	for i := range s.mo.flights {
		f := &s.mo.flights[i]
		c, w, angle := f.at()
		var img *ebiten.Image
		if f.back {
			img = s.faces.Get(nil, int(f.to.W()))
		} else {
			img = s.faces.Get(f.def, int(f.to.W()))
		}
		s.faces.DrawPose(screen, img, c, w, angle, 1)
	}
	if c, ok := s.ptr.press.Dragged(); ok {
		s.drawCard(screen, s.sight.def(c), s.ptr.cursor, s.b.px(handW), false)
	}
	if z := s.ptr.zoomed(); z != fourcuatro.NoCard && !s.ptr.press.Dragging() {
		s.drawZoom(screen, s.sight.def(z))
	}
	if s.reasonTicks > 0 {
		th := s.th
		r := geom.R(s.ptr.cursor.X+s.b.px(14), s.ptr.cursor.Y-s.b.px(34), th.Measure(s.reason, widget.Font{Size: widget.Small})+s.b.px(20), s.b.px(28))
		th.Notice(screen, s.reason, r, true)
	}
}

// drawBase draws the background and the felt.
func (s *canvas) drawBase(dst *ebiten.Image) {
	s.th.Background(dst)
	s.th.Painter.Panel(dst, s.b.felt, s.b.px(14), paint.Fill{Stops: []color.NRGBA{paint.Lighten(felt, 0.08), felt}, Gradient: paint.Radial, Grain: 0.03, Seed: 3})
}

// drawStill draws what stays put under the moving things: the felt, the
// sides (but their mana sources), the middle (but the spell) and the
// sidebar.
func (s *canvas) drawStill(dst *ebiten.Image, v *fourcuatro.View) {
	s.drawBase(dst)
	for seat := fourcuatro.Seat(0); seat < 2; seat++ {
		s.drawSide(dst, v, seat)
	}
	s.drawTable(dst, v)
	s.drawSidebar(dst)
	s.menu.Draw(dst, s.th)
}

// drawOver draws what lies over the moving things, when anything does:
// the end of the game, a discard pile open, or a choice of cards. It
// reports whether it drew anything.
func (s *canvas) drawOver(dst *ebiten.Image, v *fourcuatro.View) bool {
	switch {
	case v.Over && !s.mo.busy():
		s.drawEnd(dst, v)
	case s.ptr.browse != fourcuatro.NoSeat:
		s.drawPanel(dst, s.sight.name(s.ptr.browse)+"'s discard pile, bottom to top", v.Players[s.ptr.browse].Discard)
	case s.m.mine() && v.Pending.Kind == fourcuatro.DecideDestroy:
		s.drawPanel(dst, s.sight.name(v.Pending.Victim)+"'s hand: choose a card to destroy", v.Players[v.Pending.Victim].Hand)
	case s.m.mine() && v.Pending.Kind == fourcuatro.DecideOrder:
		s.drawPanel(dst, "Click them in order: the first goes on top", s.sight.cardViews(v.Pending.Cards))
	default:
		return false
	}
	return true
}

// drawMoving draws the mana sources where they are now and the spell on
// the table, shaken when a trap bites.
func (s *canvas) drawMoving(dst *ebiten.Image, v *fourcuatro.View) {
	for seat := range v.Players {
		for _, sv := range v.Players[seat].Sources {
			if int(sv.ID) >= len(s.mo.poses) || !s.mo.poses[sv.ID].set {
				continue
			}
			p := &s.mo.poses[sv.ID]
			s.faces.DrawPose(dst, s.faces.Source(!sv.Exhausted, int(s.b.px(pileW))), p.c, p.w, p.angle, 1)
		}
	}
	spell := s.b.spellRect()
	if s.mo.busy() {
		// The spell and the trap as the events shown so far left them,
		// once their flights have landed.
		for i, tc := range s.mo.onTable {
			r := spell
			if i == 1 {
				r = s.b.trapRect()
			}
			if !tc.set || s.mo.flyingTo(r) {
				continue
			}
			at := r.Center()
			if i == 0 {
				at = at.Add(s.mo.shakeOffset())
			}
			s.drawCard(dst, tc.def, at, r.W(), false)
		}
		return
	}
	if v.Cast != nil {
		s.drawCard(dst, v.Cast.Card.Def, spell.Center(), spell.W(), false)
		if s.ptr.press.Dragging() && v.Pending.Kind == fourcuatro.DecideResponse {
			s.th.Painter.Panel(dst, spell.Inset(-s.b.px(6)), s.b.px(10), paint.Fill{Border: s.b.px(2.5), BorderColor: glow})
		}
	}
}

// drawCard draws a card (nil: its back) centred at c, w wide, turned
// sideways when asked.
func (s *canvas) drawCard(dst *ebiten.Image, d *fourcuatro.Def, c geom.Vec, w float64, turned bool) {
	s.faces.Draw(dst, d, c, w, turned)
}

// drawSide draws one player's plate, sources, deck, burnt pile, discard
// pile and hand.
func (s *canvas) drawSide(dst *ebiten.Image, v *fourcuatro.View, seat fourcuatro.Seat) {
	th := s.th
	sd := s.b.sides[seat]
	pv := &v.Players[seat]
	// The plate.
	edge := paint.Hex(0x6e5a3a)
	if v.Active == seat && !v.Over {
		edge = widget.Brass
	}
	th.Painter.Panel(dst, sd.plate, s.b.px(8), paint.Fill{Stops: []color.NRGBA{paint.Hex(0x2b2620), paint.Hex(0x1b1814)}, Border: s.b.px(1.6), BorderColor: edge})
	th.Text(dst, pv.Name, sd.plate.Min.Add(geom.V(s.b.px(10), s.b.px(16))), widget.Font{Size: 18, Bold: true}, widget.Start, widget.Cream)
	txt := &s.sight.sideText[seat]
	counts, counts2 := txt[0], txt[1]
	small := widget.Font{Size: 12.5}
	th.Text(dst, counts, sd.plate.Min.Add(geom.V(s.b.px(10), s.b.px(44))), small, widget.Start, widget.Parchment)
	th.Text(dst, counts2, sd.plate.Min.Add(geom.V(s.b.px(10), s.b.px(62))), small, widget.Start, widget.Parchment)
	if v.Pending.Seat == seat && !v.Over {
		th.Painter.Panel(dst, sd.plate.Inset(-s.b.px(3)), s.b.px(10), paint.Fill{Border: s.b.px(2), BorderColor: paint.Alpha(glow, 0.7)})
	}
	// Sources (drawn where they are now by drawMoving): the labels of
	// their two groups, or a caption when there are none.
	slot := func(r geom.Rect, label string) {
		th.Painter.Panel(dst, r, s.b.px(5), paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 50}}, Border: s.b.px(1), BorderColor: color.NRGBA{255, 255, 255, 40}})
		lr := s.b.pileLabel(r)
		th.Text(dst, label, lr.Center(), labelFont, widget.Center, labelInk)
	}
	sp := &s.mo.spots[seat]
	if !sp.empty.Empty() {
		th.Text(dst, "Mana sources come from the bottom of the deck", sp.empty.Center(), labelFont, widget.Center, labelInk)
	}
	if !sp.exhausted.Empty() {
		th.Text(dst, th.Fit("exhausted", labelFont, sp.exhausted.W()), sp.exhausted.Center(), labelFont, widget.Center, labelInk)
	}
	if !sp.refreshed.Empty() {
		th.Text(dst, th.Fit("refreshed", labelFont, sp.refreshed.W()), sp.refreshed.Center(), labelFont, widget.Center, labelInk)
	}
	slot(sd.deck, txt[2])
	for k := min(pv.DeckCount, 3) - 1; k >= 0; k-- {
		s.drawCard(dst, nil, sd.deck.Center().Add(geom.V(float64(k)*s.b.px(1.5), -float64(k)*s.b.px(1.5))), sd.deck.W(), false)
	}
	slot(sd.burnt, txt[3])
	if pv.BurntCount > 0 {
		s.drawCard(dst, nil, sd.burnt.Center(), sd.burnt.W()*0.92, false)
		th.Painter.Panel(dst, sd.burnt.Inset(s.b.px(1)), s.b.px(5), paint.Fill{Stops: []color.NRGBA{{60, 20, 10, 110}}})
	}
	th.Text(dst, txt[4], geom.V(sd.discard.Min.X, s.b.pileLabel(sd.discard).Center().Y), labelFont, widget.Start, labelInk)
	for i, r := range s.b.discardRects(seat, len(pv.Discard)) {
		s.drawCard(dst, pv.Discard[i].Def, r.Center(), r.W(), false)
	}
	// The hand.
	rs := s.b.handRects(seat, len(pv.Hand))
	for i, r := range rs {
		c := pv.Hand[i]
		if seat != s.m.viewer() {
			s.drawCard(dst, nil, r.Center(), r.W(), false)
			continue
		}
		if s.ptr.press.Dragging() && c.ID == s.ptr.held() {
			continue
		}
		at := r.Center()
		if c.ID == s.ptr.hovered() || c.ID == s.prompt.chosen {
			at = at.Sub(geom.V(0, s.b.px(14)))
		}
		if s.sight.actionable(c.ID) {
			th.Painter.Panel(dst, geom.Centered(at, r.W()+s.b.px(6), r.H()+s.b.px(6)), s.b.px(8), paint.Fill{Stops: []color.NRGBA{paint.Alpha(glow, 0.55)}})
		}
		s.drawCard(dst, c.Def, at, r.W(), false)
	}
}

// sideTexts are the counts a side shows: its plate's two lines and the
// deck, burnt and discard labels.
func sideTexts(pv *fourcuatro.PlayerView) [5]string {
	return [5]string{
		fmt.Sprintf("Deck %d · Discard %d", pv.DeckCount, len(pv.Discard)),
		fmt.Sprintf("Hand %d · Burnt %d · Mana %d/%d", len(pv.Hand), pv.BurntCount, pv.Refreshed, len(pv.Sources)),
		fmt.Sprintf("Deck %d", pv.DeckCount),
		fmt.Sprintf("Burnt %d", pv.BurntCount),
		fmt.Sprintf("Discard pile %d (click to look)", len(pv.Discard)),
	}
}

// drawTable draws the middle: the spell on the table, or the place to
// drop a card to cast it.
func (s *canvas) drawTable(dst *ebiten.Image, v *fourcuatro.View) {
	th := s.th
	if v.Cast == nil {
		if s.m.mine() && v.Pending.Kind == fourcuatro.DecideMain {
			ink := paint.Alpha(widget.Parchment, 0.35)
			if s.ptr.press.Dragging() {
				ink = paint.Alpha(glow, 0.8)
			}
			th.Painter.Panel(dst, s.b.table, s.b.px(16), paint.Fill{Border: s.b.px(2), BorderColor: ink})
			th.Text(dst, "Drop a card here to cast it", s.b.table.Center(), widget.Font{Size: 16, Italic: true}, widget.Center, ink)
		}
		return
	}
	r := s.b.spellRect()
	label := s.sight.name(v.Cast.Caster) + "'s spell"
	switch {
	case v.Cast.Cinder:
		label = s.sight.name(v.Cast.Caster) + "'s Cinder (face down)"
	}
	if v.Cast.Redirected {
		label += " — turned back"
	}
	th.Text(dst, label, geom.V(r.Center().X, r.Max.Y+s.b.px(14)), widget.Font{Size: 14, Bold: true}, widget.Center, widget.Cream)
}

// drawSidebar draws the log and the prompt with its buttons.
func (s *canvas) drawSidebar(dst *ebiten.Image) {
	th := s.th
	th.Panel(dst, s.b.log)
	th.Text(dst, "Game log", s.b.log.Min.Add(geom.V(s.b.px(10), s.b.px(14))), widget.Font{Size: 14, Bold: true}, widget.Start, widget.Cream)
	font := widget.Font{Size: 12.5}
	lines := s.logLines(font)
	for i, l := range lines {
		th.Text(dst, l, geom.V(s.b.log.Min.X+s.b.px(10), s.b.log.Min.Y+s.b.px(36)+float64(i)*s.b.px(16)), font, widget.Start, widget.Parchment)
	}
	th.Panel(dst, s.b.prompt)
	pf := widget.Font{Size: 14.5}
	y := s.b.prompt.Min.Y + s.b.px(18)
	for _, l := range textfit.Wrap(s.prompt.text(), s.b.prompt.W()-s.b.px(20), widget.TextMeasure{Theme: th, Font: pf}) {
		th.Text(dst, l, geom.V(s.b.prompt.Min.X+s.b.px(10), y), pf, widget.Start, widget.Cream)
		y += s.b.px(19)
	}
	for i := range s.prompt.buttons {
		s.prompt.buttons[i].Draw(dst, th)
	}
}

// logLines are the last log lines that fit the log panel, wrapped; they
// are wrapped again only when the log or the panel's size changes.
func (s *canvas) logLines(font widget.Font) []string {
	log := s.m.log()
	key := [3]int{int(s.m.viewer()), len(log), int(s.b.log.W())}
	if key == s.logKey && s.logWrapped != nil {
		return s.logWrapped
	}
	var lines []string
	for i := len(log) - 1; i >= 0 && len(lines) < 40; i-- {
		w := textfit.WrapAll(log[i], s.b.log.W()-s.b.px(20), widget.TextMeasure{Theme: s.th, Font: font})
		lines = append(append([]string(nil), w...), lines...)
	}
	room := int((s.b.log.H() - s.b.px(34)) / s.b.px(16))
	if len(lines) > room {
		lines = lines[len(lines)-room:]
	}
	s.logKey, s.logWrapped = key, lines
	return lines
}

// drawPanel draws a titled panel of cards in the middle of the table.
func (s *canvas) drawPanel(dst *ebiten.Image, title string, cards []fourcuatro.CardView) {
	th := s.th
	th.Painter.Panel(dst, s.b.panel.Inset(-s.b.px(4)), s.b.px(16), paint.Fill{Stops: []color.NRGBA{shadowInk}})
	th.Panel(dst, s.b.panel)
	th.Text(dst, title, geom.V(s.b.panel.Center().X, s.b.panel.Min.Y+s.b.px(22)), widget.Font{Size: 17, Bold: true}, widget.Center, widget.Cream)
	for i, r := range s.b.panelCards(len(cards)) {
		if cards[i].ID == s.ptr.hovered() {
			th.Painter.Panel(dst, r.Inset(-s.b.px(3)), s.b.px(8), paint.Fill{Stops: []color.NRGBA{paint.Alpha(glow, 0.6)}})
		}
		s.drawCard(dst, cards[i].Def, r.Center(), r.W(), false)
	}
}

// drawZoom draws card d large beside the cursor.
func (s *canvas) drawZoom(dst *ebiten.Image, d *fourcuatro.Def) {
	w := s.b.px(230)
	h := w * 7 / 5
	x := s.ptr.cursor.X + s.b.px(30) + w/2
	if x+w/2 > float64(s.w) {
		x = s.ptr.cursor.X - s.b.px(30) - w/2
	}
	y := min(max(s.ptr.cursor.Y, h/2+s.b.px(6)), float64(s.h)-h/2-s.b.px(6))
	s.th.Painter.Panel(dst, geom.Centered(geom.V(x+s.b.px(5), y+s.b.px(8)), w, h), s.b.px(12), paint.Fill{Stops: []color.NRGBA{shadowInk}})
	s.drawCard(dst, d, geom.V(x, y), w, false)
}

// drawCurtain hides the table until the next person comes to the screen.
func (s *canvas) drawCurtain(dst *ebiten.Image) {
	th := s.th
	c := s.b.felt.Center()
	call := widget.Font{Size: 34, Bold: true}
	th.ShadowText(dst, th.Fit("Pass the computer to "+s.sight.name(s.m.viewer()), call, 0.9*float64(s.w)), c.Sub(geom.V(0, s.b.px(20))), call, widget.Center, widget.Cream)
	if s.ptr.guard.Ready() {
		// Only then does a press count: one meant for the table must not lift it.
		th.Text(dst, "Click or press Space when you're ready — nobody else should see your hand.", c.Add(geom.V(0, s.b.px(26))), widget.Font{Size: 17, Italic: true}, widget.Center, widget.Parchment)
	}
	s.menu.Draw(dst, th)
}

// drawEnd draws the end of the game: who won, and how each player fared.
func (s *canvas) drawEnd(dst *ebiten.Image, v *fourcuatro.View) {
	th := s.th
	p := s.b.d.R(290, 200, 480, 250)
	th.Painter.Panel(dst, p.Inset(-s.b.px(4)), s.b.px(16), paint.Fill{Stops: []color.NRGBA{shadowInk}})
	th.Panel(dst, p)
	th.ShadowText(dst, s.prompt.headline()+"!", geom.V(p.Center().X, p.Min.Y+s.b.px(44)), widget.Font{Size: 34, Bold: true}, widget.Center, widget.Cream)
	y := p.Min.Y + s.b.px(96)
	for seat := range v.Players {
		pv := &v.Players[seat]
		line := fmt.Sprintf("%s: %d in deck and discard pile, %d burnt", pv.Name, pv.DeckCount+len(pv.Discard), pv.BurntCount)
		th.Text(dst, line, geom.V(p.Center().X, y), widget.Font{Size: 16}, widget.Center, widget.Parchment)
		y += s.b.px(26)
	}
	th.Text(dst, fmt.Sprintf("%d turns · seed %d", v.Turn, s.m.cfg.Seed), geom.V(p.Center().X, y+s.b.px(10)), widget.Font{Size: 14, Italic: true}, widget.Center, paint.Alpha(widget.Parchment, 0.8))
}

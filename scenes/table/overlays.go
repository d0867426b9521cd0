package table

import (
	"github.com/kitchentable/kitchentable/game/card"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// zoomed returns the card shown large: the right-clicked one, else the
// one the cursor has rested on long enough.
func (s *overlays) zoomed() rules.ObjID {
	if s.ptr.ui.zoom != rules.NoObj {
		return s.ptr.ui.zoom
	}
	if s.ptr.hoverZoomed() {
		return s.ptr.ui.hover
	}
	return rules.NoObj
}

// zoomPair returns what the zoomed card shows and, when it has a second
// identity, that one with a caption: a card played as a land shows the
// land it became beside the card it was; under Landless, a card in hand
// shows the land it would become.
func (s *overlays) zoomPair(obj rules.ObjID) (shown, other *card.Def, caption string) {
	shown = s.feed.defOf(obj)
	c := s.lay.CardOf(obj)
	if c != nil && c.Zone == rules.ZoneBattlefield && c.View.LandDef != nil {
		return c.View.LandDef, shown, "Played from"
	}
	v := s.ctrl.View()
	if shown != nil && !shown.IsLand() && v.Options.Land == rules.LandAnyCard && c != nil && c.Zone == rules.ZoneHand {
		return shown, rules.LandIdentity(shown, &v.Options.BasicLands), "As a land"
	}
	return shown, nil, ""
}

// drawZoom draws the zoomed card: large in the middle after a right click,
// or beside the cursor after a hover; a second identity goes beside it.
func (g *overlayPainter) drawZoom(s *Scene, dst *ebiten.Image) {
	obj := s.over.zoomed()
	if obj == rules.NoObj {
		return
	}
	d, other, caption := s.over.zoomPair(obj)
	if d == nil {
		return
	}
	if cardface.IsScheme(d) {
		g.drawSchemeZoom(s, dst, d)
		return
	}
	sc := s.lay.Scale
	img := g.zoomFace(d)
	pl := g.zoomPlacement(s, other != nil)
	at, w := pl.Center, pl.Width
	if s.ptr.ui.zoom != rules.NoObj {
		g.pr.rect(dst, s.lay.Screen, color.NRGBA{0, 0, 0, 140})
		g.pr.glowAround(dst, at.Add(geom.V(0, 8*sc)), w, 0, color.NRGBA{0, 0, 0, 220})
	} else {
		g.pr.glowAround(dst, at.Add(geom.V(5*sc, 8*sc)), w, 0, color.NRGBA{0, 0, 0, 200})
	}
	cardface.DrawCard(dst, img, pl)
	g.drawZoomMarks(dst, s.over.zoomView(obj), d, pl)
	var second geom.Rect
	if other != nil {
		g.drawSecondIdentity(s, dst, other, caption, at, w)
		ow := w * 0.6
		c := s.over.secondSpot(at, w)
		second = geom.R(c.X-ow/2, c.Y-ow*7/10-24*sc, ow, ow*7/5+24*sc) // with its caption
	}
	g.drawZoomNotes(s, dst, obj, at, w, second)
}

// zoomPlacement returns where the zoomed card goes (second: with a
// second identity beside it): large in the middle of the felt after a
// right click, else beside the cursor.
func (g *overlayPainter) zoomPlacement(s *Scene, second bool) cardface.Placement {
	if s.ptr.ui.zoom != rules.NoObj {
		w := min(float64(s.h)*0.86*5/7, float64(g.zoomW)*1.3)
		at := s.lay.Felt.Center()
		if second {
			at = at.Sub(geom.V(w*0.33, 0))
		}
		return cardface.Placement{Center: at, Width: w}
	}
	w := float64(g.zoomW)
	return cardface.Placement{Center: s.over.zoomSpot(w, second), Width: w}
}

// drawSecondIdentity draws a card's other identity at 60% size beside its
// zoom (on whichever side has room), with a caption above it.
func (g *overlayPainter) drawSecondIdentity(s *Scene, dst *ebiten.Image, d *card.Def, caption string, at geom.Vec, w float64) {
	if g.known[d]&(knownZoom|knownTable) == 0 {
		return // its face is not drawn yet (next frame); never show a back for it
	}
	sc := s.lay.Scale
	ow := w * 0.6
	oh := ow * 7 / 5
	c := s.over.secondSpot(at, w)
	g.pr.glowAround(dst, c.Add(geom.V(4*sc, 6*sc)), ow, 0, color.NRGBA{0, 0, 0, 200})
	cardface.DrawCard(dst, g.zoomFace(d), cardface.Placement{Center: c, Width: ow})
	band := geom.R(c.X-ow/2, c.Y-oh/2-24*sc, ow, 22*sc)
	g.pr.roundRect(dst, band, color.NRGBA{15, 12, 10, 225})
	g.labels.drawIn(dst, caption, italic, 13*sc, inkLight, band.Inset(3*sc), 0.5)
}

// headline is a prompt's first clause, for the choice panel's title (the
// whole sentence is in the prompt box): "Keep one of these cards" of
// "Keep one of these cards; the other goes to the bottom of the library".
func headline(prompt string) string {
	if i := strings.IndexAny(prompt, ";:("); i > 0 {
		prompt = prompt[:i]
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(prompt), "."))
}

// choiceTitle is the choices panel's title: the sorting panel's, else
// the prompt's headline.
func (s *overlays) choiceTitle() string {
	if s.ctrl.Sorter().Sorting() {
		return s.ctrl.Sorter().SortTitle()
	}
	if h := headline(s.ctrl.Prompt().Text); h != "" {
		return h
	}
	return "Choose"
}

// drawChoices draws the choices strip: looked-at cards as faces, options
// as buttons, on a dark panel in the middle of the table.
func (g *overlayPainter) drawChoices(s *Scene, dst *ebiten.Image) {
	if s.lay.ChoicePanel.Empty() {
		return
	}
	sc := s.lay.Scale
	ch := s.ctrl.Selection().Choices()
	p := s.lay.ChoicePanel
	g.pr.roundRect(dst, p.Inset(-2*sc), color.NRGBA{0, 0, 0, 120})
	g.pr.roundRect(dst, p, color.NRGBA{28, 23, 17, 240})
	g.pr.outline(dst, p.Inset(3*sc), 1.5*sc, 0, paint.Alpha(inkGold, 0.7), 0)
	title := s.over.choiceTitle()
	g.labels.drawIn(dst, title, bold, layout.ButtonTextSize*sc, inkLight, geom.R(p.Min.X+12*sc, p.Min.Y+6*sc, p.W()-24*sc, 22*sc), 0.5)
	defer g.drawDraggedChoice(s, dst)
	for i, r := range s.lay.Choices {
		if i >= len(ch) {
			break
		}
		hot := r.Contains(s.ptr.ui.cursor)
		if ch[i].Obj != rules.NoObj {
			pl := cardface.Placement{Center: r.Center(), Width: r.W()}
			if hot {
				g.pr.glowAround(dst, pl.Center, pl.Width, 0, paint.Alpha(glowCyan, 0.9))
			}
			if s.ptr.ui.dragChoice == i {
				continue // drawn under the cursor
			}
			cardface.DrawCard(dst, g.face(s.feed.defOf(ch[i].Obj)), pl)
			if n := s.ctrl.Sorter().Picked(ch[i].Obj); n > 0 && s.ctrl.Sorter().Sorting() {
				g.drawPickBadge(s, dst, r, n)
			}
			if ch[i].Label != "" {
				band := geom.R(r.Min.X, r.Max.Y-20*sc, r.W(), 20*sc)
				g.pr.rect(dst, band, color.NRGBA{0, 0, 0, 190})
				g.labels.drawIn(dst, ch[i].Label, bold, 11*sc, inkLight, band.Inset(2*sc), 0.5)
			}
			continue
		}
		fill := color.NRGBA{90, 74, 54, 255}
		if hot {
			fill = color.NRGBA{130, 105, 70, 255}
		}
		g.pr.roundRect(dst, r, fill)
		g.pr.outline(dst, r, 1*sc, 0, paint.Alpha(inkGold, 0.6), 0)
		g.labels.drawIn(dst, ch[i].Label, bold, 14*sc, inkLight, r.Inset(6*sc), 0.5)
	}
}

// drawPickBadge marks a picked card of the sorting panel with its place.
func (g *overlayPainter) drawPickBadge(s *Scene, dst *ebiten.Image, r geom.Rect, n int) {
	sc := s.lay.Scale
	g.pr.outline(dst, r.Inset(-2*sc), 3*sc, 6*sc, inkGold, 0)
	c := geom.V(r.Center().X, r.Min.Y+r.H()*0.42)
	g.pr.dot(dst, c, 17*sc, color.NRGBA{0, 0, 0, 200}, true)
	g.pr.dot(dst, c, 15*sc, inkGold, true)
	g.labels.drawIn(dst, s.num(n), bold, 18*sc, inkDark, geom.Centered(c, 30*sc, 30*sc), 0.5)
}

// drawDraggedChoice draws the sorting panel's card being dragged under the
// cursor.
func (g *overlayPainter) drawDraggedChoice(s *Scene, dst *ebiten.Image) {
	i := s.ptr.ui.dragChoice
	ch := s.ctrl.Selection().Choices()
	if i < 0 || i >= len(ch) || i >= len(s.lay.Choices) {
		return
	}
	r := s.lay.Choices[i]
	at := s.ptr.ui.cursor.Sub(s.ptr.ui.grab)
	g.pr.glowAround(dst, at.Add(geom.V(5*s.lay.Scale, 8*s.lay.Scale)), r.W(), 0, color.NRGBA{0, 0, 0, 200})
	cardface.DrawCard(dst, g.face(s.feed.defOf(ch[i].Obj)), cardface.Placement{Center: at, Width: r.W()})
}

// browsed returns the cards of the open pile browser.
func (s *overlays) browsed() []rules.CardView {
	v := s.ctrl.View()
	switch s.ptr.ui.browseZone {
	case rules.ZonePile:
		return v.Pile
	case rules.ZoneRemoved:
		return v.Removed
	}
	pv := playerView(v, s.ptr.ui.browse)
	if pv == nil {
		return nil
	}
	switch s.ptr.ui.browseZone {
	case rules.ZoneExile:
		return pv.Exile
	case rules.ZoneCommand:
		return nil // the scheme deck viewer shows no cards to zoom
	}
	return pv.Graveyard
}

// browserPanel returns the pile browser's panel.
func (s *overlays) browserPanel() geom.Rect {
	f := s.lay.Felt
	return geom.Centered(f.Center(), f.W()*0.88, f.H()*0.82)
}

// browserCell returns where card i of n goes in the browser, newest first.
func (s *overlays) browserCell(i, n int) geom.Rect {
	sc := s.lay.Scale
	p := s.browserPanel().Inset(14 * sc)
	p.Min.Y += 26 * sc
	m := 8 * sc
	cw := 104 * sc
	for cw > 40*sc {
		cols := max(1, int((p.W()+m)/(cw+m)))
		rows := (n + cols - 1) / cols
		if float64(rows)*(cw*7/5+m) <= p.H()+m {
			break
		}
		cw *= 0.9
	}
	cols := max(1, int((p.W()+m)/(cw+m)))
	row, col := i/cols, i%cols
	return geom.R(p.Min.X+float64(col)*(cw+m), p.Min.Y+float64(row)*(cw*7/5+m), cw, cw*7/5)
}

// browserCardAt returns the browsed card at at.
func (s *overlays) browserCardAt(at geom.Vec) rules.ObjID {
	cards := s.browsed()
	for i := range cards {
		c := &cards[len(cards)-1-i]
		if s.browserCell(i, len(cards)).Contains(at) && c.Def != nil {
			return c.ID
		}
	}
	return rules.NoObj
}

// drawBrowser draws the open graveyard or exile: every card, newest first.
func (g *overlayPainter) drawBrowser(s *Scene, dst *ebiten.Image) {
	if s.ptr.ui.browse == rules.NoSeat {
		return
	}
	if s.ptr.ui.browseZone == rules.ZoneCommand {
		g.drawSchemeViewer(s, dst)
		return
	}
	sc := s.lay.Scale
	cards := s.over.browsed()
	p := s.over.browserPanel()
	g.pr.rect(dst, s.lay.Felt, color.NRGBA{0, 0, 0, 110})
	g.pr.roundRect(dst, p, color.NRGBA{24, 20, 15, 245})
	g.pr.outline(dst, p.Inset(3*sc), 1.5*sc, 0, paint.Alpha(inkGold, 0.6), 0)
	title, owner := "Exile", s.seatTextOf(s.ptr.ui.browse).name
	switch s.ptr.ui.browseZone {
	case rules.ZoneGraveyard:
		title = "Graveyard"
	case rules.ZonePile:
		title, owner = "Discard pile · the top card first", "Common"
	case rules.ZoneRemoved:
		title, owner = "Removed from the game · the latest first", "Common"
	}
	g.labels.drawIn(dst, owner, bold, 15*sc, inkGold, geom.R(p.Min.X+14*sc, p.Min.Y+8*sc, p.W()*0.4, 22*sc), 0)
	g.labels.drawIn(dst, title, bold, 15*sc, inkLight, geom.R(p.Min.X, p.Min.Y+8*sc, p.W(), 22*sc), 0.5)
	g.labels.drawIn(dst, "Esc or click outside to close", italic, 11*sc, inkDim, geom.R(p.Min.X, p.Min.Y+8*sc, p.W()-14*sc, 22*sc), 1)
	if len(cards) == 0 {
		g.labels.drawIn(dst, "Nothing here yet.", italic, 14*sc, inkDim, p, 0.5)
	}
	for i := range cards {
		c := &cards[len(cards)-1-i]
		r := s.over.browserCell(i, len(cards))
		cardface.DrawCard(dst, g.face(c.Def), cardface.Placement{Center: r.Center(), Width: r.W()})
	}
}

// drawCurtain hides the whole table while the computer passes to another
// person.
func (g *overlayPainter) drawCurtain(s *Scene, dst *ebiten.Image, seat rules.Seat) {
	sc := float64(s.h) / 720
	sc = min(sc, float64(s.w)/1280)
	scr := geom.R(0, 0, float64(s.w), float64(s.h))
	s.svc.Painter.Panel(dst, scr, 0, paint.Fill{
		Stops:    []color.NRGBA{paint.Hex(0x5a1f24), paint.Hex(0x3c1418), paint.Hex(0x1e0a0c)},
		Gradient: paint.Radial, Center: geom.V(0.5, 0.45), Reach: 1.1, Grain: 0.05, Seed: 11,
	})
	// Folds of the curtain.
	for x := 0.0; x < float64(s.w); x += 64 * sc {
		g.pr.rect(dst, geom.R(x, 0, 18*sc, float64(s.h)), color.NRGBA{0, 0, 0, 40})
		g.pr.rect(dst, geom.R(x+30*sc, 0, 10*sc, float64(s.h)), color.NRGBA{255, 200, 200, 14})
	}
	name := s.over.nameOf(seat)
	c := scr.Center()
	g.labels.draw(dst, "Pass the computer to", regular, 26*sc, inkDim, c.Add(geom.V(0, -70*sc)), 0.5)
	if w, size := 0.9*float64(s.w), 54*sc; g.callFor.name != name || g.callFor.width != w || g.callFor.size != size {
		g.callFor.name, g.callFor.width, g.callFor.size = name, w, size
		g.callSize = g.labels.fitSize(name, bold, size, w)
	}
	g.labels.draw(dst, name, bold, g.callSize, inkGold, c.Add(geom.V(0, -36*sc)), 0.5)
	g.drawCurtainMenu(s, dst)
	if s.guard.Ready() {
		// Only then does a click count: a press meant for the table before
		// the curtain rose must not lift it.
		g.labels.draw(dst, "— click or press Space when you're ready —", italic, 20*sc, inkLight, c.Add(geom.V(0, 40*sc)), 0.5)
	}
	g.drawGameMenu(s, dst)
	s.svc.Faces.EndFrame()
}

// drawCurtainMenu draws the Menu button on the curtain, lit under the
// cursor.
func (g *overlayPainter) drawCurtainMenu(s *Scene, dst *ebiten.Image) {
	g.drawMenuButton(s, dst)
	if s.lay.Menu.Contains(s.ptr.ui.cursor) {
		g.pr.roundRect(dst, s.lay.Menu, color.NRGBA{255, 255, 255, 36})
	}
}

// nameOf returns a seat's name.
func (s *overlays) nameOf(seat rules.Seat) string {
	return s.ctrl.View().Players[seat].Name
}

// secondSpot returns the centre of a second identity's face beside a zoom
// of width w at at: on its right unless that leaves the screen.
func (s *overlays) secondSpot(at geom.Vec, w float64) geom.Vec {
	sc := s.lay.Scale
	ow := w * 0.6
	oh := ow * 7 / 5
	dx := w/2 + ow/2 + 10*sc
	if at.X+dx+ow/2 > float64(s.w)-4*sc {
		dx = -dx
	}
	return geom.V(at.X+dx, at.Y-w*7/10+oh/2+24*sc)
}

// zoomSpot returns the centre of a hover zoom of width w (with a second
// identity beside it when second is set): beside the cursor, but never
// over the top of the stack, the spell or ability being cast, which the
// zoom would hide just when it matters. It tries the cursor's right and
// left, then below and above the stack's top entry.
func (s *overlays) zoomSpot(w float64, second bool) geom.Vec {
	h := w * 7 / 5
	at := s.besideCursor(w, h)
	if len(s.lay.Stack) == 0 {
		return at
	}
	top := s.lay.Stack[len(s.lay.Stack)-1]
	keep := geom.Centered(top.Center, top.Width, top.Width*7/5)
	sc := s.lay.Scale
	scr := s.lay.Screen.Inset(2 * sc)
	clear := func(c geom.Vec) bool {
		r := geom.Centered(c, w, h)
		if second {
			ow := w * 0.6
			o := s.secondSpot(c, w)
			r = r.Union(geom.R(o.X-ow/2, o.Y-ow*7/10-24*sc, ow, ow*7/5+24*sc)) // with its caption
		}
		return r.Intersect(keep).Empty() && r.Intersect(scr) == r
	}
	if clear(at) {
		return at
	}
	cur := s.ptr.ui.cursor
	gap := 24 * sc
	xs := [2]float64{cur.X + gap + w/2, cur.X - gap - w/2}
	ys := [3]float64{at.Y, keep.Max.Y + 6*sc + h/2, keep.Min.Y - 6*sc - h/2}
	for _, y := range ys {
		for _, x := range xs {
			if c := geom.V(x, y); clear(c) {
				return c
			}
		}
	}
	// No spot clears it beside the cursor: the far side of the felt.
	x := s.lay.Felt.Min.X + 4*sc + w/2
	if cur.X < s.lay.Felt.Center().X {
		x = s.lay.Felt.Max.X - 4*sc - w/2
		if second {
			x -= w*0.6 + 10*sc
		}
	}
	return geom.V(x, at.Y)
}

// besideCursor returns the centre of a w×h zoom beside the cursor: on its
// right unless that leaves the screen, and inside the screen vertically.
func (s *overlays) besideCursor(w, h float64) geom.Vec {
	sc := s.lay.Scale
	cur := s.ptr.ui.cursor
	x := cur.X + 24*sc + w/2
	if x+w/2 > float64(s.w)-4*sc {
		x = cur.X - 24*sc - w/2
	}
	y := math.Max(h/2+4*sc, math.Min(float64(s.h)-h/2-4*sc, cur.Y))
	return geom.V(x, y)
}

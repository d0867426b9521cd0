package table

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// The scheme deck viewer opens on a click on a scheme pile. To anyone it
// shows how many schemes lie face down and which are face up; to the
// deck's owner also the schemes it put on the bottom after setting them
// in motion, in order (every other face-down scheme is unknown to all).
// Pointing at a named scheme previews it large. Esc, a click outside or
// the Close button closes it.

// schemeRow is one line of the viewer's list.
type schemeRow struct {
	text string
	font font
	ink  color.NRGBA
	def  *card.Def // the scheme the line names, previewed under the cursor
}

// schemeViewer is the viewer's list, made again when the seat or the game
// changes (not every frame).
type schemeViewer struct {
	seat    rules.Seat
	version uint64
	viewer  rules.Seat
	down    int
	rows    []schemeRow
}

// schemeRowHeight is the height of a line of the list at scale 1.
const schemeRowHeight = 21.0

// schemeRows returns the viewer's lines for the open seat, made again
// when needed.
func (s *schemePanel) schemeRows() *schemeViewer {
	sv := &s.schemes
	v := s.ctrl.View()
	if sv.seat == s.ptr.ui.browse && sv.version == s.version && sv.viewer == v.Seat && sv.rows != nil {
		return sv
	}
	sv.seat, sv.version, sv.viewer = s.ptr.ui.browse, s.version, v.Seat
	sv.rows = sv.rows[:0]
	pv := playerView(v, s.ptr.ui.browse)
	if pv == nil {
		return sv
	}
	sv.down = v.SchemeDeck(s.ptr.ui.browse)
	add := func(text string, f font, ink color.NRGBA, d *card.Def) {
		sv.rows = append(sv.rows, schemeRow{text: text, font: f, ink: ink, def: d})
	}
	up := 0
	for _, c := range pv.Command {
		if !c.FaceDown && c.Def != nil {
			if up == 0 {
				add("Face up in the command zone", bold, inkGold, nil)
			}
			up++
			kind := "set in motion"
			if c.Def.Super.Has(card.Ongoing) {
				kind = "ongoing"
			}
			add("•  "+c.Def.Name+"  ("+kind+")", regular, inkLight, c.Def)
		}
	}
	if up > 0 {
		add("", regular, inkDim, nil)
	}
	if s.ptr.ui.browse != v.Seat {
		add("The scheme deck is face down: nobody but its owner", italic, inkDim, nil)
		add("knows any of it, and the owner only the schemes", italic, inkDim, nil)
		add("it put on the bottom after setting them in motion.", italic, inkDim, nil)
		return sv
	}
	known := v.KnownSchemeBottom(s.ptr.ui.browse)
	add("The bottom of your scheme deck, as you put them there", bold, inkGold, nil)
	if len(known) == 0 {
		add("None yet: a scheme goes to the bottom once it is done.", italic, inkDim, nil)
	}
	for i := range known {
		d := known[i].Def
		if d == nil {
			continue
		}
		label := strconv.Itoa(sv.down-len(known)+i+1) + ".  " + d.Name
		if i == len(known)-1 {
			label += "  (the very bottom)"
		}
		add(label, regular, inkLight, d)
	}
	switch rest := sv.down - len(known); {
	case rest > 0 && len(known) > 0:
		add("", regular, inkDim, nil)
		add("Above them lie "+strconv.Itoa(rest)+" schemes in an order nobody knows.", italic, inkDim, nil)
	case rest > 0:
		add("All "+strconv.Itoa(rest)+" lie in an order nobody knows.", italic, inkDim, nil)
	}
	return sv
}

// schemeViewerParts returns the viewer's panel, its list and preview
// areas and its Close button.
func (s *schemePanel) schemeViewerParts() (panel, list, preview, closeBtn geom.Rect) {
	sc := s.lay.Scale
	panel = s.over.browserPanel()
	in := panel.Inset(14 * sc)
	in.Min.Y += 30 * sc
	closeBtn = geom.R(panel.Max.X-14*sc-96*sc, panel.Max.Y-12*sc-30*sc, 96*sc, 30*sc)
	list = geom.R(in.Min.X, in.Min.Y, in.W()*0.5, in.H()-40*sc)
	preview = geom.R(list.Max.X+14*sc, in.Min.Y, in.Max.X-list.Max.X-14*sc, in.H()-40*sc)
	return panel, list, preview, closeBtn
}

// schemeRowAt returns the index of the viewer's line at at, or -1; the
// list starts under the pile line.
func (s *schemePanel) schemeRowAt(at geom.Vec) int {
	_, list, _, _ := s.schemeViewerParts()
	sv := s.schemeRows()
	sc := s.lay.Scale
	top := list.Min.Y + schemePileLine*sc
	if !list.Contains(at) || at.Y < top {
		return -1
	}
	i := int((at.Y - top) / s.schemeRowH(list, len(sv.rows)))
	if i < 0 || i >= len(sv.rows) {
		return -1
	}
	return i
}

// schemeRowH returns the height of a line of the list in list, n lines
// long: schemeRowHeight, or less when they would not all fit.
func (s *schemePanel) schemeRowH(list geom.Rect, n int) float64 {
	sc := s.lay.Scale
	h := schemeRowHeight * sc
	if avail := list.H() - schemePileLine*sc; n > 0 && float64(n)*h > avail {
		h = max(10*sc, avail/float64(n))
	}
	return h
}

// schemePileLine is the height of the viewer's first line (the pile and
// its count) at scale 1.
const schemePileLine = 84.0

// previewed returns the scheme the viewer previews: the one whose line is
// under the cursor, else the first named, or nil (the back).
func (s *schemePanel) previewed() *card.Def {
	sv := s.schemeRows()
	if i := s.schemeRowAt(s.ptr.ui.cursor); i >= 0 && sv.rows[i].def != nil {
		return sv.rows[i].def
	}
	for _, r := range sv.rows {
		if r.def != nil {
			return r.def
		}
	}
	return nil
}

// drawSchemeViewer draws the open scheme deck viewer.
func (g *overlayPainter) drawSchemeViewer(s *Scene, dst *ebiten.Image) {
	sc := s.lay.Scale
	sv := s.schemep.schemeRows()
	panel, list, preview, closeBtn := s.schemep.schemeViewerParts()
	g.pr.rect(dst, s.lay.Felt, color.NRGBA{0, 0, 0, 110})
	g.pr.roundRect(dst, panel, color.NRGBA{24, 12, 16, 245})
	g.pr.outline(dst, panel.Inset(3*sc), 1.5*sc, 0, paint.Alpha(paint.Hex(0xc8302a), 0.7), 0)
	txt := s.seatTextOf(s.ptr.ui.browse)
	g.labels.drawIn(dst, txt.name, bold, 15*sc, inkGold, geom.R(panel.Min.X+14*sc, panel.Min.Y+8*sc, panel.W()*0.4, 22*sc), 0)
	g.labels.drawIn(dst, "Scheme deck", bold, 15*sc, inkLight, geom.R(panel.Min.X, panel.Min.Y+8*sc, panel.W(), 22*sc), 0.5)
	g.labels.drawIn(dst, "Esc or click outside to close", italic, 11*sc, inkDim, geom.R(panel.Min.X, panel.Min.Y+8*sc, panel.W()-14*sc, 22*sc), 1)
	// The pile and its count.
	pw := 96 * sc
	pile := geom.R(list.Min.X, list.Min.Y, pw, pw*layout.SchemeAspect)
	cardface.DrawCard(dst, s.svc.Faces.SchemeBack(g.schemeW), cardface.Placement{Center: pile.Center(), Width: pw})
	g.labels.drawIn(dst, s.num(sv.down), bold, 26*sc, inkLight, geom.R(pile.Max.X+12*sc, pile.Min.Y, 80*sc, 32*sc), 0)
	g.labels.drawIn(dst, "schemes face down", regular, 13*sc, inkDim, geom.R(pile.Max.X+12*sc, pile.Min.Y+34*sc, list.W()-pw-12*sc, 18*sc), 0)
	// The list.
	hot := s.schemep.schemeRowAt(s.ptr.ui.cursor)
	y := list.Min.Y + schemePileLine*sc
	rh := s.schemep.schemeRowH(list, len(sv.rows))
	size := min(12.5*sc, rh*0.62)
	for i, r := range sv.rows {
		if y+rh > list.Max.Y+0.5 {
			break
		}
		row := geom.R(list.Min.X, y, list.W(), rh)
		if i == hot && r.def != nil {
			g.pr.roundRect(dst, row, color.NRGBA{255, 255, 255, 28})
		}
		if r.text != "" {
			g.labels.drawIn(dst, r.text, r.font, size, r.ink, row.Inset(min(3*sc, rh*0.12)), 0)
		}
		y += rh
	}
	// The preview: the scheme pointed at, else the first named, else the
	// back.
	w := min(preview.W(), preview.H()/layout.SchemeAspect)
	at := geom.V(preview.Center().X, preview.Min.Y+w*layout.SchemeAspect/2)
	img := s.svc.Faces.SchemeBack(g.schemeW)
	if d := s.schemep.previewed(); d != nil {
		img = g.bigSchemeFace(d)
	}
	cardface.DrawCard(dst, img, cardface.Placement{Center: at, Width: w})
	// Close.
	fill := color.NRGBA{90, 40, 44, 255}
	if closeBtn.Contains(s.ptr.ui.cursor) {
		fill = color.NRGBA{130, 60, 64, 255}
	}
	g.pr.roundRect(dst, closeBtn, fill)
	g.pr.outline(dst, closeBtn, 1*sc, 0, paint.Alpha(inkGold, 0.6), 0)
	g.labels.drawIn(dst, "Close", bold, 14*sc, inkLight, closeBtn.Inset(4*sc), 0.5)
}

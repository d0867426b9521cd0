package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// schemeBounds returns the screen rectangle of a scheme placed at pl (a
// scheme lies landscape: its height is its width × 5/7).
func schemeBounds(pl cardface.Placement) geom.Rect {
	return geom.Centered(pl.Center, pl.Width, pl.Width*layout.SchemeAspect)
}

// drawScheme draws layout card i, a scheme of a command zone: face up
// with its face, face down with the scheme back; of the face-down pile
// only the top (with the deck's count) and any scheme still sliding to
// it. The scheme being set in motion is drawn by the flip instead.
func (g *overlayPainter) drawScheme(s *Scene, dst *ebiten.Image, i int) {
	c := &s.lay.Cards[i]
	if s.schemep.flip.on() && c.Obj == s.schemep.flip.obj {
		return
	}
	sp := s.mo.sprite(c.Obj)
	if !c.FaceUp && c.Count == 0 && !sp.moving {
		return // under the top of the pile
	}
	sc := s.lay.Scale
	pl := s.placement(c)
	b := schemeBounds(pl)
	var f uint8
	if i < len(s.flags) {
		f = s.flags[i]
	}
	if f&cardSelectable != 0 {
		g.pr.outline(dst, b.Inset(-3*sc), 2.5*sc, 6*sc, glowCyan, 0)
	}
	g.pr.roundRect(dst, b.Translate(geom.V(3*sc, 4*sc)), color.NRGBA{0, 0, 0, 110})
	img := s.svc.Faces.SchemeBack(g.schemeW)
	if c.FaceUp {
		img = g.schemeFace(c.View.Def)
	}
	cardface.DrawCard(dst, img, pl)
	if !c.FaceUp && c.Count > 0 {
		g.countBadge(s, dst, geom.V(b.Center().X, b.Max.Y-2*sc), c.Count)
	}
}

// drawCommandMats draws each command zone's mat (static): a dusky panel
// under the column and a slot for the scheme pile.
func (g *overlayPainter) drawCommandMats(s *Scene, dst *ebiten.Image, st *layout.Seat) {
	if st.Command.Empty() {
		return
	}
	p := s.svc.Painter
	sc := s.lay.Scale
	p.Panel(dst, st.Command.Inset(-3*sc), 8*sc, paint.Fill{
		Stops:  []color.NRGBA{{40, 8, 20, 90}, {20, 4, 14, 70}},
		Border: 1 * sc, BorderColor: color.NRGBA{200, 90, 120, 60},
	})
	p.Panel(dst, st.SchemePile, 6*sc, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 70}}, Border: 1 * sc, BorderColor: color.NRGBA{255, 200, 210, 60}})
	g.labels.drawIn(dst, "Schemes", regular, 9*sc, inkDim, st.SchemePile.Frac(0.05, 0.4, 0.95, 0.6), 0.5)
}

// banded reports whether seat st sits under a team band (its team's turn
// marker is the band's, not its own).
func (s *schemePanel) banded(st rules.Seat) bool {
	for i := range s.lay.Teams {
		b := &s.lay.Teams[i]
		if ss := s.lay.SeatOf(st); ss != nil && b.Area.Contains(ss.Area.Center()) {
			return true
		}
	}
	return false
}

// activeSeat reports whether seat st is taking its turn: the active
// player, or when teams share turns one of its team.
func activeSeat(v *rules.View, st rules.Seat) bool {
	if st == v.Active {
		return true
	}
	if !v.Options.SharedTeamTurns {
		return false
	}
	a, p := playerView(v, v.Active), playerView(v, st)
	return a != nil && p != nil && a.Team == p.Team && !p.Lost
}

// drawTeamBands draws the band under each team that shares its turns
// (static): dim while the other side plays, gold with "shared turn" and
// an outline round the whole team while it takes its turn.
func (g *overlayPainter) drawTeamBands(s *Scene, dst *ebiten.Image, v *rules.View) {
	p := s.svc.Painter
	sc := s.lay.Scale
	for i := range s.lay.Teams {
		b := &s.lay.Teams[i]
		on := false
		for _, pl := range v.Players {
			if pl.Team == b.Team && activeSeat(v, pl.Seat) {
				on = true
			}
		}
		name := "The team"
		if b.Viewers {
			name = "Your team"
		}
		fill := paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 90}, {0, 0, 0, 60}}, Border: 1 * sc, BorderColor: color.NRGBA{255, 255, 255, 40}}
		ink := inkDim
		if on {
			fill = paint.Fill{Stops: []color.NRGBA{paint.Hex(0xc99a2e), paint.Hex(0x8a6718)}, Bevel: 1 * sc}
			ink = inkDark
			p.Panel(dst, b.Area.Inset(2*sc), 14*sc, paint.Fill{Stops: []color.NRGBA{{}}, Border: 2.5 * sc, BorderColor: paint.Alpha(inkGold, 0.8)})
		}
		p.Panel(dst, b.Band, b.Band.H()/2, fill)
		label := name + " · takes its turns together"
		if on {
			label = name + " · shared turn"
		}
		g.labels.drawIn(dst, label, bold, 10.5*sc, ink, b.Band.Inset(2*sc), 0.5)
	}
}

// schemeFlip is a scheme being set in motion, shown large in the middle
// of the table: it rises from its owner's pile turning over, stays while
// its text can be read, then goes to its place (or, once it has turned
// face down again, to the bottom of the pile). The game waits for it.
type schemeFlip struct {
	obj   rules.ObjID
	def   *card.Def
	seat  rules.Seat
	from  geom.Vec // where it rose from
	fromW float64
	t     float64 // ticks of the flip so far, scaled by the animation speed
	line  string  // who sets it in motion, shown above it
}

// The flip's phases, in ticks at speed 1.
const (
	flipRise  = 26.0
	flipHold  = 130.0
	flipLeave = 24.0
)

// on reports whether a flip is showing.
func (f *schemeFlip) on() bool { return f.def != nil }

// startFlip shows scheme obj (now face up in seat's command zone) being
// set in motion, from the top of the seat's scheme pile.
func (s *schemePanel) startFlip(obj rules.ObjID, seat rules.Seat) {
	s.feed.play("scheme")
	c := s.lay.CardOf(obj)
	st := s.lay.SeatOf(seat)
	if c == nil || !c.FaceUp || c.View == nil || st == nil || s.svc.Settings.AnimSpeed <= 0 {
		return // without animations the scheme is only heard
	}
	line := s.seatTextOf(seat).name + " sets a scheme in motion"
	if seat == s.ctrl.Viewer() {
		line = "You set a scheme in motion"
	}
	s.flip = schemeFlip{obj: obj, def: c.View.Def, seat: seat, from: st.SchemePile.Center(), fromW: st.SchemePile.W(), line: line}
}

// stepFlip advances the flip by a tick and reports whether it still
// shows. When it ends, the scheme's sprite is left where the flip put it.
func (s *schemePanel) stepFlip() bool {
	f := &s.flip
	if !f.on() {
		return false
	}
	f.t += max(s.svc.Settings.AnimSpeed, 0.25)
	if f.t < flipRise+flipHold+flipLeave {
		return true
	}
	if c := s.lay.CardOf(f.obj); c != nil {
		sp := s.mo.sprite(f.obj)
		sp.pos, sp.width = c.Center, c.Width
	}
	*f = schemeFlip{}
	return false
}

// skipFlip hurries the flip on to its leaving (a click or a key while it
// is held up).
func (s *schemePanel) skipFlip() {
	if f := &s.flip; f.on() && f.t < flipRise+flipHold {
		f.t = max(f.t, flipRise+flipHold)
	}
}

// flipPlace returns where the flipping scheme is drawn now, how wide, and
// how far it has turned over (0 its back up, 1 its face up).
func (s *schemePanel) flipPlace(bigW float64) (at geom.Vec, w, turned float64) {
	f := &s.flip
	mid := s.lay.Felt.Center()
	ease := func(x float64) float64 { x = min(1, max(0, x)); return x * x * (3 - 2*x) }
	switch {
	case f.t < flipRise:
		k := ease(f.t / flipRise)
		return f.from.Lerp(mid, k), f.fromW + (bigW-f.fromW)*k, k
	case f.t < flipRise+flipHold:
		return mid, bigW, 1
	}
	k := ease((f.t - flipRise - flipHold) / flipLeave)
	to, toW := f.from, f.fromW
	if c := s.lay.CardOf(f.obj); c != nil {
		to, toW = c.Center, c.Width
	}
	return mid.Lerp(to, k), bigW + (toW-bigW)*k, 1
}

// drawFlip draws the scheme being set in motion: the table dimmed, the
// scheme turning over as it rises, then large with its text and a line
// saying whose scheme it is.
func (g *overlayPainter) drawFlip(s *Scene, dst *ebiten.Image) {
	f := &s.schemep.flip
	if !f.on() {
		return
	}
	sc := s.lay.Scale
	bigW := float64(g.bigSchemeW)
	at, w, turned := s.schemep.flipPlace(bigW)
	dim := 1.0
	if f.t < flipRise {
		dim = f.t / flipRise
	} else if f.t > flipRise+flipHold {
		dim = max(0, 1-(f.t-flipRise-flipHold)/flipLeave)
	}
	g.pr.rect(dst, s.lay.Felt, color.NRGBA{0, 0, 0, uint8(150 * dim)})
	// Turning over: the card narrows to an edge and widens again with
	// the other side up.
	sx := math.Abs(math.Cos(turned * math.Pi))
	img := s.svc.Faces.SchemeBack(g.schemeW)
	if turned >= 0.5 {
		img = g.bigSchemeFace(f.def)
	}
	h := w * layout.SchemeAspect
	if dim > 0.05 {
		g.pr.roundRect(dst, geom.Centered(at.Add(geom.V(8*sc, 12*sc)), w*sx, h), color.NRGBA{0, 0, 0, uint8(160 * dim)})
	}
	var op ebiten.DrawImageOptions
	b := img.Bounds()
	k := w / float64(b.Dx())
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(k*max(sx, 0.02), k)
	op.GeoM.Translate(at.X, at.Y)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
	if f.t >= flipRise && f.t < flipRise+flipHold {
		top := at.Y - h/2 - 30*sc
		line := f.line
		g.labels.drawIn(dst, line, bold, 18*sc, inkGold, geom.R(at.X-w/2, top, w, 24*sc), 0.5)
		g.labels.drawIn(dst, "click to go on", italic, 11*sc, inkDim, geom.R(at.X-w/2, at.Y+h/2+6*sc, w, 16*sc), 0.5)
	}
}

// drawSchemeZoom draws a zoomed scheme landscape: large in the middle
// after a right click, or beside the cursor after a hover.
func (g *overlayPainter) drawSchemeZoom(s *Scene, dst *ebiten.Image, d *card.Def) {
	sc := s.lay.Scale
	img := g.bigSchemeFace(d)
	w := float64(g.bigSchemeW)
	var at geom.Vec
	if s.ptr.ui.zoom != rules.NoObj {
		g.pr.rect(dst, s.lay.Screen, color.NRGBA{0, 0, 0, 140})
		at = s.lay.Felt.Center()
	} else {
		w *= 0.72
		at = s.over.besideCursor(w, w*layout.SchemeAspect)
	}
	h := w * layout.SchemeAspect
	g.pr.roundRect(dst, geom.Centered(at.Add(geom.V(6*sc, 9*sc)), w, h), color.NRGBA{0, 0, 0, 170})
	cardface.DrawCard(dst, img, cardface.Placement{Center: at, Width: w})
}

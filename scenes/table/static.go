package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/mana"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// stepNames are the phase bar's short step names.
var stepNames = [...]string{"Untap", "Upkeep", "Draw", "Main", "Combat", "Attack", "Block", "First", "Damage", "End C.", "Main 2", "End", "Clean"}

// manaColors are the colours of the mana kinds (W U B R G C).
var manaColors = [mana.NumKinds]color.NRGBA{
	paint.Hex(0xf4eccb), paint.Hex(0x4d8fd6), paint.Hex(0x5b4a5e), paint.Hex(0xd9573b), paint.Hex(0x3f9a52), paint.Hex(0xb9b4ad),
}

// drawStatic draws what changes only with the table: the felt and its
// vignette, the seats' mats, the phase bar, plates (but their life
// totals), empty pile slots and the sidebar with the prompt.
func (g *graphics) drawStatic(s *Scene, dst *ebiten.Image) {
	p := s.svc.Painter
	l := &s.lay
	sc := l.Scale
	v := s.ctrl.View()
	dst.Clear()
	// The felt: a deep green cloth lit from the middle, darker at the rim.
	p.Panel(dst, l.Felt, 0, paint.Fill{
		Stops:    []color.NRGBA{paint.Hex(0x2f6b4f), paint.Hex(0x245a42), paint.Hex(0x173b2d)},
		Gradient: paint.Radial, Center: geom.V(0.5, 0.58), Reach: 1.05, Grain: 0.035, Seed: 7,
	})
	p.Panel(dst, l.Felt, 0, paint.Fill{
		Stops:    []color.NRGBA{{}, {}, {0, 0, 0, 40}, {0, 0, 0, 130}},
		Gradient: paint.Radial, Center: geom.V(0.5, 0.55), Reach: 1.0,
	})
	// The sidebar: a walnut rail.
	p.Panel(dst, l.Sidebar, 0, paint.Fill{
		Stops:    []color.NRGBA{paint.Hex(0x3b2416), paint.Hex(0x5a3823), paint.Hex(0x4a2d1b), paint.Hex(0x352012)},
		Gradient: paint.Horizontal, Grain: 0.1, Seed: 3, Bevel: 2 * sc,
	})
	g.pr.rect(dst, geom.R(l.Sidebar.Min.X, 0, 3*sc, l.Sidebar.H()), color.NRGBA{0, 0, 0, 120})
	// Seats.
	for i := range l.Seats {
		g.drawSeatStatic(s, dst, &l.Seats[i], v)
	}
	g.drawDraftStatic(s, dst, v)
	g.overp.drawTeamBands(s, dst, v)
	g.drawPhaseBar(s, dst, v)
	g.drawSidebarStatic(s, dst, v)
}

// drawSeatStatic draws a seat's mat, pile slots and plate.
func (g *graphics) drawSeatStatic(s *Scene, dst *ebiten.Image, st *layout.Seat, v *rules.View) {
	p := s.svc.Painter
	sc := s.lay.Scale
	mat := st.Area.Inset(3 * sc)
	border := paint.Alpha(paint.Hex(0x9fd3b5), 0.25)
	bw := 1.2 * sc
	active := activeSeat(v, st.Seat) && !s.schemep.banded(st.Seat) // a team band marks a team's turn once
	if active {
		border, bw = paint.Alpha(inkGold, 0.75), 2.5*sc
	}
	p.Panel(dst, mat, 14*sc, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 38}, {0, 0, 0, 16}}, Border: bw, BorderColor: border})
	// A faint line between the creature row and the rest.
	y := st.Creatures.Max.Y
	if !st.Viewer {
		y = st.Creatures.Min.Y
	}
	g.pr.line(dst, geom.V(st.Battlefield.Min.X+20*sc, y), geom.V(st.Battlefield.Max.X-20*sc, y), 1*sc, color.NRGBA{255, 255, 255, 22})
	if st.Viewer && !s.lay.LandDrop.Empty() {
		g.pr.outline(dst, s.lay.LandDrop, 1.5*sc, 6*sc, paint.Alpha(inkLight, 0.5), 0)
		g.labels.drawIn(dst, "Play as", italic, smallSize*sc, inkDim, s.lay.LandDrop.Frac(0, 0.3, 1, 0.5), 0.5)
		g.labels.drawIn(dst, "land", italic, smallSize*sc, inkDim, s.lay.LandDrop.Frac(0, 0.5, 1, 0.7), 0.5)
	}
	// Pile slots.
	slot := func(r geom.Rect, name string) {
		if r.Empty() {
			return
		}
		p.Panel(dst, r, 5*sc, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 60}}, Border: 1 * sc, BorderColor: color.NRGBA{255, 255, 255, 50}})
		g.labels.drawIn(dst, name, regular, 9*sc, inkDim, r.Frac(0.05, 0.4, 0.95, 0.6), 0.5)
	}
	switch {
	case v.Options.Draw.LiveDraft():
		// The draft band holds the library.
	case v.Options.Library == rules.SharedLibrary:
		if st.Viewer {
			slot(st.Library, "Shared")
		}
	default:
		slot(st.Library, "Library")
	}
	slot(st.Graveyard, "Graveyard")
	slot(st.Exile, "Exile")
	g.overp.drawCommandMats(s, dst, st)
	// The plate.
	pl := st.Plate
	edge := paint.Hex(0x6e5a3a)
	if active {
		edge = inkGold
	}
	p.Panel(dst, pl, 8*sc, paint.Fill{
		Stops: []color.NRGBA{paint.Hex(0x2b2620), paint.Hex(0x1b1814)}, Border: 1.6 * sc, BorderColor: edge, Bevel: 1.5 * sc,
	})
	txt := s.seatTextOf(st.Seat)
	pv := playerView(v, st.Seat)
	nameInk := inkLight
	if pv != nil && pv.Lost {
		nameInk = inkDim
	}
	name := st.Name
	if active {
		g.pr.dot(dst, geom.V(name.Min.X+4*sc, name.Center().Y), 4.5*sc, inkGold, true)
		name.Min.X += 13 * sc
	}
	g.labels.drawIn(dst, txt.name, bold, nameSize*sc, nameInk, name, 0)
	g.labels.drawIn(dst, txt.counts, regular, smallSize*sc, inkDim, st.Counts, 0)
	if v.Options.MillCounters && pv != nil {
		x := st.Counts.Min.X + g.labels.measure(txt.counts, regular, smallSize*sc) + 10*sc
		g.drawMillCounters(s, dst, geom.V(x, st.Counts.Center().Y), pv.MillCounters)
	}
	if v.Pending.Seat == st.Seat && !v.Over {
		g.labels.drawIn(dst, "deciding…", italic, smallSize*sc, glowCyan, st.Status, 0)
	}
	if pv != nil && pv.Lost {
		out := "out of the game"
		if pv.Conceded {
			out = "conceded"
		}
		g.labels.drawIn(dst, out, italic, smallSize*sc, lifeBad, st.Status, 0)
	}
	// The mana pool: a coloured disc per kind of mana floating, with its amount.
	if pv != nil && pv.Pool.Total() > 0 {
		r := 7 * sc
		px := pl.Max.X - 8*sc - r
		py := pl.Max.Y + r + 3*sc
		if st.Viewer {
			py = pl.Min.Y - r - 3*sc
		}
		for k := mana.NumKinds - 1; k >= 0; k-- {
			n := int(pv.Pool[k])
			if n <= 0 {
				continue
			}
			g.pr.dot(dst, geom.V(px, py), r+1*sc, color.NRGBA{0, 0, 0, 160}, true)
			g.pr.dot(dst, geom.V(px, py), r, manaColors[k], true)
			ink := inkDark
			if k == 1 || k == 2 {
				ink = inkLight
			}
			g.labels.drawIn(dst, s.num(n), bold, 10*sc, ink, geom.Centered(geom.V(px, py), 2*r, 2*r), 0.5)
			px -= 2*r + 4*sc
		}
	}
}

// drawPhaseBar draws the 13 steps, the current one lit, and the stop dots
// of both rows.
func (g *graphics) drawPhaseBar(s *Scene, dst *ebiten.Image, v *rules.View) {
	p := s.svc.Painter
	l := &s.lay
	sc := l.Scale
	p.Panel(dst, l.PhaseBar.Inset(1*sc), 6*sc, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 120}, {0, 0, 0, 90}}, Border: 1 * sc, BorderColor: color.NRGBA{255, 255, 255, 30}})
	mine := activeSeat(v, v.Seat)
	lblMine, lblTheirs := inkDim, inkDim
	if mine {
		lblMine = inkLight
	} else {
		lblTheirs = inkLight
	}
	// The two rows' labels sit a row apart, never below the least size
	// one can read: the bar is never so short that they would touch.
	lsz := max(9.5*sc, minLabelSize)
	g.labels.drawInAt(dst, "My turns", regular, lsz, lblMine, l.PhaseMineLabel.Inset(1*sc), 1)
	g.labels.drawInAt(dst, "Theirs", regular, lsz, lblTheirs, l.PhaseTheirsLbl.Inset(1*sc), 1)
	stops := &s.svc.Settings.Stops
	for i, st := range l.Steps {
		if st.Step == v.Step {
			p.Panel(dst, st.Cell.Inset(1*sc), 5*sc, paint.Fill{Stops: []color.NRGBA{paint.Hex(0xc99a2e), paint.Hex(0x8a6718)}, Bevel: 1 * sc})
		}
		ink := inkDim
		if st.Step == v.Step {
			ink = inkDark
		}
		g.labels.drawIn(dst, stepNames[i], bold, 10.5*sc, ink, st.Cell.Frac(0.04, 0, 0.96, 0.45), 0.5)
		r := min(st.Mine.H()*0.32, 4.5*sc)
		on := paint.Hex(0xffd45a)
		off := color.NRGBA{255, 255, 255, 70}
		if stops.Mine[i] {
			g.pr.dot(dst, st.Mine.Center(), r, on, true)
		} else {
			g.pr.dot(dst, st.Mine.Center(), r*0.8, off, false)
		}
		if stops.Theirs[i] {
			g.pr.dot(dst, st.Theirs.Center(), r, paint.Hex(0x8fd0ff), true)
		} else {
			g.pr.dot(dst, st.Theirs.Center(), r*0.8, off, false)
		}
	}
}

// drawMenuButton draws the Menu button (on the table and on the curtain;
// not at a viewer).
func (g *graphics) drawMenuButton(s *Scene, dst *ebiten.Image) {
	if s.ctrl.Replay().Replaying() {
		return // a viewer has no Menu: whoever shows it has its own way out
	}
	sc := s.lay.SideScale
	s.svc.Painter.Panel(dst, s.lay.Menu, 6*sc, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x6b4a2e), paint.Hex(0x4a3120)}, Border: 1 * sc, BorderColor: paint.Hex(0xa07850), Bevel: 1.5 * sc})
	g.labels.drawIn(dst, "Menu", bold, 13*sc, inkLight, s.lay.Menu, 0.5)
}

// drawSidebarStatic draws the menu button, the turn line, the stack and
// log panels and the prompt with its buttons.
func (g *graphics) drawSidebarStatic(s *Scene, dst *ebiten.Image, v *rules.View) {
	p := s.svc.Painter
	l := &s.lay
	sc := l.SideScale
	panel := paint.Fill{Stops: []color.NRGBA{{12, 10, 8, 200}, {20, 16, 12, 190}}, Border: 1 * sc, BorderColor: color.NRGBA{255, 230, 190, 40}}
	g.drawMenuButton(s, dst)
	turn := "Turn " + s.num(v.Turn)
	g.labels.drawIn(dst, turn, bold, 14*sc, inkLight, geom.R(l.Sidebar.Min.X+10*sc, l.Menu.Min.Y, l.Menu.Min.X-l.Sidebar.Min.X-16*sc, l.Menu.H()), 0)
	// Stack.
	p.Panel(dst, l.StackArea, 8*sc, panel)
	title := "Stack"
	if len(v.Stack) == 0 {
		title = "Stack — empty"
	}
	g.labels.drawIn(dst, title, bold, 11.5*sc, inkDim, geom.R(l.StackArea.Min.X+8*sc, l.StackArea.Min.Y+2*sc, l.StackArea.W()-16*sc, 15*sc), 0)
	// Log.
	p.Panel(dst, l.LogArea, 8*sc, panel)
	g.labels.drawIn(dst, "Game log", bold, 11.5*sc, inkDim, geom.R(l.LogArea.Min.X+8*sc, l.LogArea.Min.Y+2*sc, l.LogArea.W()-16*sc, 15*sc), 0)
	// Prompt.
	pr := s.ctrl.Prompt()
	edge := paint.Hex(0xc99a2e)
	if pr.Waiting {
		edge = paint.Hex(0x6e6a60)
	}
	p.Panel(dst, l.PromptArea, 10*sc, paint.Fill{Stops: []color.NRGBA{paint.Hex(0x2d2419), paint.Hex(0x1d1711)}, Border: 2 * sc, BorderColor: edge, Bevel: 1.5 * sc})
	g.drawPromptText(s, dst, pr.Waiting)
	for i, b := range l.Buttons {
		if i >= len(pr.Buttons) {
			break
		}
		btn := pr.Buttons[i]
		fill := paint.Fill{Stops: []color.NRGBA{paint.Hex(0x5a4a36), paint.Hex(0x3b3024)}, Border: 1.2 * sc, BorderColor: paint.Hex(0x8a7350), Bevel: 1.5 * sc}
		lab := inkLight
		if btn.Primary {
			fill = paint.Fill{Stops: []color.NRGBA{paint.Hex(0xe9b949), paint.Hex(0xb07f1f)}, Border: 1.2 * sc, BorderColor: paint.Hex(0xffe29a), Bevel: 1.5 * sc}
			lab = inkDark
		}
		p.Panel(dst, b, 7*sc, fill)
		inner := b.Inset(6 * sc)
		if btn.Key != "" {
			kw := g.labels.measure(btn.Key, regular, layout.ButtonKeySize*sc) + 8*sc
			kr := geom.R(inner.Max.X-kw, b.Center().Y-8*sc, kw, 16*sc)
			p.Panel(dst, kr, 4*sc, paint.Fill{Stops: []color.NRGBA{{0, 0, 0, 70}}, Border: 1 * sc, BorderColor: paint.Alpha(lab, 0.5)})
			g.labels.drawIn(dst, btn.Key, regular, layout.ButtonKeySize*sc, lab, kr, 0.5)
			inner.Max.X = kr.Min.X - 4*sc
		}
		g.labels.drawIn(dst, btn.Label, bold, layout.ButtonTextSize*sc, lab, inner, 0.5)
	}
}

// drawPromptText draws the prompt's lines that fit, from the first the
// wheel scrolled to, with a scroll bar when there are more.
func (g *graphics) drawPromptText(s *Scene, dst *ebiten.Image, waiting bool) {
	l := &s.lay
	sc := l.SideScale
	ink := inkLight
	f := regular
	if waiting {
		ink, f = inkDim, italic
	}
	rows := l.PromptRows()
	start := min(s.ptr.ui.promptScroll, max(0, len(s.prompt)-rows))
	end := min(len(s.prompt), start+rows)
	y := l.PromptText.Min.Y
	for _, line := range s.prompt[start:end] {
		g.labels.draw(dst, line, f, promptSize*sc, ink, geom.V(l.PromptText.Min.X, y), 0)
		y += l.PromptLine
	}
	g.drawScrollBar(dst, l.PromptText, l.PromptArea.Max.X-(3+layout.LogBarWidth)*sc, layout.LogBarWidth*sc, start, end, len(s.prompt))
}

// playerView returns seat st's player view.
func playerView(v *rules.View, st rules.Seat) *rules.PlayerView {
	for i := range v.Players {
		if v.Players[i].Seat == st {
			return &v.Players[i]
		}
	}
	return nil
}

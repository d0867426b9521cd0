package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/paint"
	"github.com/kitchentable/kitchentable/scenes/table/layout"
)

// drawPlates draws the life totals, counting toward the real one and
// flashing green or red while they change, a pulse on the plate of the
// seat deciding, and a glow on the plates the viewer may pick as a target.
func (g *graphics) drawPlates(s *Scene, dst *ebiten.Image) {
	sc := s.lay.Scale
	v := s.ctrl.View()
	for i := range s.lay.Seats {
		st := &s.lay.Seats[i]
		if int(st.Seat) >= len(s.mo.lives) {
			continue
		}
		if i < len(s.platePick) && s.platePick[i] {
			// A target to pick: lit as the cards that may be picked are.
			pulse := s.pickPulse()
			g.litRect(dst, st.Plate.Inset(-3*sc), sc, glowCyan, 0.14*pulse, 0.8*pulse)
		}
		l := &s.mo.lives[st.Seat]
		ink := inkLight
		if l.flash > 0 {
			c := lifeBad
			if l.gain {
				c = lifeGood
			}
			ink = paint.Mix(inkLight, c, min(1, l.flash/30))
		}
		g.labels.drawIn(dst, s.num(int(math.Round(l.shown))), bold, lifeSize*sc, ink, st.Life, 1)
		if v.Pending.Seat == st.Seat && !v.Over {
			a := 0.35 + 0.25*math.Sin(float64(s.ticks)*0.1)
			g.pr.outline(dst, st.Plate.Inset(-2*sc), 2*sc, 0, paint.Alpha(glowCyan, a), 0)
		}
	}
}

// syncLog wraps new log lines for the log panel. The panel shows the
// viewer's own log: when another person comes to the screen it is wrapped
// anew from theirs, never added to the last person's.
func (s *sidebar) syncLog() {
	if s.gfx == nil {
		return
	}
	lines := s.ctrl.Log()
	w := s.lay.LogText.W()
	if w != s.logWidth || s.logViewer != s.ctrl.Viewer() {
		s.logWidth, s.logSrc, s.log = w, 0, s.log[:0]
		s.logViewer = s.ctrl.Viewer()
	}
	if len(lines) < s.logSrc {
		s.logSrc, s.log = 0, s.log[:0]
	}
	if s.logSrc > 0 && lines[s.logSrc-1] != s.logLast && s.logRows <= len(s.log) {
		// The last line took in a repeat of itself ("… seven cards …"):
		// wrap it anew.
		s.log = s.log[:len(s.log)-s.logRows]
		s.logSrc--
	}
	for _, line := range lines[s.logSrc:] {
		rows := len(s.log)
		s.log = s.gfx.labels.wrap(line, regular, logSize*s.lay.SideScale, w, s.log)
		s.logLast, s.logRows = line, len(s.log)-rows
	}
	s.logSrc = len(lines)
}

// logWindow returns the wrapped log lines shown, [start, end), with the
// scroll clamped so that the first line is the farthest back it goes.
func (s *sidebar) logWindow() (start, end int) {
	n := s.lay.LogRows()
	scroll := min(s.ptr.ui.logScroll, max(0, len(s.log)-n))
	end = len(s.log) - scroll
	return max(0, end-n), end
}

// wheelSidebar scrolls the log or the prompt under the cursor by the
// wheel, three lines a notch, no farther than their ends.
func (s *sidebar) wheelSidebar(p *pointer, wheel float64) {
	if wheel == 0 {
		return
	}
	d := int(wheel * 3)
	if d == 0 {
		d = 1
		if wheel < 0 {
			d = -1
		}
	}
	switch {
	case s.lay.LogArea.Contains(p.cursor):
		p.logScroll = min(max(0, p.logScroll+d), max(0, len(s.log)-s.lay.LogRows()))
	case s.lay.PromptArea.Contains(p.cursor):
		p.promptScroll = min(max(0, p.promptScroll-d), max(0, len(s.prompt)-s.lay.PromptRows()))
	}
}

// drawLog draws the last lines of the log that fit, scrolled back by the
// wheel, and a scroll bar when there are more than fit.
func (g *graphics) drawLog(s *Scene, dst *ebiten.Image) {
	if s.side.logViewer != s.ctrl.Viewer() {
		return // wrapped for the person before; the next Update rewraps it
	}
	l := &s.lay
	ss := l.SideScale
	start, end := s.side.logWindow()
	if end <= start {
		return
	}
	y := l.LogText.Min.Y
	for i := start; i < end; i++ {
		ink := inkDim
		if i == len(s.side.log)-1 {
			ink = inkLight
		}
		g.labels.draw(dst, s.side.log[i], regular, logSize*ss, ink, geom.V(l.LogText.Min.X, y), 0)
		y += l.LogLine
	}
	if end < len(s.side.log) {
		g.labels.drawIn(dst, "▼ newer", italic, 11*ss, inkGold, geom.R(l.LogArea.Min.X, l.LogArea.Min.Y+2*ss, l.LogArea.W()-8*ss, 15*ss), 1)
	}
	g.drawScrollBar(dst, l.LogText, l.LogArea.Max.X-(4+layout.LogBarWidth)*ss, layout.LogBarWidth*ss, start, end, len(s.side.log))
}

// drawScrollBar draws a bar at x, w wide, down the height of r, with a
// thumb for lines [start, end) of total; nothing when all of them show.
func (g *graphics) drawScrollBar(dst *ebiten.Image, r geom.Rect, x, w float64, start, end, total int) {
	if total <= 0 || (start == 0 && end >= total) {
		return
	}
	track := geom.R(x, r.Min.Y, w, r.H())
	g.pr.roundRect(dst, track, color.NRGBA{255, 255, 255, 28})
	h := max(track.H()*float64(end-start)/float64(total), 3*w)
	top := track.Min.Y + (track.H()-h)*float64(start)/float64(max(1, total-(end-start)))
	g.pr.roundRect(dst, geom.R(x, top, w, h), paint.Alpha(inkGold, 0.75))
}

// drawButtonsHover lights the button under the cursor.
func (g *graphics) drawButtonsHover(s *Scene, dst *ebiten.Image) {
	for _, b := range s.lay.Buttons {
		if b.Contains(s.ptr.ui.cursor) {
			g.pr.roundRect(dst, b, color.NRGBA{255, 255, 255, 36})
		}
	}
	if s.lay.Menu.Contains(s.ptr.ui.cursor) {
		g.pr.roundRect(dst, s.lay.Menu, color.NRGBA{255, 255, 255, 36})
	}
}

// drawPops draws the rising damage and life numbers.
func (g *graphics) drawPops(s *Scene, dst *ebiten.Image) {
	sc := s.lay.Scale
	for _, p := range s.mo.pops {
		age := popTicks - p.t
		at := p.at.Add(geom.V(0, -age*0.7*sc))
		ink := lifeBad
		if p.good {
			ink = lifeGood
		}
		a := min(1, p.t/20)
		g.labels.drawA(dst, p.label, bold, 30*sc, color.NRGBA{0, 0, 0, 200}, at.Add(geom.V(2*sc, 2*sc)), 0.5, a)
		g.labels.drawA(dst, p.label, bold, 30*sc, ink, at, 0.5, a)
	}
}

// drawToast draws the last refusal's reason over the lower middle of the
// table.
func (g *graphics) drawToast(s *Scene, dst *ebiten.Image) {
	if s.mo.toastT <= 0 || s.mo.toast == "" {
		return
	}
	sc := s.lay.Scale
	a := min(1, s.mo.toastT/20)
	w := g.labels.measure(s.mo.toast, bold, 16*sc) + 40*sc
	f := s.lay.Felt
	r := geom.Centered(geom.V(f.Center().X, s.lay.PhaseBar.Max.Y+40*sc), w, 38*sc)
	g.pr.roundRect(dst, r, color.NRGBA{30, 12, 10, uint8(225 * a)})
	g.pr.outline(dst, r, 1.5*sc, 0, paint.Alpha(lifeBad, 0.8*a), 0)
	g.labels.drawA(dst, s.mo.toast, bold, 16*sc, inkLight, geom.V(r.Center().X, r.Min.Y+9*sc), 0.5, a)
}

// pickPulse is the glow's strength, 0.5 to 1, of what the viewer may pick
// or play now (cards, plates, the common library), pulsing with the ticks.
func (s *Scene) pickPulse() float64 { return 0.75 + 0.25*math.Sin(float64(s.ticks)*0.09) }

// litRect lights r in colour c: a wash of alpha fill and an outline of
// alpha line, 2 design pixels wide at scale sc (a plate to pick, a place
// to drop a dragged card).
func (g *graphics) litRect(dst *ebiten.Image, r geom.Rect, sc float64, c color.NRGBA, fill, line float64) {
	g.pr.roundRect(dst, r, paint.Alpha(c, fill))
	g.pr.outline(dst, r, 2*sc, 0, paint.Alpha(c, line), 0)
}

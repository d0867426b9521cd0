package leagues

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/league"
	"github.com/kitchentable/kitchentable/render/geom"
	"github.com/kitchentable/kitchentable/render/widget"
	"github.com/kitchentable/kitchentable/scenes"
)

// Where the set rows start and how far apart they are, in design units.
const (
	setRowsY = 312
	setRowH  = 44
)

// setsFootnote explains the set rows' columns.
const setsFootnote = "421 set: 4 of each common, 2 of each uncommon, 1 of each rare or mythic. Extra basics: 12 more of each basic land join. Specials: one of each special card."

// layout places everything, in the 1280×720 design.
func (s *Create) layout(ctx *scenes.Context) {
	s.d = widget.DesignFor(ctx.Width, ctx.Height, ctx.Scale())
	s.th.Scale = s.d.Scale
	d := s.d
	limit := d.At(0, 708).Y
	s.back.Rect = d.R(1112, 18, 140, 40)
	s.name.Rect = d.R(30, 126, 400, 42)
	s.target.Rect = d.R(450, 126, 90, 42)
	for i, r := range s.seats {
		y := 228 + float64(i)*54
		r.name.Rect = d.R(30, y, 220, 42)
		r.who.Rect = d.R(260, y, 310, 42)
		r.who.Limit = limit
		r.remove.Rect = d.R(580, y, 42, 42)
		r.remove.Disabled = len(s.seats) <= minSeats
	}
	below := 228 + float64(len(s.seats))*54
	s.add.Rect = d.R(30, below, 200, 40)
	s.add.Disabled = len(s.seats) >= maxSeats
	s.layoutSitOut(below)
	s.sched.Rect = d.R(660, 126, 590, 42)
	s.sched.Limit = limit
	for i, r := range s.rows {
		y := setRowsY + float64(i)*setRowH
		r.set.Rect = d.R(660, y, 290, 38)
		r.set.Limit = limit
		r.extra.Rect = d.R(1062, y, 60, 38)
		r.special.Rect = geom.Rect{}
		if set := s.chosenSet(r); set != nil && league.SpecialCards(set) > 0 {
			r.special.Rect = d.R(1190, y, 60, 38)
		}
	}
	y := setRowsY + float64(len(s.rows))*setRowH
	s.addSet.Rect, s.dropSet.Rect = geom.Rect{}, geom.Rect{}
	s.addSet.Disabled, s.dropSet.Disabled = true, true
	if s.schedule().sets == 0 {
		s.addSet.Rect = d.R(660, y, 150, 34)
		s.addSet.Disabled = len(s.rows) >= min(maxSagaSets, len(s.pool))
		s.dropSet.Rect = d.R(820, y, 150, 34)
		s.dropSet.Disabled = len(s.rows) <= minSagaSets
	}
	s.start.Rect = d.R(1060, 640, 190, 50)
}

// layoutSitOut places the sit-out cycler under the seats when their
// number is odd, and names its options after them.
func (s *Create) layoutSitOut(below float64) {
	s.sitOut.Rect = geom.Rect{}
	if len(s.seats)%2 == 0 {
		return
	}
	s.sitOut.Options = s.sitOut.Options[:0]
	for i, r := range s.seats {
		n := strings.TrimSpace(r.name.Text)
		if n == "" {
			n = fmt.Sprintf("seat %d", i+1)
		}
		s.sitOut.Options = append(s.sitOut.Options, fmt.Sprintf("%s (seat %d)", n, i+1))
	}
	s.sitOut.Options = append(s.sitOut.Options, "Drawn at random")
	switch {
	case s.sit == sitDrawn:
		s.sitOut.Index = len(s.seats)
	case s.sit == sitLast || s.sit >= len(s.seats):
		s.sitOut.Index = len(s.seats) - 1
	default:
		s.sitOut.Index = s.sit
	}
	y := below
	if !s.add.Disabled {
		y += 54
	}
	s.sitOut.Rect = s.d.R(260, y+6, 310, 42)
	s.sitOut.Limit = s.d.At(0, 708).Y
}

// Draw implements scenes.Scene.
func (s *Create) Draw(screen *ebiten.Image) {
	th, d := s.th, s.d
	th.Background(screen)
	th.ShadowText(screen, "New 421 league", d.At(30, 44), widget.Font{Size: 34, Bold: true}, widget.Start, widget.Cream)
	head := widget.Font{Size: widget.Small, Bold: true}
	th.Text(screen, "NAME", d.At(30, 112), head, widget.Start, muted)
	s.name.Draw(screen, th)
	th.Text(screen, "PLAY TO", d.At(450, 112), head, widget.Start, muted)
	s.target.Draw(screen, th)
	th.Text(screen, "points", d.At(548, 147), widget.Font{Size: 16}, widget.Start, widget.Parchment)
	th.Text(screen, fmt.Sprintf("PLAYERS (%d to %d), in seat order: seat 1 builds first", minSeats, maxSeats), d.At(30, 212), head, widget.Start, muted)
	for _, r := range s.seats {
		r.name.Draw(screen, th)
		r.who.Draw(screen, th)
		r.remove.Draw(screen, th)
	}
	if !s.add.Disabled {
		s.add.Draw(screen, th)
	}
	if !s.sitOut.Rect.Empty() {
		c := s.sitOut.Rect.Center()
		th.Text(screen, "Sits out round 1", geom.V(s.sitOut.Rect.Min.X-th.Px(14), c.Y), widget.Font{Size: 16, Bold: true}, widget.End, widget.Parchment)
		s.sitOut.Draw(screen, th)
	}
	s.drawSets(screen)
	if s.err != "" {
		th.Notice(screen, s.err, d.R(30, 640, 1010, 50), true)
	}
	s.start.Draw(screen, th)
	s.back.Draw(screen, th)
	for _, c := range s.cyclers() {
		c.DrawList(screen, th)
	}
}

// drawSets draws the schedule, what it means, and the set rows with
// their switches and sizes.
func (s *Create) drawSets(screen *ebiten.Image) {
	th, d := s.th, s.d
	head := widget.Font{Size: widget.Small, Bold: true}
	th.Text(screen, "SCHEDULE", d.At(660, 112), head, widget.Start, muted)
	s.sched.Draw(screen, th)
	paragraph(screen, th, s.schedule().about, d.At(664, 190), 586*d.Scale, widget.Font{Size: 15}, widget.Parchment, 4)
	th.Text(screen, "SETS, in the order they join", d.At(660, 296), head, widget.Start, muted)
	th.Text(screen, "CARDS", d.At(992, 296), head, widget.End, muted)
	th.Text(screen, "EXTRA BASICS", d.At(1122, 296), head, widget.End, muted)
	th.Text(screen, "SPECIALS", d.At(1250, 296), head, widget.End, muted)
	small := widget.Font{Size: 15}
	for _, r := range s.rows {
		r.set.Draw(screen, th)
		sp := s.spec(r)
		mid := r.set.Rect.Center().Y
		th.Text(screen, fmt.Sprint(sp.Size(len(s.basics))), geom.V(d.At(992, 0).X, mid), small, widget.End, widget.Parchment)
		r.extra.Draw(screen, th)
		if r.special.Rect.Empty() {
			th.Text(screen, "none", geom.V(d.At(1250, 0).X, mid), small, widget.End, muted)
			continue
		}
		r.special.Draw(screen, th)
	}
	y := setRowsY + float64(len(s.rows))*setRowH
	if s.schedule().sets == 0 {
		s.addSet.Draw(screen, th)
		s.dropSet.Draw(screen, th)
		if len(s.rows) >= len(s.pool) {
			th.Text(screen, "Every loaded set is in use.", d.At(984, y+17), widget.Font{Size: 14, Italic: true}, widget.Start, muted)
		}
		y += 42
	}
	// The footnote is drawn whole or not at all (a long saga leaves no room).
	f := widget.Font{Size: 14, Italic: true}
	if n := len(wrap(th, setsFootnote, f, 586*d.Scale)); y+14+float64(n)*18.2 <= 640 {
		paragraph(screen, th, setsFootnote, d.At(664, y+14), 586*d.Scale, f, muted, n)
	}
}

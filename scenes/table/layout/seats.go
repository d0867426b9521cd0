package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Sizes at scale 1 (1280×720); everything is multiplied by Table.Scale.
const (
	margin       = 6.0
	phaseHeight  = 40.0
	viewerStrip  = 106.0 // the viewer's plate, hand and piles strip
	oppStrip     = 72.0  // an opponent's plate, hand and piles strip
	handWidth    = 92.0
	maxCardWidth = 96.0
	viewerPile   = 58.0
	oppPile      = 44.0
	plateWidth   = 176.0
)

// minPhaseBar is the phase bar's least height in pixels: below it the
// "My turns" and "Theirs" rows are too close for labels one can read.
const minPhaseBar = 38.0

// narrowPlate is the height of a narrow seat's plate: room for the name,
// the status and the counts, one line each.
const narrowPlate = 54.0

// oppShare is the part of the felt's height the opponents get.
const oppShare = 0.43

// narrowSeat is the width below which an opponent's seat stacks its plate
// above its hand and piles (five or more seats at the table).
const narrowSeat = 300.0

// layoutSeats gives every seat its area, plate, hand strip, piles and
// battlefield rectangle. The viewer sits at the bottom; the others share
// the top in turn order, left to right.
func (t *Table) layoutSeats(in Input) {
	v := in.View
	s := t.Scale
	f := t.Felt
	band := t.draftHeight(v, f.H())
	ph := max(phaseHeight*s, minPhaseBar)
	oppH := (f.H() - ph - band) * oppShare
	t.PhaseBar = geom.R(f.Min.X, oppH+band, f.W(), ph)
	vy := t.PhaseBar.Max.Y
	n := len(v.Players)
	vi := 0
	for i, p := range v.Players {
		if p.Seat == v.Seat {
			vi = i
		}
	}
	// The viewer.
	t.Seats = append(t.Seats, t.viewerSeat(geom.R(f.Min.X, vy, f.W(), f.Max.Y-vy), v.Seat, v))
	// The others across the table, clockwise from the viewer's left; when
	// teams share turns (Archenemy), the other side first, then the
	// viewer's teammates, so that each team sits together.
	t.across = t.across[:0]
	for k := 1; k < n; k++ {
		t.across = append(t.across, v.Players[(vi+k)%n].Seat)
	}
	if v.Options.SharedTeamTurns {
		t.groupTeams(v, vi)
	}
	// Seats holding a command zone get more room when others have none.
	weight := func(seat rules.Seat) float64 {
		if t.schemesOnlySome(v) && hasCommand(v, seat) {
			return commandWeight
		}
		return 1
	}
	total := 0.0
	for _, seat := range t.across {
		total += weight(seat)
	}
	t.acrossX = t.acrossX[:0]
	x := f.Min.X
	for _, seat := range t.across {
		t.acrossX = append(t.acrossX, x)
		x += f.W() * weight(seat) / total
	}
	t.acrossX = append(t.acrossX, f.Max.X)
	t.teamBands(v, oppH)
	for i, seat := range t.across {
		area := geom.R(t.acrossX[i], f.Min.Y, t.acrossX[i+1]-t.acrossX[i], oppH)
		for _, b := range t.Teams {
			if b.Area.Min.X <= area.Min.X+0.5 && area.Max.X <= b.Area.Max.X+0.5 {
				area.Max.Y = b.Band.Min.Y
			}
		}
		t.Seats = append(t.Seats, t.oppSeat(area, seat, v))
	}
	for i := range t.Seats {
		st := &t.Seats[i]
		t.plateText(st)
		t.layoutCommand(st, playerOf(v, st.Seat))
	}
	t.layoutDraft(v, geom.R(f.Min.X, oppH, f.W(), band))
	if v.Options.Library == rules.SharedLibrary {
		// One library for everyone: the viewer's pile (or the draft
		// band's); the others draw from it too.
		lib := t.Seats[0].Library
		if !t.Draft.Band.Empty() {
			lib = t.Draft.Library
		}
		for i := range t.Seats {
			t.Seats[i].Library = lib
		}
	}
	c := f.Center()
	for i := range t.Seats {
		st := &t.Seats[i]
		st.Toward = c.Sub(st.Area.Center()).Norm()
		if st.Viewer {
			st.Toward = geom.V(0, -1)
		}
	}
}

// viewerSeat lays out the seat at the bottom: battlefield above, and along
// the bottom edge the plate, the hand (cards partly below the edge) and
// the piles.
func (t *Table) viewerSeat(area geom.Rect, seat rules.Seat, v *rules.View) Seat {
	s := t.Scale
	m := margin * s
	st := Seat{Seat: seat, Viewer: true, Area: area}
	strip := geom.R(area.Min.X, area.Max.Y-viewerStrip*s, area.W(), viewerStrip*s)
	st.Plate = geom.R(strip.Min.X+m, strip.Min.Y+m, plateWidth*s, strip.H()-2*m)
	pw := viewerPile * s
	ph := pw * 7 / 5
	st.PileWidth = pw
	x := strip.Max.X - m
	y := strip.Min.Y + (strip.H()-ph)/2 + 4*s
	pile := func() geom.Rect {
		x -= pw + m
		return geom.R(x+m, y, pw, ph)
	}
	if !v.Options.Draw.LiveDraft() {
		st.Library = pile() // else the draft band holds it
	}
	st.Graveyard = pile()
	st.Exile = pile()
	st.Hand = geom.R(st.Plate.Max.X+m, strip.Min.Y, x-st.Plate.Max.X-m, strip.H())
	st.Battlefield = geom.R(area.Min.X+m, area.Min.Y+m, area.W()-2*m, strip.Min.Y-area.Min.Y-m)
	t.HandCardWidth = handWidth * s
	return st
}

// oppSeat lays out another player's seat: along its top edge the plate,
// a small fan of face-down hand cards and the piles; the battlefield
// below, creatures nearest the centre.
func (t *Table) oppSeat(area geom.Rect, seat rules.Seat, v *rules.View) Seat {
	s := t.Scale
	if area.W() < narrowSeat*s {
		return t.narrowOppSeat(area, seat, v)
	}
	m := margin * s
	st := Seat{Seat: seat, Area: area}
	strip := geom.R(area.Min.X, area.Min.Y, area.W(), oppStrip*s)
	pw := oppPile * s
	if area.W() < 420*s {
		pw = 36 * s
	}
	plateW := min(plateWidth*s, area.W()*0.42)
	st.Plate = geom.R(strip.Min.X+m, strip.Min.Y+m, plateW, strip.H()-2*m)
	x := t.oppPiles(&st, strip, pw, v)
	st.Hand = geom.R(st.Plate.Max.X+m, strip.Min.Y+m, max(0, x-st.Plate.Max.X-m), strip.H()-2*m)
	st.Battlefield = geom.R(area.Min.X+m, strip.Max.Y, area.W()-2*m, area.Max.Y-strip.Max.Y-m*0.5)
	return st
}

// oppPiles lines an opponent's piles up from the right end of row, cards
// pw wide: library, graveyard, then exile and command when they hold
// cards. It returns the left edge of the leftmost pile.
func (t *Table) oppPiles(st *Seat, row geom.Rect, pw float64, v *rules.View) float64 {
	m := margin * t.Scale
	ph := pw * 7 / 5
	st.PileWidth = pw
	x := row.Max.X - m
	y := row.Min.Y + (row.H()-ph)/2
	pile := func() geom.Rect {
		x -= pw + m*0.6
		return geom.R(x+m*0.6, y, pw, ph)
	}
	p := playerOf(v, st.Seat)
	if !v.Options.Draw.LiveDraft() {
		st.Library = pile() // else the draft band holds it
	}
	st.Graveyard = pile()
	if p != nil && len(p.Exile) > 0 {
		st.Exile = pile()
	}
	return x
}

// playerOf returns seat s's player view.
func playerOf(v *rules.View, s rules.Seat) *rules.PlayerView {
	for i := range v.Players {
		if v.Players[i].Seat == s {
			return &v.Players[i]
		}
	}
	return nil
}

// narrowOppSeat lays out an opponent's seat in a narrow column: the plate
// across the top, under it the hand's backs and the piles, then the
// battlefield.
func (t *Table) narrowOppSeat(area geom.Rect, seat rules.Seat, v *rules.View) Seat {
	s := t.Scale
	m := margin * s
	st := Seat{Seat: seat, Area: area}
	st.Plate = geom.R(area.Min.X+m, area.Min.Y+m, area.W()-2*m, narrowPlate*s)
	row := geom.R(area.Min.X, st.Plate.Max.Y+m*0.5, area.W(), 44*s)
	x := t.oppPiles(&st, row, 28*s, v)
	st.Hand = geom.R(area.Min.X+m, row.Min.Y, max(0, x-area.Min.X-m), row.H())
	st.Battlefield = geom.R(area.Min.X+m, row.Max.Y, area.W()-2*m, area.Max.Y-row.Max.Y-m*0.5)
	return st
}

// plateText divides st's plate among its texts: the name on the first
// line, the status ("deciding…") on the second, the counts on the last,
// all at the left; the life total on the right.
func (t *Table) plateText(st *Seat) {
	s := t.Scale
	pl := st.Plate
	left := pl.Min.X + 10*s
	w := pl.W()*0.62 - 10*s
	st.Name = geom.R(left, pl.Min.Y+4*s, w, 18*s)
	st.Status = geom.R(left, st.Name.Max.Y+1*s, w*0.9, 14*s)
	st.Counts = geom.R(left, max(st.Status.Max.Y+1*s, pl.Max.Y-18*s), w, 14*s)
	st.Life = pl.Frac(0.64, 0, 0.97, 1)
}

// PlateText returns the rectangles of the plate's texts: name, status,
// counts and life.
func (st *Seat) PlateText() [4]geom.Rect {
	return [4]geom.Rect{st.Name, st.Status, st.Counts, st.Life}
}

package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// layoutHands fans the viewer's hand face up along the bottom edge, the
// cards' lower part below it, and a teammate's hand the view shows
// (rules.Game.TeamView) face up in that seat's Hand rectangle; other
// hands are drawn as backs from the seat's Hand rectangle and HandCount,
// so they add no cards here.
func (t *Table) layoutHands(in Input) {
	v := in.View
	for i := range v.Players {
		p := &v.Players[i]
		switch {
		case p.Seat == v.Seat:
		case HandShown(p):
			t.layoutShownHand(p)
		case len(p.Shown) > 0:
			t.layoutKnownCards(p)
		}
	}
	st := t.SeatOf(v.Seat)
	p := playerOf(v, v.Seat)
	if st == nil || p == nil || len(p.Hand) == 0 {
		return
	}
	w := t.HandCardWidth
	n := len(p.Hand)
	rows := handRows(n, w, st.Hand.W(), t.Scale)
	out, _ := in.Staging.(HandStaging)
	for r, cards := range rows {
		t.layoutHandRow(st, v.Seat, p.Hand[cards[0]:cards[1]], r, len(rows), out)
	}
}

// handTwoRowsBelow is the share of a card's width left showing by the
// next card of a one-row fan below which the hand is laid in two rows:
// a name needs about that much to be read.
const handTwoRowsBelow = 0.6

// stagedOutLift is how far, in card heights, a hand card marked to leave
// the hand stands out of the fan.
const stagedOutLift = 0.16

// handRowLift and handRowDrop are how far the back row of a two-row
// hand rises above a one-row hand's place and the front row sinks below
// it, as shares of a card's height: together they keep the back row's
// name bar and upper third (where a click lands) in sight, and the
// front row's upper half stays on the screen.
const (
	handRowLift = 0.12
	handRowDrop = 0.24
)

// handRows splits a hand of n cards w wide into the rows it is laid in,
// as index ranges [from, to): one row while each card shows enough of
// itself beside the next, else two, the first half behind.
func handRows(n int, w, width, scale float64) [][2]int {
	if n < 2 || handStep(n, w, width, scale) >= handTwoRowsBelow*w {
		return [][2]int{{0, n}}
	}
	back := (n + 1) / 2
	return [][2]int{{0, back}, {back, n}}
}

// handStep is the distance between the centres of neighbouring cards in
// a row of n cards w wide fitted into width.
func handStep(n int, w, width, scale float64) float64 {
	gap := 4 * scale
	step := w + gap
	if n > 1 && float64(n)*step-gap > width {
		step = (width - w) / float64(n-1)
	}
	return step
}

// layoutHandRow fans cards, row r of rows of the viewer's hand, along
// the bottom edge: of two rows, the back one handRowLift of a card
// higher than one row would lie, the front one handRowDrop lower and
// drawn over it.
func (t *Table) layoutHandRow(st *Seat, seat rules.Seat, cards []rules.CardView, r, rows int, out HandStaging) {
	s := t.Scale
	w := t.HandCardWidth
	h := w * 7 / 5
	n := len(cards)
	step := handStep(n, w, st.Hand.W(), s)
	total := step*float64(n-1) + w
	x0 := st.Hand.Min.X + (st.Hand.W()-total)/2 + w/2
	top := st.Hand.Min.Y + 6*s
	switch {
	case rows > 1 && r == 0:
		top -= handRowLift * h
	case rows > 1:
		top += handRowDrop * h
	}
	mid := float64(n-1) / 2
	for i := range cards {
		c := &cards[i]
		d := (float64(i) - mid) / max(1, mid)
		y := top + h/2 + d*d*6*s
		if out != nil && out.StagedInHand(c.ID) {
			y -= stagedOutLift * h
		}
		center := geom.V(x0+float64(i)*step, y)
		t.add(Card{
			Obj: c.ID, View: c, Seat: seat, Zone: rules.ZoneHand, Center: center, Home: center,
			Width: w, FaceUp: c.Def != nil, Attacking: rules.NoSeat, Blocking: rules.NoObj,
		})
	}
}

// HandShown reports whether the view shows p's hand face up: the
// viewer's own, or a teammate's under a team view.
func HandShown(p *rules.PlayerView) bool { return len(p.Hand) > 0 && p.Hand[0].Def != nil }

// layoutShownHand lays out another seat's hand that the view shows, face
// up where its backs would be.
func (t *Table) layoutShownHand(p *rules.PlayerView) {
	st := t.SeatOf(p.Seat)
	if st == nil || st.Viewer {
		return
	}
	for i := range p.Hand {
		c := &p.Hand[i]
		at, w := st.HandBacks(i, len(p.Hand))
		t.add(Card{
			Obj: c.ID, View: c, Seat: p.Seat, Zone: rules.ZoneHand, Center: at, Home: at,
			Width: w, FaceUp: c.Def != nil, Attacking: rules.NoSeat, Blocking: rules.NoObj,
		})
	}
}

// layoutKnownCards lays out the cards of another seat's hand that
// everyone saw it take (PlayerView.Shown, Live-Draft), face up at the
// left of its fan of backs; the backs of the rest follow (KnownInHand).
func (t *Table) layoutKnownCards(p *rules.PlayerView) {
	st := t.SeatOf(p.Seat)
	if st == nil || st.Viewer {
		return
	}
	for i := range p.Shown {
		c := &p.Shown[i]
		at, w := st.HandBacks(i, p.HandCount)
		t.add(Card{
			Obj: c.ID, View: c, Seat: p.Seat, Zone: rules.ZoneHand, Center: at, Home: at,
			Width: w, FaceUp: c.Def != nil, Attacking: rules.NoSeat, Blocking: rules.NoObj,
		})
	}
}

// KnownInHand returns how many cards of p's hand are laid out face up
// (PlayerView.Shown) before its backs, when the hand is not shown whole.
func KnownInHand(p *rules.PlayerView) int {
	if HandShown(p) {
		return len(p.Hand)
	}
	return min(len(p.Shown), p.HandCount)
}

// HandBacks returns where the i-th of n face-down hand cards of st is
// drawn, and the backs' width.
func (st *Seat) HandBacks(i, n int) (geom.Vec, float64) {
	h := st.Hand.H()
	w := h * 5 / 7
	if n <= 0 {
		return st.Hand.Center(), w
	}
	step := min(w*0.45, (st.Hand.W()-w)/float64(max(1, n-1)))
	x := st.Hand.Min.X + w/2 + step*float64(i)
	return geom.V(x, st.Hand.Center().Y), w
}

// layoutPiles adds the top card of each face-up pile (graveyard, exile)
// as a table card, so moves there animate to it, and the command zone's
// schemes.
func (t *Table) layoutPiles(in Input) {
	v := in.View
	for i := range t.Seats {
		st := &t.Seats[i]
		p := playerOf(v, st.Seat)
		if p == nil {
			continue
		}
		t.pileTop(st, p.Graveyard, st.Graveyard, rules.ZoneGraveyard)
		t.pileTop(st, p.Exile, st.Exile, rules.ZoneExile)
		t.placeCommand(st, p)
	}
	t.placeDraft(v)
}

// pileTop adds the top card of a pile lying in r.
func (t *Table) pileTop(st *Seat, cards []rules.CardView, r geom.Rect, z rules.Zone) {
	if len(cards) == 0 || r.Empty() {
		return
	}
	c := &cards[len(cards)-1]
	t.add(Card{
		Obj: c.ID, View: c, Seat: st.Seat, Zone: z, Center: r.Center(), Home: r.Center(),
		Width: r.W(), FaceUp: c.Def != nil, Attacking: rules.NoSeat, Blocking: rules.NoObj,
		Count: len(cards),
	})
}

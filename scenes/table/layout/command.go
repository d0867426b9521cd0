package layout

import (
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Schemes (Archenemy) are oversized cards lying landscape: a scheme is
// SchemeAspect times as high as it is wide, and about one and a half
// times as wide as the seat's pile cards are high.
const (
	// SchemeAspect is a scheme's height over its width (cardface's
	// SchemeHeight).
	SchemeAspect = 5.0 / 7
	// schemeScale is a scheme's width over the height of the seat's pile
	// cards.
	schemeScale = 1.5
	// commandGap is the gap between schemes of a command zone, at scale 1.
	commandGap = 5.0
)

// layoutCommand carves seat st's command zone out of the right end of its
// battlefield when the seat has cards in the command zone: a column one
// scheme wide holding the scheme deck's pile nearest the seat's edge (the
// bottom for the viewer, the top for the others) and the face-up schemes
// in a line from it toward the centre of the table, overlapping only when
// there are more than fit. The battlefield's rows are laid out in what is
// left.
func (t *Table) layoutCommand(st *Seat, p *rules.PlayerView) {
	st.Command, st.SchemePile = geom.Rect{}, geom.Rect{}
	if p == nil || len(p.Command) == 0 {
		return
	}
	s := t.Scale
	m := margin * s
	gap := commandGap * s
	bf := st.Battlefield
	sw := st.PileWidth * 7 / 5 * schemeScale
	// A third of the battlefield at most; on the narrowest seats (eight
	// at 900×560) up to two fifths, so that a scheme stays a little
	// larger than a pile card.
	least := min(st.PileWidth*7/5*1.08, bf.W()*0.4)
	sw = min(sw, max(bf.W()*0.3, least), (bf.H()-gap)/2/SchemeAspect)
	sh := sw * SchemeAspect
	col := geom.R(bf.Max.X-sw, bf.Min.Y, sw, bf.H())
	st.Command = col
	st.Battlefield.Max.X = col.Min.X - m
	if st.Viewer {
		st.SchemePile = geom.R(col.Min.X, col.Max.Y-sh, sw, sh)
	} else {
		st.SchemePile = geom.R(col.Min.X, col.Min.Y, sw, sh)
	}
}

// placeCommand adds seat st's command zone to the table: the face-down
// schemes as one pile (every one at the pile, bottom first, so the top is
// drawn last and a scheme turned face down slides there; the top one's
// Count is the deck's size, the others' 0), then the
// face-up schemes in a line from the pile toward the centre, drawn so that
// each one's name stays in sight when they overlap.
func (t *Table) placeCommand(st *Seat, p *rules.PlayerView) {
	if st.SchemePile.Empty() {
		return
	}
	down, up := 0, 0
	for i := range p.Command {
		if p.Command[i].FaceDown || p.Command[i].Def == nil {
			down++
		} else {
			up++
		}
	}
	pile := st.SchemePile.Center()
	sw, sh := st.SchemePile.W(), st.SchemePile.H()
	var top *Card
	for i := len(p.Command) - 1; i >= 0; i-- {
		c := &p.Command[i]
		if !c.FaceDown && c.Def != nil {
			continue
		}
		top = t.add(Card{
			Obj: c.ID, View: c, Seat: st.Seat, Zone: rules.ZoneCommand, Center: pile, Home: pile,
			Width: sw, Scheme: true, Attacking: rules.NoSeat, Blocking: rules.NoObj,
		})
	}
	if top != nil {
		top.Count = down // the top of the pile carries the deck's count
	}
	if up == 0 {
		return
	}
	gap := commandGap * t.Scale
	room := st.Command.H() - sh - gap // for the face-up ones
	step := sh + gap
	if up > 1 && room < float64(up)*sh+float64(up-1)*gap {
		step = max(0, (room-sh)/float64(up-1))
	}
	dir := 1.0 // downward, for seats across the table
	if st.Viewer {
		dir = -1
	}
	first := pile.Add(geom.V(0, dir*(sh+gap)))
	// Across the table the farther scheme lies over the nearer one's
	// lower half; at the viewer's seat the nearer over the farther one's.
	for k := range up {
		j := k
		if st.Viewer {
			j = up - 1 - k
		}
		c := t.faceUpScheme(p, j)
		at := first.Add(geom.V(0, dir*float64(j)*step))
		t.add(Card{
			Obj: c.ID, View: c, Seat: st.Seat, Zone: rules.ZoneCommand, Center: at, Home: at,
			Width: sw, Scheme: true, FaceUp: true, Attacking: rules.NoSeat, Blocking: rules.NoObj,
		})
	}
}

// faceUpScheme returns the j-th face-up card of p's command zone, in the
// zone's order (the longest in motion first).
func (t *Table) faceUpScheme(p *rules.PlayerView, j int) *rules.CardView {
	for i := range p.Command {
		c := &p.Command[i]
		if c.FaceDown || c.Def == nil {
			continue
		}
		if j == 0 {
			return c
		}
		j--
	}
	return nil
}

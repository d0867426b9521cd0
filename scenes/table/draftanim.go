package table

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/render/cardface"
	"github.com/kitchentable/kitchentable/render/geom"
)

// Live-Draft's moves are staged from the events of each action, in beats,
// so that one action's chain reads as it happened: the card drawn flies
// to the drawer's hand and a pipeline's leftmost card to the removed
// pile while the rest slide left; then the new cards come in from the
// library one after another; a tableau swept away (seven lands or seven
// nonlands) goes to the removed pile a beat after it was dealt, and a
// cascade of sweeps one beat after another. Cards still on the table at
// the end are its sprites, held back (hidden) until their turn; cards
// that came and went within the action are ghosts, drawn over the table
// until the chain is over. The game waits meanwhile.

// Beats of the draft's moves, in ticks at speed 1.
const (
	draftBeat = 40.0 // from one sweep to the next
	draftFly  = 24.0 // a card's flight
	draftDeal = 14.0 // from the start of a beat to its first new card
	draftNext = 4.0  // between two new cards
)

// ghost is a card drawn over the table for a while: it appears at from at
// start, flies to mid, waits there, leaves for to at leave and then lies
// there until end (the card, or the one after it, is then a sprite).
type ghost struct {
	def              *card.Def // nil: a card back
	from, mid, to    geom.Vec
	fromW, midW, toW float64
	start, leave     float64
	end              float64
	t                float64
}

// at returns where the ghost is now and how wide, and whether it shows.
func (g *ghost) at() (geom.Vec, float64, bool) {
	ease := func(x float64) float64 { x = min(1, max(0, x)); return x * x * (3 - 2*x) }
	switch {
	case g.t < g.start:
		return geom.Vec{}, 0, false
	case g.t < g.start+draftFly:
		k := ease((g.t - g.start) / draftFly)
		return g.from.Lerp(g.mid, k), g.fromW + (g.midW-g.fromW)*k, true
	case g.t < g.leave:
		return g.mid, g.midW, true
	case g.t < g.leave+draftFly:
		k := ease((g.t - g.leave) / draftFly)
		return g.mid.Lerp(g.to, k), g.midW + (g.toW-g.midW)*k, true
	}
	return g.to, g.toW, g.t < g.end
}

// stepGhosts ages the ghosts by dt ticks and reports whether any is left.
func (m *motion) stepGhosts(dt float64) bool {
	n := 0
	for _, g := range m.ghosts {
		g.t += dt
		if g.t < g.end {
			m.ghosts[n] = g
			n++
		}
	}
	m.ghosts = m.ghosts[:n]
	return n > 0
}

// rowEntry is a card of the row while an action's events are replayed.
type rowEntry struct {
	obj   rules.ObjID
	slot  int     // where it was dealt (new cards)
	dealt float64 // when it was dealt, in ticks (-1: before the action)
}

// stageDraft stages the moves of the draft band in ev, the events of the
// actions since the last tick (the layout is already the new one).
func (s *draftMotion) stageDraft(ev []rules.Event) {
	d := &s.lay.Draft
	if d.Band.Empty() || s.svc.Settings.AnimSpeed <= 0 {
		return
	}
	v := s.ctrl.View()
	row := s.rowBefore(v, ev)
	removedTo := d.Removed.Center()
	var arrivals []float64 // when each card swept off arrives at the removed pile
	first := len(s.mo.ghosts)
	t, nextDeal := 0.0, 0.0
	for i, e := range ev {
		switch {
		case e.Kind == rules.EvDraw && e.From == rules.ZoneRow:
			row = slices.DeleteFunc(row, func(r rowEntry) bool { return r.obj == e.Obj })
		case e.Kind == rules.EvDraw && e.From == rules.ZoneLibrary:
			s.ghostDraw(e)
		case e.Kind == rules.EvMove && e.From == rules.ZoneLibrary && e.To == rules.ZoneRow:
			at := min(max(e.Amount, 0), len(row))
			when := max(t+draftDeal, nextDeal)
			nextDeal = when + draftNext
			row = slices.Insert(row, at, rowEntry{obj: e.Obj, slot: at, dealt: when})
		case e.Kind == rules.EvMove && e.From == rules.ZoneRow && e.To == rules.ZoneRemoved:
			if i == 0 || ev[i-1].Kind != rules.EvMove || ev[i-1].From != rules.ZoneRow {
				t = sweepStart(row, ev[i:], t)
			}
			k := slices.IndexFunc(row, func(r rowEntry) bool { return r.obj == e.Obj })
			if k < 0 {
				continue
			}
			r := row[k]
			row = slices.Delete(row, k, k+1)
			gh := ghost{def: s.publicDef(e.Obj), to: removedTo, toW: d.Removed.W(), leave: t}
			if r.dealt >= 0 {
				gh.from, gh.fromW, gh.start = d.Library.Center(), d.Library.W(), r.dealt
				gh.mid, gh.midW = d.Slots[min(r.slot, len(d.Slots)-1)].Center(), d.CardWidth
			} else {
				gh.from, gh.fromW = s.spritePlace(e.Obj, d.Slots[min(k, len(d.Slots)-1)].Center(), d.CardWidth)
				gh.mid, gh.midW = gh.from, gh.fromW
			}
			s.mo.ghosts = append(s.mo.ghosts, gh)
			arrivals = append(arrivals, t+draftFly)
			nextDeal = t + draftFly
		case e.Kind == rules.EvMove && e.From == rules.ZoneHand && (e.To == rules.ZonePile || e.To == rules.ZoneRemoved):
			s.fromHand(e)
		}
	}
	// The cards dealt that stay: held back until their turn, then in
	// from the library.
	for _, r := range row {
		if r.dealt < 0 {
			continue
		}
		sp := s.mo.sprite(r.obj)
		sp.pos, sp.width, sp.alpha, sp.delay = d.Library.Center(), d.Library.W(), 1, r.dealt
	}
	s.settleRemoved(v, arrivals, first)
}

// sweepStart returns when a sweep of the row (a run of moves from the row
// to the removed pile at the head of ev) starts: once every card dealt
// in the current beat has landed, t when none was.
func sweepStart(row []rowEntry, ev []rules.Event, t float64) float64 {
	landed := t
	for _, e := range ev {
		if e.Kind != rules.EvMove || e.From != rules.ZoneRow || e.To != rules.ZoneRemoved {
			break
		}
		for _, r := range row {
			if r.obj == e.Obj && r.dealt >= t {
				landed = max(landed, t+draftBeat, r.dealt+draftFly+draftNext)
			}
		}
	}
	return landed
}

// rowBefore returns the row as it was before the events ev, worked back
// from the view's: a card dealt into the row leaves it, a card swept off
// (always the leftmost) or drawn (from its place, the event's Amount)
// comes back.
func (s *draftMotion) rowBefore(v *rules.View, ev []rules.Event) []rowEntry {
	ids := make([]rules.ObjID, 0, rules.RowSize+2)
	for i := range v.Row {
		ids = append(ids, v.Row[i].ID)
	}
	for i := len(ev) - 1; i >= 0; i-- {
		e := ev[i]
		switch {
		case e.Kind == rules.EvMove && e.From == rules.ZoneLibrary && e.To == rules.ZoneRow:
			ids = slices.DeleteFunc(ids, func(id rules.ObjID) bool { return id == e.Obj })
		case e.Kind == rules.EvMove && e.From == rules.ZoneRow:
			ids = slices.Insert(ids, 0, e.Obj)
		case e.Kind == rules.EvDraw && e.From == rules.ZoneRow:
			ids = slices.Insert(ids, min(max(e.Amount, 0), len(ids)), e.Obj)
		}
	}
	row := make([]rowEntry, len(ids))
	for i, id := range ids {
		row[i] = rowEntry{obj: id, slot: i, dealt: -1}
	}
	return row
}

// settleRemoved keeps the removed pile looking whole while cards fly to
// it: the card that lay on top before stays until the first arrives,
// every ghost lies on the pile once it arrives, until the last, and the
// pile's new top card (a sprite) shows only then.
func (s *draftMotion) settleRemoved(v *rules.View, arrivals []float64, first int) {
	if len(arrivals) == 0 {
		return
	}
	d := &s.lay.Draft
	end := slices.Max(arrivals)
	for i := first; i < len(s.mo.ghosts); i++ {
		if s.mo.ghosts[i].to == d.Removed.Center() {
			s.mo.ghosts[i].end = end
		}
	}
	if n := len(v.Removed); n > len(arrivals) {
		// The card on top before: under the ones arriving.
		under := &v.Removed[n-len(arrivals)-1]
		at := d.Removed.Center()
		gh := ghost{def: under.Def, from: at, mid: at, to: at, fromW: d.Removed.W(), midW: d.Removed.W(), toW: d.Removed.W(), end: end}
		s.mo.ghosts = slices.Insert(s.mo.ghosts, first, gh)
	}
	if n := len(v.Removed); n > 0 {
		sp := s.mo.sprite(v.Removed[n-1].ID)
		sp.pos, sp.width, sp.alpha, sp.delay = d.Removed.Center(), d.Removed.W(), 1, end
	}
}

// ghostDraw shows a card another seat drew from the common library going
// to its hand, face down (the viewer's own come in as sprites).
func (s *draftMotion) ghostDraw(e rules.Event) {
	if e.Seat == s.ctrl.Viewer() {
		return
	}
	st := s.lay.SeatOf(e.Seat)
	d := &s.lay.Draft
	if st == nil || st.Hand.Empty() || s.lay.CardOf(e.Obj) != nil {
		return
	}
	_, w := st.HandBacks(0, 1)
	to := st.Hand.Center()
	s.mo.ghosts = append(s.mo.ghosts, ghost{
		from: d.Library.Center(), mid: d.Library.Center(), to: to,
		fromW: d.Library.W(), midW: d.Library.W(), toW: w, end: draftFly,
	})
}

// fromHand starts a card put from a hand onto the discard pile or the
// removed pile at that hand, when it was not on the table (another
// seat's hidden card, public now).
func (s *draftMotion) fromHand(e rules.Event) {
	sp := s.mo.spriteOf(e.Obj)
	st := s.lay.SeatOf(e.Seat)
	if sp == nil || !sp.born || st == nil || st.Hand.Empty() {
		return
	}
	_, w := st.HandBacks(0, 1)
	sp.pos, sp.width, sp.alpha = st.Hand.Center(), w, 1
}

// spritePlace returns where obj's sprite was drawn (the place it is
// leaving from), or at and w when it has none.
func (s *draftMotion) spritePlace(obj rules.ObjID, at geom.Vec, w float64) (geom.Vec, float64) {
	if obj >= 0 && int(obj) < len(s.mo.sprites) {
		if sp := &s.mo.sprites[obj]; sp.pos != (geom.Vec{}) {
			return sp.pos, w
		}
	}
	return at, w
}

// publicDef returns the card obj is when every seat may see it (a card
// of the row or the removed pile), else nil.
func (s *draftMotion) publicDef(obj rules.ObjID) *card.Def {
	v := s.ctrl.View()
	for i := range v.Removed {
		if v.Removed[i].ID == obj {
			return v.Removed[i].Def
		}
	}
	for i := range v.Row {
		if v.Row[i].ID == obj {
			return v.Row[i].Def
		}
	}
	return nil
}

// drawGhosts draws the ghosts over the table's cards.
func (g *overlayPainter) drawGhosts(s *Scene, dst *ebiten.Image) {
	sc := s.lay.Scale
	for i := range s.mo.ghosts {
		gh := &s.mo.ghosts[i]
		at, w, ok := gh.at()
		if !ok || w <= 0 {
			continue
		}
		g.pr.glowAround(dst, at.Add(geom.V(3*sc, 5*sc)), w, 0, color.NRGBA{0, 0, 0, 150})
		img := s.svc.Faces.Back(g.faceW)
		if gh.def != nil {
			img = g.face(gh.def)
		}
		cardface.DrawCard(dst, img, cardface.Placement{Center: at, Width: w})
	}
}

package rules

import "slices"

// RowSize is how many face-up cards a tableau or pipeline holds.
const RowSize = 7

// Row returns the face-up cards players draw from under DrawTableau and
// DrawPipeline, left to right (a pipeline's leftmost card is the next to
// be removed from the game). Read it, never write into it, and do not
// keep it past the next Apply.
func (g *Game) Row() []ObjID { return slices.Clip(g.row) }

// Removed returns the cards a draw method removed from the game (a
// tableau's wipes, a pipeline's leftmost cards), in the order they went.
// Read it, never write into it, and do not keep it past the next Apply.
func (g *Game) Removed() []ObjID { return slices.Clip(g.removed) }

// dealRow fills the row from the library up to RowSize cards and, for a
// tableau, wipes it while its seven cards are all lands or all nonlands.
// The cards taken from the library give who mill counters (NoSeat: the
// first deal, nobody's).
func (g *Game) dealRow(who Seat) {
	// A reshuffled removed pile could deal uniform tableaus for ever: stop
	// after as many wipes as there are cards to deal.
	for wipes := 0; ; wipes++ {
		g.fillRow(who)
		if g.opts.Draw != DrawTableau || !g.tableauUniform() || wipes*RowSize > len(g.objs) {
			return
		}
		g.wipeRow()
	}
}

// fillRow adds cards from the top of the library on the right of the row
// until it holds RowSize cards or the library is empty.
func (g *Game) fillRow(who Seat) {
	for len(g.row) < RowSize && g.dealToRow(len(g.row), who) {
	}
}

// dealToRow puts the top card of the library face up into the row at
// index at (the event's Amount), a mill counter for who; it reports
// false when the library is empty (after the empty-library rule).
func (g *Game) dealToRow(at int, who Seat) bool {
	lib := g.library(0)
	if len(*lib) == 0 && !g.refillLibrary() {
		return false
	}
	g.millCounter(who, 1)
	l := *lib
	id := l[len(l)-1]
	*lib = l[:len(l)-1]
	o := &g.objs[id]
	o.Zone = ZoneRow
	o.Stamp++
	o.Timestamp = g.newTimestamp()
	o.Seen = allSeats
	g.row = slices.Insert(g.row, at, id)
	g.touch()
	g.events = append(g.events, Event{Kind: EvMove, Seat: NoSeat, Obj: id, Other: NoObj, Target: noTarget,
		From: ZoneLibrary, To: ZoneRow, Amount: at})
	return true
}

// tableauUniform reports whether a full tableau is all lands or all
// nonlands.
func (g *Game) tableauUniform() bool {
	if len(g.row) < RowSize {
		return false
	}
	lands := 0
	for _, id := range g.row {
		if g.objs[id].Def.IsLand() {
			lands++
		}
	}
	return lands == 0 || lands == len(g.row)
}

// wipeRow removes every card of the row from the game.
func (g *Game) wipeRow() {
	for len(g.row) > 0 {
		g.removeFromRow(0)
	}
}

// removeFromRow removes the row's card at index i from the game.
func (g *Game) removeFromRow(i int) {
	id := g.row[i]
	g.row = slices.Delete(g.row, i, i+1)
	o := &g.objs[id]
	o.Zone = ZoneRemoved
	o.Stamp++
	o.Timestamp = g.newTimestamp()
	g.removed = append(g.removed, id)
	g.touch()
	g.events = append(g.events, Event{Kind: EvMove, Seat: NoSeat, Obj: id, Other: NoObj, Target: noTarget,
		From: ZoneRow, To: ZoneRemoved})
}

// nextRowDraw starts the first queued draw under a row rule: one card at
// a time, the drawing player chooses a card of the row. When the row is
// empty (library and row exhausted) the draw does not happen and nobody
// loses for it.
func (g *Game) nextRowDraw() {
	s, n, source, ok := g.takeDrawReq()
	if !ok {
		return
	}
	if len(g.row) == 0 {
		g.dealRow(s)
	}
	if len(g.row) == 0 {
		// Nothing left to draw: the rest of this draw does not happen,
		// or the fewest mill counters win.
		g.nothingToDraw(n)
		return
	}
	g.choice = &choiceState{purpose: ChooseDraw, seat: s, count: n, source: source}
}

// drawFromRow puts the row's card id into s's hand and renews the row as
// the draw rule says: a tableau's card is replaced in its place by the
// library's top card; a pipeline's leftmost card left is removed from the
// game, the rest slide left and new cards come in on the right. The
// EvDraw's Amount is the drawn card's index in the row.
func (g *Game) drawFromRow(s Seat, id ObjID) {
	i := slices.Index(g.row, id)
	g.row = slices.Delete(g.row, i, i+1)
	g.takeShown(s, id, ZoneRow, i)
	switch {
	case g.opts.Draw == DrawTableau:
		g.dealToRow(i, s) // the replacement takes the drawn card's place
	case len(g.row) > 0:
		g.removeFromRow(0)
	}
	g.dealRow(s)
}

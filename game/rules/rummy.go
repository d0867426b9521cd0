package rules

import "slices"

// Pile returns rummy's common discard pile, bottom first (the last card
// is the top). Read it, never write into it, and do not keep it past the
// next Apply.
func (g *Game) Pile() []ObjID { return slices.Clip(g.pile) }

// nextRummyDraw starts the first queued draw under DrawRummy, one card at
// a time: the drawing player takes the common pile's top card or draws
// two from the library and then puts a card of their hand onto the pile.
// With pile and library empty the draw does not happen and nobody loses
// for it.
func (g *Game) nextRummyDraw() {
	s, n, source, ok := g.takeDrawReq()
	if !ok {
		return
	}
	lib := g.library(s)
	if len(*lib) == 0 {
		g.refillLibrary()
	}
	if len(g.pile) == 0 && len(*lib) == 0 {
		g.nothingToDraw(n)
		return
	}
	g.choice = &choiceState{purpose: ChooseRummy, seat: s, count: n, source: source}
}

// rummyDraw carries out a rummy draw of s: the pile's top card when top
// is it, otherwise two cards from the library (fewer when it runs out).
// It returns how many cards came from the library.
func (g *Game) rummyDraw(s Seat, top ObjID) int {
	if top != NoObj {
		g.pile = g.pile[:len(g.pile)-1]
		g.takeShown(s, top, ZonePile, 0)
		return 0
	}
	n := 0
	for n < 2 && (len(*g.library(s)) > 0 || g.refillLibrary()) && g.drawOne(s) {
		n++
	}
	return n
}

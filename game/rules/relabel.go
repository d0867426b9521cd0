package rules

// Shuffling renumbers. Objects are numbered in deck-list order when a game
// starts, so a number alone would name a card to anyone who knows the deck
// list, and a card seen face up keeps its number. So a hidden pile (a
// library, a scheme deck) is not shuffled by reordering its list of
// numbers but by shuffling the objects among the numbers the pile holds:
// the list keeps its order and every number in it gets one of the pile's
// cards at random. The same random draws give the same card at each place
// as reordering the list would (the game plays out the same), but after a
// shuffle no number says which card it is, whatever a seat saw of it before.

// shuffleHidden shuffles the hidden pile l: the objects at its numbers are
// shuffled among them (see above), or, for a game of an old record
// (Setup.DeckOrderNumbers), the list itself is.
func (g *Game) shuffleHidden(l []ObjID) {
	if g.deckOrderNumbers {
		g.shuffle(l)
		for _, id := range l {
			g.objs[id].Seen = 0 // nobody knows where a card seen before is now
		}
		return
	}
	g.shuffleObjects(l)
}

// shuffleObjects shuffles the objects at the numbers in l among them.
func (g *Game) shuffleObjects(l []ObjID) {
	g.rng.Shuffle(len(l), func(i, j int) { g.objs[l[i]], g.objs[l[j]] = g.objs[l[j]], g.objs[l[i]] })
	g.renumbered(l)
}

// renumbered finishes the renumbering of the objects at the numbers in l:
// nobody has seen any of them face up any more, none keeps the turn or
// time it last entered the battlefield or a zone (a sample would show
// them), and each gets a stamp newer than any the numbers had, so that
// nothing that named one of them (a target, a trigger's source, a pump)
// names the card that came there.
func (g *Game) renumbered(l []ObjID) {
	var newest uint32
	for _, id := range l {
		newest = max(newest, g.objs[id].Stamp)
	}
	for _, id := range l {
		o := &g.objs[id]
		o.Stamp = newest + 1
		o.Seen = 0
		o.Timestamp, o.SickTurn = 0, 0
	}
	g.touch()
}

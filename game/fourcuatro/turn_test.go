package fourcuatro

import "testing"

func TestTurnRefreshesDrawsThenTakesTheBottomCardAsASource(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Sift"}, Deck: []string{"Scorch"}, Sources: []string{"Sift"}},
		table{Deck: []string{"Clear Mind", "Rattle", "Wildfire"}, Sources: []string{"Pry", "Pry"}, Exhausted: 2})
	do(t, g, EndTurn())
	p := &g.players[1]
	if p.Refreshed() != 3 || len(p.Sources) != 3 {
		t.Errorf("%d sources, %d refreshed; want 3 and 3", len(p.Sources), p.Refreshed())
	}
	wantNames(t, "hand", names(g, p.Hand), "Clear Mind")
	wantNames(t, "new source", names(g, []CardID{p.Sources[2].Card}), "Wildfire")
	wantNames(t, "deck", names(g, p.Deck), "Rattle")
	if g.Active() != 1 || g.Pending().Kind != DecideMain {
		t.Errorf("active %v, pending %v", g.Active(), g.Pending().Kind)
	}
}

func TestNoNewSourceAtFour(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Sift"}, Deck: []string{"Scorch"}},
		table{Deck: []string{"Clear Mind", "Rattle"}, Sources: []string{"Pry", "Pry", "Pry", "Pry"}})
	do(t, g, EndTurn())
	if n := len(g.players[1].Sources); n != 4 {
		t.Errorf("%d sources", n)
	}
	wantNames(t, "deck", names(g, g.players[1].Deck), "Rattle")
}

func TestNoNewSourceFromAnEmptyDeck(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Sift"}, Deck: []string{"Scorch"}},
		table{Deck: []string{"Clear Mind"}, Sources: []string{"Pry"}})
	do(t, g, EndTurn())
	if n := len(g.players[1].Sources); n != 1 {
		t.Errorf("%d sources", n)
	}
}

func TestTurnDrawFromAnEmptyDeckUsesTheDiscardPile(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Sift"}, Deck: []string{"Scorch"}},
		table{Discard: []string{"Rattle"}})
	ev := do(t, g, EndTurn())
	wantNames(t, "hand", names(g, g.players[1].Hand), "Rattle")
	if !hasEvent(ev, EvNewDeck) {
		t.Error("no new-deck event")
	}
	if g.Over() {
		t.Error("game over")
	}
}

func TestLoseWhenYouMustDrawAndCannot(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Sift"}, Deck: []string{"Scorch"}},
		table{Hand: []string{"Rattle"}, Sources: []string{"Pry"}})
	ev := do(t, g, EndTurn())
	if !g.Over() || g.Winner() != 0 {
		t.Fatalf("over %v, winner %v", g.Over(), g.Winner())
	}
	if !hasEvent(ev, EvLose) {
		t.Error("no lose event")
	}
	if len(g.Legal()) != 0 || g.Pending().Kind != DecideNone {
		t.Errorf("legal actions after the end: %v", g.Legal())
	}
	if _, err := g.Apply(EndTurn()); err == nil {
		t.Error("an action after the end was accepted")
	}
}

func hasEvent(ev []Event, k EventKind) bool {
	for _, e := range ev {
		if e.Kind == k {
			return true
		}
	}
	return false
}

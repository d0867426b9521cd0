package fourcuatro

import "testing"

// responder's deck is long enough to burn from.
var longDeck = []string{"Rattle", "Rattle", "Rattle", "Sift", "Sift", "Sift", "Pry", "Pry", "Pry", "Meddle"}

func TestSnuffOutCountersTheSpell(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Scorch"}, Sources: []string{"Pry", "Pry"}, Discard: []string{"Sift"}},
		table{Hand: []string{"Snuff Out"}, Deck: longDeck, Discard: []string{"Pry"}})
	do(t, g, Cast(handCard(t, g, 0, "Scorch")))
	ev := do(t, g, PlayTrap(handCard(t, g, 1, "Snuff Out")))
	if !hasEvent(ev, EvCounter) {
		t.Error("no counter event")
	}
	if n := len(g.players[1].Burnt); n != 0 {
		t.Errorf("a countered Scorch burnt %d", n)
	}
	wantNames(t, "caster's discard", names(g, g.players[0].Discard), "Sift", "Scorch")
	wantNames(t, "trapper's discard", names(g, g.players[1].Discard), "Pry", "Snuff Out")
	if d := g.Pending(); d.Kind != DecideMain || d.Seat != 0 {
		t.Errorf("pending %+v", d)
	}
	if g.players[0].Refreshed() != 0 {
		t.Error("the mana of a countered spell came back")
	}
}

func TestANonCounteringTrapLeavesTheWindowOpen(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Scorch"}, Sources: []string{"Pry", "Pry"}, Deck: longDeck},
		table{Hand: []string{"Tripwire", "Snuff Out"}, Deck: longDeck})
	do(t, g, Cast(handCard(t, g, 0, "Scorch")))
	do(t, g, PlayTrap(handCard(t, g, 1, "Tripwire")))
	if n := len(g.players[0].Burnt); n != 2 {
		t.Errorf("Tripwire burnt %d of the caster's", n)
	}
	if d := g.Pending(); d.Kind != DecideResponse || d.Seat != 1 {
		t.Fatalf("after a non-countering trap, pending %+v", d)
	}
	do(t, g, NoResponse())
	if n := len(g.players[1].Burnt); n != 4 {
		t.Errorf("Scorch burnt %d", n)
	}
	wantNames(t, "trapper's discard", names(g, g.players[1].Discard), "Tripwire")
}

func TestBackdraftSwapsTheSpellsPlayers(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Scorch"}, Sources: []string{"Pry", "Pry"}, Deck: longDeck},
		table{Hand: []string{"Backdraft"}, Deck: longDeck})
	do(t, g, Cast(handCard(t, g, 0, "Scorch")))
	do(t, g, PlayTrap(handCard(t, g, 1, "Backdraft")))
	do(t, g, NoResponse())
	if a, b := len(g.players[0].Burnt), len(g.players[1].Burnt); a != 4 || b != 0 {
		t.Errorf("caster burnt %d, trapper %d; want 4 and 0", a, b)
	}
	wantNames(t, "caster's discard", names(g, g.players[0].Discard), "Scorch")
}

func TestTwoBackdraftsSwapBack(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Scorch"}, Sources: []string{"Pry", "Pry"}, Deck: longDeck},
		table{Hand: []string{"Backdraft", "Backdraft"}, Deck: longDeck})
	do(t, g, Cast(handCard(t, g, 0, "Scorch")))
	do(t, g, PlayTrap(handCard(t, g, 1, "Backdraft")))
	do(t, g, PlayTrap(handCard(t, g, 1, "Backdraft")))
	do(t, g, NoResponse())
	if a, b := len(g.players[0].Burnt), len(g.players[1].Burnt); a != 0 || b != 4 {
		t.Errorf("caster burnt %d, trapper %d; want 0 and 4", a, b)
	}
}

func TestRedirectedChoicesAreMadeByTheNewPlayer(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Rattle", "Sift", "Pry", "Meddle"}, Sources: []string{"Pry", "Pry"}, Deck: longDeck},
		table{Hand: []string{"Backdraft", "Scorch"}, Deck: longDeck})
	do(t, g, Cast(handCard(t, g, 0, "Rattle")))
	do(t, g, PlayTrap(handCard(t, g, 1, "Backdraft")))
	do(t, g, NoResponse())
	if d := g.Pending(); d.Kind != DecideDiscard || d.Seat != 0 || d.N != 2 {
		t.Fatalf("pending %+v: the caster should discard 2", d)
	}
	do(t, g, Choose(handCard(t, g, 0, "Sift")))
	do(t, g, Choose(handCard(t, g, 0, "Meddle")))
	wantNames(t, "caster's discard", names(g, g.players[0].Discard), "Sift", "Meddle", "Rattle")
	wantNames(t, "trapper's hand", names(g, g.players[1].Hand), "Scorch")
}

func TestConditionalTraps(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Ember Flick", "Wildfire", "Sift"}, Sources: []string{"Pry", "Pry", "Pry", "Pry"}, Deck: longDeck},
		table{Hand: []string{"Grudge", "Damp Ashes"}, Deck: longDeck})
	grudge, damp := handCard(t, g, 1, "Grudge"), handCard(t, g, 1, "Damp Ashes")
	do(t, g, Cast(handCard(t, g, 0, "Ember Flick")))
	if hasAction(g, PlayTrap(grudge)) || hasAction(g, PlayTrap(damp)) {
		t.Errorf("against Ember Flick (1): %v", g.Legal())
	}
	do(t, g, NoResponse())
	do(t, g, Cinder(handCard(t, g, 0, "Sift")))
	if hasAction(g, PlayTrap(grudge)) || !hasAction(g, PlayTrap(damp)) {
		t.Errorf("against a Cinder: %v", g.Legal())
	}
	do(t, g, PlayTrap(damp))
	if n := len(g.players[0].Burnt); n != 2 {
		t.Errorf("Damp Ashes burnt %d of the caster's", n)
	}
	do(t, g, Cast(handCard(t, g, 0, "Wildfire")))
	if !hasAction(g, PlayTrap(grudge)) {
		t.Errorf("against Wildfire (3): %v", g.Legal())
	}
	do(t, g, PlayTrap(grudge))
	if n := len(g.players[0].Burnt); n != 5 {
		t.Errorf("after Grudge the caster has burnt %d", n)
	}
	if n := len(g.players[1].Burnt); n != 2 {
		t.Errorf("the trapper burnt %d (Ember Flick only)", n)
	}
}

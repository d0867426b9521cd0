package fourcuatro

import (
	"errors"
	"reflect"
	"testing"
)

func TestCastingExhaustsSourcesEqualToTheCost(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Scorch"}, Deck: []string{"Sift"}, Sources: []string{"Pry", "Pry", "Pry"}},
		table{Deck: []string{"Rattle", "Rattle", "Rattle", "Rattle", "Rattle"}})
	do(t, g, Cast(handCard(t, g, 0, "Scorch")))
	if r := g.players[0].Refreshed(); r != 1 {
		t.Errorf("%d sources left refreshed", r)
	}
	if d := g.Pending(); d.Kind != DecideResponse || d.Seat != 1 {
		t.Fatalf("after casting, pending %+v: the opponent must get a chance to answer", d)
	}
	do(t, g, NoResponse())
	if n := len(g.players[1].Burnt); n != 4 {
		t.Errorf("opponent burnt %d", n)
	}
	wantNames(t, "caster's discard", names(g, g.players[0].Discard), "Scorch")
}

func TestASpellCostingMoreThanTheRefreshedSourcesCannotBeCast(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Wildfire"}, Sources: []string{"Pry", "Pry", "Pry"}, Exhausted: 1},
		table{Deck: []string{"Rattle"}})
	c := handCard(t, g, 0, "Wildfire")
	if hasAction(g, Cast(c)) {
		t.Fatal("cost 3 castable with 2 refreshed sources")
	}
	before := g.Clone()
	_, err := g.Apply(Cast(c))
	if !errors.Is(err, ErrIllegal) {
		t.Fatalf("err %v", err)
	}
	if !reflect.DeepEqual(g.View(0), before.View(0)) || !reflect.DeepEqual(g.View(1), before.View(1)) {
		t.Error("an illegal action changed the game")
	}
	if !hasAction(g, Cinder(c)) {
		t.Error("the card cannot even go as a Cinder")
	}
}

func TestTrapsCannotBeCastAsSpellsButCanBeCinders(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Snuff Out"}, Sources: []string{"Pry", "Pry", "Pry", "Pry"}},
		table{Deck: []string{"Rattle"}})
	c := handCard(t, g, 0, "Snuff Out")
	if hasAction(g, Cast(c)) || hasAction(g, PlayTrap(c)) {
		t.Error("a trap can be played on its owner's turn")
	}
	if !hasAction(g, Cinder(c)) {
		t.Error("a trap cannot go as a Cinder")
	}
}

func TestSpellsCannotBeCastOnTheOpponentsTurn(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Ember Flick"}, Sources: []string{"Pry"}},
		table{Hand: []string{"Scorch", "Snuff Out"}, Sources: []string{"Pry", "Pry"}, Deck: []string{"Rattle"}})
	do(t, g, Cast(handCard(t, g, 0, "Ember Flick")))
	for _, a := range g.Legal() {
		if a.Kind == ActCast || a.Kind == ActCinder {
			t.Errorf("the responder may %v", a)
		}
		if a.Kind == ActTrap && g.defs[a.Card].Kind != Trap {
			t.Errorf("a spell is offered as a trap: %v", a)
		}
	}
	if !hasAction(g, PlayTrap(handCard(t, g, 1, "Snuff Out"))) || !hasAction(g, NoResponse()) {
		t.Errorf("legal: %v", g.Legal())
	}
}

func TestTheSpellGoesOnTopOfTheCardsItDiscarded(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Deep Well", "Rattle"}, Deck: []string{"Sift", "Pry", "Meddle"},
			Discard: []string{"Scorch"}, Sources: []string{"Pry", "Pry", "Pry"}},
		table{Deck: []string{"Rattle"}})
	castThrough(t, g, "Deep Well", false)
	if d := g.Pending(); d.Kind != DecideDiscard || d.Seat != 0 || d.N != 1 {
		t.Fatalf("pending %+v", d)
	}
	do(t, g, Choose(handCard(t, g, 0, "Rattle")))
	wantNames(t, "discard pile", names(g, g.players[0].Discard), "Scorch", "Rattle", "Deep Well")
	wantNames(t, "hand", names(g, g.players[0].Hand), "Sift", "Pry", "Meddle")
	if d := g.Pending(); d.Kind != DecideMain || d.Seat != 0 {
		t.Errorf("pending %+v", d)
	}
}

func TestManySpellsInATurn(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Ember Flick", "Ember Flick", "Scorch"}, Sources: []string{"Pry", "Pry", "Pry", "Pry"}},
		table{Deck: make([]string, 0)})
	g.players[1].Deck = nil
	castThrough(t, g, "Ember Flick", false)
	castThrough(t, g, "Ember Flick", false)
	castThrough(t, g, "Scorch", false)
	if g.players[0].Refreshed() != 0 || len(g.players[0].Discard) != 3 {
		t.Errorf("refreshed %d, discard %d", g.players[0].Refreshed(), len(g.players[0].Discard))
	}
}

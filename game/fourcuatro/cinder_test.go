package fourcuatro

import (
	"strings"
	"testing"
)

func TestCinderIsFreeAndBurnsOneOfTheOpponents(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Conflagration"}, Deck: longDeck},
		table{Deck: longDeck})
	c := handCard(t, g, 0, "Conflagration")
	do(t, g, Cinder(c))
	if n := len(g.players[1].Burnt); n != 0 {
		t.Fatal("burnt before the answer")
	}
	do(t, g, NoResponse())
	if n := len(g.players[1].Burnt); n != 1 {
		t.Errorf("a Cinder burnt %d", n)
	}
	wantNames(t, "caster's discard", names(g, g.players[0].Discard), "Conflagration")
}

func TestCinderIsHiddenUntilTheOpponentDecides(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Wildfire"}, Deck: longDeck},
		table{Hand: []string{"Snuff Out"}, Deck: longDeck})
	c := handCard(t, g, 0, "Wildfire")
	do(t, g, Cinder(c))
	v := g.View(1)
	if v.Cast == nil || !v.Cast.Cinder || v.Cast.Card.Def != nil {
		t.Fatalf("the responder sees %+v", v.Cast)
	}
	if got := g.View(0).Cast.Card.Def; got == nil || got.Name != "Wildfire" {
		t.Errorf("the caster sees %v", got)
	}
	for _, line := range g.Describe(g.Events(), 1) {
		if strings.Contains(line, "Wildfire") {
			t.Errorf("the responder's log names the Cinder: %q", line)
		}
	}
	do(t, g, PlayTrap(handCard(t, g, 1, "Snuff Out")))
	if !g.Knows(1, c) {
		t.Error("the countered Cinder was not revealed")
	}
	wantNames(t, "caster's discard", names(g, g.players[0].Discard), "Wildfire")
	if n := len(g.players[1].Burnt); n != 0 {
		t.Errorf("a countered Cinder burnt %d", n)
	}
}

func TestBackdraftTurnsACinderBack(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Sift"}, Deck: longDeck},
		table{Hand: []string{"Backdraft"}, Deck: longDeck})
	do(t, g, Cinder(handCard(t, g, 0, "Sift")))
	do(t, g, PlayTrap(handCard(t, g, 1, "Backdraft")))
	do(t, g, NoResponse())
	if a, b := len(g.players[0].Burnt), len(g.players[1].Burnt); a != 1 || b != 0 {
		t.Errorf("caster burnt %d, trapper %d", a, b)
	}
}

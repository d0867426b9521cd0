package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
)

// TestLonePersonIsSpokenTo: the one person at a table of computers (a
// league's "Player 1") reads "You draw", not their seat's name; people
// at a hot-seat table keep their names.
func TestLonePersonIsSpokenTo(t *testing.T) {
	c := newCtl(t, 3, nil, seat("Player 1", record.Human, redDeck(t)), seat("Computer 1", "medium", greenDeck(t)))
	drive(t, c, func() bool { return GameForTests(c).Turn() >= 3 })
	log := strings.Join(c.Log(), "\n")
	if strings.Contains(log, "Player 1 ") || !strings.Contains(log, "You draw") || !strings.Contains(log, "Computer 1 draws") {
		t.Errorf("the person's log does not speak to them:\n%s", log)
	}

	h := hotseat(t, 3)
	drive(t, h, func() bool { return GameForTests(h).Turn() >= 3 })
	if log := strings.Join(h.Log(), "\n"); strings.Contains(log, "You ") || !strings.Contains(log, h.name(h.Viewer())+" ") {
		t.Errorf("a hot-seat log speaks to someone:\n%s", log)
	}
}

// TestSpokenToIsTheLonePersonOnly: the table says "you" only to the one
// person at a table of computers, never in hot-seat, where a question
// names the person it is for.
func TestSpokenToIsTheLonePersonOnly(t *testing.T) {
	c := newCtl(t, 3, nil, seat("Player 1", record.Human, redDeck(t)), seat("Computer 1", "medium", greenDeck(t)))
	if !c.replayer.SpokenTo(0) || c.replayer.SpokenTo(1) {
		t.Errorf("with one person: SpokenTo(0) %v, SpokenTo(1) %v", c.replayer.SpokenTo(0), c.replayer.SpokenTo(1))
	}
	h := hotseat(t, 3)
	if h.replayer.SpokenTo(0) || h.replayer.SpokenTo(1) {
		t.Error("a hot-seat table speaks to someone as you")
	}
}

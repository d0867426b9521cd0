package gamelog_test

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/gamelog"
)

func TestMerge(t *testing.T) {
	cases := []struct {
		prev, next, want string
		ok               bool
	}{
		{"Bo puts a card on the bottom of their library.", "Bo puts a card on the bottom of their library.", "Bo puts two cards on the bottom of their library.", true},
		{"Bo puts six cards on the bottom of their library.", "Bo puts a card on the bottom of their library.", "Bo puts seven cards on the bottom of their library.", true},
		{"Bo puts ten cards on the bottom of their library.", "Bo puts two cards on the bottom of their library.", "Bo puts 12 cards on the bottom of their library.", true},
		{"P2 draws a card.", "P2 draws two cards.", "P2 draws three cards.", true},
		{"You draw a card.", "You draw a card.", "You draw two cards.", true},
		// Different players, places or verbs stay apart.
		{"P2 draws a card.", "P1 draws a card.", "", false},
		{"Bo puts a card on the bottom of their library.", "Bo keeps a card on top of their library.", "", false},
		// Named cards are not counted, but a repeated sentence is.
		{"You draw Grizzled Bear.", "You draw Spark Volley.", "", false},
		{"Tin Cog deals 1 damage to Bo.", "Tin Cog deals 1 damage to Bo.", "Tin Cog deals 1 damage to Bo. (×2)", true},
		{"Tin Cog deals 1 damage to Bo. (×2)", "Tin Cog deals 1 damage to Bo.", "Tin Cog deals 1 damage to Bo. (×3)", true},
		{"Bo loses 1 life (19).", "Bo loses 1 life (18).", "", false},
		// "a card" must be the count: "a Card Shark" is a name.
		{"Bo casts a cards trick.", "Bo casts a cards trick.", "Bo casts a cards trick. (×2)", true},
	}
	for _, c := range cases {
		got, ok := gamelog.Merge(c.prev, c.next)
		if ok != c.ok || got != c.want {
			t.Errorf("Merge(%q, %q) = %q, %v; want %q, %v", c.prev, c.next, got, ok, c.want, c.ok)
		}
	}
}

func TestAppendGroupsAMulligansBottomCards(t *testing.T) {
	var log []string
	log = gamelog.Append(log, "Turn 1: Bo.")
	for range 7 {
		log = gamelog.Append(log, "Bo puts a card on the bottom of their library.")
	}
	log = gamelog.Append(log, "Bo keeps their hand.")
	want := []string{"Turn 1: Bo.", "Bo puts seven cards on the bottom of their library.", "Bo keeps their hand."}
	if strings.Join(log, "|") != strings.Join(want, "|") {
		t.Errorf("got %q", log)
	}
}

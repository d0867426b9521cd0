package ai

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// demo777001 is the position of issue 41 (`kitchentable demo -ai
// hard,medium -seed 777001 -reveal`, turn 21): hard in seat 1 holds
// Cinder Whelp (haste, 1 damage as it enters, sacrifice for 2 more) with
// seven mana (six lands and a mana creature), its Old Root Colossus
// facing three big creatures, and the opponent at 3 life.
var demo777001 = position{name: "demo 777001 turn 21", seats: []stageSeat{
	seat(cat(lands("Mountain", 3), lands("Forest", 3), l("Thicket Tender", "Old Root Colossus")), l("Cinder Whelp"), 0),
	seat(cat(lands("Mountain", 3), lands("Forest", 3), l("Cauldronbelly Giant", "Thunderhoof Ox", "Orchard Grudgebear")), nil, 3)}}

// realCards maps the names in pos to the shipped cards, with the stage's
// filler.
func realCards(tb testing.TB, pos position) map[string]*card.Def {
	tb.Helper()
	lib := testdecks.Library(tb)
	out := map[string]*card.Def{stageFiller: lethalCards(tb)[stageFiller]}
	for _, s := range pos.seats {
		for _, n := range append(append([]string(nil), s.field...), s.hand...) {
			d, ok := lib.Card(n)
			if !ok {
				tb.Fatalf("no card %q", n)
			}
			out[n] = d
		}
	}
	return out
}

// TestDemo777001WinIsTaken builds the position from the shipped
// cards: hard and medium must win it this turn (cast the Whelp, its
// damage and its sacrifice to the face) whatever the opponent blocks.
func TestDemo777001WinIsTaken(t *testing.T) {
	c := realCards(t, demo777001)
	for _, level := range []string{"hard", "medium"} {
		g := stage(t, c, demo777001)
		if ok, why := holds(t, g, demo777001, level); !ok {
			t.Errorf("%s did not win: %s", level, why)
		}
	}
}

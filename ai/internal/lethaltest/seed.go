package lethaltest

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// Demo777001 is the position of issue 41 (`kitchentable demo -ai
// hard,medium -seed 777001 -reveal`, turn 21): hard in seat 1 holds
// Cinder Whelp (haste, 1 damage as it enters, sacrifice for 2 more) with
// seven mana (six lands and a mana creature), its Old Root Colossus
// facing three big creatures, and the opponent at 3 life.
var Demo777001 = Position{Name: "demo 777001 turn 21", Seats: []Seat{
	seat(cat(lands("Mountain", 3), lands("Forest", 3), l("Thicket Tender", "Old Root Colossus")), l("Cinder Whelp"), 0),
	seat(cat(lands("Mountain", 3), lands("Forest", 3), l("Cauldronbelly Giant", "Thunderhoof Ox", "Orchard Grudgebear")), nil, 3)}}

// RealCards maps the names in pos to the shipped cards, with the stage's
// filler.
func RealCards(tb testing.TB, pos Position) map[string]*card.Def {
	tb.Helper()
	lib := testdecks.Library(tb)
	out := map[string]*card.Def{Filler: Cards(tb)[Filler]}
	for _, s := range pos.Seats {
		for _, n := range append(append([]string(nil), s.Field...), s.Hand...) {
			d, ok := lib.Card(n)
			if !ok {
				tb.Fatalf("no card %q", n)
			}
			out[n] = d
		}
	}
	return out
}

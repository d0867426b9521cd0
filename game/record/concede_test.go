package record

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/rules"
)

// TestAConcessionIsRecordedAndReplayed takes half of the golden game, has
// the second player concede while the first decides, and checks that the
// record writes the concession as text and plays it back to the same
// end: the first player wins, the second conceded.
func TestAConcessionIsRecordedAndReplayed(t *testing.T) {
	r, err := readString(goldenFile, golden(t), testLib(t))
	if err != nil {
		t.Fatal(err)
	}
	half := &Record{Variant: r.Variant, Seed: r.Seed, MaxTurns: r.MaxTurns, Seats: r.Seats, DeckOrderNumbers: r.DeckOrderNumbers, Actions: r.Actions[:len(r.Actions)/2]}
	g, err := half.Start()
	if err != nil {
		t.Fatal(err)
	}
	loser := 1 - g.Pending().Seat // not the seat deciding
	if _, err := g.Apply(rules.Concede(loser)); err != nil {
		t.Fatal(err)
	}
	half.Add(rules.Concede(loser))
	if got, want := half.Actions[len(half.Actions)-1], "concede "+loser.String(); got != want {
		t.Fatalf("the concession is written %q, want %q", got, want)
	}
	again, err := half.Start()
	if err != nil {
		t.Fatal(err)
	}
	if !again.Over() || again.Hash() != g.Hash() || !again.Player(loser).Conceded {
		t.Fatalf("the replay: over %v, same hash %v, conceded %v", again.Over(), again.Hash() == g.Hash(), again.Player(loser).Conceded)
	}
	half.Actions[len(half.Actions)-1] = "concede P7"
	if _, err := half.Start(); err == nil {
		t.Fatal("a concession of a seat not at the table replays")
	}
}

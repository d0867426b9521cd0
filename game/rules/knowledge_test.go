package rules

import "testing"

// TestKnowledgeSampleHidesWhatTheSeatCannotSee: samples keep everything the
// seat sees, redeal the opponent's hand from their hand and library, and
// do not follow the real game's random generator.
func TestKnowledgeSampleHidesWhatTheSeatCannotSee(t *testing.T) {
	g, _ := New(DefaultSetup(testDeck(), testDeck()), 21)
	playRandomUntil(t, g, 21, func() bool { return g.Turn() >= 6 })
	k := g.KnowledgeOf(0)
	if k.Pending() != g.Pending() {
		t.Fatal("knowledge must see the pending decision")
	}
	differentHands := 0
	for seed := uint64(0); seed < 20; seed++ {
		s := k.Sample(seed)
		if len(s.players[1].Hand) != len(g.players[1].Hand) || len(s.players[1].Library) != len(g.players[1].Library) {
			t.Fatal("zone sizes must be kept")
		}
		if !sameIDs(s.players[0].Hand, g.players[0].Hand) || !sameIDs(s.bf, g.bf) {
			t.Fatal("what seat 0 sees must be kept")
		}
		if !sameDefs(s, g, s.players[1].Hand) {
			differentHands++
		}
		for _, id := range s.players[1].Hand {
			if s.objs[id].Zone != ZoneHand || s.objs[id].Owner != 1 {
				t.Fatal("redealt cards must be in the hand they were dealt to")
			}
		}
		if len(s.Legal()) == 0 && !s.Over() {
			t.Fatal("a sample is a playable game")
		}
	}
	if differentHands == 0 {
		t.Fatal("the opponent's hand should be redealt in samples")
	}
	// The real generator is not copied: two games from the same knowledge
	// with different seeds shuffle differently.
	a, b := k.Sample(1), k.Sample(2)
	a.shuffleLibrary(0)
	b.shuffleLibrary(0)
	if sameDefs(a, b, a.players[0].Library) {
		t.Fatal("samples must not share the real game's random state")
	}
}

// sameDefs reports whether the objects ids are the same cards in a and b.
func sameDefs(a, b *Game, ids []ObjID) bool {
	for _, id := range ids {
		if a.objs[id].Def != b.objs[id].Def {
			return false
		}
	}
	return true
}

func sameIDs(a, b []ObjID) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// playRandomUntil plays random legal actions until cond holds or the game ends.
func playRandomUntil(t *testing.T, g *Game, seed uint64, cond func() bool) {
	r := newTestRand(seed)
	var acts []Action
	for !g.Over() && !cond() {
		acts = g.LegalInto(acts)
		if _, err := g.Apply(acts[r.IntN(len(acts))]); err != nil {
			t.Fatal(err)
		}
	}
}

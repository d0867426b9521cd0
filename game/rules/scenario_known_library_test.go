package rules

import "testing"

// scryElfOgreBearBottom has P1 scry its top three (Bear, Ogre, Elf over
// the scenario's pads): Elf on top, Ogre under it, Bear to the bottom.
func scryElfOgreBearBottom(t *testing.T, mods ...setupMod) *scenario {
	t.Helper()
	sc := newScenario(t, 2, mods...)
	top := sc.library(P1, tBear, tOgre, tElf)
	sc.hand(P1, tForesee3)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tForesee3)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseScryBottom)
	bear, ogre, elf := top[0], top[1], top[2]
	sc.chooseScry(elf, false)
	sc.chooseScry(bear, true)
	sc.chooseScry(ogre, false)
	return sc
}

// libraryEnds returns the names of the top two and the bottom card of
// seat's library in g.
func libraryEnds(g *Game, s Seat) (top, next, bottom string) {
	lib := *g.library(s)
	return g.objs[lib[len(lib)-1]].Def.Name, g.objs[lib[len(lib)-2]].Def.Name, g.objs[lib[0]].Def.Name
}

// topsKept counts, over n samples of what seat who knows, those whose P1
// library has Elf, Ogre on top and Bear at the bottom.
func topsKept(g *Game, who Seat, n int) int {
	k := g.KnowledgeOf(who)
	kept := 0
	for seed := range uint64(n) {
		top, next, bottom := libraryEnds(k.Sample(seed), P1)
		if top == tElf.Name && next == tOgre.Name && bottom == tBear.Name {
			kept++
		}
	}
	return kept
}

func TestSamplesKeepTheCardsAScryPutInPlace(t *testing.T) {
	sc := scryElfOgreBearBottom(t)
	if got := topsKept(sc.g, P1, 50); got != 50 {
		t.Fatalf("%d of 50 samples keep Elf and Ogre on top and Bear at the bottom, want all", got)
	}
}

func TestOpponentsSamplesDoNotKnowWhereAScryPutCards(t *testing.T) {
	open := func(s *Setup) { s.Options.OpenDecklists = true }
	sc := scryElfOgreBearBottom(t, open)
	// 23 cards: Elf lands on top by chance about once in 23 samples.
	if got := topsKept(sc.g, P2, 200); got > 5 {
		t.Fatalf("%d of 200 of the opponent's samples put Elf, Ogre and Bear where P1's scry did", got)
	}
}

func TestAShuffleForgetsWhereAScryPutCards(t *testing.T) {
	sc := scryElfOgreBearBottom(t)
	sc.g.shuffleLibrary(P1)
	if got := topsKept(sc.g, P1, 200); got > 5 {
		t.Fatalf("after a shuffle %d of 200 samples still put Elf, Ogre and Bear where the scry did", got)
	}
}

func TestSharedLibrarySamplesKeepOnlyTheScryersCards(t *testing.T) {
	shared := func(s *Setup) { s.Options.Library, s.Options.EmptyLibrary = SharedLibrary, EmptyReshuffleGraveyards }
	sc := scryElfOgreBearBottom(t, shared)
	if got := topsKept(sc.g, P1, 50); got != 50 {
		t.Fatalf("%d of 50 of the scryer's samples keep the shared library's ends, want all", got)
	}
	if got := topsKept(sc.g, P2, 200); got > 5 {
		t.Fatalf("%d of 200 of the other seat's samples keep the shared library's ends", got)
	}
}

func TestACardDrawnAndPutBackKeepsNoOldPlace(t *testing.T) {
	sc := scryElfOgreBearBottom(t)
	elf := sc.g.players[P1].Library[len(sc.g.players[P1].Library)-1]
	sc.g.drawOne(P1)
	if o := &sc.g.objs[elf]; o.Zone != ZoneHand {
		t.Fatalf("Elf is in %v after the draw", o.Zone)
	}
	// Back from the graveyard into the library, then shuffled: every seat
	// saw it go, and nobody knows where it is after the shuffle.
	sc.g.move(elf, ZoneGraveyard, false)
	sc.g.move(elf, ZoneLibrary, false)
	if p := sc.g.objs[elf].Seen; p != allSeats {
		t.Fatalf("a card put on top from a graveyard is seen by %08b, want every seat", p)
	}
	sc.g.shuffleLibrary(P1)
	for _, id := range sc.g.players[P1].Library {
		if p := sc.g.objs[id].Seen; p != 0 {
			t.Fatalf("after a shuffle card %d is seen by %08b", id, p)
		}
	}
}

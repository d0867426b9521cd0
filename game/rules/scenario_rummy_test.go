package rules

import (
	"slices"
	"testing"
)

// Live-Draft's rummy draw: a common discard pile beside the common
// library. Each test is named after the rule sentence it checks.

// rummy returns a scenario under DrawRummy with an empty common pile.
func rummy(t *testing.T) *scenario {
	t.Helper()
	sc := newScenario(t, 2, withOptions(func(o *Options) {
		o.Library, o.EmptyLibrary = SharedLibrary, EmptyNothing
	}))
	sc.g.opts.Draw = DrawRummy
	sc.touch()
	return sc
}

// setPile puts cards on the common pile, the last named on top.
func (sc *scenario) setPile(ids ...ObjID) {
	for _, id := range ids {
		sc.g.detach(id)
		o := &sc.g.objs[id]
		o.Zone, o.Owner, o.Controller, o.Seen = ZonePile, P1, P1, allSeats
		sc.g.pile = append(sc.g.pile, id)
	}
	sc.touch()
}

func TestRummyDealIsFourteenEachThenEachDiscardsDownToSevenOntoTheCommonPile(t *testing.T) {
	s := DefaultSetup(testDeck(), testDeck(), testDeck())
	s.Options.Library, s.Options.Draw, s.Options.EmptyLibrary, s.Options.Mulligan = SharedLibrary, DrawRummy, EmptyNothing, MulliganNone
	s.Options.FixedFirst, s.Options.FirstPlayer = true, P2
	g, err := New(s, 5)
	if err != nil {
		t.Fatal(err)
	}
	c := newChecker(g)
	for _, seat := range []Seat{P2, P3, P1} {
		if n := len(g.players[seat].Hand); n != 14 {
			t.Fatalf("%v was dealt %d cards, want 14", seat, n)
		}
		d := g.Pending()
		if d.Seat != seat || d.Kind != DecideChoice || d.Purpose != ChoosePile || d.Count != 7 {
			t.Fatalf("pending %+v, want %v to put 7 cards onto the pile", d, seat)
		}
		for i := 0; i < 7; i++ {
			applyChecked(t, g, g.Legal()[0], c)
		}
		if n := len(g.players[seat].Hand); n != 7 {
			t.Fatalf("%v keeps %d cards, want 7", seat, n)
		}
	}
	if len(g.Pile()) != 21 {
		t.Fatalf("the common pile holds %d cards, want 21", len(g.Pile()))
	}
	for seat := range g.Seats() {
		if n := len(g.players[seat].Graveyard); n != 0 {
			t.Fatalf("%v's graveyard holds %d cards: the pile is no graveyard", Seat(seat), n)
		}
		if v := g.View(Seat(seat)); len(v.Pile) != 21 || v.Pile[20].Def == nil {
			t.Fatalf("%v does not see the common pile", Seat(seat))
		}
	}
	if g.Pending().Kind != DecidePriority {
		t.Fatalf("the game did not begin: %+v", g.Pending())
	}
}

func TestRummyDrawMayTakeTheTopCardOfTheCommonPile(t *testing.T) {
	sc := rummy(t)
	under, top := sc.hand(P2, tOgre), sc.hand(P2, tBear)
	sc.setPile(under, top)
	sc.passToStep(StepDraw)
	sc.expectChoice(P2, ChooseRummy)
	if slices.ContainsFunc(sc.legal(), func(a Action) bool { return a.Obj == under }) {
		t.Fatal("a card under the top of the pile may be taken")
	}
	sc.choose(top)
	sc.expectZone(top, ZoneHand)
	if o := sc.g.objs[top]; o.Owner != P2 || !o.Shown {
		t.Fatalf("the taken card is owned by %v (shown %v), want P2's and shown", o.Owner, o.Shown)
	}
	if !slices.Equal(sc.g.pile, []ObjID{under}) {
		t.Fatalf("pile %v, want %v", sc.g.pile, []ObjID{under})
	}
	sc.expectPending(P2, DecidePriority)
	if v := sc.g.View(P1); len(v.Players[P2].Shown) != 1 || v.Players[P2].Shown[0].Def != tBear {
		t.Fatal("P1 does not see the card P2 took from the pile")
	}
}

func TestRummyDrawTwoFromTheLibraryThenDiscardAnyCardOfTheHandOntoThePile(t *testing.T) {
	sc := rummy(t)
	old := sc.hand(P2, tForest)
	sc.setPile(sc.hand(P1, tBolt))
	top := sc.library(P1, tBear, tOgre)
	sc.passToStep(StepDraw)
	sc.expectChoice(P2, ChooseRummy)
	sc.chooseIndex(1)
	sc.expectZone(top[0], ZoneHand)
	sc.expectZone(top[1], ZoneHand)
	sc.expectChoice(P2, ChoosePile)
	sc.choose(old) // not one of the two just drawn
	sc.expectZone(old, ZonePile)
	if sc.g.pile[len(sc.g.pile)-1] != old {
		t.Fatal("the discarded card is not on top of the pile")
	}
	sc.expectHandSize(P2, 2)
	if len(sc.g.players[P2].Graveyard) != 0 {
		t.Fatal("the discard went to a graveyard")
	}
	if pv := sc.g.View(P1).Players[P2]; len(pv.Shown) != 0 {
		t.Fatalf("P1 sees P2's cards drawn from the library: %+v", pv.Shown)
	}
	sc.expectPending(P2, DecidePriority)
}

func TestRummyHandsDrawnFromTheLibraryStayHiddenInSamples(t *testing.T) {
	sc := rummy(t)
	taken := sc.hand(P2, tOgre)
	sc.setPile(taken)
	sc.library(P1, tBear, tBear, tForest, tForest)
	sc.passToStep(StepDraw)
	sc.choose(taken)
	sc.passToStep(StepMain1)
	sc.hand(P1, tStudy)
	sc.passToStep(StepDraw) // P1's turn
	sc.expectChoice(P1, ChooseRummy)
	sc.chooseIndex(1)
	sc.choose(sc.g.players[P1].Hand[0])
	k := sc.g.KnowledgeOf(P2)
	moved := false
	for seed := uint64(0); seed < 30; seed++ {
		x := k.Sample(seed)
		if !slices.Equal(x.pile, sc.g.pile) {
			t.Fatal("a sample changed the common pile")
		}
		if !slices.Contains(x.players[P2].Hand, taken) {
			t.Fatal("a sample dealt away P2's own card")
		}
		if !sameDefs(x, sc.g, sc.g.players[P1].Hand) {
			moved = true
		}
	}
	if !moved {
		t.Fatal("P1's hand drawn from the library is the same in every sample: it is not hidden")
	}
}

func TestRummyDrawEffectDrawsOneAtATime(t *testing.T) {
	sc := rummy(t)
	a, b := sc.hand(P2, tOgre), sc.hand(P2, tBear)
	sc.setPile(a, b)
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseRummy)
	if d := sc.g.Pending(); d.Count != 2 {
		t.Fatalf("the draw says %d remain, want 2", d.Count)
	}
	sc.choose(b)
	sc.expectChoice(P1, ChooseRummy)
	if d := sc.g.Pending(); d.Count != 1 {
		t.Fatalf("the draw says %d remain, want 1", d.Count)
	}
	sc.choose(a)
	sc.expectHandSize(P1, 2)
	sc.expectPending(P1, DecidePriority)
}

func TestRummyNobodyLosesWithPileAndLibraryExhausted(t *testing.T) {
	sc := rummy(t)
	sc.emptyLibrary(P1)
	sc.passToStep(StepDraw)
	sc.passToStep(StepMain1)
	sc.expectLost(P2, false)
	sc.expectHandSize(P2, 0)
}

package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// drawSeats lists, in order, the seats that drew in events.
func drawSeats(ev []Event) []Seat {
	var out []Seat
	for _, e := range ev {
		if e.Kind == EvDraw {
			out = append(out, e.Seat)
		}
	}
	return out
}

func sharedSetup(seats int, deal DealRule, mull MulliganRule) Setup {
	var decks [][]*card.Def
	for range seats {
		decks = append(decks, testDeck())
	}
	s := DefaultSetup(decks...)
	s.Options.Library, s.Options.EmptyLibrary, s.Options.Land = SharedLibrary, EmptyReshuffleGraveyards, LandAnyCard
	s.Options.Deal, s.Options.Mulligan = deal, mull
	s.Options.FixedFirst, s.Options.FirstPlayer = true, 1
	return s
}

func TestRoundRobinDealsOneCardAtATimeFromTheFirstPlayer(t *testing.T) {
	g, err := New(sharedSetup(3, DealRoundRobin, MulliganLondon), 4)
	if err != nil {
		t.Fatal(err)
	}
	got := drawSeats(g.Events())
	if len(got) != 21 {
		t.Fatalf("%d cards dealt", len(got))
	}
	for i, s := range got {
		if want := Seat((1 + i) % 3); s != want {
			t.Fatalf("card %d went to seat %v, want %v (deal order %v)", i+1, s, want, got)
		}
	}
}

func TestDoubleRoundRobinDealsFourteenInPairs(t *testing.T) {
	g, err := New(sharedSetup(3, DealDoubleRoundRobin, MulliganDoubleDraw), 4)
	if err != nil {
		t.Fatal(err)
	}
	got := drawSeats(g.Events())
	if len(got) != 42 {
		t.Fatalf("%d cards dealt", len(got))
	}
	for i, s := range got {
		if want := Seat((1 + i/2) % 3); s != want {
			t.Fatalf("card %d went to seat %v, want %v", i+1, s, want)
		}
	}
	// Seats keep seven in turn order, each putting seven on the bottom.
	for _, want := range []Seat{1, 2, 0} {
		d := g.Pending()
		if d.Kind != DecideChoice || d.Purpose != ChooseBottom || d.Seat != want || d.Count != 7 {
			t.Fatalf("pending %+v, want seat %v to put 7 on the bottom", d, want)
		}
		for range 7 {
			mustApply(t, g, Action{Kind: ActChoose, Obj: g.players[want].Hand[0], Target: noTarget})
		}
		if n := len(g.players[want].Hand); n != 7 {
			t.Fatalf("seat %v keeps %d", want, n)
		}
		lib := g.players[0].Library
		if g.objs[lib[0]].Zone != ZoneLibrary {
			t.Fatal("the bottom card is not in the library")
		}
		if d := g.Pending(); d.Kind != DecideMulligan || d.Seat != want {
			t.Fatalf("pending %+v, want seat %v to keep or mulligan", d, want)
		}
		mustApply(t, g, act(ActKeep))
	}
}

func TestDoubleDrawMulligansDealTwoFewerAndKeepHalf(t *testing.T) {
	g, err := New(sharedSetup(2, DealDoubleRoundRobin, MulliganDoubleDraw), 9)
	if err != nil {
		t.Fatal(err)
	}
	s := Seat(1)
	bottom := func(n int) {
		t.Helper()
		d := g.Pending()
		if d.Kind != DecideChoice || d.Purpose != ChooseBottom || d.Seat != s || d.Count != n {
			t.Fatalf("pending %+v, want %d to the bottom", d, n)
		}
		for range n {
			mustApply(t, g, Action{Kind: ActChoose, Obj: g.players[s].Hand[0], Target: noTarget})
		}
	}
	bottom(7)
	for _, dealt := range []int{12, 10, 8} {
		mustApply(t, g, act(ActMulligan))
		if n := len(g.players[s].Hand); n != dealt {
			t.Fatalf("mulligan dealt %d, want %d", n, dealt)
		}
		bottom(dealt / 2)
		if n := len(g.players[s].Hand); n != dealt/2 {
			t.Fatalf("kept %d of %d", n, dealt)
		}
	}
	mustApply(t, g, act(ActKeep))
	// No scry for the short hand: the next decision is the other seat's.
	if d := g.Pending(); d.Seat != 0 {
		t.Fatalf("pending %+v after keeping four", d)
	}
}

func mustApply(t testing.TB, g *Game, a Action) {
	t.Helper()
	if _, err := g.Apply(a); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
}

// TestLandlessVariantsUpToEightSeats plays random games of single deck,
// play-anything-as-a-land and the whole of Landless (double draw) for five
// and eight seats, checking every invariant after every action.
func TestLandlessVariantsUpToEightSeats(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	for _, variant := range []uint8{1, 3, 5} {
		for _, n := range []int{5, 8} {
			runFuzzGameSeats(t, uint64(n*10+int(variant)), n, variant)
		}
	}
}

// TestXOffersOnlyWhatCanBePaid: a Hollow (a colourless card played as a
// land) needs {1} to make a colour, so three Hollows and a Forest cannot
// pay {X}{R} for X 3 even though four sources could pay four mana.
func TestXOffersOnlyWhatCanBePaid(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.Land = LandAnyCard }))
	blast := sc.hand(P1, tBlast)
	sc.lands(P1, tForest, 1)
	golem := creature("Golem", "{3}", 3, 3, 0)
	for range 3 {
		id := sc.battlefield(P1, golem)
		sc.g.objs[id].LandDef = LandIdentity(golem, nil)
	}
	sc.touch()
	sc.priorityTo(P1)
	sc.apply(castAct(blast))
	sc.expectPending(P1, DecideX)
	max := -1
	for _, a := range sc.legal() {
		if a.Kind == ActChooseX && int(a.Index) > max {
			max = int(a.Index)
		}
	}
	// The red must come from a Hollow paying {1} with another source: the
	// Forest and one Hollow make {R}, two Hollows are left for X.
	if max != 2 {
		t.Fatalf("largest X offered %d, want 2", max)
	}
	sc.apply(Action{Kind: ActChooseX, Obj: NoObj, Index: 2, Target: noTarget})
	sc.target(P2)
	sc.expectLegal(act(ActAutoPay))
}

package rules

import (
	"slices"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// Live-Draft: one common library, draws chosen from a face-up tableau or
// pipeline. Each test is named after the rule sentence it checks.

// liveDraft returns a scenario under the given row rule with an empty
// row and nothing removed; the common library holds lands and bears.
func liveDraft(t *testing.T, n int, rule DrawRule) *scenario {
	t.Helper()
	sc := newScenario(t, n, withOptions(func(o *Options) {
		o.Library, o.EmptyLibrary, o.Draw = SharedLibrary, EmptyNothing, rule
	}), func(s *Setup) {
		for i := range s.Players {
			for j := range s.Players[i].Deck {
				if j%2 == 1 {
					s.Players[i].Deck[j] = tBear
				}
			}
		}
	})
	g := sc.g
	if len(g.row) != RowSize {
		t.Fatalf("the row holds %d cards at the start, want %d", len(g.row), RowSize)
	}
	for _, id := range append(g.row, g.removed...) {
		o := &g.objs[id]
		o.Zone = ZoneLibrary
		g.players[0].Library = append(g.players[0].Library, id)
	}
	g.row, g.removed = g.row[:0], g.removed[:0]
	sc.touch()
	return sc
}

// setRow deals the named cards face up into the row, left to right.
func (sc *scenario) setRow(ds ...*card.Def) []ObjID {
	out := make([]ObjID, len(ds))
	for i, d := range ds {
		out[i] = sc.add(P1, d, ZoneRow)
		sc.g.objs[out[i]].Seen = allSeats
	}
	sc.touch()
	return out
}

func (sc *scenario) expectRow(want ...ObjID) {
	sc.t.Helper()
	if !slices.Equal(sc.g.row, want) {
		sc.t.Fatalf("row %v, want %v", sc.g.row, want)
	}
}

// drawAt draws the row's card at index i for the pending draw.
func (sc *scenario) drawAt(s Seat, i int) ObjID {
	sc.t.Helper()
	sc.expectChoice(s, ChooseDraw)
	id := sc.g.row[i]
	sc.choose(id)
	return id
}

func sevenOf(d *card.Def) []*card.Def {
	out := make([]*card.Def, RowSize)
	for i := range out {
		out[i] = d
	}
	return out
}

func TestLiveDraftGameStartsWithSevenFaceUpCards(t *testing.T) {
	for _, rule := range []DrawRule{DrawTableau, DrawPipeline} {
		t.Run(rule.String(), func(t *testing.T) {
			s := DefaultSetup(testDeck(), testDeck(), testDeck())
			s.Options.Library, s.Options.Draw, s.Options.EmptyLibrary = SharedLibrary, rule, EmptyNothing
			g, err := New(s, 3)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Row()) != RowSize {
				t.Fatalf("row of %d cards, want %d", len(g.Row()), RowSize)
			}
			for _, id := range g.Row() {
				if o := g.Obj(id); o.Zone != ZoneRow {
					t.Fatalf("%s in the row is in %v", o.Def.Name, o.Zone)
				}
			}
			for seat := range g.Seats() {
				if n := len(g.players[seat].Hand); n != 7 {
					t.Fatalf("%v holds %d cards, want 7", Seat(seat), n)
				}
			}
		})
	}
}

func TestTableauOrPipelineNeedsASharedLibrary(t *testing.T) {
	s := DefaultSetup(testDeck(), testDeck())
	s.Options.Draw = DrawTableau
	if _, err := New(s, 1); err == nil {
		t.Fatal("a tableau with own libraries started")
	}
}

func TestTableauDrawTakesAnyOneOfTheSevenReplacedAtOnceFromTheLibrary(t *testing.T) {
	sc := liveDraft(t, 2, DrawTableau)
	row := sc.setRow(tBear, tPad, tBear, tOgre, tPad, tBear, tPad)
	top := sc.library(P1, tForest, tMountain)
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseDraw)
	if d := sc.g.Pending(); d.Count != 2 {
		t.Fatalf("the draw says %d cards remain, want 2", d.Count)
	}
	n := 0
	for _, a := range sc.legal() {
		if a.Kind == ActChoose {
			if !slices.Contains(row, a.Obj) {
				t.Fatalf("%+v chooses a card outside the tableau", a)
			}
			n++
		}
	}
	if n != RowSize {
		t.Fatalf("%d cards of the tableau may be drawn, want %d", n, RowSize)
	}
	ogre := sc.drawAt(P1, 3)
	sc.expectZone(ogre, ZoneHand)
	want := slices.Clone(row)
	want[3] = top[0] // the top card takes the drawn card's place
	sc.expectRow(want...)
	sc.expectZone(top[0], ZoneRow)
	if d := sc.g.Pending(); d.Count != 1 {
		t.Fatalf("after one card the draw says %d remain, want 1", d.Count)
	}
	first := sc.drawAt(P1, 0)
	want[0] = top[1]
	sc.expectRow(want...)
	sc.expectZone(first, ZoneHand)
	sc.expectHandSize(P1, 2)
	sc.expectPending(P1, DecidePriority)
}

func TestTableauOfSevenLandsIsRemovedFromTheGameAndSevenNewDealt(t *testing.T) {
	sc := liveDraft(t, 2, DrawTableau)
	row := sc.setRow(tBear, tPad, tPad, tPad, tPad, tPad, tPad)
	// The bear's replacement is a land (all seven lands: wiped), the next
	// seven are all bears (all nonlands: wiped again), then a mix stays.
	third := sc.library(P1, tOgre, tPad, tBear, tPad, tBear, tPad, tBear)
	second := sc.library(P1, sevenOf(tBear)...)
	repl := sc.library(P1, tForest)[0]
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.drawAt(P1, 0)
	sc.expectRow(third...)
	removed := sc.g.Removed()
	if len(removed) != 2*RowSize {
		t.Fatalf("%d cards removed from the game, want 14 (two wipes)", len(removed))
	}
	for _, id := range append(append([]ObjID{repl}, row[1:]...), second...) {
		sc.expectZone(id, ZoneRemoved)
		if !slices.Contains(removed, id) {
			t.Fatalf("%d is not among the removed cards", id)
		}
	}
	// The second card of the draw comes from the new tableau.
	sc.expectChoice(P1, ChooseDraw)
	ogre := sc.drawAt(P1, 0)
	if ogre != third[0] {
		t.Fatalf("drew %d, want the ogre %d", ogre, third[0])
	}
}

func TestTableauOfSevenNonlandsIsRemovedFromTheGame(t *testing.T) {
	sc := liveDraft(t, 2, DrawTableau)
	row := sc.setRow(tPad, tBear, tBear, tBear, tBear, tBear, tBear)
	next := sc.library(P1, tPad, tPad, tPad, tBear, tBear, tBear, tBear)
	sc.library(P1, tOgre) // replaces the land: seven nonlands
	peek := sc.hand(P1, spell("Peek", "{1}", card.Sorcery, nil, eff(card.Draw, 1)))
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, peek)
	sc.passUntilResolved()
	land := sc.drawAt(P1, 0)
	if land != row[0] {
		t.Fatal("did not draw the land")
	}
	sc.expectRow(next...)
	if len(sc.g.Removed()) != RowSize {
		t.Fatalf("%d removed, want 7", len(sc.g.Removed()))
	}
}

func TestPipelineDrawFromTheLeftmostThenLeftmostRemainingIsRemovedAndTwoAdded(t *testing.T) {
	sc := liveDraft(t, 2, DrawPipeline)
	row := sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	top := sc.library(P1, tMountain, tBear)
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.clearEvents()
	drawn := sc.drawAt(P1, 0)
	if drawn != row[0] {
		t.Fatal("did not draw the leftmost card")
	}
	sc.expectZone(row[1], ZoneRemoved) // the leftmost remaining
	sc.expectRow(row[2], row[3], row[4], row[5], row[6], top[0], top[1])
	if !sc.sawEvent(func(e Event) bool { return e.Kind == EvDraw && e.Obj == drawn && e.From == ZoneRow && e.Amount == 0 }) {
		t.Fatal("no draw event from the row's position 0")
	}
}

func TestPipelineDrawFromTheRightmostRemovesTheLeftmost(t *testing.T) {
	sc := liveDraft(t, 2, DrawPipeline)
	row := sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	top := sc.library(P1, tMountain, tBear)
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	drawn := sc.drawAt(P1, 6)
	if drawn != row[6] {
		t.Fatal("did not draw the rightmost card")
	}
	sc.expectZone(row[0], ZoneRemoved)
	sc.expectRow(row[1], row[2], row[3], row[4], row[5], top[0], top[1])
	if got := sc.g.Removed(); !slices.Equal(got, []ObjID{row[0]}) {
		t.Fatalf("removed %v, want %v", got, row[:1])
	}
}

func TestPipelineHasFewerCardsWhenTheLibraryRunsShort(t *testing.T) {
	sc := liveDraft(t, 2, DrawPipeline)
	sc.emptyLibrary(P1)
	row := sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	last := sc.library(P1, tMountain)[0]
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.drawAt(P1, 3)
	sc.expectRow(row[1], row[2], row[4], row[5], row[6], last)
	sc.drawAt(P1, 5)
	sc.expectRow(row[2], row[4], row[5], row[6])
}

func TestTurnDrawUsesTheDrawMethod(t *testing.T) {
	sc := liveDraft(t, 2, DrawTableau)
	row := sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	sc.passToStep(StepDraw)
	sc.expectChoice(P2, ChooseDraw)
	if sc.g.Step() != StepDraw {
		t.Fatalf("the draw is asked in the %v step", sc.g.Step())
	}
	ogre := sc.drawAt(P2, 2)
	if ogre != row[2] {
		t.Fatal("did not draw the ogre")
	}
	sc.expectZone(ogre, ZoneHand)
	sc.expectPending(P2, DecidePriority)
}

func TestEveryDrawEffectTakesOneCardAtATimeBeforeTheRestOfTheSpell(t *testing.T) {
	sc := liveDraft(t, 2, DrawPipeline)
	sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	sc.hand(P1, tSift) // draw two, then discard one
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tSift)
	sc.passUntilResolved()
	a := sc.drawAt(P1, 2)
	b := sc.drawAt(P1, 2)
	sc.expectChoice(P1, ChooseDiscard)
	sc.choose(a)
	sc.expectZone(a, ZoneGraveyard)
	sc.expectZone(b, ZoneHand)
	if !slices.Contains(sc.g.players[P1].Graveyard, a) {
		t.Fatal("the discarded card is not in P1's graveyard")
	}
}

func TestOwnerIsTheSeatThatMostRecentlyDrewTheCardAndGraveyardsStayPerSeat(t *testing.T) {
	sc := liveDraft(t, 2, DrawTableau)
	row := sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	if o := sc.g.objs[row[0]]; o.Owner != P1 {
		t.Fatalf("a tableau card is owned by %v, want the library's holder P1", o.Owner)
	}
	sc.passToStep(StepDraw)
	bear := sc.drawAt(P2, 0)
	if o := sc.g.objs[bear]; o.Owner != P2 || o.Controller != P2 {
		t.Fatalf("the drawn bear is owned by %v, controlled by %v; want P2", o.Owner, o.Controller)
	}
	sc.passToStep(StepMain1)
	sc.lands(P2, tForest, 2)
	sc.cast(P2, bear)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneBattlefield)
	sc.lands(P2, tMountain, 1)
	sc.hand(P2, tBolt)
	sc.cast(P2, tBolt, bear)
	sc.passUntilResolved()
	sc.expectZone(bear, ZoneGraveyard)
	if !slices.Contains(sc.g.players[P2].Graveyard, bear) {
		t.Fatal("the bear is not in its drawer's graveyard")
	}
}

func TestNobodyLosesForBeingUnableToDrawFromAnExhaustedLibraryAndRow(t *testing.T) {
	for _, rule := range []DrawRule{DrawTableau, DrawPipeline} {
		t.Run(rule.String(), func(t *testing.T) {
			sc := liveDraft(t, 2, rule)
			sc.emptyLibrary(P1)
			sc.hand(P1, tStudy)
			sc.lands(P1, tMountain, 1)
			sc.cast(P1, tStudy)
			sc.passUntilResolved()
			sc.expectPending(P1, DecidePriority)
			sc.expectHandSize(P1, 0)
			sc.passToStep(StepDraw)
			sc.passToStep(StepMain1)
			sc.expectHandSize(P2, 0)
			sc.expectLost(P2, false)
			sc.expectLost(P1, false)
		})
	}
}

func TestRowIsPublicInEveryViewKnowledgeAndSample(t *testing.T) {
	sc := liveDraft(t, 2, DrawTableau)
	row := sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	sc.add(P1, tBolt, ZoneRemoved)
	sc.hand(P2, tMountain)
	sc.passToStep(StepDraw)
	shown := sc.drawAt(P2, 2)
	g := sc.g
	for s := range g.Seats() {
		v := g.View(Seat(s))
		if len(v.Row) != RowSize || len(v.Removed) != 1 || v.Removed[0].Def != tBolt {
			t.Fatalf("%v sees row %d removed %d", Seat(s), len(v.Row), len(v.Removed))
		}
		for i, cv := range v.Row {
			if cv.ID != g.row[i] || cv.Def != g.objs[g.row[i]].Def {
				t.Fatalf("%v's view of the row differs at %d", Seat(s), i)
			}
		}
		if Seat(s) != P2 {
			pv := v.Players[P2]
			if len(pv.Shown) != 1 || pv.Shown[0].ID != shown || pv.Shown[0].Def != tOgre {
				t.Fatalf("%v does not see the ogre P2 drew face up: %+v", Seat(s), pv.Shown)
			}
		}
	}
	k := g.KnowledgeOf(P1)
	for seed := uint64(0); seed < 20; seed++ {
		x := k.Sample(seed)
		if !slices.Equal(x.row, g.row) || !slices.Equal(x.removed, g.removed) {
			t.Fatalf("sample %d moved the row or the removed cards", seed)
		}
		for _, id := range x.row {
			if x.objs[id].Def != g.objs[id].Def {
				t.Fatalf("sample %d changed a row card", seed)
			}
		}
		if !slices.Contains(x.players[P2].Hand, shown) || x.objs[shown].Zone != ZoneHand {
			t.Fatalf("sample %d dealt away the card P2 drew face up", seed)
		}
	}
	// The row is part of the state: its order changes the hash, and a
	// clone has its own row.
	c := g.Clone()
	if c.Hash() != g.Hash() {
		t.Fatal("a clone hashes differently")
	}
	c.row[0], c.row[1] = c.row[1], c.row[0]
	if c.Hash() == g.Hash() {
		t.Fatal("the row's order is not in the hash")
	}
	if g.row[0] != row[0] {
		t.Fatal("changing the clone's row changed the game's")
	}
}

func liveSetup(rule DrawRule, first Seat, decks int) Setup {
	var ds [][]*card.Def
	for range decks {
		ds = append(ds, testDeck())
	}
	s := DefaultSetup(ds...)
	s.Options.Library, s.Options.Draw, s.Options.EmptyLibrary = SharedLibrary, rule, EmptyNothing
	s.Options.FixedFirst, s.Options.FirstPlayer = true, first
	return s
}

func TestQuickStartMayRemoveTwoCardsInHandFromTheGameToDrawOneByTheMethod(t *testing.T) {
	s := liveSetup(DrawPipeline, P1, 2)
	s.Options.Mulligan = MulliganRemoveTwo
	g, err := New(s, 9)
	if err != nil {
		t.Fatal(err)
	}
	c := newChecker(g)
	p1 := &g.players[P1]
	if len(p1.Hand) != 7 {
		t.Fatalf("P1 was dealt %d cards, want 7", len(p1.Hand))
	}
	for round := 1; round <= 2; round++ {
		if d := g.Pending(); d.Seat != P1 || d.Kind != DecideMulligan {
			t.Fatalf("pending %+v, want P1's mulligan", d)
		}
		applyChecked(t, g, act(ActMulligan), c)
		if d := g.Pending(); d.Seat != P1 || d.Purpose != ChooseRemove || d.Count != 2 {
			t.Fatalf("pending %+v, want P1 to remove two cards", d)
		}
		a, b := p1.Hand[0], p1.Hand[1]
		applyChecked(t, g, actObj(ActChoose, a), c)
		applyChecked(t, g, actObj(ActChoose, b), c)
		for _, id := range []ObjID{a, b} {
			if z := g.objs[id].Zone; z != ZoneRemoved {
				t.Fatalf("a removed card is in %v", z)
			}
		}
		if d := g.Pending(); d.Seat != P1 || d.Purpose != ChooseDraw {
			t.Fatalf("pending %+v, want P1 to draw from the pipeline", d)
		}
		drawn := g.row[6]
		applyChecked(t, g, actObj(ActChoose, drawn), c)
		if g.objs[drawn].Zone != ZoneHand || len(p1.Hand) != 7-round {
			t.Fatalf("after %d quick-start mulligans P1 holds %d cards", round, len(p1.Hand))
		}
	}
	applyChecked(t, g, act(ActKeep), c)
	if d := g.Pending(); d.Seat != P2 || d.Kind != DecideMulligan {
		t.Fatalf("pending %+v, want P2's mulligan", d)
	}
	applyChecked(t, g, act(ActKeep), c)
	if d := g.Pending(); d.Kind != DecidePriority || len(p1.Hand) != 5 {
		t.Fatalf("the game did not begin with P1 holding 5: %+v, %d", d, len(p1.Hand))
	}
}

func TestCarefulStartDrawsOneCardAtATimeRoundTheTableFromTheStartingPlayerUntilEveryoneHasSeven(t *testing.T) {
	for _, rule := range []DrawRule{DrawTableau, DrawPipeline} {
		t.Run(rule.String(), func(t *testing.T) {
			s := liveSetup(rule, P2, 3)
			s.Options.Start = StartCareful
			g, err := New(s, 4)
			if err != nil {
				t.Fatal(err)
			}
			c := newChecker(g)
			for r := 0; r < 7; r++ {
				for _, seat := range []Seat{P2, P3, P1} {
					if n := len(g.players[seat].Hand); n != r {
						t.Fatalf("round %d: %v holds %d cards", r, seat, n)
					}
					d := g.Pending()
					if d.Seat != seat || d.Kind != DecideChoice || d.Purpose != ChooseDraw {
						t.Fatalf("round %d: pending %+v, want %v to draw", r, d, seat)
					}
					applyChecked(t, g, g.Legal()[r%len(g.row)], c)
				}
			}
			for seat := range g.Seats() {
				if n := len(g.players[seat].Hand); n != 7 {
					t.Fatalf("%v holds %d, want 7", Seat(seat), n)
				}
			}
			if d := g.Pending(); d.Kind != DecidePriority || g.Turn() != 1 || g.Active() != P2 {
				t.Fatalf("the game did not begin on P2's turn: %+v", d)
			}
		})
	}
}

func TestMillCounterForEveryCardAPlayerRemovesFromTheLibraryDrawingIncluded(t *testing.T) {
	sc := liveDraft(t, 2, DrawTableau)
	sc.g.opts.MillCounters = true
	sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.drawAt(P1, 0)
	sc.drawAt(P1, 1)
	if n := sc.g.players[P1].MillCounters; n != 2 {
		t.Fatalf("P1 has %d mill counters after drawing two, want 2", n)
	}
	if n := sc.g.players[P2].MillCounters; n != 0 {
		t.Fatalf("P2 has %d mill counters, want 0", n)
	}
	if v := sc.g.View(P2); v.Players[P1].MillCounters != 2 {
		t.Fatal("P2 does not see P1's mill counters")
	}
}

func TestMillCounterForEveryRummyCardFromTheLibraryNoneFromThePile(t *testing.T) {
	sc := rummy(t)
	sc.g.opts.MillCounters = true
	sc.setPile(sc.hand(P2, tBear))
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.choose(sc.g.pile[0])
	sc.chooseIndex(1)
	sc.choose(sc.g.players[P1].Hand[0])
	if n := sc.g.players[P1].MillCounters; n != 2 {
		t.Fatalf("P1 has %d mill counters, want 2 (two from the library, none from the pile)", n)
	}
}

func TestPlayerWithFewestMillCountersWinsWhenADrawFindsLibraryAndRowExhausted(t *testing.T) {
	for _, rule := range []DrawRule{DrawTableau, DrawPipeline} {
		t.Run(rule.String(), func(t *testing.T) {
			sc := liveDraft(t, 2, rule)
			sc.g.opts.MillCounters = true
			sc.emptyLibrary(P1)
			sc.g.players[P1].MillCounters = 12
			sc.g.players[P2].MillCounters = 9
			sc.touch()
			sc.passToStep(StepEnd)
			for !sc.g.Over() && sc.g.Pending().Kind == DecidePriority {
				sc.apply(act(ActPass))
			}
			if !sc.g.Over() {
				t.Fatalf("the game goes on: %+v", sc.g.Pending())
			}
			if w := sc.g.Winners(); len(w) != 1 || w[0] != P2 {
				t.Fatalf("winners %v, want P2 (fewest mill counters)", w)
			}
		})
	}
}

func TestMillCounterTieBetweenTeamsIsADraw(t *testing.T) {
	sc := rummy(t)
	sc.g.opts.MillCounters = true
	sc.emptyLibrary(P1)
	sc.g.players[P1].MillCounters = 4
	sc.g.players[P2].MillCounters = 4
	sc.touch()
	sc.passToStep(StepEnd)
	for !sc.g.Over() && sc.g.Pending().Kind == DecidePriority {
		sc.apply(act(ActPass))
	}
	if _, draw := sc.g.Result(); !sc.g.Over() || !draw {
		t.Fatal("a tie in mill counters is not a draw")
	}
}

func TestRemovedCardsAreShuffledIntoANewLibraryWhenItIsExhausted(t *testing.T) {
	sc := liveDraft(t, 2, DrawPipeline)
	sc.g.opts.EmptyLibrary = EmptyReshuffleRemoved
	sc.emptyLibrary(P1)
	gone := []ObjID{sc.add(P1, tBolt, ZoneRemoved), sc.add(P1, tOgre, ZoneRemoved)}
	row := sc.setRow(tBear, tPad, tOgre, tPad, tBear, tPad, tForest)
	sc.hand(P1, tStudy)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tStudy)
	sc.passUntilResolved()
	sc.clearEvents()
	sc.drawAt(P1, 3)
	// The leftmost (row[0]) was removed, then the empty library became the
	// three removed cards shuffled: two of them came in on the right.
	if len(sc.g.row) != RowSize {
		t.Fatalf("row of %d, want 7", len(sc.g.row))
	}
	if !slices.Equal(sc.g.row[:5], []ObjID{row[1], row[2], row[4], row[5], row[6]}) {
		t.Fatalf("row %v", sc.g.row)
	}
	if !sc.sawEvent(func(e Event) bool { return e.Kind == EvReshuffle && e.From == ZoneRemoved && e.Amount == 3 }) {
		t.Fatal("no reshuffle of the three removed cards")
	}
	if n := len(sc.g.players[P1].Library) + len(sc.g.removed); n != 1 {
		t.Fatalf("%d cards left in library and removed pile, want 1", n)
	}
	for _, id := range append(gone, row[0]) {
		if z := sc.g.objs[id].Zone; z != ZoneRow && z != ZoneLibrary {
			t.Fatalf("a removed card is in %v after the reshuffle", z)
		}
	}
}

func TestMillCounterVictoryComesOnceTheDrawingSpellHasResolved(t *testing.T) {
	sc := liveDraft(t, 2, DrawPipeline)
	sc.g.opts.MillCounters = true
	sc.emptyLibrary(P1)
	sc.g.players[P1].MillCounters = 3
	sc.g.players[P2].MillCounters = 5
	keep := sc.hand(P1, tBear)
	sc.hand(P1, tOgre)
	sift := sc.hand(P1, tSift) // draw two, then discard one
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, sift)
	sc.passUntilResolved()
	sc.expectChoice(P1, ChooseDiscard)
	if sc.g.Over() {
		t.Fatal("the game ended before the spell finished resolving")
	}
	sc.choose(keep)
	sc.expectZone(sift, ZoneGraveyard)
	if w := sc.g.Winners(); !sc.g.Over() || len(w) != 1 || w[0] != P1 {
		t.Fatalf("over %v winners %v, want P1 (fewest mill counters)", sc.g.Over(), w)
	}
}

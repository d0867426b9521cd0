package rules

import (
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// Multiplayer, teams, leaving the game, draws and mulligans.

func TestFreeForAllEachAttackerChoosesItsDefender(t *testing.T) {
	sc := newScenario(t, 3)
	a := sc.battlefield(P1, tBear)
	b := sc.battlefield(P1, tOgre)
	c := sc.battlefield(P2, tGiant)
	d := sc.battlefield(P3, tGiant)
	sc.passToStep(StepAttackers)
	sc.expectLegal(attackAct(a, P3))
	sc.attack(a, P2)
	sc.attack(b, P3)
	sc.doneAttacking()
	sc.passToStep(StepBlockers)
	sc.expectPending(P2, DecideBlockers)
	sc.expectIllegal(blockAct(c, b, sc.g.objs[b].Stamp)) // b attacks someone else
	sc.apply(blockAct(c, a, sc.g.objs[a].Stamp))
	sc.apply(act(ActBlockDone))
	sc.expectPending(P3, DecideBlockers)
	sc.expectIllegal(blockAct(d, a, sc.g.objs[a].Stamp))
	sc.apply(act(ActBlockDone))
	sc.passToStep(StepEndCombat)
	sc.expectZone(a, ZoneGraveyard)
	sc.expectLife(P2, 20)
	sc.expectLife(P3, 17)
}

func TestLoserLeavesWithEverythingItOwns(t *testing.T) {
	sc := newScenario(t, 3)
	mine := sc.battlefield(P1, tBear)
	theirs := sc.battlefield(P2, tBear)
	land := sc.battlefield(P2, tMountain)
	card := sc.hand(P2, tBolt)
	dead := sc.graveyard(P2, tOgre)
	theirWings := sc.battlefield(P2, tWings) // P2's aura on P1's creature
	sc.attach(theirWings, mine)
	myWings := sc.battlefield(P1, tWings) // P1's aura on P2's creature
	sc.attach(myWings, theirs)
	sc.expectPT(mine, 3, 3)
	sc.setLife(P2, 3)
	sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tBolt, P2)
	sc.passUntilResolved()
	sc.expectLost(P2, true)
	if sc.g.Over() {
		t.Fatal("the game ended with two players left")
	}
	for _, id := range []ObjID{theirs, land, card, dead, theirWings} {
		sc.expectZone(id, ZoneNone)
	}
	sc.expectZone(myWings, ZoneGraveyard) // its creature left with P2
	sc.expectPT(mine, 2, 2)
	for _, pv := range sc.g.View(P1).Players {
		if pv.Seat == P2 && (pv.HandCount != 0 || pv.LibraryCount != 0 || len(pv.Graveyard) != 0) {
			t.Fatalf("P2 left cards behind: %+v", pv)
		}
	}
	sc.nextTurn()
	if sc.g.Active() != P3 {
		t.Fatalf("after P1 comes %v, want P3", sc.g.Active())
	}
}

func TestActivePlayerLosesAndTheGameGoesOn(t *testing.T) {
	sc := newScenario(t, 3)
	sc.setLife(P1, 1)
	sc.hand(P1, tPlague)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tPlague)
	sc.passUntilResolved()
	sc.expectLost(P1, true)
	if sc.g.Over() {
		t.Fatal("the game ended with two players left")
	}
	if sc.g.Active() != P2 || sc.g.Turn() != 4 {
		t.Fatalf("active %v turn %d, want P2's turn 4", sc.g.Active(), sc.g.Turn())
	}
	sc.expectLife(P2, 19)
	sc.expectLife(P3, 19)
}

func TestSharedTeamTurns(t *testing.T) {
	sc := newScenario(t, 4, withTeams(0, 0, 1, 1), withOptions(func(o *Options) { o.SharedTeamTurns = true }))
	b1 := sc.battlefield(P1, tBear)
	b2 := sc.battlefield(P2, tOgre)
	blocker := sc.battlefield(P3, tGiant)
	sc.battlefield(P4, tBear)
	// Both teammates may act as active players: P2 plays a land and casts a sorcery.
	land := sc.hand(P2, tMountain)
	sc.hand(P2, tStudy)
	sc.priorityTo(P2)
	sc.apply(landAct(land))
	sc.cast(P2, tStudy)
	sc.passUntilResolved()
	sc.expectHandSize(P2, 2)
	// Both attack together.
	sc.passToStep(StepAttackers)
	sc.expectPending(P1, DecideAttackers)
	sc.apply(attackAct(b1, P3))
	sc.apply(act(ActAttackDone))
	sc.expectPending(P2, DecideAttackers)
	sc.apply(attackAct(b2, P4))
	sc.apply(act(ActAttackDone))
	sc.passToStep(StepBlockers)
	sc.expectPending(P3, DecideBlockers)
	sc.apply(blockAct(blocker, b1, sc.g.objs[b1].Stamp))
	sc.doneBlocking()
	sc.passToStep(StepEndCombat)
	sc.expectZone(b1, ZoneGraveyard)
	sc.expectLife(P4, 17)
	// The other team's turn, then ours again: both untap and both draw.
	sc.nextTurn()
	if sc.g.Active() != P3 {
		t.Fatalf("active %v, want P3 (the other team)", sc.g.Active())
	}
	h1, h2 := len(sc.g.players[P1].Hand), len(sc.g.players[P2].Hand)
	sc.nextTurn()
	if sc.g.Active() != P1 {
		t.Fatalf("active %v, want P1", sc.g.Active())
	}
	sc.expectTapped(b2, false)
	sc.expectTapped(land, false)
	sc.expectHandSize(P1, h1+1)
	sc.expectHandSize(P2, h2+1)
}

func TestTeamWinIncludesTeammateWhoLost(t *testing.T) {
	sc := newScenario(t, 3, withTeams(0, 0, 1))
	sc.setLife(P2, 1)
	sc.setLife(P3, 4)
	sc.hand(P1, tPlague)
	sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 2)
	sc.cast(P1, tPlague)
	sc.passUntilResolved()
	sc.expectLost(P2, true)
	if sc.g.Over() {
		t.Fatal("over too early")
	}
	sc.cast(P1, tBolt, P3)
	sc.passUntilResolved()
	if !sc.g.Over() {
		t.Fatal("not over")
	}
	w := sc.g.Winners()
	if len(w) != 2 || w[0] != P1 || w[1] != P2 {
		t.Fatalf("winners %v, want P1 and P2", w)
	}
	if team, draw := sc.g.Result(); team != 0 || draw {
		t.Fatalf("result %d %v", team, draw)
	}
}

func TestDrawWhenAllRemainingPlayersLoseAtOnce(t *testing.T) {
	sc := newScenario(t, 2)
	sc.setLife(P1, 1)
	sc.setLife(P2, 1)
	sc.hand(P1, tPlague)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tPlague)
	sc.clearEvents()
	sc.passUntilResolved()
	if !sc.g.Over() {
		t.Fatal("not over")
	}
	if _, draw := sc.g.Result(); !draw || sc.g.Winners() != nil {
		t.Fatalf("want a draw, winners %v", sc.g.Winners())
	}
	wins := 0
	for _, e := range sc.events {
		if e.Kind == EvWin {
			wins++
			if e.Seat != NoSeat {
				t.Fatalf("a win event names %v in a draw", e.Seat)
			}
		}
	}
	if wins != 1 {
		t.Fatalf("%d win events, want 1", wins)
	}
	sc.expectLost(P1, true)
	sc.expectLost(P2, true)
}

func TestTwoOfThreeLoseAtOnceThirdWins(t *testing.T) {
	sc := newScenario(t, 3)
	sc.setLife(P2, 1)
	sc.setLife(P3, 1)
	sc.hand(P1, tPlague)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tPlague)
	sc.passUntilResolved()
	if w := sc.g.Winners(); len(w) != 1 || w[0] != P1 {
		t.Fatalf("winners %v, want P1", w)
	}
}

func TestMaxTurnsEndsInADraw(t *testing.T) {
	sc := newScenario(t, 2, withOptions(func(o *Options) { o.MaxTurns = 4 }))
	sc.nextTurn()
	if sc.g.Over() {
		t.Fatal("over before the last turn was played")
	}
	for i := 0; i < 200 && !sc.g.Over(); i++ {
		sc.apply(sc.legal()[0])
	}
	if _, draw := sc.g.Result(); !sc.g.Over() || !draw {
		t.Fatal("want a draw after the last turn")
	}
}

func TestMulliganLondon(t *testing.T) {
	g, err := New(Setup{Players: []PlayerSetup{{Deck: testDeck()}, {Deck: testDeck(), Team: 1}},
		Options: Options{FixedFirst: true}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	sc := &scenario{t: t, g: g, inv: newChecker(g)}
	sc.expectPending(P1, DecideMulligan)
	if g.Pending().Count != 0 {
		t.Fatalf("keeping 7 puts %d back", g.Pending().Count)
	}
	sc.apply(act(ActMulligan))
	sc.expectPending(P1, DecideMulligan)
	sc.expectHandSize(P1, 7)
	if g.Pending().Count != 1 {
		t.Fatalf("after one mulligan keeping puts %d back, want 1", g.Pending().Count)
	}
	sc.apply(act(ActMulligan))
	sc.expectHandSize(P1, 7)
	sc.apply(act(ActKeep))
	sc.expectChoice(P1, ChooseBottom)
	first, second := g.players[P1].Hand[0], g.players[P1].Hand[1]
	sc.choose(first)
	sc.choose(second)
	sc.expectHandSize(P1, 5)
	lib := g.players[P1].Library
	if lib[0] != second || lib[1] != first {
		t.Fatal("the chosen cards are not at the bottom in the order chosen")
	}
	sc.expectPending(P2, DecideMulligan)
	sc.apply(act(ActKeep))
	sc.expectHandSize(P2, 7)
	if g.Pending().Kind != DecidePriority || g.Turn() != 1 {
		t.Fatalf("the game did not start: %+v", g.Pending())
	}
	if len(g.players[P1].Library)+len(g.players[P1].Hand) != 60 {
		t.Fatal("cards lost in mulligans")
	}
}

func TestTeamsAttackOnlyOpponentsAndEachOpponentSkipsTeammates(t *testing.T) {
	sc := newScenario(t, 4, withTeams(0, 0, 1, 1))
	bear := sc.battlefield(P1, tBear)
	hex := sc.hand(P1, spell("Hex", "{1}", card.Sorcery, nil, whoEff(card.LoseLife, 2, card.EachOpponent)))
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, hex)
	sc.passUntilResolved()
	sc.expectLife(P2, 20)
	sc.expectLife(P3, 18)
	sc.expectLife(P4, 18)
	sc.passToStep(StepAttackers)
	sc.expectIllegal(attackAct(bear, P2))
	sc.expectLegal(attackAct(bear, P3))
	sc.expectLegal(attackAct(bear, P4))
}

func TestPlayerWhoLeftCannotBeTargeted(t *testing.T) {
	sc := newScenario(t, 3)
	sc.setLife(P2, 2)
	sc.hand(P1, tShock)
	bolt := sc.hand(P1, tBolt)
	sc.lands(P1, tMountain, 2)
	sc.cast(P1, tShock, P2)
	sc.passUntilResolved()
	sc.expectLost(P2, true)
	sc.apply(castAct(bolt))
	if _, ok := sc.find(func(a Action) bool { return a.Kind == ActTarget && a.Target.IsPlayer() && a.Target.Player == P2 }); ok {
		t.Fatal("a player who left the game can be targeted")
	}
}

func TestMulliganLondonForcedKeepStillPutsCardsBack(t *testing.T) {
	g, err := New(Setup{Players: []PlayerSetup{{Deck: testDeck()}, {Deck: testDeck(), Team: 1}},
		Options: Options{FixedFirst: true}}, 6)
	if err != nil {
		t.Fatal(err)
	}
	sc := &scenario{t: t, g: g, inv: newChecker(g)}
	for g.Pending().Kind == DecideMulligan && g.Pending().Seat == P1 {
		sc.apply(act(ActMulligan))
	}
	// After the last mulligan allowed the hand is kept: 7 minus one per mulligan.
	n := g.players[P1].Mulligans
	sc.expectChoice(P1, ChooseBottom)
	for i := 0; i < n; i++ {
		sc.choose(g.players[P1].Hand[0])
	}
	sc.expectHandSize(P1, 7-n)
}

func TestActivePlayerLeavesAndTheTurnStillCleansUp(t *testing.T) {
	sc := newScenario(t, 3)
	ogre := sc.battlefield(P3, tOgre)
	bear := sc.battlefield(P2, tBear)
	sc.setLife(P1, 1)
	sc.hand(P1, tShock)
	sc.hand(P1, tGrowth)
	sc.hand(P1, tPlague)
	sc.lands(P1, tMountain, 2)
	sc.lands(P1, tForest, 1)
	sc.cast(P1, tShock, ogre)
	sc.passUntilResolved()
	sc.cast(P1, tGrowth, bear)
	sc.passUntilResolved()
	sc.cast(P1, tPlague)
	sc.passUntilResolved()
	sc.expectLost(P1, true)
	if sc.g.Active() != P2 {
		t.Fatalf("active %v, want P2", sc.g.Active())
	}
	sc.expectDamage(ogre, 0) // damage wears off when the turn ends
	sc.expectPT(bear, 2, 2)  // and so do "until end of turn" effects
}

func TestTeamNumbersAreAnyInts(t *testing.T) {
	sc := newScenario(t, 3, withTeams(0, 32, -1))
	sc.setLife(P3, 2)
	sc.hand(P1, tShock)
	sc.lands(P1, tMountain, 1)
	sc.cast(P1, tShock, P3)
	sc.passUntilResolved()
	sc.expectLost(P3, true)
	if sc.g.Over() {
		t.Fatal("teams 0 and 32 are both still playing, but the game ended")
	}
}
